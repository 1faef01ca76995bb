import Foundation
import Testing

/// A country found by the name wxapp prints for it in any of its languages, as well as by its English
/// names and codes: what it prints is what it reads.
struct CountryNameTests {
    /// Names in the other languages, with the country each names.
    static let names: [(name: String, code: String)] = [
        ("Deutschland", "DE"), ("日本", "JP"), ("Allemagne", "DE"), ("Polska", "PL"), ("Schweiz", "CH"),
        ("Österreich", "AT"), ("ドイツ", "DE"), ("德国", "DE"), ("Japón", "JP"), ("Niemcy", "DE"),
        ("Países Bajos", "NL"), ("Stati Uniti", "US"), ("Verenigd Koninkrijk", "GB"), ("スイス", "CH"),
    ]

    @Test func searchFindsACountryByItsNameInAnyLanguageAndByItsStart() async throws {
        try await Sandbox.run { sandbox in
            // A name's start finds it too.
            for (name, code) in Self.names + [("Deutsch", "DE"), ("Österr", "AT")] {
                let search = try await sandbox.wxapp("search", name, "--limit", "1", "--format", "json")
                #expect(search.exitCode == 0, "\(name): \(search)")
                let found =
                    try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [[String: Any]]
                #expect(found?.first?["alpha2"] as? String == code, "\(name): \(search.stdout)")
            }
        }
    }

    @Test func addSavesTheCapitalOfTheCountryANameInAnyLanguageNames() async throws {
        try await Sandbox.run { sandbox in
            for (name, capital) in [
                ("Deutschland", "Berlin"), ("日本", "Tokyo"), ("Polska", "Warsaw"), ("Österreich", "Vienna"),
            ] {
                let add = try await sandbox.wxapp("add", name)
                #expect(add.exitCode == 0, "\(name): \(add)")
            }
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            let document = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
            let places = document?["places"] as? [[String: Any]] ?? []
            #expect(
                Set(places.compactMap { $0["country"] as? String }) == ["DE", "JP", "PL", "AT"],
                "\(list.stdout)")
            // Each name finds the place saved by another, as every spelling of a place does.
            let show = try await sandbox.wxapp("show", "ドイツ", "--offline")
            #expect(show.exitCode == 0, "\(show)")
            let delete = try await sandbox.wxapp("delete", "Allemagne")
            #expect(delete.exitCode == 0, "\(delete)")
            #expect(try await sandbox.wxapp("show", "Germany", "--offline").exitCode == 69)
        }
    }
}
