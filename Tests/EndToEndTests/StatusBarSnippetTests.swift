import Foundation
import Testing

/// docs/STATUS-BARS.md: every bar's snippet runs one `wxapp line` command, exactly as the bar would run it
/// (`/bin/sh -c`, `wxapp` found on `PATH`), and prints what that bar reads, fresh and stale.
@Suite(.serialized) struct StatusBarSnippetTests {
    @Test(arguments: StatusBarSnippet.Bar.allCases)
    func theSnippetsCommandPrintsWhatTheBarReads(bar: StatusBarSnippet.Bar) async throws {
        let snippet = try StatusBarSnippet.load(bar)
        try await Sandbox.runPatiently { sandbox in
            // Two places: a command that names none prints two lines, which no bar shows whole.
            #expect(try await sandbox.wxapp("add", "Japan", "Madrid").exitCode == 0)
            let requests = await sandbox.server.requests.count

            let fresh = try await sandbox.shell(snippet.command)
            #expect(Self.problems(with: fresh, of: snippet, reading: .fresh) == [], "\(snippet)\n\(fresh)")
            Self.expectNoEmptyLine(in: fresh, of: snippet)
            #expect(fresh.stderr.isEmpty, "\(fresh)")
            #expect(await sandbox.server.requests.count == requests, "a fresh cache costs no request")

            await sandbox.server.stop()
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            let stale = try await sandbox.shell(snippet.command)
            #expect(Self.problems(with: stale, of: snippet, reading: .stale) == [], "\(snippet)\n\(stale)")
            Self.expectNoEmptyLine(in: stale, of: snippet)

            // Nothing kept and no network: the bar shows the short word, not its own failure look.
            #expect(try await sandbox.wxapp("delete", "--all").exitCode == 0)
            sandbox.environment["WXAPP_OPENWEATHER_URL"] = "https://wxapp-test.invalid"
            let nothing = try await sandbox.shell(snippet.command)
            #expect(
                Self.problems(with: nothing, of: snippet, reading: .nothingKept) == [],
                "\(snippet)\n\(nothing)")
        }
    }

    @Test func aMistypedCommandFailsTheCheck() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let snippet = try StatusBarSnippet(
                bar: .tmux,
                configuration: [
                    "set -g status-interval 60", "set -g status-right \"#(wxapp line Tokyo --no-newlin)\"",
                ])
            let run = try await sandbox.shell(snippet.command)
            #expect(run.exitCode == 64, "\(run)")
            let problems = Self.problems(with: run, of: snippet, reading: .fresh)
            #expect(problems.contains("the command did not exit 0"), "\(problems)")
        }
    }

    @Test func aSnippetWithoutItsBarOrCommandIsRefused() throws {
        let markdown = "## tmux\n\n```tmux\nset -g status-interval 60\n```\n\n## waybar\n\nNo block.\n"
        let tmux = try StatusBarSnippet.firstFencedBlock(under: "tmux", in: markdown)
        #expect(throws: StatusBarSnippet.Problem.self) {
            try StatusBarSnippet(bar: .tmux, configuration: tmux)
        }
        #expect(throws: StatusBarSnippet.Problem.self) {
            try StatusBarSnippet.firstFencedBlock(under: "waybar", in: markdown)
        }
        #expect(throws: StatusBarSnippet.Problem.self) {
            try StatusBarSnippet.firstFencedBlock(under: "polybar", in: markdown)
        }
        #expect(throws: StatusBarSnippet.Problem.self) {
            try StatusBarSnippet(
                bar: .i3blocks, configuration: ["[weather]", "command = wxapp line", "interval=60"])
        }
    }

    enum Reading { case fresh, stale, nothingKept }

    /// Every line of the output is one the bar reads: no empty line, in waybar's format either.
    static func expectNoEmptyLine(
        in run: WxappResult, of snippet: StatusBarSnippet, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        #expect(
            !lines.contains(""), "an empty line from \(snippet.bar): \(run)", sourceLocation: sourceLocation)
    }

    /// What keeps `run` from being what the bar reads: exit 0 and the one line the bar shows, with the stale
    /// mark exactly when the reading is stale, where the template has `{stale}` (the default template has
    /// it) and in waybar's classes. Empty when nothing does.
    static func problems(with run: WxappResult, of snippet: StatusBarSnippet, reading: Reading) -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
            if !condition { problems.append(problem()) }
        }
        // tmux shows what the command printed; the other bars want exit 0 to show it.
        check(
            !run.signalled && (run.exitCode == 0 || (snippet.bar == .tmux && reading == .nothingKept)),
            "the command did not exit 0")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        check(
            lines.count == 1 && !lines[0].isEmpty,
            "\(snippet.bar) shows the first line alone, so the command must print one line")
        if snippet.command.contains("--no-newline") {
            check(!run.stdout.hasSuffix("\n"), "--no-newline, yet a newline at the end")
        }
        var text = lines.first ?? ""
        switch snippet.bar {
        case .tmux, .polybar, .i3blocks:
            check(
                text == text.trimmingCharacters(in: .whitespaces),
                "a space at one end of the line (an {icon} with no icons?)")
        case .waybar:
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            text = object?["text"] as? String ?? ""
            let classes = object?["class"] as? [String]
            check(
                !text.isEmpty && object?["tooltip"] is String && classes != nil,
                "waybar reads {\"text\": string, \"tooltip\": string, \"class\": [string]}")
            check(classes?.contains("stale") == (reading == .stale), "the class stale is wrong")
            check(classes?.contains("error") == (reading == .nothingKept), "the class error is wrong")
        }
        if reading == .nothingKept {
            check(text == "wx: offline", "\"wx: offline\" is not what the bar shows: \"\(text)\"")
            return problems
        }
        let templateMarksStale =
            !snippet.command.contains("--template") || snippet.command.contains("{stale}")
        if templateMarksStale {
            check(text.contains("*") == (reading == .stale), "the stale mark * is wrong in \"\(text)\"")
        }
        return problems
    }
}
