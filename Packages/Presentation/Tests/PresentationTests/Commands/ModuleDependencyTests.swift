import Foundation
import Testing

/// Each package's sources import only the app modules DESIGN.md's direction allows, as the manifests declare
/// it (Domain <- Data -> Infrastructure; Presentation -> Domain); the rules below are that direction, written
/// out. A debug build of every test target puts all modules in one folder, so a forbidden import compiles
/// there and fails only the release build, which builds each package alone.
struct ModuleDependencyTests {
    static let root = DocumentationTests.root

    /// The package's sources, and the app modules they may not import.
    /// Every provider's target: one for each folder under the Data package's Sources/Providers but the
    /// registry, as its manifest makes them.
    static let providers: Set<String> = Set(
        ((try? FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Packages/Data/Sources/Providers").path)) ?? [])
            .filter { $0 != "Registry" && !$0.hasPrefix(".") }.map { "\($0)Provider" })
    static let data: Set<String> = providers.union(["WeatherData", "ProviderKit", "Providers"])

    static let rules: [(sources: String, forbidden: Set<String>)] =
        [
            ("Packages/Domain/Sources", data.union(["Infrastructure", "Presentation"])),
            // The calendar's arithmetic, which Infrastructure shares, sees nothing of the app's.
            (
                "Packages/Domain/Sources/CivilCalendar",
                data.union(["Domain", "Infrastructure", "Presentation"])
            ),
            ("Packages/Infrastructure/Sources", data.union(["Domain", "Presentation"])),
            ("Packages/Data/Sources/ProviderKit", data.subtracting(["ProviderKit"]).union(["Presentation"])),
            // The pipeline, the store and failover reach the providers through the registry alone.
            ("Packages/Data/Sources/WeatherData", providers.union(["Presentation"])),
            ("Packages/Presentation/Sources", data.union(["Infrastructure"])),
        ]
        // A provider sees the kit and nothing of the others, nor what is built on it.
        + providers.map { provider in
            let folder = provider.replacingOccurrences(of: "Provider", with: "")
            return (
                "Packages/Data/Sources/Providers/\(folder)",
                data.subtracting([provider, "ProviderKit"]).union(["Presentation"])
            )
        }

    /// The modules `text` imports, however the import is attributed or access-levelled
    /// (`@preconcurrency import Rainbow`, `public import Domain`), and of a single declaration
    /// (`import struct WeatherData.KeptStore`).
    static func imports(_ text: String) -> [String] {
        let levels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set<Substring> = [
            "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
        ]
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"),
                words[..<index].allSatisfy({ $0.hasPrefix("@") || levels.contains($0) })
            else { return nil }
            let named = words[(index + 1)...].drop { kinds.contains($0) }
            return named.first.map { String($0.split(separator: ".")[0]) }
        }
    }

    /// The folders were found, so that every rule below has its providers to forbid.
    @Test func theProviderFoldersAreFound() {
        #expect(Self.providers.count >= 4 && Self.providers.contains("OpenMeteoProvider"))
    }

    @Test(arguments: rules.map(\.sources))
    func noPackageImportsAModuleItMayNotDependOn(sources: String) throws {
        let forbidden = try #require(Self.rules.first { $0.sources == sources }).forbidden
        let folder = Self.root.appendingPathComponent(sources)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap {
            $0 as? String
        }
        .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "\(sources) has its sources")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for module in Self.imports(text) where forbidden.contains(module) {
                Issue.record("\(sources)/\(file) imports \(module)")
            }
        }
    }

    @Test func importsAreReadWithTheirAttributes() {
        #expect(
            Self.imports("import Domain\n@preconcurrency import Rainbow\n// import WeatherData\nlet x = 1\n")
                == ["Domain", "Rainbow"])
        #expect(
            Self.imports(
                "public import Infrastructure\npackage import Domain\nimport struct WeatherData.KeptStore\n"
                    + "@_spi(X) internal import Logging\nlet imported = 1\n")
                == ["Infrastructure", "Domain", "WeatherData", "Logging"])
    }
}
