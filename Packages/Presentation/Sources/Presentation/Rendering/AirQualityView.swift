import Domain
import FoundationEssentials

/// Air quality ready to print: a labelled line for each value the service gave, with its category.
struct AirQualityView {
    struct Field {
        let label: String
        let value: String
        let style: TextStyle
    }

    let title: String
    let fields: [Field]
    private let words: Words

    init(_ report: AirQualityReport, now: Date, clock: ClockStyle = .twentyFourHour, words: Words) {
        self.words = words
        let air = report.air
        let text = AirQualityView.Text(words: words)
        title = PlaceLabel.full(report.place, words)
        func concentration(_ value: Double?) -> String? {
            value.map { "\(NumberText.format($0)) µg/m³" }
        }
        let candidates: [(String, String?, TextStyle)] = [
            (
                words("European AQI"), air.europeanIndex.map(text.european),
                Self.europeanStyle(air.europeanIndex)
            ),
            (words("US AQI"), air.usIndex.map(text.us), Self.usStyle(air.usIndex)),
            ("PM2.5", concentration(air.pm25), .plain),
            ("PM10", concentration(air.pm10), .plain),
            ("O₃", concentration(air.ozone), .plain),
            ("NO₂", concentration(air.nitrogenDioxide), .plain),
            (
                words("UV index"), text.uv(now: air.uvIndex, maximum: air.uvIndexMaximum),
                Self.uvStyle(air.uvIndex)
            ),
            (words("Pollen"), text.pollen(air.pollen), .plain),
            (
                words("Observed"),
                LocalTimeText.observed(
                    air.observedAt, utcOffsetSeconds: air.utcOffsetSeconds, style: clock, words: words),
                .plain
            ),
            (
                words("Age"),
                AgeText(words).both(
                    observed: max(0, now.timeIntervalSince(air.observedAt)), fetched: report.age(at: now),
                    lateReading: false, staleCopy: report.age(at: now) > ShowAirQualityUseCase.lifetime),
                report.age(at: now) > ShowAirQualityUseCase.lifetime ? .warning : .plain
            ),
            (words("Source"), ProviderText.airQualitySource, .plain),
        ]
        fields = candidates.compactMap { label, value, style in
            value.map { Field(label: label, value: $0, style: style) }
        }
    }

    /// The title and a line per field: the values in a column two spaces after the longest label, or, not
    /// `aligned`, "Label: value" as the language punctuates it ("気温：9°C").
    func lines(aligned: Bool, palette: Palette?) -> [String] {
        let width = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        return [palette?.paint(title, .emphasis) ?? title]
            + fields.map { field in
                let (label, value) = (field.label, palette?.paint(field.value, field.style) ?? field.value)
                return aligned ? DisplayWidth.pad(label, to: width + 2) + value : words("\(label): \(value)")
            }
    }

    /// The values of air quality in words.
    struct Text {
        let words: Words

        private var categories: AirQualityText { AirQualityText(words) }

        /// "41, fair".
        func european(_ index: Double) -> String {
            NumberText.format(index) + words.phraseSeparator
                + categories.text(EuropeanAirQuality(index: index))
        }

        /// "49, good".
        func us(_ index: Double) -> String {
            NumberText.format(index) + words.phraseSeparator + categories.text(USAirQuality(index: index))
        }

        /// "2, low (today's highest 5, moderate)".
        func uv(now: Double?, maximum: Double?) -> String? {
            let current = now.map {
                NumberText.format($0) + words.phraseSeparator + categories.text(UVExposure(index: $0))
            }
            let highest = maximum.map {
                let (index, category) = (NumberText.format($0), categories.text(UVExposure(index: $0)))
                return words("today's highest \(index), \(category)")
            }
            switch (current, highest) {
            case (let current?, let highest?): return words("\(current) (\(highest))", context: "aside")
            case (let current?, nil): return current
            case (nil, let highest?): return highest
            case (nil, nil): return nil
            }
        }

        /// "birch 12 grains/m³, grass 3.5 grains/m³" (one decimal below 10, so that 0.3 is never "0"); "none
        /// in the air now" when those reported are all zero; "not reported this hour" when none is (a place
        /// the service covers, out of season); the service's regions when it has no pollen for the place.
        func pollen(_ pollen: [AirQuality.Pollen: Double]?) -> String {
            guard let pollen else {
                let reach = ProviderText.pollenReach(words)
                return words("not available here (\(reach))")
            }
            guard !pollen.isEmpty else { return words("not reported this hour (out of the pollen season)") }
            let present = AirQuality.Pollen.allCases.compactMap { kind -> String? in
                guard let grains = pollen[kind], grains > 0 else { return nil }
                let amount = NumberText.format(
                    grains, decimals: grains < 10 ? 1 : 0, decimalMark: words.language.decimalMark)
                return words("\(name(kind)) \(amount) grains/m³")
            }
            return present.isEmpty
                ? words("none in the air now") : present.joined(separator: words.phraseSeparator)
        }

        func name(_ pollen: AirQuality.Pollen) -> String {
            switch pollen {
            case .alder: words("alder")
            case .birch: words("birch")
            case .grass: words("grass")
            case .mugwort: words("mugwort")
            case .olive: words("olive")
            case .ragweed: words("ragweed")
            }
        }
    }

    static func europeanStyle(_ index: Double?) -> TextStyle {
        index.map { .level(EuropeanAirQuality.allCases.firstIndex(of: EuropeanAirQuality(index: $0)) ?? 0) }
            ?? .plain
    }

    static func usStyle(_ index: Double?) -> TextStyle {
        index.map { .level(USAirQuality.allCases.firstIndex(of: USAirQuality(index: $0)) ?? 0) } ?? .plain
    }

    static func uvStyle(_ index: Double?) -> TextStyle {
        index.map { .level(UVExposure.allCases.firstIndex(of: UVExposure(index: $0)) ?? 0) } ?? .plain
    }
}
