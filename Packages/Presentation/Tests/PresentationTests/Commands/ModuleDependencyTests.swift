import Foundation
import Testing

/// Each package's sources import only the app modules DESIGN.md's direction allows, as the manifests declare
/// it (Domain <- Data -> Infrastructure; Presentation -> Domain); the rules below are that direction, written
/// out. A debug build of every test target puts all modules in one folder, so a forbidden import compiles
/// there and fails only the release build, which builds each package alone.
struct ModuleDependencyTests {
    static let root = DocumentationTests.root

    /// The package's sources, and the app modules they may not import.
    static let rules: [(sources: String, forbidden: Set<String>)] = [
        ("Packages/Domain/Sources", ["WeatherData", "Infrastructure", "Presentation"]),
        ("Packages/Infrastructure/Sources", ["Domain", "WeatherData", "Presentation"]),
        ("Packages/Data/Sources", ["Presentation"]),
        ("Packages/Presentation/Sources", ["WeatherData", "Infrastructure"]),
    ]

    /// The modules `text` imports, however the import is attributed (`@preconcurrency import Rainbow`).
    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"),
                words[..<index].allSatisfy({ $0.hasPrefix("@") }),
                index + 1 < words.count
            else { return nil }
            return String(words[index + 1])
        }
    }

    @Test(arguments: rules.map(\.sources))
    func noPackageImportsAModuleItMayNotDependOn(sources: String) throws {
        let forbidden = try #require(Self.rules.first { $0.sources == sources }).forbidden
        let folder = Self.root.appendingPathComponent(sources)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap {
            $0 as? String
        }
        .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 5, "\(sources) has its sources")
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
    }
}
