import Domain
import FoundationEssentials

extension OpenMeteoForecastDTO {
    /// The hourly values as 3-hour steps, like OpenWeatherMap's forecast: each step starts at an hour
    /// divisible by three (UTC) and takes that hour's values, the extremes of its three hours and the sum
    /// of their rain and snow. Throws when there are no steps or a value is impossible.
    func toDomain() throws(WeatherError) -> Forecast {
        let hours = hourly.time.indices.filter { Int(hourly.time[$0]) % Int(ForecastEntry.step) == 0 }
        var entries: [ForecastEntry] = []
        for start in hours {
            let window = start..<min(start + 3, hourly.time.count)
            guard let entry = try step(at: start, window: window) else { continue }
            entries.append(entry)
        }
        guard !entries.isEmpty else {
            throw .unreadableResponse(detail: "the Open-Meteo forecast reply has no usable hours")
        }
        return Forecast(
            entries: entries, utcOffsetSeconds: utcOffsetSeconds ?? 0,
            sunrise: daily?.sunrise?.first.flatMap { $0 }.map(Date.init(timeIntervalSince1970:)),
            sunset: daily?.sunset?.first.flatMap { $0 }.map(Date.init(timeIntervalSince1970:)))
    }

    /// The step starting at hour `index`, or nil when that hour lacks a temperature, humidity or pressure.
    private func step(at index: Int, window: Range<Int>) throws(WeatherError) -> ForecastEntry? {
        func value(_ array: [Double?]?, _ at: Int) -> Double? {
            guard let array, array.indices.contains(at) else { return nil }
            return array[at]
        }
        guard let celsius = value(hourly.temperature, index), let humidity = value(hourly.humidity, index),
            let pressure = value(hourly.pressure, index)
        else { return nil }
        let temperatures = try window.compactMap { value(hourly.temperature, $0) }.map {
            c throws(WeatherError) in
            try OpenMeteoReadings.temperature(c, field: "temperature_2m")
        }
        func sum(_ array: [Double?]?) -> Double? {
            let values = window.compactMap { OpenMeteoReadings.nonNegative(value(array, $0)) }
            return values.isEmpty ? nil : values.reduce(0, +)
        }
        let rain = [sum(hourly.rain), sum(hourly.showers)].compactMap { $0 }.reduce(0, +)
        let snow = sum(hourly.snowfall).map { $0 * OpenMeteoCurrentDTO.waterMillimetresPerSnowCentimetre }
        let probability = window.compactMap { value(hourly.precipitationProbability, $0) }.max()
        let code = hourly.weatherCode.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        let isDay = hourly.isDay.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? 1
        let readings = OpenMeteoReadings(
            weatherCode: code, isDay: isDay != 0, celsius: celsius,
            apparentCelsius: value(hourly.apparentTemperature, index), minimum: temperatures.min(),
            maximum: temperatures.max(), pressure: pressure, humidity: humidity,
            windSpeed: value(hourly.windSpeed, index), windDirection: value(hourly.windDirection, index),
            windGusts: value(hourly.windGusts, index), cloudCover: value(hourly.cloudCover, index),
            visibility: value(hourly.visibility, index),
            rain: sum(hourly.rain) == nil && sum(hourly.showers) == nil
                ? nil : Precipitation(millimetres: rain),
            snow: snow.map(Precipitation.init(millimetres:)))
        return ForecastEntry(
            time: Date(timeIntervalSince1970: hourly.time[index]), readings: try readings.readings(),
            precipitationProbability: OpenMeteoReadings.nonNegative(probability).map { min($0 / 100, 1) })
    }
}
