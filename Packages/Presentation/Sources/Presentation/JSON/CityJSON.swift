import Domain

/// A city of the gazetteer in `wxapp search --format json`.
enum CityJSON {
    static func city(_ city: City) -> JSONValue {
        .object([
            "kind": .string("city"),
            "name": .string(city.name),
            "asciiName": .string(city.asciiName),
            "country": .string(city.countryCode),
            "region": .optional(city.regionName, JSONValue.string),
            "regionCode": .optional(city.regionCode, JSONValue.string),
            "latitude": .coordinate(city.coordinates.latitude),
            "longitude": .coordinate(city.coordinates.longitude),
            "population": .integer(city.population),
            "timeZone": .string(city.timeZone),
            "alternateNames": .array(city.alternateNames.map(JSONValue.string)),
        ])
    }
}
