import Domain

/// `wxapp search --format json`: an array of countries.
enum CountryJSON {
    static func list(_ countries: [Country]) -> JSONValue {
        .array(countries.map(country))
    }

    static func country(_ country: Country) -> JSONValue {
        .object([
            "name": .string(country.name),
            "alpha2": .string(country.alpha2),
            "alpha3": .string(country.alpha3),
            "capital": .optional(country.capital, JSONValue.string),
            "latitude": .optional(country.capitalCoordinates?.latitude, JSONValue.coordinate),
            "longitude": .optional(country.capitalCoordinates?.longitude, JSONValue.coordinate),
            "timeZone": .optional(country.timeZone, JSONValue.string),
        ])
    }
}
