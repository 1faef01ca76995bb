import Domain

/// One city line of gazetteer.tsv: name, ASCII name, country, region code, region name, latitude,
/// longitude, population, time zone and alternate names joined by `|`, separated by tabs.
enum GazetteerRecord {
    static let fieldCount = 10
    static let latitudeField = 5
    static let longitudeField = 6

    /// The city on `line`, or a sentence fragment saying what is wrong with it.
    static func city(from line: ArraySlice<UInt8>) -> Result<City, GazetteerFormatError> {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard fields.count == fieldCount else {
            return .failure(
                GazetteerFormatError("has a city line with \(fields.count) fields instead of \(fieldCount)"))
        }
        let name = fields[0]
        guard !name.isEmpty, fields[2].count == 2,
            let latitude = Double(fields[latitudeField]), let longitude = Double(fields[longitudeField]),
            let coordinates = Coordinates(latitude: latitude, longitude: longitude),
            let population = Int(fields[7]), population >= 0
        else {
            return .failure(GazetteerFormatError("has a damaged line for the city \"\(name)\""))
        }
        return .success(
            City(
                name: name, asciiName: fields[1].isEmpty ? name : fields[1], countryCode: fields[2],
                regionCode: fields[3].isEmpty ? nil : fields[3],
                regionName: fields[4].isEmpty ? nil : fields[4],
                coordinates: coordinates, population: population, timeZone: fields[8],
                alternateNames: fields[9].split(separator: "|").map(String.init)))
    }
}
