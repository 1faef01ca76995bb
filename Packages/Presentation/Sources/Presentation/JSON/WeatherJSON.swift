import Domain

/// The `weather` member of a place object: every measurement as `{value, unit}` or null.
enum WeatherJSON {
    static func object(_ weather: CurrentWeather, units: Units) -> JSONValue {
        var members = ReadingsJSON.members(
            weather.readings, units: units, rain: "rainLastHour", snow: "snowLastHour")
        members["sunrise"] = .optional(weather.sunrise, JSONValue.timestamp)
        members["sunset"] = .optional(weather.sunset, JSONValue.timestamp)
        members["observedAt"] = .timestamp(weather.observedAt)
        members["utcOffsetSeconds"] = .integer(weather.utcOffsetSeconds)
        members["station"] = .optional(weather.station) { station in
            .object([
                "id": .string(station.identifier), "name": .string(station.name),
                "distance": .measurement(station.distance.measurement(in: units)),
            ])
        }
        return .object(members)
    }
}
