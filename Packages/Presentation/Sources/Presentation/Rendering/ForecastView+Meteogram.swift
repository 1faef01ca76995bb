import Domain
import FoundationEssentials

extension ForecastView {
    /// The hours a meteogram shows.
    static let meteogramHours = 48

    /// The next `meteogramHours` from the start of the place's current hour, `width` columns wide (80 when
    /// the width is unknown, and from 40 to 200).
    func meteogram(width: Int?) -> Meteogram {
        let span = TimeInterval(Self.meteogramHours) * 3_600
        let start = hourStart(of: display.now)
        let end = start.addingTimeInterval(span)
        let entries = report.forecast.entries.sorted { $0.time < $1.time }
        let last = report.forecast.stepSeconds
        let steps = entries.indices.compactMap { index -> Meteogram.Step? in
            let entry = entries[index]
            let stepEnd =
                index + 1 < entries.count ? entries[index + 1].time : entry.time.addingTimeInterval(last)
            // One step either side of the span, so that the line reaches its edges.
            guard stepEnd >= start, index == 0 || entries[index - 1].time <= end else { return nil }
            return Meteogram.Step(
                time: entry.time, temperature: value(entry.temperature),
                rate: rate(entry, hours: stepEnd.timeIntervalSince(entry.time) / 3_600),
                chance: entry.precipitationProbability, wind: windMark(entry.wind), end: stepEnd)
        }
        let drawn = steps.filter { $0.end > start && $0.time < end }.map(\.temperature)
        let (low, high) = (drawn.min() ?? 0, drawn.max() ?? 0)
        let units = display.units
        let minimumTop = Precipitation(millimetres: 1).measurement(in: units).value
        let rateTop = max(minimumTop, steps.compactMap(\.rate).max() ?? 0)
        let words = display.words
        let top = MeasurementText(words).text(Measurement(value: rateTop, unit: units.precipitation.symbol))
        let marks = self.marks(from: start, to: end)
        return Meteogram(
            steps: steps, start: start, span: span, width: min(max(width ?? 80, 40), 200),
            unicode: display.repertoire.allowsUnicode,
            labels: (
                shown(label(high)), shown(label(low)), shown("\(top)/h"), "%", shown(units.wind.symbol)
            ),
            temperatureRange: low...high, rateTop: rateTop, hours: marks.hours, days: marks.days)
    }

    /// The start of the place's hour that holds `date`.
    private func hourStart(of date: Date) -> Date {
        let offset = Double(report.forecast.utcOffsetSeconds(at: date))
        let local = (date.timeIntervalSince1970 + offset) / 3_600
        return Date(timeIntervalSince1970: local.rounded(.down) * 3_600 - offset)
    }

    /// The step's rain and snow per hour, in the precipitation unit; nil when the service gave neither.
    private func rate(_ entry: ForecastEntry, hours: Double) -> Double? {
        guard entry.rain != nil || entry.snow != nil, hours > 0 else { return nil }
        let total = Precipitation(
            millimetres: (entry.rain?.millimetres ?? 0) + (entry.snow?.millimetres ?? 0))
        return total.measurement(in: display.units).value / hours
    }

    /// "↙12" (or "NE12" in ASCII): where the wind blows to and its speed, whole; nil without a speed.
    private func windMark(_ wind: Wind) -> String? {
        guard let speed = wind.speed?.measurement(in: display.units).value else { return nil }
        let whole = NumberText.format(speed.rounded())
        let direction =
            display.repertoire.allowsUnicode
            ? WindText.arrow(wind) : wind.compassPoint.map { CompassText(display.words).text($0) }
        return shown((direction ?? "") + whole)
    }

    /// `text` in the characters the terminal can show.
    private func shown(_ text: String) -> String {
        display.repertoire.text(text)
    }

    /// The place's hours every 6 hours ("00", "06", or "12AM", "6AM" on a 12-hour clock) and the weekday
    /// at each midnight, between `start` and `end`.
    private func marks(from start: Date, to end: Date) -> (hours: [Meteogram.Mark], days: [Meteogram.Mark]) {
        var hours: [Meteogram.Mark] = []
        var days: [Meteogram.Mark] = []
        var time = start
        while time < end {
            let civil = CivilTime(time, utcOffsetSeconds: report.forecast.utcOffsetSeconds(at: time))
            if civil.hour % 6 == 0 {
                hours.append(Meteogram.Mark(time: time, text: hourText(civil.hour)))
            }
            // The first day is named where its rest is long enough for its name; later ones at midnight.
            if civil.hour == 0 || (time == start && civil.hour <= 12) {
                let day = report.forecast.localDate(of: time)
                days.append(Meteogram.Mark(time: time, text: DayText(display.words).weekday(day)))
            }
            time = time.addingTimeInterval(3_600)
        }
        return (hours, days)
    }

    private func hourText(_ hour: Int) -> String {
        switch display.clock {
        case .twentyFourHour: return hour < 10 ? "0\(hour)" : "\(hour)"
        case .twelveHour: return display.words.language.twelveHourTime(hour: hour, minutes: nil)
        }
    }
}
