import Domain
import FoundationEssentials

/// Past days ready to render: every value of the days and their hours formatted in the chosen units and
/// language, and what is said of their freshness.
struct PastDaysView {
    let shown: ShowPastWeatherUseCase.Shown
    let display: DisplaySettings

    var report: Report<PastWeather> { shown.report }
    var days: [PastDay] { report.value.days }
    var words: Words { display.words }
    var place: String { PlaceLabel.full(report.place, words) }

    /// "Sun 14 July 2024", or "Mon 1 July 2024 to Sun 14 July 2024" for several days.
    var dates: String {
        let text = DayText(words)
        guard shown.days.count > 1 else { return text.withYear(shown.days.first) }
        let (first, last) = (text.withYear(shown.days.first), text.withYear(shown.days.last))
        return words("\(first) to \(last)")
    }

    /// True when a preliminary day is older than the cache lifetime: a copy shown offline or for want of
    /// a fresh one.
    var isStale: Bool {
        days.contains { day in
            day.preliminary
                && display.now.timeIntervalSince(day.fetchedAt ?? report.fetchedAt) > display.cacheLifetime
        }
    }

    /// "local time UTC+02:00", "source Open-Meteo historical weather (ERA5)", "fetched 3 min ago" and
    /// whether the days are final.
    var details: [String] {
        let source = ProviderText.normalsSource(words)
        return [
            localTime, words("source \(source)"),
            AgeText(words).fetched(report.age(at: display.now), stale: isStale), finality,
        ]
    }

    /// "local time UTC+02:00", or "local time UTC+01:00, then UTC+02:00" across a change of the clocks.
    var localTime: String {
        guard let offsets else { return words("local time unknown") }
        return words("local time \(offsets)")
    }

    /// "UTC+02:00", or "UTC+01:00, then UTC+02:00": the offsets the place kept over the hours shown.
    var offsets: String? {
        var seconds: [Int] = []
        for hour in days.flatMap(\.hours) where seconds.last != hour.utcOffsetSeconds {
            seconds.append(hour.utcOffsetSeconds)
        }
        let zones = seconds.map(LocalTimeText.offset)
        guard let first = zones.first else { return nil }
        guard zones.count > 1 else { return first }
        let rest = zones.dropFirst().joined(separator: words.listSeparator)
        return words("\(first), then \(rest)")
    }

    /// "final, kept for good", or how many days the archive may still revise.
    var finality: String {
        let preliminary = days.filter(\.preliminary).count
        guard preliminary > 0 else { return words("final, kept for good") }
        guard days.count > 1 else { return words("preliminary: the archive may still revise it") }
        return words.plural(
            preliminary, "\(preliminary) day preliminary: the archive may still revise it",
            "\(preliminary) days preliminary: the archive may still revise them")
    }

    /// "18°C".
    func temperature(_ temperature: Temperature?) -> String? {
        temperature.map { MeasurementText(words).text($0.measurement(in: display.units)) }
    }

    /// "2.3 mm", "0 mm" (none fell, which is known), or nil when not known.
    func amount(_ precipitation: Precipitation?) -> String? {
        precipitation.map { MeasurementText(words).text($0.measurement(in: display.units)) }
    }

    /// "7.5 h" of sunshine.
    func sunshine(_ seconds: Double?) -> String? {
        seconds.map { MeasurementText(words).compact(Measurement(value: $0 / 3_600, unit: "h"), decimals: 1) }
    }

    /// "2.3 mm (rain 2.3 mm, snow 0.0 mm)": the total with its parts, those known; "0.0 mm" alone when none
    /// fell.
    func precipitation(_ summary: PastDaySummary) -> String? {
        let parts = [
            amount(summary.rain).map { words("rain \($0)") },
            amount(summary.snow).map { words("snow \($0)") },
        ].compactMap { $0 }
        guard let total = amount(summary.precipitation) else {
            return parts.isEmpty ? nil : parts.joined(separator: words.listSeparator)
        }
        // None fell: its parts say nothing more.
        guard summary.precipitation?.millimetres != 0, !parts.isEmpty else { return total }
        let partsText = parts.joined(separator: words.listSeparator)
        return words("\(total) (\(partsText))", context: "aside")
    }

    /// "max 6.1 m/s, mostly from SW", "max 6.1 m/s".
    func wind(_ summary: PastDaySummary) -> String? {
        guard
            let speed = summary.windMaximum.map({
                MeasurementText(words).text($0.measurement(in: display.units))
            })
        else { return nil }
        guard let degrees = summary.windDirectionDegrees else { return words("max \(speed)") }
        let direction = CompassText(words).text(CompassPoint(degrees: degrees))
        return words("max \(speed), mostly from \(direction)")
    }

    /// "partly cloudy" ("Partly cloudy" when `capitalized`), safe to print, after its icon in the chosen
    /// style.
    func condition(_ condition: WeatherCondition?, capitalized: Bool = false) -> String? {
        condition.map {
            let text = ConditionText(words).text($0).terminalSafe
            return ConditionIcon.prefix(for: $0, style: display.icons)
                + (capitalized ? text.capitalizingFirstLetter : text)
        }
    }

    /// "high +3°, low −1°" against the day's 1991–2020 normal; nil where none is kept.
    func normal(_ day: PastDay) -> String? {
        shown.normals?.normal(on: day.date).map {
            NormalText(words, units: display.units).signed(
                high: day.summary.high, low: day.summary.low, normal: $0)
        }
    }

    /// "14:00" at the place, by the offset it kept at the hour.
    func clock(_ hour: PastHour) -> String {
        LocalTimeText.clock(
            hour.time, utcOffsetSeconds: hour.utcOffsetSeconds, style: display.clock,
            language: display.words.language)
    }

    /// "2.1 m/s SW ↙", or nil without a speed.
    func shortWind(_ wind: Wind) -> String? {
        WindText.short(wind, units: display.units, arrow: display.repertoire.allowsUnicode, words: words)
    }

    /// "6.1 m/s SW ↙": the day's strongest wind and where the wind mostly came from.
    func shortWind(_ summary: PastDaySummary) -> String? {
        shortWind(Wind(speed: summary.windMaximum, directionDegrees: summary.windDirectionDegrees, gust: nil))
    }

    /// "45 min" of sunshine in an hour.
    func minutes(_ seconds: Double?) -> String? {
        seconds.map { MeasurementText(words).compact(Measurement(value: $0 / 60, unit: "min"), decimals: 0) }
    }

    /// The day as a row names it: "Mon 1 Jul", with the year when the days shown span two years.
    func rowDate(_ date: LocalDate) -> String {
        shown.days.first.year == shown.days.last.year
            ? DayText(words).short(date) : DayText(words).withYear(date)
    }

    /// The labelled values of a day, those known, in the order a card shows them; the age is a warning
    /// when a preliminary day is older than the cache lifetime.
    func fields(of day: PastDay) -> [(label: String, value: String, style: TextStyle)] {
        let summary = day.summary
        let candidates: [(String, String?)] = [
            (words("High"), temperature(summary.high)), (words("Low"), temperature(summary.low)),
            (words("vs 1991–2020"), normal(day)), (words("Precipitation"), precipitation(summary)),
            (words("Sunshine"), sunshine(summary.sunshineSeconds)), (words("Wind"), wind(summary)),
            (words("Local time"), offsets),
            (words("Age"), AgeText(words).fetched(report.age(at: display.now), stale: isStale)),
            (words("Status"), finality), (words("Source"), ProviderText.normalsSource(words)),
        ]
        let age = words("Age")
        return candidates.compactMap { label, value in
            value.map { (label, $0, label == age && isStale ? .warning : .plain) }
        }
    }
}
