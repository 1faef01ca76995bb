import Domain
import FoundationEssentials
import ProviderKit

extension OpenMeteoPastDTO {
    /// The reply for the place's days `dates`, asked as `askedDays` days of Open-Meteo's (the place's days
    /// and a day either side): its hours and its own days, each value read in the unit the reply declares.
    /// Throws when it holds neither, more hours or days than were asked, blocks whose columns are not of
    /// one length, a time that is no time, or a value in a unit wxapp does not know.
    func toDomain(dates: PastDays, askedDays: Int, reply name: String) throws(WeatherError)
        -> PastWeather.Reply
    {
        guard hourly != nil || daily != nil else {
            throw .unreadableResponse(detail: "\(name) has neither hours nor days")
        }
        try ReplyBounds.check(
            hourly?.time.count ?? 0, atMost: min(ReplyBounds.pastHours, askedDays * 24), "hours", in: name)
        try ReplyBounds.check(daily?.time.count ?? 0, atMost: askedDays, "days", in: name)
        let offset = utcOffsetSeconds ?? 0
        return PastWeather.Reply(
            dates: dates,
            hours: try hourly?.hours(offset: offset, units: OpenMeteoUnits(hourlyUnits), in: name) ?? [],
            days: try daily?.days(offset: offset, units: OpenMeteoUnits(dailyUnits), in: name) ?? [],
            timeZone: timezone, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// Throws unless every column of a block has as many values as it has times.
    fileprivate static func checkColumns(_ counts: [Int?], times: Int, block: String, in name: String)
        throws(WeatherError)
    {
        guard counts.allSatisfy({ $0 == nil || $0 == times }) else {
            throw .unreadableResponse(detail: "the \(block) columns of \(name) are not of one length")
        }
    }
}

extension OpenMeteoPastDTO.Hourly {
    fileprivate func hours(offset: Int, units: OpenMeteoUnits, in name: String) throws(WeatherError)
        -> [PastHour]
    {
        try OpenMeteoPastDTO.checkColumns(
            [
                temperature?.count, precipitation?.count, rain?.count, showers?.count, snowfall?.count,
                weatherCode?.count, windSpeed?.count, windDirection?.count, sunshine?.count, isDay?.count,
            ], times: time.count, block: "hourly", in: name)
        return try time.indices.map { index throws(WeatherError) in
            func value(_ column: [Double?]?) -> Double? { column?[index] ?? nil }
            let isDay = isDay?[index].map { $0 != 0 } ?? true
            return PastHour(
                time: try time[index].date(offset: offset, in: name), utcOffsetSeconds: offset,
                condition: WMOWeatherCode.condition(weatherCode?[index] ?? nil, isDay: isDay),
                temperature: try units.temperature(value(temperature), of: "temperature_2m"),
                precipitation: try units.precipitation(value(precipitation), of: "precipitation"),
                rain: try units.rain(value(rain), showers: value(showers), of: ("rain", "showers")),
                snow: try units.snowfallWater(value(snowfall), of: "snowfall"),
                wind: Wind(
                    speed: try units.speed(value(windSpeed), of: "wind_speed_10m"),
                    directionDegrees: try units.degrees(value(windDirection), of: "wind_direction_10m"),
                    gust: nil),
                sunshineSeconds: try units.seconds(value(sunshine), of: "sunshine_duration"))
        }
    }
}

extension OpenMeteoPastDTO.Daily {
    fileprivate func days(offset: Int, units: OpenMeteoUnits, in name: String) throws(WeatherError)
        -> [PastWeather.ServiceDay]
    {
        try OpenMeteoPastDTO.checkColumns(
            [
                maximum?.count, minimum?.count, precipitation?.count, rain?.count, showers?.count,
                snowfall?.count, sunshine?.count, windMaximum?.count, windDirection?.count,
                weatherCode?.count,
            ], times: time.count, block: "daily", in: name)
        return try time.indices.map { index throws(WeatherError) in
            func value(_ column: [Double?]?) -> Double? { column?[index] ?? nil }
            let start = try time[index].date(offset: offset, in: name)
            return PastWeather.ServiceDay(
                date: LocalDate(containing: start, utcOffsetSeconds: offset), start: start,
                summary: PastDaySummary(
                    high: try units.temperature(value(maximum), of: "temperature_2m_max"),
                    low: try units.temperature(value(minimum), of: "temperature_2m_min"),
                    precipitation: try units.precipitation(value(precipitation), of: "precipitation_sum"),
                    rain: try units.rain(
                        value(rain), showers: value(showers), of: ("rain_sum", "showers_sum")),
                    snow: try units.snowfallWater(value(snowfall), of: "snowfall_sum"),
                    sunshineSeconds: try units.seconds(value(sunshine), of: "sunshine_duration"),
                    windMaximum: try units.speed(value(windMaximum), of: "wind_speed_10m_max"),
                    windDirectionDegrees: try units.degrees(
                        value(windDirection), of: "wind_direction_10m_dominant"),
                    condition: WMOWeatherCode.condition(weatherCode?[index] ?? nil, isDay: true)))
        }
    }
}

extension OpenMeteoTime {
    /// The instant: seconds since 1970 as they are, a local time or day at the reply's `offset`.
    fileprivate func date(offset: Int, in name: String) throws(WeatherError) -> Date {
        switch self {
        case .seconds(let seconds) where seconds.isFinite:
            return Date(timeIntervalSince1970: seconds)
        case .local(let text):
            let parts = text.split(separator: "T", omittingEmptySubsequences: false)
            if let day = LocalDate(isoText: String(parts[0])), parts.count <= 2,
                let minutes = parts.count == 2 ? Self.minutes(parts[1]) : 0
            {
                let local = Double(day.daysSinceEpoch) * 86_400 + Double(minutes) * 60
                return Date(timeIntervalSince1970: local - Double(offset))
            }
        default: break
        }
        throw .unreadableResponse(detail: "\(name) has a time that is no time")
    }

    /// Minutes since midnight of "13:00"; nil for anything else.
    private static func minutes(_ text: Substring) -> Int? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 2,
            pieces.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(pieces[0]), let minute = Int(pieces[1]), (0..<24).contains(hour),
            (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }
}
