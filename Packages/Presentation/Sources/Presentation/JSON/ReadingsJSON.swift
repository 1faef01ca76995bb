import Domain

/// The members that a place's `weather` object and a forecast step share: every reading as `{value, unit}`
/// in the requested units, or null.
enum ReadingsJSON {
    /// `rain` and `snow` name the precipitation members for the readings' period.
    static func members(_ r: Readings, units: Units, rain: String, snow: String) -> [String: JSONValue] {
        func measure(_ measurement: Measurement?) -> JSONValue {
            .optional(measurement, JSONValue.measurement)
        }
        return [
            "temperature": measure(r.temperature?.measurement(in: units)),
            "feelsLike": measure(r.feelsLike?.measurement(in: units)),
            "minimum": measure(r.minimum?.measurement(in: units)),
            "maximum": measure(r.maximum?.measurement(in: units)),
            "pressure": measure(r.pressure?.measurement(in: units)),
            "humidity": measure(r.humidity?.measurement),
            "dewPoint": measure(r.dewPoint?.measurement(in: units)),
            "windSpeed": measure(r.wind.speed?.measurement(in: units)),
            "windGust": measure(r.wind.gust?.measurement(in: units)),
            "windDirection": measure(r.wind.directionDegrees.map { Measurement(value: $0, unit: "°") }),
            "clouds": measure(r.clouds.map { Measurement(value: $0.coverPercent, unit: "%") }),
            "visibility": measure(r.visibility?.measurement(in: units)),
            rain: measure(r.rain?.measurement(in: units)),
            snow: measure(r.snow?.measurement(in: units)),
            "condition": .optional(r.primaryCondition, condition),
        ]
    }

    static func condition(_ condition: WeatherCondition) -> JSONValue {
        .object([
            "code": .integer(condition.code),
            "summary": .string(condition.summary),
            "description": .string(condition.description),
            "icon": .string(condition.icon),
        ])
    }
}
