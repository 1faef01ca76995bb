import Foundation
import Testing

/// Reading what is kept needs no write: on a disk that takes no more bytes (here a file size limit of 0,
/// as `ulimit -f 0`, which fails every write that would grow a file as a full disk does, without the
/// privileges a tiny file system needs), `--offline` reads and `export` print what they print with room,
/// where SQLite's usual open would first grow the write-ahead log's index; a write says the disk is full.
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")))
struct FullDiskReadTests {
    static let reads: [[String]] = [
        ["list", "--offline"], ["list", "--offline", "--format", "json"], ["show", "Tokyo", "--offline"],
        ["forecast", "Tokyo", "--offline", "--format", "json"], ["export"], ["line", "Tokyo", "--offline"],
    ]

    @Test func offlineReadsAndExportWorkOnAFullDisk() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Paris,FR").exitCode == 0)
            #expect(try await sandbox.wxapp("forecast", "Tokyo").exitCode == 0)
            for command in Self.reads {
                let roomy = try await sandbox.wxapp(arguments: command)
                let full = try await FileSizeLimitTests.limited(sandbox, bytes: 0, command)
                #expect(full.exitCode == 0 && !full.signalled, "\(full)")
                #expect(
                    full.stdout.agesErased == roomy.stdout.agesErased && full.stderr == roomy.stderr,
                    "\(full)")
            }
            // The file is no worse for the disk being full: doctor finds it healthy, not damaged.
            let doctor = try await FileSizeLimitTests.limited(
                sandbox, bytes: 0, ["doctor", "--format", "json"])
            let health = try #require(try ReportDocument.object(doctor.stdout) as? [String: Any], "\(doctor)")
            #expect(doctor.exitCode == 0 && health["healthy"] as? Bool == true, "\(doctor)")
            let path = sandbox.databaseURL.path
            let write = try await FileSizeLimitTests.limited(sandbox, bytes: 0, ["delete", "Paris"])
            #expect(write.exitCode == 74, "\(write)")
            #expect(
                write.stderr.hasPrefix(
                    "wxapp: The database \(path) could not be used: the disk is full; free some space"),
                "\(write)")
            #expect(try DatabaseSnapshot.integrity(of: path) == ["ok"])
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(list.stdout.contains("Paris, FR"), "nothing was deleted: \(list)")
        }
    }
}
