import Foundation
import Testing

/// A configuration file made to hurt (nested thousands of levels deep, or far too long) is refused with
/// exit 78 naming the file and the line, by every command, never followed down until a signal ends wxapp;
/// `config path` works on any file, and `config unset` mends one nested too deep.
@Suite(.serialized) struct HostileConfigurationTests {
    /// A setting wxapp knows, then, on line 2, `shape` nested 20,000 levels deep.
    static let deepFiles: [(name: String, text: String)] = {
        let depth = 20_000
        let setting = "units = \"imperial\"\n"
        return [
            ("dotted keys", setting + "a" + String(repeating: ".a", count: depth) + " = 1\n"),
            ("a table header", setting + "[a" + String(repeating: ".a", count: depth) + "]\nx = 1\n"),
            (
                "arrays",
                setting + "a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            ),
            (
                "inline tables",
                setting + "a = " + String(repeating: "{a=", count: 5_000) + "1"
                    + String(repeating: "}", count: 5_000)
            ),
        ]
    }()

    /// Commands that read the file, each refused while it is.
    static let readers: [[String]] = [
        ["list", "--offline"], ["show", "Japan", "--offline"], ["config", "list"],
        ["config", "get", "units"],
        ["config", "set", "clock", "24"], ["search", "Tokyo"],
    ]

    static func file(_ sandbox: Sandbox) -> URL {
        sandbox.directory.appendingPathComponent("config/wxapp/config.toml")
    }

    static func write(_ text: String, _ sandbox: Sandbox) throws {
        let file = file(sandbox)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test(arguments: deepFiles.indices)
    func aFileNestedTooDeepIsRefusedAtItsLineAndUnsetMendsIt(index: Int) async throws {
        let (shape, text) = Self.deepFiles[index]
        try await Sandbox.run { sandbox in
            try Self.write(text, sandbox)
            let path = Self.file(sandbox).path
            for command in Self.readers {
                let result = try await sandbox.wxapp(arguments: command)
                #expect(!result.signalled && result.exitCode == 78, "\(shape): \(result)")
                #expect(
                    result.stderr
                        == "wxapp: The configuration is invalid: the configuration file \(path) nests more than 16 "
                        + "levels deep on line 2, deeper than any setting; remove that line, or its key with "
                        + "\"wxapp config unset …\". Fix it and try again.\n", "\(shape): \(result)")
            }
            let located = try await sandbox.wxapp("config", "path")
            #expect(located.exitCode == 0 && located.stdout == path + "\n", "\(shape): \(located)")

            let unset = try await sandbox.wxapp("config", "unset", "a")
            #expect(unset.exitCode == 0 && unset.stderr.isEmpty, "\(shape): \(unset)")
            let list = try await sandbox.wxapp("config", "list")
            #expect(
                list.exitCode == 0 && list.stdout.hasPrefix("units = imperial\n# language = "),
                "\(shape): the rest is kept\n\(list)")
            #expect(
                try String(contentsOf: Self.file(sandbox), encoding: .utf8).hasPrefix(
                    "units = \"imperial\"\n"))
        }
    }

    /// Sixteen levels are read (and then refused as an unknown setting); seventeen are too deep.
    @Test func sixteenLevelsAreReadAndSeventeenAreTooDeep() async throws {
        try await Sandbox.run { sandbox in
            let letters = "abcdefghijklmnopq".map(String.init)
            try Self.write(letters.prefix(16).joined(separator: ".") + " = \"x\"\n", sandbox)
            let sixteen = try await sandbox.wxapp("list", "--offline")
            #expect(
                sixteen.exitCode == 78 && sixteen.stderr.contains("has the unknown setting"), "\(sixteen)")
            try Self.write(letters.joined(separator: ".") + " = \"x\"\n", sandbox)
            let seventeen = try await sandbox.wxapp("list", "--offline")
            #expect(seventeen.exitCode == 78 && seventeen.stderr.contains("on line 1,"), "\(seventeen)")
        }
    }

    /// A file longer than 64 KiB is not read: every command says so, `config path` still answers, and
    /// `config unset` cannot mend what it does not read, so it says the same.
    @Test func aFileTooLongIsRefusedByEveryCommandButPath() async throws {
        try await Sandbox.run { sandbox in
            let text =
                "units = \"imperial\"\n"
                + String(repeating: "# " + String(repeating: "x", count: 98) + "\n", count: 700)
            try Self.write(text, sandbox)
            let path = Self.file(sandbox).path
            let bytes = text.utf8.count
            for command in Self.readers + [["config", "unset", "units"]] {
                let result = try await sandbox.wxapp(arguments: command)
                #expect(!result.signalled && result.exitCode == 78, "\(result)")
                #expect(
                    result.stderr
                        == "wxapp: The configuration is invalid: the configuration file \(path) is \(bytes) bytes long, "
                        + "more than the 65536 bytes wxapp reads; shorten it, or delete it to start afresh. Fix it "
                        + "and try again.\n", "\(result)")
            }
            let located = try await sandbox.wxapp("config", "path")
            #expect(located.exitCode == 0 && located.stdout == path + "\n", "\(located)")
        }
    }

    /// A value of 100,000 characters typed, written or set (the most one argument or variable may hold) is
    /// repeated in the message cut short, with an ellipsis.
    @Test func aLongValueIsEchoedCutShort() async throws {
        try await Sandbox.run { sandbox in
            let long = String(repeating: "imperial", count: 12_500)
            let typed = try await sandbox.wxapp("config", "set", "units", long)
            #expect(typed.exitCode == 64, "\(typed.exitCode)")
            #expect(
                typed.stderr == "wxapp: \"" + String(long.prefix(59))
                    + "…\" is not a valid value for units; it must "
                    + "be metric, imperial, standard or uk.\n", "\(typed.stderr.prefix(300))")

            try Self.write("units = \"\(long.prefix(60_000))\"\n", sandbox)
            let written = try await sandbox.wxapp("list", "--offline")
            #expect(written.exitCode == 78 && written.stderr.count < 400, "\(written.stderr.prefix(400))")
            #expect(
                written.stderr.contains("\"" + String(long.prefix(59)) + "…\""),
                "\(written.stderr.prefix(400))")

            try Self.write("", sandbox)
            sandbox.environment["WXAPP_UNITS"] = long
            let variable = try await sandbox.wxapp("list", "--offline")
            #expect(variable.exitCode == 78 && variable.stderr.count < 400, "\(variable.stderr.prefix(400))")
            #expect(
                variable.stderr.contains("WXAPP_UNITS is \"" + String(long.prefix(59)) + "…\""),
                "\(variable.stderr.prefix(400))")
        }
    }
}
