import Foundation
import TestSupport
import Testing

@testable import Presentation

/// One version: the binary's (`wxapp --version`) is the one the Debian changelog starts at, so that the
/// package, the tarball (both named from the binary's version by scripts/package.sh) and the changelog agree.
struct VersionTests {
    init() { RegisteredProviders.ensure() }

    @Test func theDebianChangelogStartsAtTheBinarysVersion() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../../packaging/debian/changelog").standardized
        let changelog = try String(contentsOf: root, encoding: .utf8)

        let firstLine = try #require(changelog.split(separator: "\n").first)
        #expect(firstLine.hasPrefix("wxapp (\(WxCommandLine.version)) "), "\(firstLine)")
    }

    @Test func theVersionIsThreeNumbers() {
        let parts = WxCommandLine.version.split(separator: ".", omittingEmptySubsequences: false)

        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(WxCommandLine.version)")
    }
}
