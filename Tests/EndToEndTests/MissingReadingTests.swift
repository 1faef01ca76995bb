import Foundation
import Testing

/// What a service leaves out is shown as missing, never invented: each row of the table in docs/OUTPUT.md
/// ("What a reply leaves out"), through the real binary and a loopback server.
@Suite(.serialized) struct MissingReadingTests {
    /// 2025-12-21 12:00 UTC: midwinter, the middle of Tromsø's polar night.
    static let midwinter = 1_766_318_400

    /// An OpenWeatherMap reply for Tromsø, with `main` and the other blocks as given.
    static func tromso(main: String, wind: String?, sunrise: Int = 0, sunset: Int = 0) -> String {
        let windBlock = wind.map { #""wind":\#($0),"# } ?? ""
        return
            #"{"coord":{"lon":18.957,"lat":69.6496},"weather":[{"id":600,"main":"Snow","description":"light snow","icon":"13n"}],"main":\#(main),"visibility":8000,\#(windBlock)"clouds":{"all":90},"dt":\#(midwinter),"sys":{"country":"NO","sunrise":\#(sunrise),"sunset":\#(sunset)},"timezone":3600,"name":"Tromso","cod":200}"#
    }

    static let fullMain =
        #"{"temp":268.15,"feels_like":263.15,"temp_min":267.15,"temp_max":269.15,"pressure":1002,"humidity":86}"#

    private static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private static func add(_ body: String, in sandbox: Sandbox) async throws -> (
        plain: String, json: [String: Any]
    ) {
        await sandbox.server.setFault(.status(200, body: body), for: .weather)
        let add = try await sandbox.wxapp("add", "Tromso", "--format", "plain")
        #expect(add.exitCode == 0, "\(add)")
        let show = try await sandbox.wxapp("show", "Tromso", "--offline", "--format", "json")
        return (add.stdout, try json(show.stdout))
    }

    /// OpenWeatherMap's sunrise and sunset of 0 mean the sun does not rise: no 1970 times, polar night.
    @Test func noSunTimesInPolarNightAreMissingAndSaySo() async throws {
        try await Sandbox.run { sandbox in
            let (plain, json) = try await Self.add(
                Self.tromso(main: Self.fullMain, wind: #"{"speed":5.5,"deg":200}"#), in: sandbox)

            #expect(
                !plain.contains("Sunrise") && !plain.contains("Sunset") && !plain.contains("1970"), "\(plain)"
            )
            #expect(plain.contains("\nSun: polar night, the sun does not rise\n"), "\(plain)")
            let weather = try #require(json["weather"] as? [String: Any])
            #expect(weather["sunrise"] is NSNull && weather["sunset"] is NSNull)
            #expect(json["polar"] as? String == "night")
        }
    }

    @Test(arguments: [nil, #"{"deg":200}"#])
    func aReplyWithoutWindSpeedHasNoWind(wind: String?) async throws {
        try await Sandbox.run { sandbox in
            let (plain, json) = try await Self.add(Self.tromso(main: Self.fullMain, wind: wind), in: sandbox)

            #expect(!plain.contains("Wind"), "no made-up 0.0 m/s: \(plain)")
            let weather = try #require(json["weather"] as? [String: Any])
            #expect(weather["windSpeed"] is NSNull)
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(!list.stdout.contains("wind"), "\(list)")
        }
    }

    @Test func aReplyWithoutFeelsLikeHasNoFeelsLike() async throws {
        try await Sandbox.run { sandbox in
            let main = #"{"temp":268.15,"pressure":1002,"humidity":86}"#

            let (plain, json) = try await Self.add(
                Self.tromso(main: main, wind: #"{"speed":5.5}"#), in: sandbox)

            #expect(
                !plain.contains("Feels like") && !plain.contains("High / low"),
                "no copy of the temperature: \(plain)")
            let weather = try #require(json["weather"] as? [String: Any])
            #expect(
                weather["feelsLike"] is NSNull && weather["minimum"] is NSNull && weather["maximum"] is NSNull
            )
            #expect((weather["temperature"] as? [String: Any])?["value"] as? Double == -5.0)
        }
    }

    /// Open-Meteo replies: the service's own current block, with one thing changed.
    static func meteo(current: String, units: String? = nil, daily: Bool = true) -> String {
        let unitsBlock = units.map { #""current_units":\#($0),"# } ?? ""
        let dailyBlock =
            daily
            ? #","daily":{"time":[1717772400],"temperature_2m_max":[24.0],"temperature_2m_min":[17.0],"sunrise":[1717789234],"sunset":[1717841012]}"#
            : ""
        return
            #"{"latitude":35.69,"longitude":139.69,"utc_offset_seconds":32400,"timezone":"Asia/Tokyo",\#(unitsBlock)"current":\#(current)\#(dailyBlock)}"#
    }

    static func current(temperature: String = "21.5", windSpeed: String = "2.5") -> String {
        #"{"time":\#(Int(Date().timeIntervalSince1970) - 600),"interval":900,"temperature_2m":\#(temperature),"relative_humidity_2m":60,"apparent_temperature":21.0,"is_day":1,"rain":0.0,"showers":0.0,"snowfall":0.0,"weather_code":3,"cloud_cover":90,"pressure_msl":1011.0,"wind_speed_10m":\#(windSpeed),"wind_direction_10m":259,"wind_gusts_10m":4.0,"visibility":20000.0}"#
    }

    /// The `weather` object of what `add --format json` printed.
    private static func weather(ofAdded text: String) throws -> [String: Any]? {
        try ReportDocument.placeObjects(text).first?["weather"] as? [String: Any]
    }

    private static func meteoAdd(_ body: String) async throws -> WxappResult {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                sandbox.environment["WXAPP_OPENMETEO_URL"] = url
                await meteo.setFault((status: 200, body: body))
                return try await sandbox.wxapp("add", "Tokyo", "--format", "json")
            }
        }
    }

    @Test func openMeteoWithoutADailyBlockHasNoHighOrLow() async throws {
        let add = try await Self.meteoAdd(Self.meteo(current: Self.current(), daily: false))

        #expect(add.exitCode == 0, "\(add)")
        let weather = try Self.weather(ofAdded: add.stdout)
        #expect(weather?["minimum"] is NSNull && weather?["maximum"] is NSNull, "\(add)")
        #expect(weather?["sunrise"] is NSNull)
    }

    @Test func openMeteoWithANullWindSpeedHasNoWindSpeed() async throws {
        let add = try await Self.meteoAdd(Self.meteo(current: Self.current(windSpeed: "null")))

        #expect(add.exitCode == 0, "\(add)")
        let weather = try Self.weather(ofAdded: add.stdout)
        #expect(weather?["windSpeed"] is NSNull, "\(add)")
        #expect(
            (weather?["windDirection"] as? [String: Any])?["value"] as? Double == 259,
            "the direction it did send")
    }

    /// Values in the units the reply declares are converted, not relabelled.
    @Test func openMeteoValuesAreReadInTheUnitsTheReplyDeclares() async throws {
        let units =
            #"{"time":"unixtime","temperature_2m":"°F","apparent_temperature":"°F","wind_speed_10m":"km/h","wind_gusts_10m":"km/h"}"#

        let add = try await Self.meteoAdd(
            Self.meteo(current: Self.current(temperature: "64.4", windSpeed: "36"), units: units))

        #expect(add.exitCode == 0, "\(add)")
        let weather = try Self.weather(ofAdded: add.stdout)
        let temperature = try #require((weather?["temperature"] as? [String: Any])?["value"] as? Double)
        let wind = try #require((weather?["windSpeed"] as? [String: Any])?["value"] as? Double)
        #expect(abs(temperature - 18) < 0.01, "64.4 °F is 18 °C")
        #expect(abs(wind - 10) < 0.01, "36 km/h is 10 m/s")
    }

    @Test func anUnknownDeclaredUnitIsUnreadable() async throws {
        let add = try await Self.meteoAdd(
            Self.meteo(current: Self.current(), units: #"{"temperature_2m":"°Ré"}"#))

        #expect(add.exitCode == 65, "\(add)")
        #expect(
            add.stderr
                == "wxapp: The weather service sent data that wxapp cannot read. Try again later, and report it "
                + "if it keeps happening.\n", "\(add)")
    }

    /// A reading outside physical bounds is unreadable, not shown.
    @Test(arguments: ["\"temp\":500", "\"temp\":270,\"humidity\":150", "\"temp\":270,\"pressure\":200"])
    func anImplausibleReadingIsUnreadable(main: String) async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.setFault(
                .status(200, body: Self.tromso(main: "{\(main)}", wind: nil)),
                for: .weather)

            let add = try await sandbox.wxapp("add", "Tromso")

            #expect(add.exitCode == 65, "\(add)")
            #expect(add.stdout.isEmpty)
        }
    }

    /// A station that stopped reporting: the reading was two years old when it was fetched. The age shown is
    /// the reading's, it is stale in every format, and stderr says why; the fetch's own age stays in
    /// `ageSeconds`.
    @Test func aReadingThatWasOldWhenFetchedIsShownWithItsOwnAgeAndFlagged() async throws {
        try await Sandbox.run { sandbox in
            let twoYearsAgo = Int(Date().timeIntervalSince1970) - 2 * 365 * 86_400 - 3_600
            let body = Self.tromso(main: Self.fullMain, wind: #"{"speed":5.5}"#)
                .replacingOccurrences(of: #""dt":\#(Self.midwinter)"#, with: #""dt":\#(twoYearsAgo)"#)
            await sandbox.server.setFault(.status(200, body: body), for: .weather)

            let add = try await sandbox.wxapp("add", "Tromso", "--format", "plain")

            #expect(add.exitCode == 0, "\(add)")
            #expect(add.stdout.contains("\nAge: observed 2 years ago (stale); fetched just now\n"), "\(add)")
            #expect(
                add.stderr
                    == "wxapp: the reading for Tromsø, NO was observed 2 years ago, long before it was fetched: "
                    + "the station may have stopped reporting.\n", "\(add)")
            let show = try await sandbox.wxapp("show", "Tromso", "--offline", "--format", "json")
            let json = try Self.json(show.stdout)
            #expect(json["stale"] as? Bool == true)
            #expect((json["observedAgeSeconds"] as? Int ?? 0) > 2 * 365 * 86_400)
            #expect((json["ageSeconds"] as? Int ?? .max) < 60, "the copy itself was fetched just now")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(list.stdout.contains("observed 2 years ago (stale)"), "\(list)")
        }
    }
}
