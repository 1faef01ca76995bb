import Foundation

/// Bodies shaped like Open-Meteo's replies (`timeformat=unixtime`, `wind_speed_unit=ms`).
enum OpenMeteoReplies {
    /// 21.5 °C and overcast (WMO 3) near Tokyo, 12 °C and light rain (WMO 61) anywhere else, unless
    /// `temperature` says otherwise.
    /// 15-minute amounts as JSON literals, and the unit the reply declares for them.
    struct NowcastSteps: Sendable {
        let amounts: [String]
        let unit: String?
    }

    static func current(
        _ query: [String: String], temperature: Double? = nil, nowcast steps: NowcastSteps? = nil
    )
        -> String
    {
        let latitude = Double(query["latitude"] ?? "") ?? 0
        let tokyo = abs(latitude - 35.69) < 0.3
        return """
            {"latitude":\(latitude),"longitude":\(query["longitude"] ?? "0"),"generationtime_ms":0.05,
             "utc_offset_seconds":\(tokyo ? 32_400 : 0),"timezone":"\(tokyo ? "Asia/Tokyo" : "GMT")",
             "current":{"time":\(Int(Date().timeIntervalSince1970)),"interval":900,"temperature_2m":\(temperature ?? (tokyo ? 21.5 : 12.0)),
               "relative_humidity_2m":\(tokyo ? 60 : 80),"dew_point_2m":\(tokyo ? 13.4 : 8.7),"apparent_temperature":\(tokyo ? 21.0 : 10.0),"is_day":1,
               "rain":\(tokyo ? 0.0 : 0.6),"showers":0.0,"snowfall":0.0,"weather_code":\(tokyo ? 3 : 61),
               "cloud_cover":\(tokyo ? 90 : 100),"pressure_msl":1011.0,"wind_speed_10m":2.5,
               "wind_direction_10m":90,"wind_gusts_10m":4.0,"visibility":20000.0},
             "daily":{"time":[1717772400],"temperature_2m_max":[\(tokyo ? 24.0 : 14.0)],
               "temperature_2m_min":[\(tokyo ? 17.0 : 9.0)],"sunrise":[1717789234],"sunset":[1717841012]}\(nowcast(query, dry: tokyo, steps: steps))}
            """
    }

    /// When asked for (`minutely_15`), as many 15-minute steps from the current quarter hour as
    /// `forecast_minutely_15` asks (nine without it): dry, or rain from the third step to the fifth (about
    /// 20–30 minutes from now, for 45 minutes).
    static func nowcast(_ query: [String: String], dry: Bool, steps: NowcastSteps? = nil) -> String {
        guard query["minutely_15"] == "precipitation" else { return "" }
        let start = Int(Date().timeIntervalSince1970) / 900 * 900
        let count = query["forecast_minutely_15"].flatMap { Int($0) } ?? 9
        let wet = dry ? [] : ["0.0", "0.0", "1.2", "1.5", "0.8"]
        let amounts = steps?.amounts ?? wet + Array(repeating: "0.0", count: max(0, count - wet.count))
        let times = (0..<amounts.count).map { String(start + $0 * 900) }.joined(separator: ",")
        let units =
            steps?.unit.map { #","minutely_15_units":{"time":"unixtime","precipitation":"\#($0)"}"# } ?? ""
        return #","minutely_15":{"time":[\#(times)],"precipitation":[\#(amounts.joined(separator: ","))]}"#
            + units
    }

    /// Five days of hours from today's midnight (UTC), warming by 0.1 °C an hour.
    static func hourly(_ query: [String: String]) -> String {
        let start = Int(Date().timeIntervalSince1970) / 86_400 * 86_400
        let hours = 0..<120
        func list(_ value: (Int) -> String) -> String { "[" + hours.map(value).joined(separator: ",") + "]" }
        return """
            {"latitude":\(query["latitude"] ?? "0"),"longitude":\(query["longitude"] ?? "0"),"utc_offset_seconds":0,
             "hourly":{"time":\(list { String(start + $0 * 3_600) }),
               "temperature_2m":\(list { String(15.0 + Double($0) / 10) }),
               "apparent_temperature":\(list { String(14.0 + Double($0) / 10) }),
               "relative_humidity_2m":\(list { _ in "70" }),"dew_point_2m":\(list { _ in "9.6" }),"pressure_msl":\(list { _ in "1012.0" }),
               "wind_speed_10m":\(list { _ in "3.0" }),"wind_direction_10m":\(list { _ in "180" }),
               "wind_gusts_10m":\(list { _ in "5.0" }),"cloud_cover":\(list { _ in "50" }),
               "visibility":\(list { _ in "20000" }),"precipitation_probability":\(list { _ in "10" }),
               "rain":\(list { _ in "0.0" }),"showers":\(list { _ in "0.0" }),"snowfall":\(list { _ in "0.0" }),
               "weather_code":\(list { _ in "2" }),"is_day":\(list { _ in "1" })},
             "daily":{"time":[1717804800],"sunrise":[1717789234],"sunset":[1717841012]}}
            """
    }

    /// Moderate air (European AQI 41, US AQI 49) with birch and grass pollen in Europe (longitudes -25° to 45°
    /// from 34° to 62° north), where the service has pollen; elsewhere the same air with every pollen null,
    /// as the service sends it outside Europe, and in Europe's far north (Reykjavik), as it sends it out of
    /// the pollen season.
    static func airQuality(_ query: [String: String]) -> String {
        let latitude = Double(query["latitude"] ?? "") ?? 0
        let longitude = Double(query["longitude"] ?? "") ?? 0
        let europe = latitude > 34 && (-25...45).contains(longitude)
        let pollen =
            europe && latitude < 62
            ? ["0.0", "12.0", "3.5", "0.0", "0.0", "0.0"] : Array(repeating: "null", count: 6)
        let now = Int(Date().timeIntervalSince1970) / 3_600 * 3_600
        let hours = (0..<24).map { String(now - 12 * 3_600 + $0 * 3_600) }.joined(separator: ",")
        let uv = (0..<24).map { String(max(0, 6 - abs($0 - 12))) }.joined(separator: ",")
        return """
            {"latitude":\(latitude),"longitude":\(longitude),"utc_offset_seconds":\(europe ? 3_600 : 32_400),
             "current":{"time":\(now),"interval":3600,"european_aqi":41,"us_aqi":49,"pm10":12.3,"pm2_5":8.1,
               "ozone":55.0,"nitrogen_dioxide":12.6,"uv_index":2.0,"alder_pollen":\(pollen[0]),
               "birch_pollen":\(pollen[1]),"grass_pollen":\(pollen[2]),"mugwort_pollen":\(pollen[3]),
               "olive_pollen":\(pollen[4]),"ragweed_pollen":\(pollen[5])},
             "hourly":{"time":[\(hours)],"uv_index":[\(uv)]}}
            """
    }

    /// The day's high in the synthetic archive: 15 °C on average, 10 °C warmer at the height of summer
    /// (early July) and colder in winter; the low is 8 °C below.
    static func archiveHigh(dayOfYear: Int) -> Double {
        15 + 10 * sin(2 * Double.pi * Double(dayOfYear - 100) / 365.25)
    }

    /// Every day from `start_date` to `end_date` with its synthetic high and low.
    static func archive(_ query: [String: String]) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let start = formatter.date(from: query["start_date"] ?? ""),
            let end = formatter.date(from: query["end_date"] ?? ""), start <= end
        else { return #"{"error":true,"reason":"bad dates"}"# }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var times: [String] = []
        var highs: [String] = []
        var lows: [String] = []
        var day = start
        while day <= end {
            let high = archiveHigh(dayOfYear: calendar.ordinality(of: .day, in: .year, for: day) ?? 1)
            times.append("\"\(formatter.string(from: day))\"")
            highs.append(String(format: "%.1f", high))
            lows.append(String(format: "%.1f", high - 8))
            day = day.addingTimeInterval(86_400)
        }
        return """
            {"latitude":\(query["latitude"] ?? "0"),"longitude":\(query["longitude"] ?? "0"),"utc_offset_seconds":0,
             "daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C"},
             "daily":{"time":[\(times.joined(separator: ","))],"temperature_2m_max":[\(highs.joined(separator: ","))],
               "temperature_2m_min":[\(lows.joined(separator: ","))]}}
            """
    }

    /// "2026-11-24T18:00:00Z" for `seconds` from now.
    static func iso(_ seconds: Int) -> String {
        let formatter = ISO8601DateFormatter()
        return formatter.string(from: Date().addingTimeInterval(Double(seconds)))
    }

    /// Two overlapping alerts in force (a severe warning for six hours, a minor advisory for three) and
    /// one that ended an hour ago, as the National Weather Service's GeoJSON gives them.
    static func nationalWeatherServiceAlerts() -> String {
        func feature(_ event: String, _ severity: String, start: Int, end: Int) -> String {
            #"{"type":"Feature","properties":{"event":"\#(event)","severity":"\#(severity)","headline":"\#(event) issued for the Front Range","senderName":"NWS Boulder CO","onset":"\#(iso(start))","effective":"\#(iso(start))","ends":"\#(iso(end))","expires":"\#(iso(end))"}}"#
        }
        return #"{"type":"FeatureCollection","features":["#
            + [
                feature("Wind Advisory", "Minor", start: -3_600, end: 3 * 3_600),
                feature("Winter Storm Warning", "Severe", start: -1_800, end: 6 * 3_600),
                feature("Frost Advisory", "Minor", start: -10 * 3_600, end: -3_600),
            ].joined(separator: ",") + "]}"
    }

    /// MET Norway's answer for a point with no warning in force.
    static func metNorwayAlerts() -> String {
        #"{"type":"FeatureCollection","features":[],"lang":"en","lastChange":"\#(iso(-600))"}"#
    }

    /// One match for "Kinosaki" (a town too small for the offline gazetteer), none for anything else.
    static func geocoding(_ name: String) -> String {
        guard name.lowercased() == "kinosaki" else { return #"{"generationtime_ms":0.4}"# }
        return """
            {"results":[{"id":1859964,"name":"Kinosaki","latitude":35.62,"longitude":134.81,
              "country_code":"JP","admin1":"Hyōgo","population":3500,"timezone":"Asia/Tokyo"}],
             "generationtime_ms":0.9}
            """
    }
}
