import Domain
import FoundationEssentials

/// A forecast ready to render: the days and steps to show, and every value formatted in the chosen units.
struct ForecastView {
    let report: ForecastReport
    let display: DisplaySettings
    /// The place's kept current weather, whose nowcast tells the next two hours; nil when none is kept.
    var weather: WeatherReport?
    /// The place's kept 1991–2020 normals, which each day's high and low are compared with.
    var normals: ClimateNormals?
    /// The place's days from its today on, at most as many as asked.
    let days: [DailySummary]
    /// The steps of those days that have not yet passed, within the hour limit where there is one.
    let hours: [ForecastEntry]

    /// "every hour" or "every 3 hours": how far apart the steps are.
    var stepText: String {
        let hours = Int(saturating: (report.forecast.stepSeconds / 3_600).rounded())
        return hours <= 1
            ? display.words("every hour")
            : display.words.plural(hours, "every \(hours) hour", "every \(hours) hours")
    }

    /// `hourLimit` keeps the steps that begin within that many hours from now; nil keeps every step of
    /// the days shown.
    init(_ report: ForecastReport, display: DisplaySettings, dayLimit: Int, hourLimit: Int? = nil) {
        self.report = report
        self.display = display
        days = report.forecast.days(from: display.now, limit: dayLimit)
        let shown = Set(days.map(\.date))
        let end = hourLimit.map { display.now.addingTimeInterval(TimeInterval($0) * 3_600) }
        hours = report.forecast.upcomingEntries(at: display.now).filter { entry in
            shown.contains(report.forecast.localDate(of: entry.time)) && end.map { entry.time < $0 } ?? true
        }
    }

    var place: String { PlaceLabel.full(report.place, display.words) }
    /// The place's offset from UTC now.
    var offset: Int { report.forecast.utcOffsetSeconds(at: display.now) }
    var isStale: Bool { report.isStale(at: display.now, lifetime: display.cacheLifetime) }

    /// "local time UTC+09:00", "sunrise 04:48", "sunset 18:31", "fetched 3 min ago".
    var details: [String] {
        let words = display.words
        let age = AgeText(words).fetched(report.age(at: display.now), stale: isStale)
        let zone = LocalTimeText.offset(offset)
        return [words("local time \(zone)")]
            + [
                report.forecast.sunrise.map { words("sunrise \(clock($0))") },
                report.forecast.sunset.map { words("sunset \(clock($0))") },
            ].compactMap { $0 } + [age]
    }

    /// The sun and moon of each day shown, at the place's noon, by the offset it keeps that day.
    func sky(of day: LocalDate) -> SunAndMoon {
        let noon = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400 + 43_200)
        return SunAndMoon(
            coordinates: report.place.coordinates, day: day,
            utcOffsetSeconds: report.forecast.utcOffsetSeconds(at: noon))
    }

    /// "daylight 9 h 29 min, 2 min 31 s shorter than yesterday", "moon waxing gibbous, 78% lit": the first
    /// day's; none when no day is shown.
    var skyDetails: [String] {
        guard let today = days.first else { return [] }
        let sky = sky(of: today.date)
        let (words, text) = (display.words, SunAndMoonText(display.words))
        let daylight: String
        switch sky.daylightSeconds {
        case ...0: daylight = words("polar night, no daylight")
        case 86_400...: daylight = words("polar day, no night")
        default:
            let length = text.daylight(seconds: sky.daylightSeconds, change: sky.daylightChangeSeconds)
            daylight = words("daylight \(length)")
        }
        let moon = text.moon(sky.moon)
        return [daylight, words("moon \(moon)")]
    }

    /// "Next 2 h: rain starting in about 25 min, stopping about 40 min later", from the kept reading.
    var nowcastLine: String? {
        let words = display.words
        return weather.flatMap {
            NowcastText(words).sentence(for: $0.weather, at: $0.place.coordinates, now: display.now)
        }.map { sentence in
            let capitalized = sentence.capitalizingFirstLetter
            return words("Next 2 h: \(capitalized)")
        }
    }

    /// "18°C".
    func temperature(_ temperature: Temperature) -> String {
        MeasurementText(display.words).text(temperature.measurement(in: display.units))
    }

    /// The number a chart plots for `temperature`, in the chosen unit.
    func value(_ temperature: Temperature) -> Double {
        temperature.measurement(in: display.units).value
    }

    /// "°C", "°F" or "K".
    var temperatureUnit: String { display.units.temperature.symbol }

    /// "40%", or nil when the service gave no chance.
    func chance(_ probability: Double?) -> String? {
        probability.map { NumberText.format($0 * 100) + "%" }
    }

    /// "2.3 mm", or nil for none at all.
    func amount(_ precipitation: Precipitation?) -> String? {
        guard let precipitation, precipitation.millimetres > 0 else { return nil }
        return MeasurementText(display.words).text(precipitation.measurement(in: display.units))
    }

    /// "broken clouds", safe to print.
    func description(_ condition: WeatherCondition?) -> String? {
        condition.map { ConditionText(display.words).text($0).terminalSafe }
    }

    /// "21:00" at the place, by the offset it keeps at `date`.
    func clock(_ date: Date) -> String {
        LocalTimeText.clock(
            date, utcOffsetSeconds: report.forecast.utcOffsetSeconds(at: date), style: display.clock,
            language: display.words.language)
    }

    func day(of entry: ForecastEntry) -> LocalDate {
        report.forecast.localDate(of: entry.time)
    }
}
