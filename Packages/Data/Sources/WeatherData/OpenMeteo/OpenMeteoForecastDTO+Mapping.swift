import Domain
import FoundationEssentials

extension OpenMeteoForecastDTO {
    /// The hourly values as 3-hour steps, like OpenWeatherMap's forecast: each step starts at an hour
    /// divisible by three (UTC) and takes that hour's values, the extremes of its three hours and the sum
    /// of their rain and snow. Throws when there are no steps or a value is impossible.
    func toDomain() throws(WeatherError) -> Forecast {
        let units = OpenMeteoUnits(hourlyUnits)
        let hours = hourly.time.indices.filter { Int(hourly.time[$0]) % Int(ForecastEntry.step) == 0 }
        var entries: [ForecastEntry] = []
        for start in hours {
            let window = start..<min(start + 3, hourly.time.count)
            guard let entry = try step(at: start, window: window, units: units) else { continue }
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

    /// The step starting at hour `index`, or nil when that hour has no temperature.
    private func step(at index: Int, window: Range<Int>, units: OpenMeteoUnits) throws(WeatherError)
        -> ForecastEntry?
    {
        func value(_ array: [Double?]?, _ at: Int) -> Double? {
            guard let array, array.indices.contains(at) else { return nil }
            return array[at]
        }
        guard let celsius = value(hourly.temperature, index) else { return nil }
        var temperatures: [Temperature] = []
        var probabilities: [Double] = []
        for hour in window {
            if let reading = try units.temperature(value(hourly.temperature, hour), of: "temperature_2m") {
                temperatures.append(reading)
            }
            let chance = value(hourly.precipitationProbability, hour)
            if let chance = try units.percent(chance, of: "precipitation_probability") {
                probabilities.append(chance)
            }
        }
        func sum(_ array: [Double?]?, _ read: (Double?) throws(WeatherError) -> Precipitation?)
            throws(WeatherError) -> Precipitation?
        {
            OpenMeteoCurrentDTO.sum(
                try window.map { (hour) throws(WeatherError) in try read(value(array, hour)) })
        }
        let rain = OpenMeteoCurrentDTO.sum([
            try sum(hourly.rain) { (v) throws(WeatherError) in try units.precipitation(v, of: "rain") },
            try sum(hourly.showers) { (v) throws(WeatherError) in try units.precipitation(v, of: "showers") },
        ])
        let snow = try sum(hourly.snowfall) { (v) throws(WeatherError) in
            try units.snowfallWater(v, of: "snowfall")
        }
        let probability = probabilities.max()
        let code = hourly.weatherCode.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        let isDay = hourly.isDay.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? 1
        let readings = OpenMeteoReadings(
            weatherCode: code, isDay: isDay != 0, temperature: celsius,
            apparentTemperature: value(hourly.apparentTemperature, index), minimum: temperatures.min(),
            maximum: temperatures.max(), pressure: value(hourly.pressure, index),
            humidity: value(hourly.humidity, index), windSpeed: value(hourly.windSpeed, index),
            windDirection: value(hourly.windDirection, index), windGusts: value(hourly.windGusts, index),
            cloudCover: value(hourly.cloudCover, index), visibility: value(hourly.visibility, index),
            rain: rain, snow: snow)
        return ForecastEntry(
            time: Date(timeIntervalSince1970: hourly.time[index]), readings: try readings.readings(in: units),
            precipitationProbability: probability.map { min(max($0, 0) / 100, 1) })
    }
}
