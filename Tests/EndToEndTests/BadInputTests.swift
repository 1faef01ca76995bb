import Foundation
import Testing

/// Whatever is typed or configured: a clear message and the documented exit code, never a crash, nothing lost.
/// (A NUL cannot reach a program through its arguments; the place parser's tests cover it.)
struct BadInputTests {
    struct Input: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let exitCode: Int32
        let message: String

        var testDescription: String { name }
    }

    static let placeNames: [Input] = [
        Input(name: "empty", arguments: ["add", ""], exitCode: 64, message: "The place name is empty."),
        Input(name: "blank", arguments: ["show", " \t "], exitCode: 64, message: "The place name is empty."),
        Input(
            name: "10,000 characters", arguments: ["add", String(repeating: "x", count: 10_000)],
            exitCode: 64,
            message: "The place name is 10000 characters long; the limit is 200."),
        Input(
            name: "escape sequence", arguments: ["add", "Tok\u{1B}[31myo"], exitCode: 64,
            message: "The place name contains control characters."),
        Input(
            name: "terminal title sequence", arguments: ["delete", "\u{1B}]0;owned\u{7}"], exitCode: 64,
            message: "The place name contains control characters."),
        Input(
            name: "bidirectional override", arguments: ["show", "Lon\u{202E}nod"], exitCode: 64,
            message: "The place name contains control characters."),
        Input(
            name: "line break", arguments: ["add", "Paris\nFR"], exitCode: 64,
            message: "The place name contains control characters."),
        Input(
            name: "SQL", arguments: ["add", "Robert'); DROP TABLE place;--"], exitCode: 66,
            message: "No country or city called \"Robert'); DROP TABLE place;--\" was found. "
                + "Check the spelling, or add a country code as in \"Paris,FR\"."),
        Input(
            name: "quotes", arguments: ["show", "x' OR '1'='1"], exitCode: 66,
            message: "No country or city called \"x' OR '1'='1\" was found. "
                + "Check the spelling, or add a country code as in \"Paris,FR\"."),
    ]

    @Test(arguments: placeNames)
    func aBadPlaceNameIsRefusedAndChangesNothing(_ input: Input) async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let before = try DatabaseSnapshot.of(sandbox.databaseURL.path)

            let result = try await sandbox.wxapp(arguments: input.arguments)

            #expect(result.exitCode == input.exitCode, "\(result)")
            #expect(result.stderr == "wxapp: \(input.message)\n", "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(try DatabaseSnapshot.of(sandbox.databaseURL.path) == before)
        }
    }

    @Test func sqlReachesTheGeocoderAsPlainText() async throws {
        try await Sandbox.runPatiently { sandbox in
            _ = try await sandbox.wxapp("add", "Robert'); DROP TABLE place;--")
            #expect(
                await sandbox.server.requests(to: .geocoding).map { $0.query["q"] } == [
                    "Robert'); DROP TABLE place;--"
                ])
        }
    }

    @Test func composedAndDecomposedAccentsFindTheSamePlace() async throws {
        try await Sandbox.runPatiently { sandbox in
            let composed = "Bogot\u{E1}"
            let decomposed = "Bogota\u{301}"

            #expect(try await sandbox.wxapp("add", composed).exitCode == 0)
            let again = try await sandbox.wxapp("add", decomposed, "--format", "json")
            let show = try await sandbox.wxapp("show", decomposed, "--offline", "--format", "json")
            let country = try await sandbox.wxapp("add", "Colombia")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")

            #expect(
                again.exitCode == 0 && show.exitCode == 0 && country.exitCode == 0,
                "\(again)\(show)\(country)")
            #expect(
                try ReportDocument.list(list.stdout).places.map(\.name) == [composed], "one place, saved once"
            )
            #expect(try ReportDocument.place(show.stdout).name == composed)
            let delete = try await sandbox.wxapp("delete", decomposed)
            #expect(delete.stdout == "Deleted \(composed), CO.\n", "\(delete)")
        }
    }

    @Test func anInvalidUnitIsAUsageError() async throws {
        try await Sandbox.runPatiently { sandbox in
            let result = try await sandbox.wxapp("list", "--units", "kelvin")

            #expect(result.exitCode == 64, "\(result)")
            #expect(
                result.stderr.hasPrefix(
                    "Error: The value 'kelvin' is invalid for '--units <units>'. "
                        + "Please provide one of 'metric', 'imperial', 'standard' or 'uk'."), "\(result)")
        }
    }

    /// `--format prometheus` is for `list`, `show` and `air` alone: elsewhere the parser refuses it, naming
    /// the formats the command takes, and nothing runs.
    @Test func prometheusOutsideListShowAndAirIsAUsageError() async throws {
        try await Sandbox.runPatiently { sandbox in
            let result = try await sandbox.wxapp("search", "japan", "--format", "prometheus")

            #expect(result.exitCode == 64, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(
                result.stderr.hasPrefix(
                    "Error: The value 'prometheus' is invalid for '--format <format>'. "
                        + "Please provide one of 'table', 'json' or 'plain'.\n"
                        + "Help:  --format <format>  Output format: table, json or plain.\n"), "\(result)")
            #expect(try await sandbox.wxapp("list", "--format", "prometheus").exitCode == 0)
        }
    }

    /// One loopback rule, read when the configuration is: a host that only looks like this machine's
    /// (its name starts with "127." or "localhost") gets no plain http, whichever service it is for; a
    /// loopback address or name does.
    @Test(arguments: [
        "WXAPP_OPENWEATHER_URL", "WXAPP_OPENMETEO_URL", "WXAPP_METNO_URL", "WXAPP_NWS_URL",
        "WXAPP_GEOLOCATION_URL",
    ])
    func aHostThatOnlyLooksLikeLoopbackGetsNoPlainHTTP(variable: String) async throws {
        try await Sandbox.runPatiently { sandbox in
            for url in [
                "http://127.wxapp-test.invalid", "http://127.0.0.1.wxapp-test.invalid",
                "http://localhost.wxapp-test.invalid",
            ] {
                sandbox.environment[variable] = url
                let result = try await sandbox.wxapp("add", "Japan")
                #expect(result.exitCode == 78, "\(url): \(result)")
                #expect(
                    result.stderr
                        == "wxapp: The configuration is invalid: \(variable) must use https; plain http is allowed "
                        + "only for loopback hosts. Fix it and try again.\n", "\(url): \(result)")
            }
            // The sandbox keeps OpenWeatherMap's URL on its own server, which every other test reaches.
            let loopback = [
                "http://127.0.0.1:9", "http://[::1]:9", "http://localhost:9", "http://127.1.2.3:9",
            ]
            for url in variable == "WXAPP_OPENWEATHER_URL" ? [] : loopback {
                sandbox.environment[variable] = url
                let result = try await sandbox.wxapp("list", "--offline")
                #expect(result.exitCode == 0, "\(url) is loopback: \(result)")
            }
        }
    }

    /// A bad service URL is a configuration value, so it exits 78 like every other bad setting.
    @Test(arguments: [
        (
            "not a URL",
            "WXAPP_OPENWEATHER_URL is \"not a URL\", which is not an http(s) URL; unset it or fix it"
        ),
        (
            "ftp://wxapp-test.invalid",
            "WXAPP_OPENWEATHER_URL is \"ftp://wxapp-test.invalid\", which is not an http(s) URL; unset it or fix it"
        ),
        (
            "http://wxapp-test.invalid",
            "WXAPP_OPENWEATHER_URL must use https; plain http is allowed only for loopback hosts"
        ),
        (
            "http://127.0.0.1:99999",
            "WXAPP_OPENWEATHER_URL is \"http://127.0.0.1:99999\", which is not an http(s) URL; unset it or fix it"
        ),
        (
            "https://127.0.0.1:0",
            "WXAPP_OPENWEATHER_URL is \"https://127.0.0.1:0\", which is not an http(s) URL; unset it or fix it"
        ),
    ])
    func anInvalidServiceURLIsAConfigurationError(url: String, detail: String) async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let before = try DatabaseSnapshot.of(sandbox.databaseURL.path)
            sandbox.environment["WXAPP_OPENWEATHER_URL"] = url

            let result = try await sandbox.wxapp("list", "--refresh")

            #expect(result.exitCode == 78, "\(result)")
            #expect(
                result.stderr == "wxapp: The configuration is invalid: \(detail). Fix it and try again.\n")
            #expect(try DatabaseSnapshot.of(sandbox.databaseURL.path) == before)
        }
    }
}
