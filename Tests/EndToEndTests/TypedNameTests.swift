import Foundation
import Testing

/// A city found by one of its other names is shown by that name, in every language, and is still kept and
/// found by its own: one place, whichever name added it last.
struct TypedNameTests {
    @Test func aCityIsShownByTheOtherNameItWasAddedByAndKeptOnce() async throws {
        try await Sandbox.run { sandbox in
            let munich = try await sandbox.wxapp("add", "munchen", "--format", "plain", "--icons", "none")
            #expect(munich.exitCode == 0 && munich.stdout.hasPrefix("München, DE\n"), "\(munich)")
            for locale in ["en_US.UTF-8", "ja_JP.UTF-8", "fr_FR.UTF-8"] {
                sandbox.environment["LANG"] = locale
                let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
                #expect(list.exitCode == 0 && list.stdout.hasPrefix("München, DE"), "\(locale): \(list)")
            }
            sandbox.environment["LANG"] = "en_US.UTF-8"
            // Scripts read the place's own name.
            let json = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.places(json.stdout).map(\.name) == ["Munich"], "\(json)")
            // Found by its own name, and added by it again: the same place, shown by its own name again.
            let show = try await sandbox.wxapp("show", "Munich", "--offline", "--format", "plain")
            #expect(show.exitCode == 0 && show.stdout.hasPrefix("München, DE\n"), "\(show)")
            let again = try await sandbox.wxapp("add", "Munich", "--format", "plain", "--icons", "none")
            #expect(again.exitCode == 0 && again.stdout.hasPrefix("Munich, DE\n"), "\(again)")
            let german = try await sandbox.wxapp("list", "--offline", "--format", "plain", "--language", "de")
            #expect(german.stdout.hasPrefix("München, DE"), "its own name in the language: \(german)")
            let both = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.places(both.stdout).count == 1, "kept once: \(both)")
            // A spelling of its own name is no other name.
            let zurich = try await sandbox.wxapp("add", "Zurich", "--format", "plain", "--icons", "none")
            #expect(zurich.exitCode == 0 && zurich.stdout.hasPrefix("Zürich, CH\n"), "\(zurich)")
        }
    }
}
