import Domain
import FoundationEssentials
import ProviderKit

extension MetNorwayForecastDTO {
    /// The units wxapp reads each variable in, as MET Norway documents them; a reply that declares
    /// another unit for one of them is unreadable rather than relabelled.
    static let expectedUnits = [
        "air_temperature": "celsius", "dew_point_temperature": "celsius", "air_pressure_at_sea_level": "hPa",
        "air_temperature_max": "celsius", "air_temperature_min": "celsius",
        "relative_humidity": "%",
        "wind_speed": "m/s", "wind_speed_of_gust": "m/s", "wind_from_direction": "degrees",
        "cloud_area_fraction": "%", "precipitation_amount": "mm", "probability_of_precipitation": "%",
    ]

    /// The longest span of a MET Norway step: six hours, far ahead.
    static let longestStep: TimeInterval = 6 * 3_600

    /// The step in progress at `now` (the first step when none has begun, if it begins within the hour) as
    /// current weather, credited to
    /// MET Norway. A value that step leaves out (null, or absent) is missing, never taken from another
    /// step. MET gives no feels-like temperature, visibility or day's extremes, which stay missing;
    /// its precipitation is of the hours ahead, which the forecast shows, so none is given for the last
    /// hour. Sun times are computed from the coordinates.
    func currentWeather(at coordinates: Coordinates, now: Date, offsets: any UTCOffsetSource)
        throws(WeatherError) -> CurrentWeather
    {
        try checkUnits()
        let steps = properties.timeseries
        // A reply with no temperature anywhere is not a forecast that left one value out.
        guard steps.contains(where: { $0.data.instant?.details?.airTemperature != nil }),
            let step = steps.last(where: { $0.time <= now }) ?? steps.first
        else {
            throw .unreadableResponse(detail: "the MET Norway reply has no time step with a temperature")
        }
        // A series that began long ago, or begins well ahead, says nothing of now: never a current reading.
        guard now.timeIntervalSince(step.time) < Self.longestStep, step.time.timeIntervalSince(now) <= 3_600
        else {
            throw .unreadableResponse(
                detail: "no step of the MET Norway reply covers now (its step nearest now is at \(step.time))"
            )
        }
        let details = step.data.instant?.details ?? InstantDetails.none
        let offset = LocalSky.utcOffset(at: coordinates, on: step.time, offsets: offsets)
        let sun = SunTimes(at: coordinates, onDayContaining: step.time, utcOffsetSeconds: offset)
        let index = properties.timeseries.firstIndex { $0.time == step.time } ?? 0
        let symbol = Self.period(of: step.data, spanning: span(at: index))?.summary?.symbolCode
        return CurrentWeather(
            readings: Self.readings(
                details, symbol: symbol,
                isDay: LocalSky.isDaylight(at: step.time, coordinates: coordinates, offset: offset),
                precipitation: nil),
            sunrise: sun?.sunrise, sunset: sun?.sunset, observedAt: step.time, utcOffsetSeconds: offset,
            provider: .metNorway)
    }

    /// Every step with a temperature: hourly where MET gives hours, six-hourly after. Each step's
    /// precipitation and symbol are those of the period up to the next step; a step without a
    /// temperature is left out. Throws when no step is left.
    func forecast(at coordinates: Coordinates, offsets: any UTCOffsetSource) throws(WeatherError) -> Forecast
    {
        try checkUnits()
        let steps = properties.timeseries
        try ReplyBounds.check(
            steps.count, atMost: ReplyBounds.forecastSteps, "time steps", in: "the MET Norway reply")
        guard let first = steps.first else {
            throw .unreadableResponse(detail: "the MET Norway reply has no time steps")
        }
        let offset = LocalSky.utcOffset(at: coordinates, on: first.time, offsets: offsets)
        var entries: [ForecastEntry] = []
        for (index, step) in steps.enumerated() {
            guard let details = step.data.instant?.details, details.airTemperature != nil else { continue }
            let period = Self.period(of: step.data, spanning: span(at: index))
            let symbol = period?.summary?.symbolCode
            let amount = period?.details?.precipitationAmount.map { Precipitation(millimetres: $0) }
            // Without a symbol MET has not said whether it falls as rain or snow, and neither is guessed.
            let isSnow = symbol.map { MetNorwaySymbol.isSnow($0) }
            let readings = Self.readings(
                details, symbol: symbol,
                isDay: LocalSky.isDaylight(at: step.time, coordinates: coordinates, offset: offset),
                precipitation: (rain: isSnow == false ? amount : nil, snow: isSnow == true ? amount : nil))
            let probability = period?.details?.probabilityOfPrecipitation.map { $0 / 100 }
            // The six hours' extremes, which the instants of the steps miss.
            let sixHours = step.data.next6Hours?.details
            let extremes = PeriodExtremes(
                hours: 6, low: sixHours?.airTemperatureMin.map(Temperature.init(celsius:)),
                high: sixHours?.airTemperatureMax.map(Temperature.init(celsius:)))
            if let entry = ForecastEntry(
                time: step.time, readings: readings, precipitationProbability: probability, period: extremes)
            {
                entries.append(entry)
            }
        }
        guard !entries.isEmpty else {
            throw .unreadableResponse(detail: "the MET Norway forecast reply has no usable time steps")
        }
        let sun = SunTimes(at: coordinates, onDayContaining: first.time, utcOffsetSeconds: offset)
        return Forecast(
            entries: entries, utcOffsetSeconds: offset, sunrise: sun?.sunrise, sunset: sun?.sunset,
            provider: .metNorway)
    }

    /// The seconds from the step at `index` to the next step in the reply; for the last, those from the
    /// step before it (the steps thin out, never back), or an hour when it is the only one.
    private func span(at index: Int) -> TimeInterval {
        let steps = properties.timeseries
        if index + 1 < steps.count { return steps[index + 1].time.timeIntervalSince(steps[index].time) }
        if index > 0 { return steps[index].time.timeIntervalSince(steps[index - 1].time) }
        return 3_600
    }

    /// The period that covers a step lasting `span` seconds: the next six hours (or twelve, which carry a
    /// symbol only) for a six-hourly step, the next hour for an hourly one. An hour without its own period
    /// has no symbol or precipitation: six hours' rain is not the hour's.
    private static func period(of data: StepData, spanning span: TimeInterval) -> Period? {
        span >= 6 * 3_600 ? data.next6Hours ?? data.next12Hours : data.next1Hours
    }

    private static func readings(
        _ details: InstantDetails, symbol: String?, isDay: Bool,
        precipitation: (rain: Precipitation?, snow: Precipitation?)?
    ) -> Readings {
        Readings(
            conditions: MetNorwaySymbol.condition(symbol, isDay: isDay).map { [$0] } ?? [],
            temperature: details.airTemperature.map(Temperature.init(celsius:)), feelsLike: nil, minimum: nil,
            maximum: nil,
            pressure: details.airPressureAtSeaLevel.map(Pressure.init(hectopascals:)),
            humidity: details.relativeHumidity.map(Humidity.init(percent:)),
            dewPoint: details.dewPointTemperature.map(Temperature.init(celsius:)),
            wind: Wind(
                speed: details.windSpeed.map(Speed.init(metresPerSecond:)),
                directionDegrees: details.windFromDirection,
                gust: details.windSpeedOfGust.map(Speed.init(metresPerSecond:))),
            clouds: details.cloudAreaFraction.map(Clouds.init(coverPercent:)), visibility: nil,
            rain: precipitation?.rain, snow: precipitation?.snow)
    }

    private func checkUnits() throws(WeatherError) {
        for (variable, unit) in properties.meta?.units ?? [:] {
            if let expected = Self.expectedUnits[variable], unit != expected {
                throw .unreadableResponse(
                    detail: "the MET Norway reply gives \(variable) in \(unit), not \(expected)")
            }
        }
    }
}
