import Foundation
import Testing

@testable import Domain

/// Every kind of kept value is read under one policy: a value outside physical bounds is left out and the
/// rest is shown, unless it is what the value cannot be shown without. Each value of a forecast step and
/// of air quality is put outside its bounds in turn, and the copy kept must be the value with just that one
/// left out.
struct KeptPlausiblyTests {
    static let now = PhysicalBoundsTests.now
    static let outside: [Double] = [.nan, .infinity, -1e19, 1e19]

    /// A step's values by name, each plausible; `Self.step` builds a step from them.
    static let stepValues: [String: Double] = [
        "temperature": 290, "feelsLike": 288, "minimum": 285, "maximum": 295, "pressure": 1_013,
        "humidity": 60, "dewPoint": 280, "windSpeed": 4, "windDirection": 270, "gust": 9, "clouds": 40,
        "visibility": 10_000, "rain": 0.4, "snow": 0, "chance": 0.3, "periodLow": 283, "periodHigh": 293,
    ]

    static func step(hour: Int, _ values: [String: Double]) -> ForecastEntry? {
        let temperature = { values[$0].map(Temperature.init(kelvin:)) }
        return ForecastEntry(
            time: now.addingTimeInterval(Double(hour) * 3_600),
            readings: Readings(
                conditions: [], temperature: temperature("temperature"), feelsLike: temperature("feelsLike"),
                minimum: temperature("minimum"), maximum: temperature("maximum"),
                pressure: values["pressure"].map(Pressure.init(hectopascals:)),
                humidity: values["humidity"].map(Humidity.init(percent:)), dewPoint: temperature("dewPoint"),
                wind: Wind(
                    speed: values["windSpeed"].map(Speed.init(metresPerSecond:)),
                    directionDegrees: values["windDirection"],
                    gust: values["gust"].map(Speed.init(metresPerSecond:))),
                clouds: values["clouds"].map(Clouds.init(coverPercent:)),
                visibility: values["visibility"].map(Distance.init(metres:)),
                rain: values["rain"].map(Precipitation.init(millimetres:)),
                snow: values["snow"].map(Precipitation.init(millimetres:))),
            precipitationProbability: values["chance"],
            period: PeriodExtremes(hours: 6, low: temperature("periodLow"), high: temperature("periodHigh")))
    }

    static func forecast(_ steps: [ForecastEntry?], offset: Int = 3_600) -> Forecast {
        Forecast(
            entries: steps.compactMap { $0 }, utcOffsetSeconds: offset,
            sunrise: now.addingTimeInterval(-3_600),
            sunset: now.addingTimeInterval(30_000), provider: .openMeteo)
    }

    @Test(arguments: stepValues.keys.sorted())
    func aForecastStepKeepsAllButTheValueOutsideBounds(name: String) throws {
        for bad in Self.outside {
            var damaged = Self.stepValues
            damaged[name] = bad
            var cleared = Self.stepValues
            cleared[name] = nil
            let good = [0, 1].map { Self.step(hour: $0, Self.stepValues) }
            let kept = Self.forecast(good + [Self.step(hour: 2, damaged)]).keepingPlausible(
                fetchedAt: Self.now)
            // A step is nothing without its temperature: it is left out, and the others are shown.
            #expect(kept == Self.forecast(good + [Self.step(hour: 2, cleared)]), "\(name) = \(bad)")
            #expect(kept?.implausibility(at: Self.now) == nil)
        }
    }

    @Test func aLowAboveItsHighIsLeftOutWithItsHigh() {
        var values = Self.stepValues
        values["periodLow"] = 300
        let kept = Self.forecast([Self.step(hour: 0, values)]).keepingPlausible(fetchedAt: Self.now)
        #expect(kept?.entries.first?.period == nil)
        #expect(kept?.entries.first?.temperature.kelvin == 290)
    }

    @Test func aForecastIsLeftOutWholeOnlyWhenNothingOfItCanBeShown() {
        let good = Self.step(hour: 0, Self.stepValues)
        #expect(Self.forecast([good]).keepingPlausible(fetchedAt: Self.now) == Self.forecast([good]))
        #expect(Self.forecast([good], offset: 1_000_000_000).keepingPlausible(fetchedAt: Self.now) == nil)
        var hot = Self.stepValues
        hot["temperature"] = 1e19
        #expect(Self.forecast([Self.step(hour: 0, hot)]).keepingPlausible(fetchedAt: Self.now) == nil)
        let late = Self.step(hour: 24 * 18, Self.stepValues)
        #expect(Self.forecast([good, late]).keepingPlausible(fetchedAt: Self.now) == Self.forecast([good]))
        let sunless = Forecast(
            entries: [good].compactMap { $0 }, utcOffsetSeconds: 3_600,
            sunrise: Date(timeIntervalSince1970: -1),
            sunset: nil, provider: .openMeteo)
        let kept = sunless.keepingPlausible(fetchedAt: Self.now)
        #expect(kept != nil && kept?.sunrise == nil && kept?.implausibility(at: Self.now) == nil)
    }

    static func air(_ values: [String: Double], pollen: [AirQuality.Pollen: Double]? = [.birch: 12])
        -> AirQuality
    {
        AirQuality(
            observedAt: now, utcOffsetSeconds: 3_600, europeanIndex: values["european"],
            usIndex: values["us"],
            pm25: values["pm25"], pm10: values["pm10"], ozone: values["ozone"],
            nitrogenDioxide: values["nitrogenDioxide"], uvIndex: values["uv"],
            uvIndexMaximum: values["uvMax"],
            pollen: pollen)
    }

    static let airValues: [String: Double] = [
        "european": 30, "us": 45, "pm25": 8, "pm10": 15, "ozone": 60, "nitrogenDioxide": 12, "uv": 3,
        "uvMax": 5,
    ]

    @Test(arguments: airValues.keys.sorted())
    func airQualityKeepsAllButTheValueOutsideWhatTheAirCanHold(name: String) {
        for bad in Self.outside + [-1] {
            var damaged = Self.airValues
            damaged[name] = bad
            var cleared = Self.airValues
            cleared[name] = nil
            let kept = Self.air(damaged).keepingPlausible(fetchedAt: Self.now)
            #expect(kept == Self.air(cleared), "\(name) = \(bad)")
            #expect(kept?.implausibility(at: Self.now) == nil)
        }
        // A plant left out would read as not reported this hour: a pollen value out of bounds is fetched again.
        for bad in Self.outside + [-1] {
            let pollen = Self.air(Self.airValues, pollen: [.birch: 12, .grass: bad])
            #expect(pollen.keepingPlausible(fetchedAt: Self.now) == nil, "pollen \(bad)")
        }
        for pollen in [nil, [:]] as [[AirQuality.Pollen: Double]?] {
            var damaged = Self.airValues
            damaged[name] = 1e19
            var cleared = Self.airValues
            cleared[name] = nil
            let kept = Self.air(damaged, pollen: pollen).keepingPlausible(fetchedAt: Self.now)
            #expect(
                kept == Self.air(cleared, pollen: pollen), "no pollen, or none this hour, is kept as it was")
        }
    }

    @Test func airQualityOfAnotherWeekIsLeftOutWhole() {
        let old = AirQuality(
            observedAt: Self.now.addingTimeInterval(-8 * 86_400), utcOffsetSeconds: 0, europeanIndex: 20,
            usIndex: nil, pm25: nil, pm10: nil, ozone: nil, nitrogenDioxide: nil, uvIndex: nil,
            uvIndexMaximum: nil, pollen: nil)
        #expect(old.keepingPlausible(fetchedAt: Self.now) == nil)
        #expect(Self.air(Self.airValues).keepingPlausible(fetchedAt: Self.now) == Self.air(Self.airValues))
    }

    @Test func kindsKeptForGoodAreShownWholeOrFetchedAgain() {
        let normals = ClimateNormals(
            days: (0..<366).map { index in
                ClimateNormals.Day(
                    month: 1 + index / 31 % 12, day: 1 + index % 28, high: Temperature(kelvin: 290),
                    low: Temperature(kelvin: index == 100 ? 1e19 : 280))
            })
        #expect(
            normals.keepingPlausible(fetchedAt: Self.now) == nil, "a normal out of bounds is fetched again")
        // A kept set is read as doctor reads it: short of days, it is shown with the days it has.
        let short = ClimateNormals(days: Array(normals.days.prefix(100)))
        #expect(short.keepingPlausible(fetchedAt: Self.now) == short)
        let report = Report(
            place: Stub.place("Oslo", "NO"), value: normals, fetchedAt: .distantPast, origin: .offline)
        #expect(report.keepingPlausible() == nil)
    }

    @Test func aPastDayWithAValueOutsideBoundsIsLeftOutWholeAndTheOthersKept() throws {
        func day(_ text: String, high: Double) throws -> PastDay {
            let parts = text.split(separator: "-").compactMap { Int($0) }
            let date = try #require(LocalDate(year: parts[0], month: parts[1], day: parts[2]))
            let summary = PastDaySummary(
                high: Temperature(kelvin: high), low: Temperature(kelvin: 280), precipitation: nil, rain: nil,
                snow: nil, sunshineSeconds: nil, windMaximum: nil, windDirectionDegrees: nil, condition: nil)
            return PastDay(date: date, summary: summary, hours: [], preliminary: false, fetchedAt: Self.now)
        }
        let days = [try day("2024-07-13", high: 295), try day("2024-07-14", high: 1e19)]
        let kept = PastWeather(days: days).keepingPlausible(fetchedAt: Self.now)
        #expect(kept?.days.map(\.date.isoText) == ["2024-07-13"])
        #expect(PastWeather(days: [days[1]]).keepingPlausible(fetchedAt: Self.now) == nil, "none is left")
    }

    @Test func alertsAreShownWholeOrFetchedAgain() {
        func alerts(endingIn seconds: Double) -> IssuedAlerts {
            IssuedAlerts(
                source: nil,
                alerts: [
                    WeatherAlert(
                        event: "Gale", severity: .moderate, headline: "", issuer: "MET Norway",
                        start: Self.now,
                        end: Self.now.addingTimeInterval(seconds))
                ])
        }
        #expect(alerts(endingIn: 3_600).keepingPlausible(fetchedAt: Self.now) != nil)
        #expect(
            alerts(endingIn: -3_600).keepingPlausible(fetchedAt: Self.now) == nil, "ends before it starts")
    }
}
