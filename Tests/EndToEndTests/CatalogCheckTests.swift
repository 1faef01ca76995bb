import Foundation
import LoopbackSupport
import Testing

/// The translators' catalogs hold every sentence of the code, and only those, each translated with its
/// placeholders and plural forms, and the tables built into the binary are what the catalogs say.
@Suite(OptionalTool.needed(.python3)) struct CatalogCheckTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyCatalogIsCompleteAndCurrent() throws {
        try OptionalTool.python3.require()
        let (status, output) = try Self.check(in: Self.checkout)
        #expect(status == 0, "\(output)")
    }

    @Test func aCatalogThatLacksASentenceOrKeepsAStaleOneFailsTheCheck() throws {
        try OptionalTool.python3.require()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "catalogs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        for path in ["scripts", "Packages/Presentation/Catalogs", "Packages/Presentation/Sources"] {
            let target = copy.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.checkout.appendingPathComponent(path), to: target)
        }
        let german = copy.appendingPathComponent("Packages/Presentation/Catalogs/de.po")
        let text = try String(contentsOf: german, encoding: .utf8)
        try (text + "\nmsgid \"A sentence the code never had\"\nmsgstr \"Ein Satz\"\n").write(
            to: german, atomically: true, encoding: .utf8)
        let (status, output) = try Self.check(in: copy)
        #expect(status == 1)
        #expect(output.contains("de.po keeps 'A sentence the code never had', which the code no longer has"))
    }

    private static func check(in checkout: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OptionalTool.python3.path)
        process.arguments = [checkout.appendingPathComponent("scripts/generate_catalogs.py").path, "--check"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try SpawnGate.spawning { try process.run() }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
