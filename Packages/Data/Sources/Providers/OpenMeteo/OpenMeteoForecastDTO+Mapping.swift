import Domain
import FoundationEssentials
import ProviderKit

extension OpenMeteoForecastDTO {
    /// Open-Meteo's own hourly steps, from the place's local midnight of today: each hour's values, read in
    /// the units the reply declares. An hour without a temperature is left out; throws when no hour is left
    /// or a value is in an unknown unit.
    func toDomain() throws(WeatherError) -> Forecast {
        try ReplyBounds.check(
            hourly.time.count, atMost: ReplyBounds.forecastSteps, "hours", in: "the Open-Meteo forecast reply"
        )
        let units = OpenMeteoUnits(hourlyUnits)
        var entries: [ForecastEntry] = []
        for index in hourly.time.indices {
            guard let entry = try step(at: index, units: units) else { continue }
            entries.append(entry)
        }
        guard !entries.isEmpty else {
            throw .unreadableResponse(detail: "the Open-Meteo forecast reply has no usable hours")
        }
        return Forecast(
            entries: entries, utcOffsetSeconds: utcOffsetSeconds,
            sunrise: OpenMeteoCurrentDTO.sunTime(daily?.sunrise, dayStart: daily?.time),
            sunset: OpenMeteoCurrentDTO.sunTime(daily?.sunset, dayStart: daily?.time))
    }

    /// The hour at `index`, or nil when it has no temperature. An hour has one temperature, so no low and
    /// high of its own.
    private func step(at index: Int, units: OpenMeteoUnits) throws(WeatherError) -> ForecastEntry? {
        func value(_ array: [Double?]?) -> Double? {
            guard let array, array.indices.contains(index) else { return nil }
            return array[index]
        }
        guard let celsius = value(hourly.temperature) else { return nil }
        let rain = try units.rain(value(hourly.rain), showers: value(hourly.showers), of: ("rain", "showers"))
        let probability = try units.percent(
            value(hourly.precipitationProbability), of: "precipitation_probability")
        let code = hourly.weatherCode.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        let isDay = hourly.isDay.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? 1
        let readings = OpenMeteoReadings(
            weatherCode: code, isDay: isDay != 0, temperature: celsius,
            apparentTemperature: value(hourly.apparentTemperature), minimum: nil, maximum: nil,
            pressure: value(hourly.pressure), humidity: value(hourly.humidity),
            dewPoint: value(hourly.dewPoint),
            windSpeed: value(hourly.windSpeed),
            windDirection: value(hourly.windDirection), windGusts: value(hourly.windGusts),
            cloudCover: value(hourly.cloudCover), visibility: value(hourly.visibility), rain: rain,
            snow: try units.snowfallWater(value(hourly.snowfall), of: "snowfall"))
        return ForecastEntry(
            time: Date(timeIntervalSince1970: hourly.time[index]), readings: try readings.readings(in: units),
            precipitationProbability: probability.map { $0 / 100 })
    }
}
