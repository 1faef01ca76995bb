import Foundation
import Testing

/// `wxapp line`: templates, formats for status bars, the stale marker, and many processes at once.
@Suite(.serialized) struct LineTests {
    @Test func templatesFieldsOptionsAndLiteralBraces() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let plain = try await sandbox.wxapp("line")
            #expect(plain.exitCode == 0 && plain.stdout == "Tokyo, JP 20°C\n", "\(plain)")

            let fancy = try await sandbox.wxapp(
                "line", "--template",
                "{name} {temperature:.1} {temperature:f} {wind:kn} {wind:kmh.1} {humidity} {{x}}")
            #expect(fancy.stdout == "Tokyo 20.0°C 68°F 7 kn 13.0 km/h 64% {x}\n", "\(fancy)")

            let bare = try await sandbox.wxapp(
                "line", "Tokyo", "--no-newline", "--template", "{temperature:k}")
            #expect(bare.stdout == "293 K", "\(bare)")

            let fields = try await sandbox.wxapp("line", "--fields")
            #expect(
                fields.exitCode == 0 && fields.stdout.contains("\nstale ") && fields.stdout.contains("\naqi ")
            )
        }
    }

    /// The short names other tools use are fields too (`{temp}`), and `{icon}` follows the card's default:
    /// a status bar reads a pipe, so ASCII there, and none only when asked.
    @Test func shortFieldNamesAndTheIconByDefault() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let short = try await sandbox.wxapp(
                "line", "--template", "{city}: {temp:f}, {hum}, {cond}, {max}")
            let long = try await sandbox.wxapp(
                "line", "--template", "{name}: {temperature:f}, {humidity}, {condition}, {high}")
            #expect(short.exitCode == 0 && short.stdout == long.stdout, "\(short)\n\(long)")

            let icon = try await sandbox.wxapp("line", "--template", "[{icon}]")
            #expect(icon.exitCode == 0, "\(icon)")
            #expect(icon.stdout != "[]\n" && icon.stdout.allSatisfy(\.isASCII), "an ASCII icon: \(icon)")
            let none = try await sandbox.wxapp("line", "--template", "[{icon}]", "--icons", "none")
            #expect(none.stdout == "[]\n", "\(none)")
        }
    }

    @Test func withNoPlacesSavedItSaysSoInAShortLine() async throws {
        try await Sandbox.runPatiently { sandbox in
            let run = try await sandbox.wxapp("line", "--no-newline")
            #expect(run.exitCode == 0 && run.stdout == "wx: no places" && run.stderr.isEmpty, "\(run)")
            let waybar = try await sandbox.wxapp("line", "--format", "waybar")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any],
                "\(waybar)")
            #expect(waybar.exitCode == 0 && waybar.stdout.hasSuffix("}\n"), "one line: \(waybar)")
            #expect(object["text"] as? String == "wx: no places" && object["class"] as? [String] == ["empty"])
            #expect((object["tooltip"] as? String)?.contains("wxapp line Tokyo") == true, "\(object)")
            #expect(await sandbox.server.requests.isEmpty)
        }
    }

    @Test(arguments: [
        (
            "{tempature}",
            "wxapp: The template has no field \"tempature\"; did you mean \"temperature\"? "
                + "Run \"wxapp line --fields\" to see them all.\n"
        ),
        (
            "a {b",
            "wxapp: The template opens a brace at character 3 and never closes it; write {{ for a brace.\n"
        ),
        (
            "b}",
            "wxapp: The template closes a brace at character 2 that was never opened; write }} for a brace.\n"
        ),
        (
            "{wind:f}",
            "wxapp: The template's field \"wind\" does not take \"f\"; it takes .0, .1, .2, .3, ms, kmh, mph, kn, bft.\n"
        ),
        (
            "{}",
            "wxapp: The template has an empty field at character 1. Run \"wxapp line --fields\" to see them all.\n"
        ),
    ])
    func aBadTemplateExits64NamingTheProblem(template: String, message: String) async throws {
        try await Sandbox.runPatiently { sandbox in
            let run = try await sandbox.wxapp("line", "--template", template)
            #expect(run.exitCode == 64 && run.stderr == message && run.stdout.isEmpty, "\(run)")
        }
    }

    @Test func theTemplateComesFromTheFlagElseTheEnvironmentElseTheSetting() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let set = try await sandbox.wxapp(
                "config", "set", "line-template", "{name}: {temperature:f} {{ok}}")
            #expect(set.exitCode == 0, "\(set)")
            #expect(try await sandbox.wxapp("line").stdout == "Tokyo: 68°F {ok}\n")
            sandbox.environment["WXAPP_LINE_TEMPLATE"] = "{country}"
            #expect(try await sandbox.wxapp("line").stdout == "JP\n")
            #expect(try await sandbox.wxapp("line", "--template", "{humidity}").stdout == "64%\n")

            sandbox.environment["WXAPP_LINE_TEMPLATE"] = nil
            #expect(try await sandbox.wxapp("config", "set", "line-template", "{tempature}").exitCode == 0)
            let bad = try await sandbox.wxapp("line")
            #expect(bad.exitCode == 64 && bad.stderr.contains("did you mean \"temperature\""), "\(bad)")
            let control = try await sandbox.wxapp("config", "set", "line-template", "a\u{1B}[31m")
            #expect(control.exitCode == 64, "what the user typed is a usage error: \(control)")
        }
    }

    @Test func staleDataIsMarkedAndWaybarGetsClasses() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            await sandbox.server.stop()
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            let stale = try await sandbox.wxapp("line", "--template", "{temperature}{stale} {age}")
            #expect(stale.exitCode == 0 && stale.stdout.hasPrefix("20°C* "), "\(stale)")

            let waybar = try await sandbox.wxapp("line", "--format", "waybar")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any],
                "\(waybar)")
            #expect(object["text"] as? String == "Tokyo, JP 20°C*")
            #expect((object["class"] as? [String]).map(Set.init) == ["stale", "clouds"], "\(object)")
            let tooltip = object["tooltip"] as? String ?? ""
            #expect(tooltip.hasPrefix("Tokyo, JP: broken clouds\nTemperature 20°C\n"), "\(tooltip)")
        }
    }

    @Test func twentyProcessesAtOnceMakeOneRequestAndNoneWaitsForIt() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let before = await sandbox.server.requests(to: .weather).count
            // The service does not answer until the processes are done: one that waited for it would not end.
            // The refresh in the background waits for it as long as they take, however busy the machine.
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = "120"
            await sandbox.server.hold(.weather)
            try sandbox.editDatabase("UPDATE observation SET fetched_at = fetched_at - 7200")
            let runner = sandbox.runner
            let results = try await withThrowingTaskGroup(of: WxappResult.self) { group in
                for _ in 0..<20 {
                    group.addTask { try await runner.run(["line"], timeout: .seconds(60)) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(
                results.allSatisfy { $0.exitCode == 0 && $0.stdout == "Tokyo, JP 20°C*\n" },
                "every process prints what is kept, marked stale, with no answer: \(results.map(\.stdout))")
            await sandbox.server.release([.weather])

            // The one refresh, in a process of its own, reaches the server once and freshens the cache.
            #expect(await sandbox.backgroundRefreshEnded(), "the refresh in the background ended")
            let fresh = try await sandbox.wxapp("line", "--offline").stdout
            #expect(fresh == "Tokyo, JP 20°C\n", "refreshed in the background: \(fresh)")
            #expect(await sandbox.server.requests(to: .weather).count == before + 1, "exactly one request")
        }
    }
}
