import Domain

/// The template language of `wxapp line`, version 1: text with fields in braces.
///
/// - `{temperature}`: a field; `{temperature:.1}` with one decimal; `{temperature:f}`, `{wind:kn}` in a
///   unit of its own; `{wind:kmh.1}` both, unit first.
/// - `{{` and `}}` are literal braces.
struct LineTemplate: Equatable {
    /// A field with its options.
    struct Field: Equatable {
        let name: LineField
        /// Decimals to show; nil for the field's own.
        let precision: Int?
        /// The unit asked for by its short name (`c`, `f`, `k`; `ms`, `kmh`, `mph`, `kn`, `bft`; `hpa`,
        /// `inhg`, `mmhg`, `kpa`); nil for the chosen units'.
        let unit: String?
    }

    enum Piece: Equatable {
        case text(String)
        case field(Field)
    }

    /// Why a template cannot be used, in words that name the culprit.
    enum Problem: Error, Equatable {
        case unknownField(String, closest: String?)
        case unclosedBrace(at: Int)
        case strayClosingBrace(at: Int)
        case emptyField(at: Int)
        case badOption(field: String, option: String, accepted: [String])
    }

    static let version = 1
    static let defaultText = "{place} {temperature}{stale}"

    let pieces: [Piece]

    /// True when the template has a `name` field.
    func uses(_ name: LineField) -> Bool {
        pieces.contains { if case .field(let field) = $0 { field.name == name } else { false } }
    }

    init(_ text: String) throws(Problem) {
        var pieces: [Piece] = []
        var literal = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "{", next == "{" {
                literal.append("{")
                index += 2
            } else if character == "}", next == "}" {
                literal.append("}")
                index += 2
            } else if character == "}" {
                throw .strayClosingBrace(at: index + 1)
            } else if character == "{" {
                guard let close = characters[(index + 1)...].firstIndex(of: "}") else {
                    throw .unclosedBrace(at: index + 1)
                }
                if !literal.isEmpty {
                    pieces.append(.text(literal))
                    literal = ""
                }
                pieces.append(.field(try Self.field(String(characters[(index + 1)..<close]), at: index + 1)))
                index = close + 1
            } else {
                literal.append(character)
                index += 1
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    private static func field(_ body: String, at position: Int) throws(Problem) -> Field {
        let parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(
            String.init)
        let name = parts[0].trimmingCharacters(in: " ")
        guard !name.isEmpty else { throw .emptyField(at: position) }
        guard let field = LineField(named: name) else {
            throw .unknownField(name, closest: LineField.closest(to: name))
        }
        guard parts.count == 2 else { return Field(name: field, precision: nil, unit: nil) }
        var option = parts[1]
        var precision: Int?
        if let dot = option.firstIndex(of: ".") {
            guard let digits = Int(option[option.index(after: dot)...]), (0...3).contains(digits) else {
                throw .badOption(field: name, option: parts[1], accepted: field.acceptedOptions)
            }
            precision = digits
            option = String(option[..<dot])
        }
        let unit = option.isEmpty ? nil : option.lowercased()
        if let unit, !field.units.contains(unit) {
            throw .badOption(field: name, option: parts[1], accepted: field.acceptedOptions)
        }
        // A Beaufort force is a whole number.
        if precision != nil, !field.isNumeric || unit == SpeedUnit.beaufort.rawValue {
            throw .badOption(field: name, option: parts[1], accepted: field.acceptedOptions)
        }
        return Field(name: field, precision: precision, unit: unit)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}

/// The fields of `wxapp line` templates.
enum LineField: String, CaseIterable, Sendable {
    case place, name, country, icon, condition, temperature, feels, high, low, humidity, wind, pressure, aqi
    case alerts, age, stale

    /// What the field shows, in the language of `words`: `wxapp line --fields`.
    func description(_ words: Words) -> String {
        switch self {
        case .place: words("the place as lists show it: \"Tokyo, JP\"")
        case .name: words("the place's name: \"Tokyo\"")
        case .country: words("its ISO country code: \"JP\"")
        case .icon: words("the condition's icon (--icons)")
        case .condition: words("the condition in words: \"light rain\"")
        case .temperature: words("the temperature; options .N decimals, c, f or k")
        case .feels: words("the temperature it feels like; as temperature")
        case .high: words("today's high; as temperature")
        case .low: words("today's low; as temperature")
        case .humidity: words("relative humidity: \"64%\"; option .N")
        case .wind: words("wind speed; options .N decimals, ms, kmh, mph, kn or bft")
        case .pressure: words("pressure; options .N decimals, hpa, inhg, mmhg or kpa")
        case .aqi: words("the kept European AQI and its category: \"41 moderate\" (from wxapp air)")
        case .alerts: words("how many alerts are in force, from the kept ones (empty with none)")
        case .age: words("how old the reading is: \"5 min\"")
        case .stale: words("\"*\" when the data is older than the cache lifetime, else nothing")
        }
    }

    var isNumeric: Bool {
        [.temperature, .feels, .high, .low, .humidity, .wind, .pressure].contains(self)
    }

    var units: [String] {
        switch self {
        case .temperature, .feels, .high, .low: TemperatureUnit.names
        case .wind: SpeedUnit.names
        case .pressure: PressureUnit.names
        default: []
        }
    }

    var acceptedOptions: [String] {
        (isNumeric ? [".0", ".1", ".2", ".3"] : []) + units
    }

    /// The short names other tools use for the fields: `{temp}` is `{temperature}`.
    static let aliases: [String: LineField] = [
        "temp": .temperature, "feels_like": .feels, "feelslike": .feels, "hum": .humidity, "cond": .condition,
        "city": .name, "location": .place, "max": .high, "min": .low, "updated": .age,
    ]

    /// The field `name` names, by its own name or a short one, case aside.
    init?(named name: String) {
        let key = name.lowercased()
        guard let field = LineField(rawValue: key) ?? Self.aliases[key] else { return nil }
        self = field
    }

    /// The field nearest to `name`, when one is a slip away.
    static func closest(to name: String) -> String? {
        NearestName.among(allCases.map(\.rawValue), for: name, limit: 1).first
    }
}
