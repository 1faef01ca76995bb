import Domain

/// The identity members every place object has: name, country, region and coordinates.
enum PlaceJSON {
    static func identity(_ place: Place) -> [String: JSONValue] {
        [
            "name": .string(place.name),
            "country": .string(place.countryCode),
            "region": .optional(place.region, JSONValue.string),
            "latitude": .coordinate(place.coordinates.latitude),
            "longitude": .coordinate(place.coordinates.longitude),
            "shownName": .optional(place.shownName, JSONValue.string),
        ]
    }
}
