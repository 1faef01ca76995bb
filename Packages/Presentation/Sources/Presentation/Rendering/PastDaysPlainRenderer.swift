import Domain

/// `show --date --format plain`: for one day its labelled values as `label: value` lines, then a sentence
/// for each hour; for several, what is said of them and a sentence for each day. No colour, no table.
struct PastDaysPlainRenderer {
    let view: PastDaysView

    private var words: Words { view.words }

    func render() -> String {
        let (place, dates) = (view.place, view.dates)
        var lines = [words("\(place): \(dates)", context: "past days title")]
        if view.days.count == 1, let day = view.days.first {
            if let condition = view.condition(day.summary.condition, capitalized: true) {
                lines.append(condition)
            }
            lines += view.fields(of: day).map { "\($0.label): \($0.value)" }
            lines += day.hours.isEmpty ? [] : [""] + day.hours.map(sentence)
        } else {
            lines.append(view.details.joined(separator: words.phraseSeparator).capitalizingFirstLetter)
            lines += view.days.map(sentence)
        }
        return view.display.fitted(lines)
    }

    /// "Mon 1 Jul: overcast clouds, low 12°C, high 21°C, precipitation 2 mm, …".
    private func sentence(_ day: PastDay) -> String {
        let summary = day.summary
        let normals = view.shown.normals?.normal(on: day.date)
        let text = NormalText(words, units: view.display.units)
        let parts = [
            view.condition(summary.condition), view.temperature(summary.low).map { words("low \($0)") },
            view.temperature(summary.high).map { words("high \($0)") },
            view.precipitation(summary).map { words("precipitation \($0)") },
            view.sunshine(summary.sunshineSeconds).map { words("sunshine \($0)") },
            view.wind(summary).map { words("wind \($0)") },
            normals.flatMap { normal in summary.high.map { text.high($0, normal: normal.high) } },
            normals.flatMap { normal in summary.low.map { text.low($0, normal: normal.low) } },
            day.preliminary ? words("preliminary") : nil,
        ].compactMap { $0 }
        let (date, sentence) = (
            view.rowDate(day.date), parts.isEmpty ? "–" : parts.joined(separator: words.phraseSeparator)
        )
        return words("\(date): \(sentence)")
    }

    /// "14:00: clear sky, 18°C, precipitation 0 mm, sunshine 45 min, wind 2.1 m/s from SW".
    private func sentence(_ hour: PastHour) -> String {
        let speed = hour.wind.speed.map {
            MeasurementText(words).text($0.measurement(in: view.display.units))
        }
        let parts = [
            view.condition(hour.condition), view.temperature(hour.temperature),
            view.amount(hour.precipitation).map { words("precipitation \($0)") },
            view.minutes(hour.sunshineSeconds).map { words("sunshine \($0)") },
            speed.map { speed in
                WindText.sentence(
                    speed: speed, from: hour.wind.compassPoint.map(CompassText(words).text), words: words)
            },
        ].compactMap { $0 }
        let (time, sentence) = (
            view.clock(hour), parts.isEmpty ? "–" : parts.joined(separator: words.phraseSeparator)
        )
        return words("\(time): \(sentence)", context: "hour")
    }
}
