import Foundation
import Testing

/// A point is named after the city nearest it, so two points can share a name and still be too far apart
/// to be one place ("97 km ENE of Alaghsas" at 58° and at 77° from it, 32 km apart): a look at a point
/// whose name a saved place has shows the point, named with its coordinates too, never exit 64.
@Suite(.serialized) struct PointNameTests {
    static let saved = "17.4795,8.7924"
    static let looked = "17.213,8.9066"
    static let lookedName = "97 km ENE of Alaghsas (17.21°N 8.91°E), NE"

    @Test func aPointNamedAsAFarSavedPointIsShownAsItself() async throws {
        try await Sandbox.runPatiently { sandbox in
            let add = try await sandbox.wxapp("add", Self.saved, "--format", "plain")
            #expect(add.exitCode == 0 && add.stdout.hasPrefix("97 km ENE of Alaghsas, NE\n"), "\(add)")

            let show = try await sandbox.wxapp("show", Self.looked, "--format", "json")
            #expect(show.exitCode == 0, "\(show)")
            let object = try #require(try ReportDocument.object(show.stdout) as? [String: Any])
            #expect(object["name"] as? String == "97 km ENE of Alaghsas (17.21°N 8.91°E)", "\(show)")
            #expect(
                object["latitude"] as? Double == 17.213, "the point looked at, not the saved one: \(show)")
            for command in [
                ["show", Self.looked, "--format", "plain"], ["forecast", Self.looked, "--format", "plain"],
            ] {
                let look = try await sandbox.wxapp(arguments: command)
                #expect(look.exitCode == 0 && look.stdout.contains(Self.lookedName), "\(look)")
            }
            let line = try await sandbox.wxapp("line", Self.looked)
            #expect(line.exitCode == 0 && line.stdout.hasPrefix(Self.lookedName + " "), "\(line)")
            let offline = try await sandbox.wxapp("show", Self.looked, "--offline", "--format", "plain")
            #expect(offline.exitCode == 0 && offline.stdout.hasPrefix(Self.lookedName + "\n"), "\(offline)")

            // Added, it is saved under that name beside the other, and each point finds its own.
            let second = try await sandbox.wxapp("add", Self.looked, "--format", "plain")
            #expect(second.exitCode == 0 && second.stdout.hasPrefix(Self.lookedName + "\n"), "\(second)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(
                try ReportDocument.list(list.stdout).places.map(\.name)
                    == ["97 km ENE of Alaghsas", "97 km ENE of Alaghsas (17.21°N 8.91°E)"], "\(list)")
            let first = try await sandbox.wxapp("show", Self.saved, "--offline", "--format", "plain")
            #expect(first.stdout.hasPrefix("97 km ENE of Alaghsas, NE\n"), "\(first)")
        }
    }

    /// A point is found by the name any language shows it by, as well as by the name it is saved by.
    @Test func aPointIsFoundByTheNameEveryLanguageShowsItBy() async throws {
        try await Sandbox.runPatiently { sandbox in
            let add = try await sandbox.wxapp("add", "60.5,11.5", "--format", "plain")
            #expect(add.exitCode == 0 && add.stdout.hasPrefix("40 km SE of Hamar, NO\n"), "\(add)")
            var shownNames: [String] = []
            for language in ["de", "fr", "es", "es-419", "it", "pt", "pt-PT", "nl", "pl", "ja", "zh"] {
                let list = try await sandbox.wxapp(
                    "list", "--offline", "--format", "plain", "--language", language)
                let name = try #require(list.stdout.components(separatedBy: ", NO").first, "\(list)")
                shownNames.append(name)
                // Quoted, and typed as words, which name it as one place as a saved place's own name does.
                for arguments in [[name], name.split(separator: " ").map(String.init)] {
                    let show = try await sandbox.wxapp(
                        arguments: ["show"] + arguments + ["--offline", "--format", "json"])
                    let object = try #require(
                        try ReportDocument.object(show.stdout) as? [String: Any], "\(show)")
                    #expect(
                        object["name"] as? String == "40 km SE of Hamar", "\(language) \(arguments): \(show)")
                }
            }
            #expect(shownNames.contains("Hamar (40 km SO)") && shownNames.contains("ハーマルの南東40 km"))

            let delete = try await sandbox.wxapp("delete", "哈马尔东南40公里,NO")
            #expect(delete.exitCode == 0, "\(delete)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.list(list.stdout).places.isEmpty, "\(list)")
        }
    }
}
