import Foundation
import Infrastructure
import Testing

/// Every name that comes from outside (both geocoders, an imported list, the gazetteer and the catalog) is
/// cleaned by one rule where it comes in: no control or format character is ever saved, tabs and line
/// breaks are one space, and what is left is what the user sees and types back.
@Suite(.serialized) struct NameCleaningTests {
    /// Escape sequences, a bell, C1 controls, a bidi override, a zero-width space and line breaks.
    static let hostileName = #"Qq\u001b[31mxy\u0007zz\u009b2Jy\u202e\u200b"#
    static let hostileRegion = #"\u001b]0;owned\u0007North\n\tRegion\u0085"#

    /// Every text saved for places (their names, regions and the names they answer to), as stored.
    static func savedTexts(_ sandbox: Sandbox) throws -> [String] {
        let database = try SQLiteDatabase(
            path: sandbox.databaseURL.path, readOnly: true, writeAheadLog: false)
        let places = try database.query("SELECT name, country_code, region FROM place").flatMap { row in
            [row.string("name"), row.string("country_code"), row.string("region")].compactMap { $0 }
        }
        let names = try database.query("SELECT name FROM place_name").compactMap { $0.string("name") }
        return places + names
    }

    static func expectClean(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let dirty = texts.filter { text in
            text.unicodeScalars.contains { scalar in
                [.control, .format, .lineSeparator, .paragraphSeparator].contains(
                    scalar.properties.generalCategory)
            } || text != text.trimmingCharacters(in: .whitespaces) || text.contains("  ")
        }
        #expect(
            dirty.isEmpty, "saved with control characters: \(dirty.map(\.debugDescription))",
            sourceLocation: sourceLocation)
    }

    @Test func aNameFromOpenMeteosGeocoderIsSavedClean() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                sandbox.environment["WXAPP_OPENMETEO_URL"] = url
                await meteo.setGeocodingReply(
                    #"{"results":[{"id":1,"name":"\#(Self.hostileName)","latitude":35.62,"longitude":134.81,"#
                        + #""country_code":"JP","admin1":"\#(Self.hostileRegion)","population":3500}]}"#)

                let add = try await sandbox.wxapp("add", "Qqxyzzy", "--format", "plain")
                #expect(add.exitCode == 0, "\(add)")
                #expect(add.stdout.hasPrefix("Qq[31mxyzz2Jy, ]0;ownedNorth Region, JP\n"), "\(add)")
                Self.expectClean(try Self.savedTexts(sandbox))
                let show = try await sandbox.wxapp("show", "Qq[31mxyzz2Jy", "--offline", "--format", "json")
                #expect(show.exitCode == 0, "the saved name is typed back: \(show)")
            }
        }
    }

    @Test func aNameFromOpenWeatherMapsGeocoderIsSavedClean() async throws {
        try await Sandbox.runPatiently { sandbox in
            await sandbox.server.setFault(
                .status(
                    200,
                    body: #"[{"name":"\#(Self.hostileName)","lat":1.5,"lon":2.5,"country":"J\u0007P","#
                        + #""state":"\#(Self.hostileRegion)"}]"#),
                for: .geocoding)

            let add = try await sandbox.wxapp("add", "Qqxyzzy", "--format", "plain")
            #expect(add.exitCode == 0, "\(add)")
            #expect(add.stdout.hasPrefix("Qq[31mxyzz2Jy, ]0;ownedNorth Region, JP\n"), "\(add)")
            Self.expectClean(try Self.savedTexts(sandbox))
        }
    }

    /// A name longer than a typed one may be could never be shown or deleted by name, so it is not saved.
    @Test func aNameTooLongToTypeBackIsNeverSaved() async throws {
        try await Sandbox.runPatiently { sandbox in
            let long = String(repeating: "Qq", count: 101)
            let file = sandbox.directory.appendingPathComponent("places.json")
            try #"[{"name":"\#(long)","country":"JP","latitude":35.6,"longitude":139.7}]"#
                .write(to: file, atomically: true, encoding: .utf8)
            let imported = try await sandbox.wxapp("import", file.path)
            #expect(imported.exitCode != 0, "\(imported)")
            #expect(imported.stderr.contains("has a name of 202 characters; the limit is 200"), "\(imported)")

            await sandbox.server.setFault(
                .status(200, body: #"[{"name":"\#(long)","lat":1.5,"lon":2.5,"country":"JP"}]"#),
                for: .geocoding)
            let add = try await sandbox.wxapp("add", "Qqxyzzy")
            #expect(add.exitCode == 66, "the only place found has no usable name: \(add)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.list(list.stdout).places.isEmpty, "\(list)")
        }
    }

    @Test func namesFromAnImportedListAreSavedClean() async throws {
        try await Sandbox.runPatiently { sandbox in
            let file = sandbox.directory.appendingPathComponent("places.json")
            try #"""
            [{"name":"\#(Self.hostileName)","country":"JP","region":"\#(Self.hostileRegion)","latitude":35.6,"longitude":139.7},
             {"name":"Os\u0007a\u200bka\u001b","country":"JP"},
             {"name":"\tKyoto\r\n"}]
            """#.write(to: file, atomically: true, encoding: .utf8)

            let imported = try await sandbox.wxapp("import", file.path)
            #expect(imported.exitCode == 0, "\(imported)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(
                try ReportDocument.list(list.stdout).places.map(\.name) == [
                    "Qq[31mxyzz2Jy", "Osaka", "Kyoto",
                ],
                "\(list)")
            Self.expectClean(try Self.savedTexts(sandbox))
        }
    }
}
