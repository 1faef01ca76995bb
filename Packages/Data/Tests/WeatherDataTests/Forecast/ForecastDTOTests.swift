import Domain
import Foundation
import Testing

@testable import OpenWeatherMapProvider
@testable import WeatherData

struct ForecastDTOTests {
    private func forecast(_ json: String) throws -> Forecast {
        try JSONDecoder().decode(ForecastDTO.self, from: Data(json.utf8)).toDomain()
    }

    @Test func fortyStepsKeepTheirOrderAndTheCityBlocksOffsetAndSunTimes() throws {
        let forecast = try forecast(ForecastJSONFixtures.tokyoForty)

        #expect(forecast.entries.count == 40)
        #expect(forecast.utcOffsetSeconds == 32_400)
        #expect(forecast.sunrise == Date(timeIntervalSince1970: 1_714_506_480))
        #expect(forecast.sunset == Date(timeIntervalSince1970: 1_714_555_860))
        #expect(forecast.entries.first?.time == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(forecast.entries.last?.time == Date(timeIntervalSince1970: 1_714_521_600 + 39 * 10_800))
        #expect(forecast.dailySummaries().map(\.date.isoText).first == "2024-05-01")
        #expect(forecast.dailySummaries().count == 6, "+9 h spreads 40 steps over six local days")
    }

    @Test func aStepMapsEveryFieldInSIUnits() throws {
        let entry = try #require(try forecast(ForecastJSONFixtures.tokyoForty).entries.dropFirst().first)

        #expect(entry.time == Date(timeIntervalSince1970: 1_714_521_600 + 10_800))
        #expect(entry.temperature == Temperature(kelvin: 280.25))
        #expect(entry.feelsLike == Temperature(kelvin: 279.25))
        #expect(entry.minimum == Temperature(kelvin: 279.75))
        #expect(entry.maximum == Temperature(kelvin: 280.75))
        #expect(entry.pressure == Pressure(hectopascals: 1_012))
        #expect(entry.humidity == Humidity(percent: 70))
        #expect(
            entry.wind
                == Wind(
                    speed: Speed(metresPerSecond: 3.2), directionDegrees: 160,
                    gust: Speed(metresPerSecond: 5.5)))
        #expect(entry.clouds == Clouds(coverPercent: 75))
        #expect(entry.visibility == Distance(metres: 10_000))
        #expect(entry.precipitationProbability == 0.1)
        #expect(entry.rain == Precipitation(millimetres: 0.25))
        #expect(entry.snow == nil)
        #expect(
            entry.conditions == [
                WeatherCondition(code: 500, summary: "Rain", description: "light rain", icon: "10d")
            ])
    }

    @Test func stepsWithoutPopRainSnowGustOrVisibilityHaveNone() throws {
        let entry = try #require(try forecast(ForecastJSONFixtures.tokyoForty).entries.first)

        #expect(entry.precipitationProbability == nil)
        #expect(entry.rain == nil)
        #expect(entry.snow == nil)
        #expect(entry.wind.gust == nil)
        #expect(entry.visibility == nil)
    }

    @Test func snowIsAThreeHourVolume() throws {
        let entries = try forecast(ForecastJSONFixtures.tokyoForty).entries

        #expect(entries[4].snow == Precipitation(millimetres: 1.5))
        #expect(entries.filter { $0.snow != nil }.count == 8)
        #expect(entries.filter { $0.rain != nil }.count == 10)
        #expect(entries.filter { $0.precipitationProbability == nil }.count == 14)
    }

    @Test func aReplyWithoutTheCityBlockIsReadAsUTC() throws {
        let forecast = try forecast(ForecastJSONFixtures.withoutCity)

        #expect(forecast.utcOffsetSeconds == 0)
        #expect(forecast.sunrise == nil)
        #expect(forecast.entries.first?.feelsLike == nil, "missing, not a copy of the temperature")
    }

    @Test func anEmptyListIsUnreadable() {
        #expect(throws: WeatherError.unreadableResponse(detail: "the forecast reply has no steps")) {
            try forecast(ForecastJSONFixtures.emptyList)
        }
    }

    @Test func anImpossibleTemperatureIsMappedAsSentAndFoundImplausible() throws {
        let entries = try forecast(ForecastJSONFixtures.impossibleTemperature).entries

        #expect(entries.first?.readings.implausibleReading == "temperature -5.0 K")
    }
}
