import Foundation
import Testing

@testable import Domain

/// The bounds of every kind of data besides a reading's: times relative to when the data came, offsets,
/// chances, nowcast steps, air quality, normals and alerts; and what a kept row keeps of itself.
struct PhysicalBoundsKindsTests {
    static let now = PhysicalBoundsTests.now
    static let day: TimeInterval = 86_400

    static func weather(
        _ readings: Readings = PhysicalBoundsTests.readings(), offset: Int = 0, sunrise: Date? = nil,
        nowcast: Nowcast? = nil
    ) -> CurrentWeather {
        CurrentWeather(
            readings: readings, sunrise: sunrise, sunset: nil, observedAt: now, utcOffsetSeconds: offset,
            nowcast: nowcast)
    }

    @Test(arguments: [
        (-43_200, true), (50_400, true), (-43_201, false), (50_401, false), (1_000_000_000, false),
    ])
    func offsetsOfLivingZonesAreBelieved(offset: Int, plausible: Bool) {
        #expect((Self.weather(offset: offset).implausibility(at: Self.now) == nil) == plausible)
        let forecast = Forecast(entries: [], utcOffsetSeconds: offset, sunrise: nil, sunset: nil)
        #expect((forecast.implausibility(at: Self.now) == nil) == plausible)
    }

    @Test(arguments: [
        (-2_208_988_800.0, false), (-1, false), (1_000_000_000, true), (253_402_300_799, false),
        (.nan, false),
    ])
    func sunTimesFrom2000ToTheForecastsReachAreBelieved(seconds: Double, plausible: Bool) {
        let weather = Self.weather(sunrise: Date(timeIntervalSince1970: seconds))
        #expect((weather.implausibility(at: Self.now) == nil) == plausible)
    }

    @Test func aLowAboveItsHighIsUnreadableAndAKeptOneIsLeftOut() {
        let readings = Readings(
            conditions: [], temperature: Temperature(kelvin: 290), feelsLike: nil,
            minimum: Temperature(kelvin: 295), maximum: Temperature(kelvin: 291), pressure: nil,
            humidity: nil,
            dewPoint: nil, wind: Wind(speed: nil, directionDegrees: nil, gust: nil), clouds: nil,
            visibility: nil,
            rain: nil, snow: nil)
        #expect(readings.implausibleReading == "the low 295.0 K is above the high 291.0 K")
        #expect(readings.keepingPlausible.minimum == nil && readings.keepingPlausible.maximum == nil)
    }

    @Test(arguments: [
        (0.0, 0.0, true), (-3_600, 0.0, true), (-Self.day - 1, 0.0, false), (Self.day + 1, 0.0, false),
        (0.0, -5.0, false), (0.0, 500.1, false), (0.0, .nan, false),
    ])
    func nowcastStepsWithinADayAndOfPositiveAmountsAreBelieved(
        offset: TimeInterval, millimetres: Double, plausible: Bool
    ) {
        let nowcast = Nowcast(steps: [
            Nowcast.Step(time: Self.now.addingTimeInterval(offset), precipitationMillimetres: millimetres)
        ])
        #expect((nowcast.implausibility(at: Self.now) == nil) == plausible)
        let kept = Self.weather(nowcast: nowcast).keepingPlausible(fetchedAt: Self.now)
        #expect((kept?.nowcast != nil) == plausible, "a kept nowcast outside the bounds is left out")
    }

    @Test(arguments: [
        (1_700_000_000.0, -0.1, false), (1_700_000_000.0, 1.0, true), (1_700_000_000.0, 1.01, false),
        (1_764_000_000.0 + 17 * 86_400 + 1, 0.5, false), (946_684_799, 0.5, false),
    ])
    func forecastStepsAndChancesInsideTheBoundsAreBelieved(time: Double, chance: Double, plausible: Bool) {
        let entry = ForecastEntry(
            time: Date(timeIntervalSince1970: time), readings: PhysicalBoundsTests.readings(),
            precipitationProbability: chance)!
        let forecast = Forecast(entries: [entry], utcOffsetSeconds: 0, sunrise: nil, sunset: nil)
        #expect((forecast.implausibility(at: Self.now) == nil) == plausible)
    }

    @Test(arguments: [
        (0.0, true), (-604_801.0, false), (86_401.0, false), (-1_764_000_001.0, false),
    ])
    func airQualityTimesFromAWeekAgoToADayAheadAreBelieved(offset: TimeInterval, plausible: Bool) {
        let air = AirQuality(
            observedAt: Self.now.addingTimeInterval(offset), utcOffsetSeconds: 0, europeanIndex: 20,
            usIndex: nil,
            pm25: nil, pm10: nil, ozone: nil, nitrogenDioxide: nil, uvIndex: nil, uvIndexMaximum: nil,
            pollen: nil)
        #expect((air.implausibility(at: Self.now) == nil) == plausible)
    }

    @Test func measuredDaysOutsideTheBoundsOrThePeriodAreUnreadable() {
        func day(_ year: Int, high: Double?, low: Double?) -> ClimateNormals.Measured {
            let date = LocalDate(containing: Date(timeIntervalSince1970: 0), utcOffsetSeconds: 0)
            let shifted = LocalDate(daysSinceEpoch: date.daysSinceEpoch + (year - 1970) * 365 + 200)
            return ClimateNormals.Measured(date: shifted, highCelsius: high, lowCelsius: low)
        }
        #expect(ClimateNormals.implausibility(of: [day(2000, high: 20, low: 10)]) == nil)
        #expect(
            ClimateNormals.implausibility(of: [day(2000, high: nil, low: 10)]) == nil, "missing is missing")
        for bad in [
            day(2000, high: 1e19, low: 10), day(2000, high: 5_000, low: 10), day(2000, high: 20, low: -300),
            day(2000, high: 20, low: 25), day(1985, high: 20, low: 10), day(2000, high: .nan, low: 10),
        ] {
            #expect(ClimateNormals.implausibility(of: [bad]) != nil, "\(bad)")
        }
        let kept = ClimateNormals(days: [
            ClimateNormals.Day(
                month: 1, day: 1, high: Temperature(kelvin: 1e19), low: Temperature(kelvin: 270))
        ])
        #expect(kept.implausibility != nil)
    }

    @Test func alertTimesFrom2000ToAYearAheadInOrderAreBelieved() {
        func alert(_ start: Double?, _ end: Double?) -> WeatherAlert {
            WeatherAlert(
                event: "Gale", severity: .moderate, headline: "", issuer: "MET Norway",
                start: start.map { Self.now.addingTimeInterval($0) },
                end: end.map { Self.now.addingTimeInterval($0) })
        }
        #expect(alert(-3_600, 3_600).implausibility(at: Self.now) == nil)
        #expect(alert(nil, nil).implausibility(at: Self.now) == nil)
        #expect(alert(3_600, -3_600).implausibility(at: Self.now) != nil, "ends before it starts")
        #expect(alert(nil, 367 * Self.day).implausibility(at: Self.now) != nil)
        #expect(alert(-1e12, nil).implausibility(at: Self.now) != nil)
    }

    @Test func aKeptObservationKeepsWhatIsPlausibleAndNothingElse() {
        let readings = PhysicalBoundsTests.readings(humidity: 150, pressure: 1e308, wind: -5, rain: 3)
        let kept = Self.weather(readings).keepingPlausible(fetchedAt: Self.now)
        #expect(kept?.humidity == nil && kept?.pressure == nil && kept?.wind.speed == nil)
        #expect(kept?.rain?.millimetres == 3 && kept?.temperature?.kelvin == 290)
        #expect(kept?.implausibility(at: Self.now) == nil)
        let hot = Self.weather(PhysicalBoundsTests.readings(kelvin: 1e19)).keepingPlausible(
            fetchedAt: Self.now)
        #expect(hot != nil && hot?.temperature == nil, "a temperature out of bounds is missing")
        #expect(Self.weather(offset: 1_000_000_000).keepingPlausible(fetchedAt: Self.now) == nil)
        let plausible = Self.weather(PhysicalBoundsTests.readings(humidity: 50))
        #expect(plausible.keepingPlausible(fetchedAt: Self.now) == plausible, "nothing plausible is lost")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e308, 9.3e18, -9.3e18, 42.9, -42.9])
    func anyDoubleBecomesAnIntWithoutATrap(value: Double) {
        let converted = Int(saturating: value)
        if value.isNaN {
            #expect(converted == 0)
        } else if abs(value) > 1e15 {
            #expect(converted == (value > 0 ? Int.saturationLimit : -Int.saturationLimit))
        } else {
            #expect(converted == Int(value))
        }
        // What displays do with it next cannot overflow.
        _ = (abs(converted) * 5 - converted * 8, -converted)
        _ = LocalDate(
            containing: Date(timeIntervalSince1970: value.isFinite ? value : 0), utcOffsetSeconds: 0)
    }
}
