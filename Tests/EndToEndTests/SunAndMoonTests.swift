import Foundation
import Testing

/// The day's length and the moon's phase, computed with no service: on cards, in JSON, in forecasts, and
/// offline.
@Suite(.serialized) struct SunAndMoonTests {
    /// 2024-06-20 12:00 UTC, the eve of the solstice, a day and a half before the full moon of 22 June
    /// 01:08 UTC.
    static let solstice = 1_718_884_800

    /// An OpenWeatherMap reply for Tokyo observed at `solstice`.
    static let tokyoAtSolstice =
        #"{"coord":{"lon":139.6917,"lat":35.6895},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"main":{"temp":298.15,"feels_like":299.15,"temp_min":296.15,"temp_max":300.15,"pressure":1008,"humidity":70},"visibility":10000,"wind":{"speed":3.1,"deg":150},"clouds":{"all":0},"dt":\#(solstice),"sys":{"country":"JP","sunrise":1718826300,"sunset":1718878800},"timezone":32400,"name":"Tokyo","cod":200}"#

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aCardShowsTheDaysLengthAndTheMoonOfTheReadingsDay() async throws {
        try await Sandbox.runPatiently { sandbox in
            await sandbox.server.setFault(.status(200, body: Self.tokyoAtSolstice), for: .weather)
            let add = try await sandbox.wxapp("add", "Tokyo", "--format", "plain")
            #expect(add.exitCode == 0, "\(add)")
            // Almanacs give Tokyo 14 h 35 min on 20 June; the day grows by seconds at the solstice.
            let daylight = add.stdout.split(separator: "\n").first { $0.hasPrefix("Daylight: ") } ?? ""
            #expect(
                daylight.hasPrefix("Daylight: 14 h 3") && daylight.hasSuffix(" longer than yesterday")
                    && daylight.contains(" s "), "\(add)")
            #expect(add.stdout.contains("\nMoon: waxing gibbous, 9"), "\(add)")

            await sandbox.server.stop()
            let show = try await sandbox.wxapp("show", "Tokyo", "--offline", "--format", "json")
            #expect(show.exitCode == 0, "\(show)")
            let json = try Self.object(show.stdout)
            let moon = try #require(json["moon"] as? [String: Any])
            #expect(moon["phase"] as? String == "waxing gibbous")
            let illumination = try #require(moon["illumination"] as? Double)
            #expect((0.9...0.99).contains(illumination), "\(illumination)")
            let length = try #require(json["daylight"] as? [String: Any])
            let seconds = try #require(length["seconds"] as? Int)
            #expect(abs(seconds - (14 * 3_600 + 35 * 60)) <= 180, "\(seconds)")
            #expect((0...30).contains(try #require(length["changeSeconds"] as? Int)))
        }
    }

    @Test func aPolarNightHasNoDaylightLineButItsMoon() async throws {
        try await Sandbox.runPatiently { sandbox in
            let body = MissingReadingTests.tromso(main: MissingReadingTests.fullMain, wind: nil)
            await sandbox.server.setFault(.status(200, body: body), for: .weather)
            let add = try await sandbox.wxapp("add", "Tromso", "--format", "plain")
            #expect(add.exitCode == 0, "\(add)")
            #expect(!add.stdout.contains("Daylight"), "\(add)")
            #expect(add.stdout.contains("\nSun: polar night, the sun does not rise\n"), "\(add)")
            // New moon was on 20 December 2025 at 01:43 UTC, a day and a half before the reading.
            #expect(add.stdout.contains("\nMoon: waxing crescent, "), "\(add)")

            let show = try await sandbox.wxapp("show", "Tromso", "--offline", "--format", "json")
            let json = try Self.object(show.stdout)
            #expect((json["daylight"] as? [String: Any])?["seconds"] as? Int == 0, "\(show)")
        }
    }

    @Test func everyForecastDayHasItsLengthAndMoonOnlineAndOffline() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let online = try await sandbox.wxapp("forecast", "Tokyo", "--format", "json")
            #expect(online.exitCode == 0, "\(online)")
            let days = try #require(try Self.object(online.stdout)["days"] as? [[String: Any]])
            #expect(!days.isEmpty)
            for day in days {
                let daylight = try #require(day["daylight"] as? [String: Any], "\(day)")
                #expect((9 * 3_600...15 * 3_600).contains(daylight["seconds"] as? Int ?? -1), "\(day)")
                let moon = try #require(day["moon"] as? [String: Any], "\(day)")
                #expect((moon["phase"] as? String).map { !$0.isEmpty } == true, "\(day)")
            }

            await sandbox.server.stop()
            let offline = try await sandbox.wxapp("forecast", "Tokyo", "--offline", "--format", "json")
            let again = try #require(try Self.object(offline.stdout)["days"] as? [[String: Any]])
            #expect(
                again.map { ($0["moon"] as? [String: Any])?["phase"] as? String }
                    == days.map { ($0["moon"] as? [String: Any])?["phase"] as? String })

            let table = try await sandbox.wxapp("forecast", "Tokyo", "--offline")
            let lines = table.stdout.split(separator: "\n")
            #expect(
                lines.count > 2 && lines[2].hasPrefix("Daylight ") && lines[2].contains(" · moon "),
                "\(table)")
        }
    }
}
