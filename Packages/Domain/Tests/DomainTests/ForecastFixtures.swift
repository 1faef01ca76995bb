import Foundation

@testable import Domain

extension ForecastEntry {
    /// 2024-05-01T00:00:00Z.
    static let mayFirst = Date(timeIntervalSince1970: 1_714_521_600)

    static func stub(
        hoursAfterMayFirst hours: Double, celsius: Double = 15, code: Int = 800, icon: String = "01d",
        pop: Double? = 0, rain: Double? = nil, snow: Double? = nil
    ) -> ForecastEntry {
        let temperature = Temperature(celsius: celsius)
        return ForecastEntry(
            time: mayFirst.addingTimeInterval(hours * 3_600),
            readings: Readings(
                conditions: [
                    WeatherCondition(code: code, summary: "Sky", description: "sky \(code)", icon: icon)
                ],
                temperature: temperature, feelsLike: temperature, minimum: temperature, maximum: temperature,
                pressure: Pressure(hectopascals: 1_000), humidity: Humidity(percent: 50), dewPoint: nil,
                wind: Wind(speed: Speed(metresPerSecond: 1), directionDegrees: nil, gust: nil), clouds: nil,
                visibility: nil, rain: rain.map(Precipitation.init(millimetres:)),
                snow: snow.map(Precipitation.init(millimetres:))),
            precipitationProbability: pop)!
    }
}

extension Forecast {
    /// The free API's 40 steps, every 3 hours from 2024-05-01T00:00Z, the step number as °C.
    static func fortySteps(utcOffsetSeconds: Int) -> Forecast {
        Forecast(
            entries: (0..<40).map {
                ForecastEntry.stub(hoursAfterMayFirst: Double($0 * 3), celsius: Double($0))
            },
            utcOffsetSeconds: utcOffsetSeconds, sunrise: nil, sunset: nil)
    }
}
