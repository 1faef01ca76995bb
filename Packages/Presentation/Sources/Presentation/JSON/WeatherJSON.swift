import Domain

/// The `weather` member of a place object: every measurement as `{value, unit}` or null.
enum WeatherJSON {
    static func object(_ weather: CurrentWeather, units: UnitSystem) -> JSONValue {
        func measure(_ measurement: Measurement?) -> JSONValue {
            .optional(measurement, JSONValue.measurement)
        }
        let wind = weather.wind
        return .object([
            "temperature": measure(weather.temperature.measurement(in: units)),
            "feelsLike": measure(weather.feelsLike.measurement(in: units)),
            "minimum": measure(weather.minimum.measurement(in: units)),
            "maximum": measure(weather.maximum.measurement(in: units)),
            "pressure": measure(weather.pressure.measurement(in: units)),
            "humidity": measure(weather.humidity.measurement(in: units)),
            "windSpeed": measure(wind.speed.measurement(in: units)),
            "windGust": measure(wind.gust?.measurement(in: units)),
            "windDirection": measure(wind.directionDegrees.map { Measurement(value: $0, unit: "°") }),
            "clouds": measure(weather.clouds.map { Measurement(value: $0.coverPercent, unit: "%") }),
            "visibility": measure(weather.visibility?.measurement(in: units)),
            "rainLastHour": measure(weather.rainLastHour?.measurement(in: units)),
            "snowLastHour": measure(weather.snowLastHour?.measurement(in: units)),
            "condition": .optional(weather.primaryCondition, condition),
            "sunrise": .optional(weather.sunrise, JSONValue.timestamp),
            "sunset": .optional(weather.sunset, JSONValue.timestamp),
            "observedAt": .timestamp(weather.observedAt),
            "utcOffsetSeconds": .integer(weather.utcOffsetSeconds),
        ])
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
