/// A place as the user typed it: "Tokyo", "Paris,FR" or "Springfield,IL,US", validated and split.
public struct PlaceQuery: Sendable, Equatable {
    /// The longest query accepted, in characters.
    public static let maximumLength = 200

    /// The text as typed, trimmed.
    public let text: String
    /// The part before the first comma.
    public let name: String
    /// A region between name and country, as in "Springfield,IL,US".
    public let region: String?
    /// A trailing two-letter country code, upper case, when the query had one.
    public let countryCode: String?
    /// The point a query of two numbers gives, latitude first: "48.85,2.35", "-33.87, 151.21" (with a
    /// hyphen or a minus sign); its name is then the text.
    public let coordinates: Coordinates?

    /// Trims the text and rejects empty, overlong or control-character queries (joiners aside).
    public init(_ raw: String) throws(WeatherError) {
        let text = raw.trimmingWhitespace()
        guard !text.isEmpty else {
            throw .invalidQuery(.empty)
        }
        guard text.count <= Self.maximumLength else {
            throw .invalidQuery(.tooLong(length: text.count, limit: Self.maximumLength))
        }
        guard !text.unicodeScalars.contains(where: { $0.isControlOrFormat && !$0.isJoiner }) else {
            throw .invalidQuery(.controlCharacters)
        }
        guard !SearchKey(text).isEmpty else {
            throw .invalidQuery(.noLetterOrDigit)
        }
        self.text = text
        if let (latitude, longitude) = Self.numberPair(text) {
            guard let point = Coordinates(latitude: latitude, longitude: longitude) else {
                throw .invalidQuery(.coordinatesOutOfRange(text))
            }
            (name, region, countryCode, coordinates) = (text, nil, nil, point)
            return
        }
        self.coordinates = nil
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0).trimmingWhitespace() }
        let lastIsCountry = parts.count > 1 && parts.last.map(Self.isCountryCode) == true
        guard let first = parts.first, !first.isEmpty else {
            throw .invalidQuery(.emptyBeforeComma)
        }
        self.name = first
        self.countryCode = lastIsCountry ? parts.last?.uppercased() : nil
        let middle = parts.dropFirst().dropLast(lastIsCountry ? 1 : 0).filter { !$0.isEmpty }
        self.region = middle.isEmpty ? nil : middle.joined(separator: ", ")
    }

    /// Other readings of a text with commas, in which the name keeps more of them: "Misato, Saitama,JP" is
    /// the city "Misato, Saitama" in JP, and "Korea, South" a country's name, not "Korea" in a region
    /// called "South". The reading with the whole text as the name comes last.
    public var readingsWithCommasInName: [PlaceQuery] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0).trimmingWhitespace() }
        let body = countryCode == nil ? parts[...] : parts.dropLast()
        var readings: [PlaceQuery] = []
        for end in body.indices.dropFirst() {
            let rest = body[(end + 1)...].filter { !$0.isEmpty }
            readings.append(
                PlaceQuery(
                    text: text, name: body[...end].joined(separator: ", "),
                    region: rest.isEmpty ? nil : rest.joined(separator: ", "), countryCode: countryCode))
        }
        if countryCode != nil {
            readings.append(PlaceQuery(text: text, name: text, region: nil, countryCode: nil))
        }
        return readings
    }

    /// A query of its parts, as the user could type it ("name,region,CC"), taken as they are.
    init(text: String, name: String, region: String?, countryCode: String?) {
        self.text = text
        self.name = name
        self.region = region
        self.countryCode = countryCode
        self.coordinates = nil
    }

    /// The two decimal numbers of "48.85,2.35" (spaces around either, a minus sign for a hyphen); nil for
    /// any other text.
    public static func numberPair(_ text: String) -> (Double, Double)? {
        let parts = String(text.map { $0 == "\u{2212}" ? "-" : $0 })
            .split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = decimal(parts[0]), let second = decimal(parts[1]) else {
            return nil
        }
        return (first, second)
    }

    /// "-33.87", "151", "+2.5": digits with one optional point and an optional sign, nothing else.
    private static func decimal(_ part: Substring) -> Double? {
        let trimmed = String(part).trimmingWhitespace()
        let digits = trimmed.first.map { "+-".contains($0) } == true ? trimmed.dropFirst() : trimmed[...]
        let pieces = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), let whole = pieces.first, !whole.isEmpty,
            pieces.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }), pieces.last?.isEmpty == false
        else { return nil }
        return Double(trimmed)
    }

    /// True for "here" by the name key ("HERE", "Here"), alone: the place the machine's public IP address
    /// is at. "Here,GB" is a place of that name.
    public var namesHere: Bool { countryCode == nil && region == nil && nameKey == SearchKey("here") }

    /// The key the name is matched by.
    public var nameKey: SearchKey { SearchKey(name) }

    /// The key the region is matched by, when the query names one.
    public var regionKey: SearchKey? { region.map(SearchKey.init) }

    private static func isCountryCode(_ text: String) -> Bool {
        text.count == 2 && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII }
    }
}

extension Unicode.Scalar {
    /// Control (Cc) and format (Cf) characters, which include escape sequences and bidi overrides.
    var isControlOrFormat: Bool {
        switch properties.generalCategory {
        case .control, .format: true
        default: false
        }
    }

    /// The zero-width non-joiner and joiner, format characters that Persian, the scripts of India and
    /// Sinhala spell names with ("جمال‌پور"); they move and hide nothing.
    var isJoiner: Bool {
        value == 0x200C || value == 0x200D
    }
}
