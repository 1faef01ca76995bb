import Foundation
import Testing

/// What `add` prints: the card of one place added, one table (or one line each) for several, as `list`.
@Suite(.serialized) struct AddOutputTests {
    static let countries = [
        "Japan", "France", "Spain", "Germany", "Italy", "Norway", "Chile", "Kenya", "Peru", "Egypt",
    ]

    @Test func tenCountriesPrintTenLinesAsListDoes() async throws {
        try await Sandbox.run { sandbox in
            let added = try await sandbox.wxapp(arguments: ["add"] + Self.countries + ["--format", "plain"])
            let listed = try await sandbox.wxapp("list", "--offline", "--format", "plain")

            #expect(added.exitCode == 0, "\(added)")
            #expect(added.stdout.split(separator: "\n").count == 10, "\(added)")
            #expect(added.stdout.agesErased == listed.stdout.agesErased)
        }
    }

    @Test func severalPlacesPrintListsTable() async throws {
        try await Sandbox.run { sandbox in
            let added = try await sandbox.wxapp("add", "Japan", "Paris,FR", "Spain")
            let listed = try await sandbox.wxapp("list", "--offline")

            #expect(added.exitCode == 0, "\(added)")
            #expect(added.stdout.agesErased == listed.stdout.agesErased)
            #expect(
                added.stdout.split(separator: "\n").count == 7,
                "a border, the header, a rule, 3 rows and a border\n\(added)")
        }
    }

    @Test func onePlaceAddedOfSeveralAskedPrintsItsCardAndTheFailure() async throws {
        try await Sandbox.run { sandbox in
            let added = try await sandbox.wxapp("add", "Qwertyville", "Japan", "--format", "plain")
            let shown = try await sandbox.wxapp("show", "Japan", "--offline", "--format", "plain")

            #expect(added.exitCode == 66, "\(added)")
            #expect(added.stdout.agesErased == shown.stdout.agesErased)
            #expect(added.stdout.hasPrefix("Tokyo, JP\n"), "\(added)")
            #expect(
                added.stderr == "wxapp: No country or city called \"Qwertyville\" was found. "
                    + "Check the spelling, or add a country code as in \"Paris,FR\".\n"
                    + "wxapp: Saved Tokyo, JP; 1 of 2 could not be added.\n", "\(added)")
        }
    }
}
