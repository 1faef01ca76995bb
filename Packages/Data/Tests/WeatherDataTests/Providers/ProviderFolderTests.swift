import Foundation
import NationalWeatherServiceProvider
import ProviderKit
import Providers
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

    /// Each folder is a registered provider, its module named after it ("OpenMeteo" holds
    /// `OpenMeteoModule`), and each registered provider has its folder.
    @Test func everyProviderHasItsFolderAndEveryFolderIsRegistered() {
        let modules = ProviderRegistry.modules.map { String(describing: type(of: $0)) }
        #expect(modules.count >= 4 && modules.count == Set(modules).count)
        #expect(Set(modules) == Set(Self.providerFolders.map { $0 + "Module" }))
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
