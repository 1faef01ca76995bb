import Domain
import Foundation
import Testing

@testable import OpenWeatherMapProvider
@testable import WeatherData

struct CurrentWeatherDTOTests {
    private func decode(_ json: String) throws -> CurrentWeatherDTO {
        try JSONDecoder().decode(CurrentWeatherDTO.self, from: Data(json.utf8))
    }

    @Test func fullReplyMapsEveryFieldInSIUnits() throws {
        let weather = try decode(JSONFixtures.fullWeather).toDomain()

        #expect(weather.conditions.map(\.code) == [803, 300])
        #expect(weather.primaryCondition?.description == "broken clouds")
        #expect(weather.temperature?.kelvin == 291.15)
        #expect(weather.feelsLike?.kelvin == 290.5)
        #expect(weather.minimum?.kelvin == 289.9)
        #expect(weather.maximum?.kelvin == 292.4)
        #expect(weather.pressure?.hectopascals == 1_012)
        #expect(weather.humidity?.percent == 62)
        #expect(
            weather.wind
                == Wind(
                    speed: Speed(metresPerSecond: 4.1), directionDegrees: 20,
                    gust: Speed(metresPerSecond: 7.2)))
        #expect(weather.clouds?.coverPercent == 75)
        #expect(weather.visibility?.metres == 10_000)
        #expect(weather.rain?.millimetres == 0.3)
        #expect(weather.snow == nil)
        #expect(weather.sunrise == Date(timeIntervalSince1970: 1_699_996_000))
        #expect(weather.sunset == Date(timeIntervalSince1970: 1_700_034_000))
        #expect(weather.observedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(weather.utcOffsetSeconds == 32_400)
    }

    @Test func missingOptionalFieldsAreNilNeverACopyOfAnotherReading() throws {
        let weather = try decode(JSONFixtures.minimalWeather).toDomain()

        #expect(weather.conditions.isEmpty)
        #expect(weather.feelsLike == nil)
        #expect(weather.minimum == nil && weather.maximum == nil)
        #expect(weather.wind.gust == nil)
        #expect(weather.wind.directionDegrees == nil)
        #expect(weather.visibility == nil)
        #expect(weather.rain == nil)
        #expect(weather.clouds == nil)
        #expect(weather.sunrise == nil)
        #expect(weather.utcOffsetSeconds == -3_600)
    }

    @Test func aMissingWeatherArrayIsNoConditions() throws {
        #expect(try decode(JSONFixtures.noWeatherArray).toDomain().conditions.isEmpty)
    }

    @Test(arguments: [JSONFixtures.wrongTypes, JSONFixtures.truncated, "", "<html>portal</html>", "[]"])
    func unreadableBodiesDoNotDecode(body: String) {
        #expect(throws: DecodingError.self) { try decode(body) }
    }

    @Test(arguments: [-5.0, 0, 1_000])
    func impossibleTemperaturesAreMappedAsSentAndFoundImplausible(kelvin: Double) throws {
        let json = #"{"main":{"temp":\#(kelvin),"pressure":1000,"humidity":50},"dt":1700000000}"#
        #expect(try decode(json).toDomain().readings.implausibleReading == "temperature \(kelvin) K")
    }

    @Test func humidityAbove100IsFoundImplausible() throws {
        let json = #"{"main":{"temp":280,"pressure":1000,"humidity":150},"dt":1700000000}"#
        #expect(try decode(json).toDomain().readings.implausibleReading == "humidity 150.0 %")
    }

    @Test func aReplyWithoutPressureHumidityOrWindLeavesThemMissing() throws {
        let weather = try decode(#"{"main":{"temp":280},"dt":1700000000}"#).toDomain()

        #expect(weather.pressure == nil && weather.humidity == nil && weather.wind == .missing)
        #expect(weather.readings.implausibleReading == nil)
    }
}
