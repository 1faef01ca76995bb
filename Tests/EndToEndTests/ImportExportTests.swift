import Foundation
import Testing

/// `wxapp import` and `wxapp export`: a list of places in and out, all or nothing.
@Suite(.serialized) struct ImportExportTests {
    /// The `name` of every object of a JSON array.
    private static func names(_ text: String) throws -> [String] {
        try ReportDocument.placeObjects(text).compactMap { $0["name"] as? String }
    }

    private func write(_ text: String, in sandbox: Sandbox, name: String = "places.json") throws -> String {
        let url = sandbox.directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func aListOfNamedPlacesIsImportedAndExportedBack() async throws {
        try await Sandbox.runPatiently { sandbox in
            let file = try write(
                #"[{"name": "Tokyo"}, {"name": "Paris", "country": "FR"}, "Spain"]"#, in: sandbox)

            let imported = try await sandbox.wxapp("import", file)
            #expect(imported.exitCode == 0, "\(imported)")
            #expect(
                imported.stdout == "Imported Tokyo, JP.\nImported Paris, FR.\nImported Madrid, ES.\n",
                "\(imported)")

            let exported = try await sandbox.wxapp("export")
            #expect(exported.exitCode == 0, "\(exported)")
            #expect(try Self.names(exported.stdout) == ["Tokyo", "Paris", "Madrid"], "\(exported)")

            // What export prints imports into another database as it is, without geocoding.
            let copy = try write(exported.stdout, in: sandbox, name: "copy.json")
            sandbox.environment["WXAPP_DB"] = sandbox.directory.appendingPathComponent("other.sqlite3").path
            let again = try await sandbox.wxapp("import", copy, "--format", "json")
            #expect(again.exitCode == 0, "\(again)")
            #expect(try Self.names(again.stdout) == ["Tokyo", "Paris", "Madrid"], "\(again)")
            #expect(await sandbox.server.requests(to: .geocoding).isEmpty, "named places need no geocoding")
        }
    }

    /// A city added by another of its names goes out with it and comes back shown by it; a shown name
    /// that is no name is refused with the entry that has it.
    @Test func theNameACityIsShownByTravelsWithIt() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "munchen", "Paris,FR").exitCode == 0)
            let exported = try await sandbox.wxapp("export")
            let objects = try ReportDocument.placeObjects(exported.stdout)
            #expect(objects.map { $0["name"] as? String } == ["Munich", "Paris"], "\(exported)")
            #expect(objects.map { $0["shownName"] as? String } == ["München", nil], "\(exported)")

            let copy = try write(exported.stdout, in: sandbox, name: "copy.json")
            sandbox.environment["WXAPP_DB"] = sandbox.directory.appendingPathComponent("other.sqlite3").path
            let again = try await sandbox.wxapp("import", copy)
            #expect(
                again.exitCode == 0 && again.stdout == "Imported München, DE.\nImported Paris, FR.\n",
                "\(again)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain", "--language", "ja")
            #expect(list.stdout.hasPrefix("München, DE"), "the name typed wins over the language's: \(list)")

            for (shown, reason) in [
                ("48.1,11.6", "is shown as \"48.1,11.6\", which wxapp reads as a point"),
                (String(repeating: "M", count: 300), "has a shownName of 300 characters"),
            ] {
                let bad = try write(
                    #"[{"name": "Munich", "country": "DE", "latitude": 48.1, "longitude": 11.6, "shownName": "\#(shown)"}]"#,
                    in: sandbox, name: "bad.json")
                let refused = try await sandbox.wxapp("import", bad)
                #expect(
                    refused.exitCode == 64 && refused.stderr.contains("entry (1) that \(reason)"),
                    "\(refused)")
            }
        }
    }

    @Test func anEmptyInvalidOrPartlyUnknownFileImportsNothing() async throws {
        try await Sandbox.runPatiently { sandbox in
            let cases: [(String, String)] = [
                ("", "is empty, so nothing was imported."),
                ("{not json", "is not a list of places in JSON"),
                (
                    #"["Tokyo", "Narnia"]"#,
                    "lists a place wxapp cannot find: \"Narnia\" (entry 2). Nothing was imported"
                ),
            ]
            for (text, message) in cases {
                let file = try write(text, in: sandbox)
                let result = try await sandbox.wxapp("import", file)
                #expect(result.exitCode == 64, "\(result)")
                #expect(result.stderr.contains(message), "\(result)")
                #expect(result.stdout.isEmpty, "\(result)")
            }
            #expect(await sandbox.server.requests(to: .weather).isEmpty)
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.list(list.stdout).places.isEmpty, "\(list)")
        }
    }
}
