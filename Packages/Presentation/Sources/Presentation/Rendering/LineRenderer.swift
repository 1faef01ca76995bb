import Domain
import FoundationEssentials

/// One place's weather as one line of a `wxapp line` template, or as waybar's JSON.
struct LineRenderer {
    let report: WeatherReport
    let display: DisplaySettings
    /// The place's kept air quality and the number of alerts in force, from what is kept.
    var air: AirQualityReport?
    var alertsInForce = 0

    var isStale: Bool {
        display.isStale(report) || { if case .fallback = report.origin { true } else { false } }()
    }

    /// The line, its values made text for a terminal and for a status bar (`StatusBarMarkup`).
    func render(_ template: LineTemplate) -> String {
        StatusBarMarkup.joined(
            template.pieces.map { piece in
                switch piece {
                case .text(let text): StatusBarMarkup.Piece(text: text.terminalSafe, isValue: false)
                case .field(let field): StatusBarMarkup.Piece(text: value(field).terminalSafe, isValue: true)
                }
            })
    }

    /// `{"text", "tooltip", "class"}`: classes `stale` and `alert` when they hold, and the condition's family.
    func waybar(_ template: LineTemplate) -> JSONValue {
        let summary = PlaceSummary(report, display: display)
        let words = display.words
        let (temperature, age) = (summary.temperature, summary.ageLabel)
        let place = PlaceLabel.full(report.place, words)
        let tooltip = [
            summary.condition.map { words("\(place): \($0)") } ?? place,
            words("Temperature \(temperature)"),
            summary.humidity.map { words("Humidity \($0)") }, summary.wind.map { words("Wind \($0)") },
            words("Observed \(age)"),
        ].compactMap { $0 }.joined(separator: "\n")
        let family = report.weather.primaryCondition?.family.map { "\($0)" }
        let classes = [isStale ? "stale" : nil, alertsInForce > 0 ? "alert" : nil, family].compactMap { $0 }
        return .object([
            "text": .string(render(template)),
            "tooltip": .string(StatusBarMarkup.neutralised(tooltip.terminalSafeKeepingLineBreaks)),
            "class": .array(classes.map(JSONValue.string)),
        ])
    }

    private func value(_ field: LineTemplate.Field) -> String {
        let weather = report.weather
        let summary = PlaceSummary(report, display: display)
        let missing = PlaceSummary.missing
        switch field.name {
        case .place: return PlaceLabel.short(report.place, display.words)
        case .name: return PlaceNames(display.words).name(of: report.place).terminalSafe
        case .country: return report.place.countryCode
        case .icon: return summary.conditionIcon.trimmingASCIIWhitespaceAtEnd
        case .condition: return summary.condition ?? missing
        case .temperature: return weather.temperature.map { temperature($0, field) } ?? missing
        case .feels: return weather.feelsLike.map { temperature($0, field) } ?? missing
        case .high: return weather.maximum.map { temperature($0, field) } ?? missing
        case .low: return weather.minimum.map { temperature($0, field) } ?? missing
        case .humidity:
            return weather.humidity.map { text($0.measurement, field, decimals: 0) } ?? missing
        case .wind:
            return weather.wind.speed.map { speed in
                let unit = field.unit.flatMap(SpeedUnit.init(named:)) ?? display.units.wind
                return text(speed.measurement(in: unit), field, decimals: 0)
            } ?? missing
        case .pressure:
            return weather.pressure.map { pressure in
                let unit = field.unit.flatMap(PressureUnit.init(named:)) ?? display.units.pressure
                let measurement = pressure.measurement(in: unit)
                return text(
                    measurement, field, decimals: MeasurementText.decimals(for: measurement.unit))
            } ?? missing
        case .aqi:
            return air?.air.europeanIndex.map {
                "\(NumberText.format($0)) \(AirQualityText(display.words).text(EuropeanAirQuality(index: $0)))"
            } ?? ""
        case .alerts: return alertsInForce > 0 ? String(alertsInForce) : ""
        case .age: return AgeText(display.words).relative(display.observedAge(of: report))
        case .stale: return isStale ? "*" : ""
        }
    }

    private func temperature(_ temperature: Temperature, _ field: LineTemplate.Field) -> String {
        let unit = field.unit.flatMap(TemperatureUnit.init(named:)) ?? display.units.temperature
        return text(temperature.measurement(in: unit), field, decimals: 0)
    }

    /// `measurement` with the field's decimals, else `decimals`: "20.0°C", "5 Bft" (a force is whole,
    /// whatever the decimals asked for).
    private func text(_ measurement: Measurement, _ field: LineTemplate.Field, decimals: Int) -> String {
        let whole = measurement.unit == SpeedUnit.beaufort.symbol
        return MeasurementText(display.words).compact(
            measurement, decimals: whole ? 0 : field.precision ?? decimals)
    }
}

extension String {
    fileprivate var trimmingASCIIWhitespaceAtEnd: String {
        var text = Substring(self)
        while let last = text.last, last == " " { text = text.dropLast() }
        return String(text)
    }
}
