import Domain
import FoundationEssentials
import ProviderKit

extension NationalWeatherServiceDTO.ObservationReply {
    typealias Quantities = NationalWeatherServiceQuantities

    /// The station's latest observation as current weather at `coordinates`, measured by `station`. A value
    /// the station did not send, or sent in a unit wxapp cannot read, is missing. Its pressure is the
    /// sea-level one; its feels-like temperature the wind chill or heat index where the NWS gives one; its
    /// last hour's precipitation is snow's water where its condition is snow, rain otherwise; its condition is
    /// the station's own words where they grade rain, drizzle or snow ("Light Rain"), else its icon's.
    /// The NWS gives no cloud cover in percent, no day's extremes and no sun times (wxapp computes these).
    func currentWeather(
        at coordinates: Coordinates, station: ObservationStation, offsets: any UTCOffsetSource
    ) throws(WeatherError) -> CurrentWeather {
        let p = properties
        guard let observedAt = AlertTime.date(p.timestamp) else {
            throw .unreadableResponse(detail: "the NWS observation has no time it was made")
        }
        if let reported = p.stationId ?? p.station?.split(separator: "/").last.map(String.init),
            reported.uppercased() != station.identifier.uppercased()
        {
            throw .unreadableResponse(
                detail: "the NWS sent the observation of station \(reported), not of \(station.identifier)")
        }
        let offset = LocalSky.utcOffset(at: coordinates, on: observedAt, offsets: offsets)
        let condition = NationalWeatherServiceCondition.condition(
            description: p.textDescription, icon: p.icon,
            daylight: LocalSky.isDaylight(at: observedAt, coordinates: coordinates, offset: offset))
        let precipitation = Quantities.checked(p.precipitationLastHour).flatMap(Quantities.precipitation)
        let isSnow = condition.map(NationalWeatherServiceCondition.isSnow) ?? false
        let speed = Quantities.checked(p.windSpeed).flatMap(Quantities.speed)
        // Calm is a direction of 0 with no speed: no direction at all.
        let direction =
            speed?.metresPerSecond == 0
            ? nil : Quantities.checked(p.windDirection).flatMap(Quantities.degrees)
        let readings = Readings(
            conditions: condition.map { [$0] } ?? [],
            temperature: Quantities.checked(p.temperature).flatMap(Quantities.temperature),
            feelsLike: (Quantities.checked(p.windChill) ?? Quantities.checked(p.heatIndex)).flatMap(
                Quantities.temperature),
            minimum: nil, maximum: nil,
            pressure: Quantities.checked(p.seaLevelPressure).flatMap(Quantities.pressure),
            humidity: Quantities.checked(p.relativeHumidity).flatMap(Quantities.percent).map(Humidity.init),
            dewPoint: Quantities.checked(p.dewpoint).flatMap(Quantities.temperature),
            wind: Wind(
                speed: speed, directionDegrees: direction,
                gust: Quantities.checked(p.windGust).flatMap(Quantities.speed)),
            clouds: nil, visibility: Quantities.checked(p.visibility).flatMap(Quantities.distance),
            rain: isSnow ? nil : precipitation, snow: isSnow ? precipitation : nil)
        let sun = SunTimes(at: coordinates, onDayContaining: observedAt, utcOffsetSeconds: offset)
        return CurrentWeather(
            readings: readings, sunrise: sun?.sunrise, sunset: sun?.sunset, observedAt: observedAt,
            utcOffsetSeconds: offset, provider: .nationalWeatherService, station: station)
    }
}

extension NationalWeatherServiceDTO.StationsReply {
    /// The stations of the reply as wxapp names them, nearest to `coordinates` first; a station without a
    /// position or a code it could be asked by is left out.
    func stations(near coordinates: Coordinates) -> [ObservationStation] {
        features.compactMap { feature -> ObservationStation? in
            let identifier = feature.properties.stationIdentifier
            guard let position = feature.geometry?.position, (1...12).contains(identifier.count),
                identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return nil }
            let name = PlaceName.cleanedOrNil(feature.properties.name).map { String($0.prefix(100)) }
            return ObservationStation(
                identifier: identifier, name: name ?? identifier,
                distance: Distance(metres: coordinates.kilometres(to: position) * 1_000))
        }.sorted { $0.distance.metres < $1.distance.metres }
    }
}
