import Domain
import FoundationEssentials

/// One place as a detail card: a title, the condition and labelled values, missing ones left out.
struct PlaceDetail: Equatable {
    struct Field: Equatable {
        let label: String
        let value: String
        let style: TextStyle
    }

    let title: String
    let condition: String?
    let conditionStyle: TextStyle
    let fields: [Field]

    /// `windArrow` adds the arrow of the wind's direction, for the card rather than plain lines; `air`, the
    /// place's kept air quality, adds its line.
    init(
        _ report: WeatherReport, display: DisplaySettings, windArrow: Bool, air: AirQualityReport? = nil,
        normals: ClimateNormals? = nil, alerts: AlertsReport? = nil
    ) {
        let weather = report.weather
        let offset = weather.utcOffsetSeconds
        let words = display.words
        func text(_ measurement: Domain.Measurement) -> String { MeasurementText(words).text(measurement) }
        func local(_ date: Date?) -> String? {
            date.map {
                let time = LocalTimeText.clock(
                    $0, utcOffsetSeconds: offset, style: display.clock, language: words.language)
                return words("\(time) local time")
            }
        }
        let units = display.units
        let summary = PlaceSummary(report, display: display)
        let sky = SunAndMoon(
            coordinates: report.place.coordinates, at: weather.observedAt,
            utcOffsetSeconds: weather.utcOffsetSeconds)
        title = PlaceLabel.full(report.place, display.words)
        condition = summary.condition.map { summary.conditionIcon + $0.capitalizingFirstLetter }
        conditionStyle = summary.conditionStyle
        let activeAlerts = alerts?.active(at: display.now) ?? []
        let candidates: [(String, String?, TextStyle)] = [
            (
                words("Alerts"), alerts.map { AlertsText(words: words).summary($0, now: display.now) },
                activeAlerts.isEmpty ? .plain : .warning
            ),
            (words("Temperature"), summary.temperature, summary.temperatureStyle),
            (words("Feels like"), weather.feelsLike.map { text($0.measurement(in: units)) }, .plain),
            (words("High / low"), summary.highAndLow, .plain),
            (words("Pressure"), weather.pressure.map { text($0.measurement(in: units)) }, .plain),
            (words("Humidity"), summary.humidity, .plain),
            (words("Dew point"), weather.dewPoint.map { text($0.measurement(in: units)) }, .plain),
            (
                words("Wind"),
                summary.windSpeed.map {
                    Self.wind(
                        weather.wind, speed: $0, arrow: windArrow && display.repertoire.allowsUnicode,
                        words: words)
                }, .plain
            ),
            (words("Gusts"), weather.wind.gust.map { text($0.measurement(in: units)) }, .plain),
            (words("Clouds"), weather.clouds.map { NumberText.format($0.coverPercent) + "%" }, .plain),
            (words("Visibility"), weather.visibility.map { text($0.measurement(in: units)) }, .plain),
            (words("Rain, last hour"), weather.rain.map { text($0.measurement(in: units)) }, .plain),
            // Snow as the water it melts to, as every provider gives it: a depth would read ten times more.
            (
                words("Snow, last hour"),
                weather.snow.map { words("\(text($0.measurement(in: units))) water equivalent") }, .plain
            ),
            (
                words("Next 2 h"),
                NowcastText(words).sentence(for: weather, at: report.place.coordinates, now: display.now)?
                    .capitalizingFirstLetter,
                .plain
            ),
            (words("Sunrise"), local(weather.sunrise), .plain),
            (words("Sunset"), local(weather.sunset), .plain),
            (words("Sun"), report.polarDaylight.map { Self.polar($0, words: words) }, .plain),
            (words("Daylight"), Self.daylight(sky, words: words), .plain),
            (words("Moon"), SunAndMoonText(words).moon(sky.moon), .plain),
            (
                words("Normal"), normals.flatMap { Self.normal(weather, $0, units: units, words: words) },
                .plain
            ),
            (
                words("Air"), air.flatMap { Self.air($0, now: display.now, words: words) },
                AirQualityView.europeanStyle(air?.air.europeanIndex)
            ),
            (
                words("Observed"),
                LocalTimeText.observed(
                    weather.observedAt, utcOffsetSeconds: weather.utcOffsetSeconds, style: display.clock,
                    words: words), .plain
            ),
            (
                words("Station"),
                weather.station.map {
                    let (station, identifier) = ($0.name.terminalSafe, $0.identifier.terminalSafe)
                    let distance = text($0.distance.measurement(in: units))
                    return words("\(station) (\(identifier)), \(distance) away")
                }, .plain
            ),
            (
                words("Age"),
                AgeText(display.words).both(
                    observed: display.observedAge(of: report), fetched: report.age(at: display.now),
                    lateReading: report.wasLateWhenFetched,
                    staleCopy: report.age(at: display.now) > display.cacheLifetime),
                summary.isStale ? .warning : .plain
            ),
            (words("Source"), weather.provider.map { Self.source($0, words: words) }, .plain),
        ]
        fields = candidates.compactMap { label, value, style in
            value.map { Field(label: label, value: $0, style: style) }
        }
    }

    /// The service's name, saying where sun times are wxapp's own: some forecasts have none.
    static func source(_ provider: WeatherProvider, words: Words) -> String {
        let name = provider.displayName
        return provider.extras.contains(.sunTimes) ? name : words("\(name) (sun times computed by wxapp)")
    }

    static func polar(_ daylight: PolarDaylight, words: Words) -> String {
        switch daylight {
        case .polarDay: words("polar day, the sun does not set")
        case .polarNight: words("polar night, the sun does not rise")
        }
    }

    /// The day's length, computed (so that it is the same whether or not the service sent sun times), and
    /// its change since yesterday; nil on a polar day or night, which the Sun line tells.
    private static func daylight(_ sky: SunAndMoon, words: Words) -> String? {
        guard sky.daylightSeconds > 0, sky.daylightSeconds < 86_400 else { return nil }
        return SunAndMoonText(words).daylight(seconds: sky.daylightSeconds, change: sky.daylightChangeSeconds)
    }

    /// "European AQI 41 (moderate), US AQI 49 (good), UV 2 (low)", then how old when older than an hour;
    /// nil when the kept air quality has none of them.
    private static func air(_ report: AirQualityReport, now: Date, words: Words) -> String? {
        let air = report.air
        let categories = AirQualityText(words)
        let parts = [
            air.europeanIndex.map {
                let (index, category) = (
                    NumberText.format($0), categories.text(EuropeanAirQuality(index: $0))
                )
                return words("European AQI \(index) (\(category))")
            },
            air.usIndex.map {
                let (index, category) = (NumberText.format($0), categories.text(USAirQuality(index: $0)))
                return words("US AQI \(index) (\(category))")
            },
            air.uvIndex.map {
                let (index, category) = (NumberText.format($0), categories.text(UVExposure(index: $0)))
                return words("UV \(index) (\(category))")
            },
        ].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        let age = report.age(at: now)
        let shown = age > ShowAirQualityUseCase.lifetime ? parts + [AgeText(words).fetched(age)] : parts
        return shown.joined(separator: words.phraseSeparator)
    }

    /// "High 3°C warmer than the 1991–2020 normal for 24 November (12°C)": the day's high against its
    /// normal high; nil without a high or a normal for the reading's day.
    private static func normal(
        _ weather: CurrentWeather, _ normals: ClimateNormals, units: Units, words: Words
    )
        -> String?
    {
        let date = LocalDate(containing: weather.observedAt, utcOffsetSeconds: weather.utcOffsetSeconds)
        guard let high = weather.maximum, let day = normals.normal(on: date) else { return nil }
        return NormalText(words, units: units).highComparison(high, normal: day.high, day: day)
    }

    /// "4.1 m/s from NNE (30°)", then " ↙" with `arrow`; the speed alone when the direction is unknown.
    private static func wind(_ wind: Wind, speed: String, arrow: Bool, words: Words) -> String {
        guard let degrees = wind.directionDegrees, let point = wind.compassPoint else { return speed }
        let (from, angle) = (CompassText(words).text(point), NumberText.format(degrees))
        let text = words("\(speed) from \(from) (\(angle)°)")
        guard arrow, let symbol = WindText.arrow(wind) else { return text }
        return "\(text) \(symbol)"
    }
}

extension WeatherReport {
    /// Polar day or night at the place on the day of the reading, when the service gave no sun times and
    /// the latitude and date make it certain; nil otherwise.
    var polarDaylight: PolarDaylight? {
        guard weather.sunrise == nil, weather.sunset == nil else { return nil }
        return PolarDaylight(latitude: place.coordinates.latitude, on: weather.observedAt)
    }
}
