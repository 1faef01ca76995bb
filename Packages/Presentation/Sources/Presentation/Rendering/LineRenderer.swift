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

    func render(_ template: LineTemplate) -> String {
        template.pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .field(let field): value(field)
            }
        }.joined().terminalSafe
    }

    /// `{"text", "tooltip", "class"}`: classes `stale` and `alert` when they hold, and the condition's family.
    func waybar(_ template: LineTemplate) -> JSONValue {
        let summary = PlaceSummary(report, display: display)
        let tooltip = [
            PlaceLabel.full(report.place) + (summary.condition.map { ": \($0)" } ?? ""),
            "Temperature \(summary.temperature)",
            summary.humidity.map { "Humidity \($0)" }, summary.wind.map { "Wind \($0)" },
            "Updated \(summary.ageLabel)",
        ].compactMap { $0 }.joined(separator: "\n")
        let family = report.weather.primaryCondition?.family.map { "\($0)" }
        let classes = [isStale ? "stale" : nil, alertsInForce > 0 ? "alert" : nil, family].compactMap { $0 }
        return .object([
            "text": .string(render(template)), "tooltip": .string(tooltip.terminalSafeKeepingLineBreaks),
            "class": .array(classes.map(JSONValue.string)),
        ])
    }

    private func value(_ field: LineTemplate.Field) -> String {
        let weather = report.weather
        let summary = PlaceSummary(report, display: display)
        let missing = PlaceSummary.missing
        switch field.name {
        case .place: return PlaceLabel.short(report.place)
        case .name: return report.place.name
        case .country: return report.place.countryCode
        case .icon: return summary.conditionIcon.trimmingASCIIWhitespaceAtEnd
        case .condition: return summary.condition ?? missing
        case .temperature: return temperature(weather.temperature, field)
        case .feels: return weather.feelsLike.map { temperature($0, field) } ?? missing
        case .high: return weather.maximum.map { temperature($0, field) } ?? missing
        case .low: return weather.minimum.map { temperature($0, field) } ?? missing
        case .humidity:
            return weather.humidity.map { Self.fixed($0.percent, field.precision ?? 0) + "%" } ?? missing
        case .wind: return weather.wind.speed.map { wind($0, field) } ?? missing
        case .pressure:
            return weather.pressure.map { pressure in
                let measurement = pressure.measurement(in: display.units)
                return field.precision.map { Self.fixed(measurement.value, $0) + " " + measurement.unit }
                    ?? MeasurementText.text(measurement)
            } ?? missing
        case .aqi:
            return air?.air.europeanIndex.map {
                "\(NumberText.format($0)) \(EuropeanAirQuality(index: $0).rawValue)"
            } ?? ""
        case .alerts: return alertsInForce > 0 ? String(alertsInForce) : ""
        case .age: return AgeText.relative(display.observedAge(of: report))
        case .stale: return isStale ? "*" : ""
        }
    }

    private func temperature(_ temperature: Temperature, _ field: LineTemplate.Field) -> String {
        let (value, unit): (Double, String)
        switch field.unit {
        case "c": (value, unit) = (temperature.celsius, "°C")
        case "f": (value, unit) = (temperature.celsius * 9 / 5 + 32, "°F")
        case "k": (value, unit) = (temperature.kelvin, "K")
        default:
            let measurement = temperature.measurement(in: display.units)
            (value, unit) = (measurement.value, measurement.unit)
        }
        return Self.fixed(value, field.precision ?? 0) + unit
    }

    private func wind(_ speed: Speed, _ field: LineTemplate.Field) -> String {
        let metres = speed.metresPerSecond
        let (value, unit): (Double, String)
        switch field.unit {
        case "ms": (value, unit) = (metres, "m/s")
        case "kmh": (value, unit) = (metres * 3.6, "km/h")
        case "mph": (value, unit) = (metres / 0.447_04, "mph")
        case "kn": (value, unit) = (metres * 3_600 / 1_852, "kn")
        default:
            let measurement = speed.measurement(in: display.units)
            (value, unit) = (measurement.value, measurement.unit)
        }
        return Self.fixed(value, field.precision ?? 0) + " " + unit
    }

    /// `value` with exactly `decimals` decimals, "-0" written "0".
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        let rounded = (value * scale).rounded() / scale
        let whole = Int(rounded.magnitude.rounded(.down))
        var fraction = Int(((rounded.magnitude - Double(whole)) * scale).rounded())
        var integer = whole
        if Double(fraction) >= scale {
            integer += 1
            fraction = 0
        }
        let sign = rounded < 0 && (integer > 0 || fraction > 0) ? "-" : ""
        guard decimals > 0 else { return sign + String(integer) }
        let digits = String(fraction)
        return sign + String(integer) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}

extension String {
    fileprivate var trimmingASCIIWhitespaceAtEnd: String {
        var text = Substring(self)
        while let last = text.last, last == " " { text = text.dropLast() }
        return String(text)
    }
}
