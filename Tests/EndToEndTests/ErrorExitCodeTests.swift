import Foundation
import Testing

/// Failures that have nothing to do with the network: each a sentence on stderr and its exit code.
@Suite(.serialized) struct ErrorExitCodeTests {
    @Test func noAPIKeyIsAConfigurationErrorWhenOpenWeatherMapIsChosen() async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["OPENWEATHER_API_KEY"] = nil
            sandbox.environment["WXAPP_PROVIDER"] = "openweathermap"
            let result = try await sandbox.wxapp("add", "Tokyo")
            #expect(result.exitCode == 78, "\(result)")
            #expect(
                result.stderr
                    == "wxapp: No OpenWeatherMap API key is set. Set OPENWEATHER_API_KEY or run "
                    + "\"wxapp config set api-key KEY\" (a free key: https://openweathermap.org/api), "
                    + "or use Open-Meteo, which needs none (--provider openmeteo).\n", "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(await sandbox.server.requests.isEmpty, "nothing is sent without a key")
        }
    }

    @Test(arguments: ["WXAPP_HTTP_TIMEOUT", "WXAPP_CACHE_LIFETIME"])
    func aBadConfigurationValueExits78(variable: String) async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment[variable] = "soon"
            let result = try await sandbox.wxapp("add", "Japan")
            #expect(result.exitCode == 78, "\(result)")
            #expect(result.stderr.contains(variable), "the message names the variable\n\(result)")
            #expect(await sandbox.server.requests.isEmpty)
        }
    }

    @Test func aRejectedKeyExits77() async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["OPENWEATHER_API_KEY"] = "ffffeeeeddddccccbbbbaaaa99998888"
            let result = try await sandbox.wxapp("add", "Japan")
            #expect(result.exitCode == 77, "\(result)")
            #expect(
                result.stderr == "wxapp: OpenWeatherMap rejected the API key. Check OPENWEATHER_API_KEY "
                    + "(a new key can take a couple of hours to work) and try again.\n", "\(result)")
            #expect(await sandbox.server.requests(to: .weather).count == 1)
        }
    }

    @Test func anUnknownPlaceExits66() async throws {
        try await Sandbox.run { sandbox in
            let result = try await sandbox.wxapp("add", "Qwertyville")
            #expect(result.exitCode == 66, "\(result)")
            #expect(
                result.stderr == "wxapp: No country or city called \"Qwertyville\" was found. "
                    + "Check the spelling, or add a country code as in \"Paris,FR\".\n", "\(result)")
            #expect(await sandbox.server.requests(to: .geocoding).map { $0.query["q"] } == ["Qwertyville"])
            #expect(await sandbox.server.requests(to: .weather).isEmpty)
        }
    }

    @Test func showingAPlaceNeitherSavedNorFoundExits66() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let result = try await sandbox.wxapp("show", "Nowhere")
            #expect(result.exitCode == 66, "\(result)")
            #expect(
                result.stderr == "wxapp: No country or city called \"Nowhere\" was found. "
                    + "Check the spelling, or add a country code as in \"Paris,FR\".\n", "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
        }
    }

    @Test func deletingAPlaceThatIsNotSavedExits66AndStillDeletesTheOthers() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Paris,FR").exitCode == 0)
            let result = try await sandbox.wxapp("delete", "Tokyo", "Nowhere")
            #expect(result.exitCode == 66, "\(result)")
            #expect(result.stdout == "Deleted Tokyo, JP.\n", "\(result)")
            #expect(
                result.stderr.hasPrefix("wxapp: \"Nowhere\" is not among your saved places."), "\(result)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.list(list.stdout).places.map(\.name) == ["Paris"], "\(list)")
        }
    }

    @Test func addingOfflineWithNothingCachedExits69() async throws {
        try await Sandbox.run { sandbox in
            let result = try await sandbox.wxapp("add", "Tokyo", "--offline")
            #expect(result.exitCode == 69, "\(result)")
            #expect(
                result.stderr == "wxapp: There is no cached weather for \"Tokyo\" to show offline. "
                    + "Run the command again without --offline to fetch it.\n", "\(result)")
            #expect(await sandbox.server.requests.isEmpty, "--offline made a request")
        }
    }

    @Test func anEmptyQueryIsAUsageError() async throws {
        try await Sandbox.run { sandbox in
            let result = try await sandbox.wxapp("add", "")
            #expect(result.exitCode == 64, "\(result)")
            #expect(result.stderr == "wxapp: The place name is empty.\n", "\(result)")
            #expect(await sandbox.server.requests.isEmpty)
        }
    }

    @Test func anAmbiguousPlaceIsAUsageErrorThatNamesTheChoices() async throws {
        try await Sandbox.run { sandbox in
            let add = try await sandbox.wxapp("add", "London,GB", "London,CA")
            #expect(add.exitCode == 0, "\(add)")
            let result = try await sandbox.wxapp("show", "London")
            #expect(result.exitCode == 64, "\(result)")
            #expect(
                result.stderr == "wxapp: \"London\" matches more than one saved place; "
                    + "try \"London,GB\" or \"London,CA\".\n", "\(result)")
            let pick = try await sandbox.wxapp("show", "London,CA")
            #expect(pick.exitCode == 0, "\(pick)")
            #expect(pick.stdout.contains("London") && pick.stdout.contains("CA"), "\(pick)")
            #expect(pick.stdout.contains("-5°C") && !pick.stdout.contains("Byron"), "\(pick)")
        }
    }

    @Test(arguments: [["list"], ["add", "Japan"], ["show", "Tokyo"]])
    func anUnreadableDatabaseExits74AndIsLeftAlone(arguments: [String]) async throws {
        try await Sandbox.run { sandbox in
            let database = sandbox.directory.appendingPathComponent("garbage.sqlite3")
            var generator = SystemRandomNumberGenerator()
            let garbage = Data((0..<8_192).map { _ in UInt8.random(in: 0...255, using: &generator) })
            try garbage.write(to: database)
            sandbox.environment["WXAPP_DB"] = database.path

            let result = try await sandbox.wxapp(arguments: arguments)
            #expect(result.exitCode == 74, "\(result)")
            #expect(result.stderr.contains(database.path), "the message names the file\n\(result)")
            #expect(try Data(contentsOf: database) == garbage, "wxapp changed a file it could not read")
        }
    }

    @Test func theDatabaseOptionAndVariableChooseTheFile() async throws {
        try await Sandbox.run { sandbox in
            let chosen = sandbox.directory.appendingPathComponent("chosen/places.sqlite3")
            let add = try await sandbox.wxapp("add", "Japan", "--db", chosen.path)
            #expect(add.exitCode == 0, "\(add)")
            #expect(FileManager.default.fileExists(atPath: chosen.path))
            #expect(!FileManager.default.fileExists(atPath: sandbox.databaseURL.path))

            sandbox.environment["WXAPP_DB"] = chosen.path
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.list(list.stdout).places.map(\.name) == ["Tokyo"], "\(list)")
        }
    }
}
