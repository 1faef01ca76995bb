import Domain
import Foundation
import Testing

@testable import WeatherData

struct TOMLConfigurationFileTests {
    /// A configuration path inside a fresh temporary directory that the test removes.
    struct Scratch {
        let directory: URL
        var path: String { directory.appendingPathComponent("wxapp/config.toml").path }

        init() {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "config-\(UUID().uuidString)")
        }

        func remove() {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    @Test func aMissingFileHasNoEntries() throws {
        let scratch = Scratch()
        defer { scratch.remove() }

        #expect(try TOMLConfigurationFile(path: scratch.path).entries().isEmpty)
    }

    @Test func savedEntriesReadBackWithTheirTypesInAPrivateFile() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let file = TOMLConfigurationFile(path: scratch.path)

        try file.save([
            "units": .text("imperial"), "cache-lifetime": .integer(300), "api-key": .text("abc123"),
        ])

        #expect(
            try file.entries() == [
                "units": .text("imperial"), "cache-lifetime": .integer(300), "api-key": .text("abc123"),
            ])
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let text = try String(contentsOfFile: scratch.path, encoding: .utf8)
        #expect(text.contains("cache-lifetime = 300"), "\(text)")
        #expect(text.contains("units = 'imperial'") || text.contains("units = \"imperial\""), "\(text)")
    }

    @Test(arguments: [
        ("units.wind = \"kn\"\n", ["units.wind": ConfigurationValue.text("kn")]),
        ("[units]\npreset = \"uk\"\nwind = \"kn\"\n", ["units": .text("uk"), "units.wind": .text("kn")]),
        ("'units.wind' = 'kn'\nunits = 'uk'\n", ["units": .text("uk"), "units.wind": .text("kn")]),
        ("[units.extra]\nx = 1\n", ["units.extra.x": .integer(1)]),
        ("[clock]\npreset = \"12\"\n", ["clock.preset": .text("12")]),
    ])
    func tablesAreReadAsDottedNames(text: String, expected: [String: ConfigurationValue]) throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.directory.appendingPathComponent("wxapp"), withIntermediateDirectories: true)
        try text.write(toFile: scratch.path, atomically: true, encoding: .utf8)

        #expect(try TOMLConfigurationFile(path: scratch.path).entries() == expected)
    }

    @Test func aSettingGivenTwiceIsRefused() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.directory.appendingPathComponent("wxapp"), withIntermediateDirectories: true)
        try "'units.wind' = 'kn'\n[units]\nwind = 'mph'\n".write(
            toFile: scratch.path, atomically: true, encoding: .utf8)

        #expect(
            throws: WeatherError.configuration(
                .notTOML(file: scratch.path, detail: "units.wind is set twice"))
        ) {
            try TOMLConfigurationFile(path: scratch.path).entries()
        }
    }

    @Test func savingReplacesTheWholeFileAndLeavesNoTemporaryFiles() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let file = TOMLConfigurationFile(path: scratch.path)

        try file.save(["units": .text("imperial")])
        try file.save(["icons": .text("ascii")])

        #expect(try file.entries() == ["icons": .text("ascii")])
        let names = try FileManager.default.contentsOfDirectory(
            atPath: scratch.directory.appendingPathComponent("wxapp").path)
        #expect(names == ["config.toml"])
    }

    @Test func handWrittenTOMLIsRead() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.directory.appendingPathComponent("wxapp"), withIntermediateDirectories: true)
        try "# mine\nunits = \"standard\"   # kelvin\n\"cache-lifetime\" = 60\n"
            .write(toFile: scratch.path, atomically: true, encoding: .utf8)

        #expect(
            try TOMLConfigurationFile(path: scratch.path).entries()
                == ["units": .text("standard"), "cache-lifetime": .integer(60)])
    }

    @Test func aTOMLBooleanIsReadAsItsWord() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.directory.appendingPathComponent("wxapp"), withIntermediateDirectories: true)
        try "fallback = false\nicons = true\n".write(toFile: scratch.path, atomically: true, encoding: .utf8)

        #expect(
            try TOMLConfigurationFile(path: scratch.path).entries()
                == ["fallback": .text("false"), "icons": .text("true")])
    }

    @Test func aFIFOIsRefusedWithoutBeingOpened() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.directory.appendingPathComponent("wxapp"), withIntermediateDirectories: true)
        #expect(mkfifo(scratch.path, 0o600) == 0)

        #expect(
            throws: WeatherError.configuration(
                .unusableFile(file: scratch.path, problem: "is a named pipe (FIFO), not a regular file"))
        ) { try TOMLConfigurationFile(path: scratch.path).entries() }
    }

    @Test func aNULIsRefusedWithItsLineRatherThanEndingTheFileThere() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.directory.appendingPathComponent("wxapp"), withIntermediateDirectories: true)
        try "units = \"uk\"\n# mine\u{0}\nicons = 'ascii'\n".write(
            toFile: scratch.path, atomically: true, encoding: .utf8)

        #expect(throws: WeatherError.configuration(.nulCharacter(file: scratch.path, line: 2))) {
            try TOMLConfigurationFile(path: scratch.path).entries()
        }
    }

    @Test func brokenTOMLAndOtherTypesAreConfigurationErrorsNamingTheFile() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(
            at: scratch.directory.appendingPathComponent("wxapp"), withIntermediateDirectories: true)
        let file = TOMLConfigurationFile(path: scratch.path)

        try "units = \"imperial\nicons = 3\n".write(toFile: scratch.path, atomically: true, encoding: .utf8)
        #expect {
            try file.entries()
        } throws: { error in
            guard case .configuration(.notTOML(scratch.path, let detail)) = error as? WeatherError else {
                return false
            }
            return detail.hasPrefix("line 1")
        }

        try "icons = 1.5\n".write(toFile: scratch.path, atomically: true, encoding: .utf8)
        #expect(
            throws: WeatherError.configuration(.settingOfUnknownType(name: "icons", file: scratch.path))
        ) { try file.entries() }
    }
}
