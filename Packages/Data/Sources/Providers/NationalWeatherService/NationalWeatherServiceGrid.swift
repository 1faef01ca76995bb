import Domain
import FoundationEssentials
import ProviderKit

extension NationalWeatherServiceDTO.GridpointReply {
    typealias Quantities = NationalWeatherServiceQuantities

    /// The grid's hours from the one in progress at `now` on, as an hourly forecast: each layer's value
    /// holds over its whole `validTime` interval, so each hour takes the value of the interval that covers
    /// it. An hour without a temperature, or past the end of the span the grid forecasts (`validTimes`), is
    /// left out. Amounts of precipitation are given per interval of
    /// several hours, and are kept only where the interval is one hour: a share of six hours' rain is not
    /// the hour's. Snowfall is a depth of snow, not its water, and is left out; the grid has no pressure.
    func forecast(at coordinates: Coordinates, now: Date, offsets: any UTCOffsetSource) throws(WeatherError)
        -> Forecast
    {
        let p = properties
        let temperatures = Self.hourly(p.temperature, Quantities.temperature)
        let dewPoints = Self.hourly(p.dewpoint, Quantities.temperature)
        let feelsLike = Self.hourly(p.apparentTemperature, Quantities.temperature)
        let humidity = Self.hourly(p.relativeHumidity, Quantities.percent)
        let skyCover = Self.hourly(p.skyCover, Quantities.percent)
        let direction = Self.hourly(p.windDirection, Quantities.degrees)
        let speed = Self.hourly(p.windSpeed, Quantities.speed)
        let gust = Self.hourly(p.windGust, Quantities.speed)
        let chance = Self.hourly(p.probabilityOfPrecipitation, Quantities.percent)
        let visibility = Self.hourly(p.visibility, Quantities.distance)
        let rain = Self.hourly(p.quantitativePrecipitation, Quantities.precipitation, longestHours: 1)
        let weather = Self.hourly(p.weather) { phenomena, _ in phenomena }
        let firstHour = now.addingTimeInterval(-3_600)
        let end = p.validTimes.flatMap(Quantities.interval).map {
            $0.start.addingTimeInterval(Double($0.hours) * 3_600)
        }
        var entries: [ForecastEntry] = []
        for hour in temperatures.keys.sorted() where hour > firstHour && end.map({ hour < $0 }) ?? true {
            let offset = LocalSky.utcOffset(at: coordinates, on: hour, offsets: offsets)
            let isDay = LocalSky.isDaylight(at: hour, coordinates: coordinates, offset: offset)
            let condition = NationalWeatherServiceCondition.condition(
                weather: weather[hour] ?? [], skyCover: skyCover[hour], isDay: isDay)
            let isSnow = condition.map(NationalWeatherServiceCondition.isSnow) ?? false
            let readings = Readings(
                conditions: condition.map { [$0] } ?? [], temperature: temperatures[hour],
                feelsLike: feelsLike[hour], minimum: nil, maximum: nil, pressure: nil,
                humidity: humidity[hour].map(Humidity.init(percent:)), dewPoint: dewPoints[hour],
                wind: Wind(
                    speed: speed[hour],
                    directionDegrees: speed[hour]?.metresPerSecond == 0 ? nil : direction[hour],
                    gust: gust[hour]),
                clouds: skyCover[hour].map(Clouds.init(coverPercent:)), visibility: visibility[hour],
                rain: isSnow ? nil : rain[hour], snow: isSnow ? rain[hour] : nil)
            if let entry = ForecastEntry(
                time: hour, readings: readings, precipitationProbability: chance[hour].map { $0 / 100 })
            {
                entries.append(entry)
            }
        }
        guard let first = entries.first else {
            throw .unreadableResponse(
                detail: "the NWS forecast grid has no hour with a temperature from now on")
        }
        let offset = LocalSky.utcOffset(at: coordinates, on: first.time, offsets: offsets)
        let sun = SunTimes(at: coordinates, onDayContaining: first.time, utcOffsetSeconds: offset)
        return Forecast(
            entries: entries, utcOffsetSeconds: offset, sunrise: sun?.sunrise, sunset: sun?.sunset,
            provider: .nationalWeatherService)
    }

    /// How long before `now` the office issued the grid (its `updateTime`); nil when the grid does not say.
    func age(at now: Date) -> TimeInterval? {
        AlertTime.date(properties.updateTime).map { now.timeIntervalSince($0) }
    }

    /// True when the grid is the one asked for: the office and square the point lookup named.
    func isGrid(office: String, x: Int, y: Int) -> Bool {
        let p = properties
        return (p.gridId.map { $0.uppercased() == office.uppercased() } ?? true)
            && (p.gridX.map { $0.value == x } ?? true) && (p.gridY.map { $0.value == y } ?? true)
    }

    /// The most hours an interval is expanded to: a week and a half, beyond any grid.
    private static let longestInterval = 240

    /// Each whole hour a layer covers, with the value of the interval that covers it, read in the layer's
    /// unit by `read`; intervals longer than `longestHours`, values `read` cannot read, and intervals that are
    /// not whole hours are left out.
    private static func hourly<Item, Value>(
        _ layer: Layer<Item>?, _ read: (Item, String?) -> Value?, longestHours: Int = longestInterval
    ) -> [Date: Value] {
        guard let layer else { return [:] }
        let unit = Quantities.unit(layer.uom)
        var values: [Date: Value] = [:]
        for entry in layer.values {
            guard let interval = Quantities.interval(entry.validTime), interval.hours <= longestHours,
                let item = entry.value, let value = read(item, unit)
            else { continue }
            for hour in hours(of: interval) { values[hour] = value }
        }
        return values
    }

    /// The start of each hour of an interval that begins on the hour; none for one that does not.
    private static func hours(of interval: (start: Date, hours: Int)) -> [Date] {
        let start = interval.start.timeIntervalSince1970
        guard start.truncatingRemainder(dividingBy: 3_600) == 0, interval.hours <= longestInterval else {
            return []
        }
        return (0..<interval.hours).map { Date(timeIntervalSince1970: start + Double($0) * 3_600) }
    }
}
