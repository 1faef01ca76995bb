import Foundation
import NationalWeatherServiceProvider
import ProviderKit
import Testing

/// A provider's folder gives hooks, never a status policy of its own: what a 429, a 5xx or a `Retry-After`
/// means is read once, by `ServiceStatusPolicy`, for every provider.
struct ProviderFolderTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/Providers").standardized

    /// Every provider's folder (each a target of its own), the registry's aside.
    static let providerFolders =
        ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).filter {
            $0 != "Registry"
        }
        .sorted()

    @Test func everyProviderHasItsFolder() {
        #expect(
            Self.providerFolders == ["MetNorway", "NationalWeatherService", "OpenMeteo", "OpenWeatherMap"])
    }

    /// What only the shared policy may say.
    static let policyWords = [
        "429", "Retry-After", ".rateLimited(", ".serviceUnavailable(", "400..<", "500..<",
    ]

    @Test(arguments: providerFolders)
    func noProviderReadsTransientStatusesItself(folder: String) throws {
        let directory = Self.sources.appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.count > 2, "\(folder) has its sources")
        #expect(Self.providerFolders.count > 1, "the providers' folders are found")
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for word in Self.policyWords where text.contains(word) {
                Issue.record("\(folder)/\(file) names \(word): the status policy is ServiceStatusPolicy's")
            }
        }
    }
}
