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
        let hours = NationalWeatherServiceGridHours(from: now)
        let temperatures = try hours.values(of: p.temperature, named: "temperature", Quantities.temperature)
        let dewPoints = try hours.values(of: p.dewpoint, named: "dew point", Quantities.temperature)
        let feelsLike = try hours.values(
            of: p.apparentTemperature, named: "apparent temperature", Quantities.temperature)
        let humidity = try hours.values(of: p.relativeHumidity, named: "humidity", Quantities.percent)
        let skyCover = try hours.values(of: p.skyCover, named: "sky cover", Quantities.percent)
        let direction = try hours.values(of: p.windDirection, named: "wind direction", Quantities.degrees)
        let speed = try hours.values(of: p.windSpeed, named: "wind speed", Quantities.speed)
        let gust = try hours.values(of: p.windGust, named: "wind gust", Quantities.speed)
        let chance = try hours.values(
            of: p.probabilityOfPrecipitation, named: "precipitation chance", Quantities.percent)
        let visibility = try hours.values(of: p.visibility, named: "visibility", Quantities.distance)
        let rain = try hours.values(
            of: p.quantitativePrecipitation, named: "precipitation", Quantities.precipitation, longestHours: 1
        )
        let weather = try hours.values(of: p.weather, named: "weather") { phenomena, _ in phenomena }
        let end = p.validTimes.flatMap(Quantities.interval).map {
            $0.start.addingTimeInterval(Double($0.hours) * 3_600)
        }
        var entries: [ForecastEntry] = []
        for index in temperatures.indices where temperatures[index] != nil {
            let hour = hours.hour(index)
            if let end, hour >= end { break }
            let offset = LocalSky.utcOffset(at: coordinates, on: hour, offsets: offsets)
            let isDay = LocalSky.isDaylight(at: hour, coordinates: coordinates, offset: offset)
            let condition = NationalWeatherServiceCondition.condition(
                weather: weather[index] ?? [], skyCover: skyCover[index], isDay: isDay)
            let isSnow = condition.map(NationalWeatherServiceCondition.isSnow) ?? false
            let readings = Readings(
                conditions: condition.map { [$0] } ?? [], temperature: temperatures[index],
                feelsLike: feelsLike[index], minimum: nil, maximum: nil, pressure: nil,
                humidity: humidity[index].map(Humidity.init(percent:)), dewPoint: dewPoints[index],
                wind: Wind(
                    speed: speed[index],
                    directionDegrees: speed[index]?.metresPerSecond == 0 ? nil : direction[index],
                    gust: gust[index]),
                clouds: skyCover[index].map(Clouds.init(coverPercent:)), visibility: visibility[index],
                rain: isSnow ? nil : rain[index], snow: isSnow ? rain[index] : nil)
            if let entry = ForecastEntry(
                time: hour, readings: readings, precipitationProbability: chance[index].map { $0 / 100 })
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
}
