import Foundation

extension OpenMeteoReplies {
    /// The zone the fake says a point keeps: Berlin's and Tokyo's near them, UTC elsewhere.
    static func zone(latitude: Double, longitude: Double) -> TimeZone {
        if abs(latitude - 52.52) < 0.5 && abs(longitude - 13.41) < 0.5 {
            return TimeZone(identifier: "Europe/Berlin")!
        }
        if abs(latitude - 35.69) < 0.5 && abs(longitude - 139.69) < 0.5 {
            return TimeZone(identifier: "Asia/Tokyo")!
        }
        return TimeZone(identifier: "UTC")!
    }

    /// Past days as `/v1/archive` (and `/v1/forecast` with `start_date`) give them with `timezone=auto` and
    /// `timeformat=unixtime`: every hour from `start_date`'s midnight to the end of `end_date` at the one
    /// offset the point's zone keeps on the first day (Open-Meteo's is the one of the moment asked; a fixed
    /// one keeps the fake the same at any time), and the days summed from them. Each hour's temperature is
    /// 10 °C plus the hour's number in the reply divided by 100, so that an hour can be told from its value;
    /// the afternoons of 13:00 to 15:00 have 0.5 mm of rain.
    static func pastDays(_ query: [String: String]) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let latitude = Double(query["latitude"] ?? "") ?? 0
        let longitude = Double(query["longitude"] ?? "") ?? 0
        guard let start = formatter.date(from: query["start_date"] ?? ""),
            let end = formatter.date(from: query["end_date"] ?? ""), start <= end
        else { return #"{"error":true,"reason":"bad dates"}"# }
        let zone = zone(latitude: latitude, longitude: longitude)
        let offset = zone.secondsFromGMT(for: start.addingTimeInterval(43_200))
        let first = Int(start.timeIntervalSince1970) - offset
        let days = Int(end.timeIntervalSince(start) / 86_400) + 1
        let hours = (0..<(days * 24)).map { first + $0 * 3_600 }
        func list(_ value: (Int) -> String) -> String {
            "[" + hours.indices.map(value).joined(separator: ",") + "]"
        }
        func rain(_ index: Int) -> Double { (13...15).contains(index % 24) ? 0.5 : 0 }
        func dailyList(_ value: (Int) -> String) -> String {
            "[" + (0..<days).map(value).joined(separator: ",") + "]"
        }
        return """
            {"latitude":\(latitude),"longitude":\(longitude),"generationtime_ms":2.1,"utc_offset_seconds":\(offset),
             "timezone":"\(zone.identifier)","timezone_abbreviation":"GMT","elevation":40.0,
             "hourly_units":{"time":"unixtime","temperature_2m":"°C","precipitation":"mm","rain":"mm","snowfall":"cm",
               "weather_code":"wmo code","wind_speed_10m":"m/s","wind_direction_10m":"°","sunshine_duration":"s"},
             "hourly":{"time":\(list { String(hours[$0]) }),
               "temperature_2m":\(list { String(format: "%.2f", 10 + Double($0) / 100) }),
               "precipitation":\(list { String(rain($0)) }),"rain":\(list { String(rain($0)) }),
               "snowfall":\(list { _ in "0.0" }),"weather_code":\(list { rain($0) > 0 ? "61" : "1" }),
               "wind_speed_10m":\(list { _ in "3.0" }),"wind_direction_10m":\(list { _ in "270" }),
               "sunshine_duration":\(list { (7...18).contains($0 % 24) ? "1800.0" : "0.0" }),
               "is_day":\(list { (7...18).contains($0 % 24) ? "1" : "0" })},
             "daily_units":{"time":"unixtime","temperature_2m_max":"°C","temperature_2m_min":"°C"},
             "daily":{"time":\(dailyList { String(first + $0 * 86_400) }),
               "temperature_2m_max":\(dailyList { String(format: "%.2f", 10 + Double($0 * 24 + 23) / 100) }),
               "temperature_2m_min":\(dailyList { String(format: "%.2f", 10 + Double($0 * 24) / 100) }),
               "precipitation_sum":\(dailyList { _ in "1.5" }),"rain_sum":\(dailyList { _ in "1.5" }),
               "snowfall_sum":\(dailyList { _ in "0.0" }),"sunshine_duration":\(dailyList { _ in "21600.0" }),
               "wind_speed_10m_max":\(dailyList { _ in "3.0" }),"wind_direction_10m_dominant":\(dailyList { _ in "270" }),
               "weather_code":\(dailyList { _ in "61" })}}
            """
    }
}
