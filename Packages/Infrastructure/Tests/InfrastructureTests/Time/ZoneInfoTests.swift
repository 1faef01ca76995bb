import Foundation
import Testing

@testable import Infrastructure

/// Checked against Foundation, whose ICU carries its own copy of the tz database: both must read the same
/// release (`TimeZone.timeZoneDataVersion`, 2025b on Debian 12 with Swift 6.3) for the counts to be zero.
/// They agree at every instant compared from 1970 to 3000. Before 1970, 93 zones differ: Debian builds its
/// files with PACKRATDATA=backzone, which keeps the own history of zones that the main data (ICU's) links
/// to another zone since they agree from 1970 on (Europe/Oslo to Europe/Berlin, Africa/Accra to Africa/Abidjan).
struct ZoneInfoTests {
    let zoneInfo = ZoneInfo(directory: ZoneInfo.systemDirectory)

    /// Every zone Foundation knows that the system's database has a file for.
    static let identifiers = TimeZone.knownTimeZoneIdentifiers.filter {
        FileManager.default.fileExists(atPath: ZoneInfo.systemDirectory + "/" + $0)
    }

    static func date(_ text: String) -> Date {
        try! Date.ISO8601FormatStyle().parse(text)
    }

    /// "zone at instant: our offset ≠ Foundation's" where the two differ.
    private func mismatch(_ identifier: String, _ foundation: TimeZone, at instant: Date) -> String? {
        let expected = foundation.secondsFromGMT(for: instant)
        let offset = zoneInfo.utcOffsetSeconds(identifier: identifier, at: instant)
        guard offset != expected else { return nil }
        return "\(identifier) at \(instant): \(offset.map(String.init) ?? "nil") ≠ \(expected)"
    }

    @Test func readsTheSystemsZones() {
        #expect(Self.identifiers.count > 400)
        #expect(
            zoneInfo.utcOffsetSeconds(identifier: "Europe/Oslo", at: Self.date("2025-01-15T12:00:00Z"))
                == 3_600)
        #expect(
            zoneInfo.utcOffsetSeconds(identifier: "Europe/Oslo", at: Self.date("2025-07-15T12:00:00Z"))
                == 7_200)
        #expect(
            zoneInfo.utcOffsetSeconds(identifier: "Asia/Kathmandu", at: Self.date("2025-07-15T12:00:00Z"))
                == 20_700)
        #expect(
            zoneInfo.utcOffsetSeconds(identifier: "Australia/Sydney", at: Self.date("2050-01-15T12:00:00Z"))
                == 39_600)
    }

    /// Instants 10 days, an hour and a minute apart, so that every time of day comes up, from 1990 to 2045:
    /// well past 2037, where the files' transitions end and their footers' rules take over.
    @Test func agreesWithFoundationForEveryZoneFrom1990To2045() {
        let end = Self.date("2046-01-01T00:00:00Z")
        var instants: [Date] = []
        var instant = Self.date("1990-01-01T00:00:00Z")
        while instant < end {
            instants.append(instant)
            instant += 10 * 86_400 + 3_660
        }
        var mismatches: [String] = []
        var comparisons = 0
        for identifier in Self.identifiers {
            let foundation = TimeZone(identifier: identifier)!
            for instant in instants {
                comparisons += 1
                if let mismatch = mismatch(identifier, foundation, at: instant) {
                    mismatches.append(mismatch)
                }
            }
        }
        #expect(comparisons > 800_000)
        #expect(
            mismatches.count == 0,
            "\(mismatches.count) of \(comparisons) offsets differ from Foundation's: \(mismatches.prefix(10))"
        )
    }

    /// A second before, at and a second after every change Foundation reports from 1990 to 2045, for every zone.
    @Test func agreesWithFoundationEitherSideOfEveryTransition() {
        let start = Self.date("1990-01-01T00:00:00Z")
        let end = Self.date("2046-01-01T00:00:00Z")
        var mismatches: [String] = []
        var transitions = 0
        for identifier in Self.identifiers {
            let foundation = TimeZone(identifier: identifier)!
            var next = foundation.nextDaylightSavingTimeTransition(after: start)
            while let transition = next, transition < end {
                transitions += 1
                for instant in [transition - 1, transition, transition + 1] {
                    if let mismatch = mismatch(identifier, foundation, at: instant) {
                        mismatches.append(mismatch)
                    }
                }
                next = foundation.nextDaylightSavingTimeTransition(after: transition)
            }
        }
        #expect(transitions > 10_000)
        #expect(
            mismatches.count == 0,
            "\(mismatches.count) offsets around \(transitions) transitions differ from Foundation's: \(mismatches.prefix(10))"
        )
    }

    @Test(arguments: [
        "../etc/passwd", "/etc/passwd", "", "Europe/../Europe/Oslo", "./Europe/Oslo", "Europe//Oslo",
        "Europe/Oslo/", "Europe", "zone.tab", "Europe/Oslo\0", "Atlantis/Capital",
    ])
    func anythingButAZoneNameIsNil(identifier: String) {
        #expect(
            zoneInfo.utcOffsetSeconds(identifier: identifier, at: Self.date("2025-01-15T12:00:00Z")) == nil)
    }

    @Test func aBrokenFileIsNil() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let oslo = try Data(contentsOf: URL(fileURLWithPath: ZoneInfo.systemDirectory + "/Europe/Oslo"))
        var wrongMagic = oslo
        wrongMagic[0] = UInt8(ascii: "X")
        var unknownVersion = oslo
        unknownVersion[4] = UInt8(ascii: "1")
        let files = [
            "Truncated": oslo.prefix(oslo.count / 2), "Magic": wrongMagic, "Version": unknownVersion,
            "Empty": Data(), "Text": Data("Europe/Oslo\n".utf8), "Oslo": oslo,
        ]
        for (name, bytes) in files {
            try bytes.write(to: URL(fileURLWithPath: directory.file(name)))
        }
        let zoneInfo = ZoneInfo(directory: directory.path)
        let date = Self.date("2025-01-15T12:00:00Z")

        let offsets = files.keys.sorted().map {
            "\($0): \(zoneInfo.utcOffsetSeconds(identifier: $0, at: date).map(String.init) ?? "nil")"
        }

        #expect(
            offsets == [
                "Empty: nil", "Magic: nil", "Oslo: 3600", "Text: nil", "Truncated: nil", "Version: nil",
            ])
    }

    /// Cut anywhere, a file is refused: each part's length is checked, and the footer must end in a newline.
    @Test func everyTruncationOfARealFileIsRefused() throws {
        let oslo = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: ZoneInfo.systemDirectory + "/Europe/Oslo")))
        var accepted: [Int] = []
        for length in 0..<oslo.count {
            let zone = oslo.prefix(length).withUnsafeBufferPointer { TZifFile(bytes: $0) }
            if zone != nil { accepted.append(length) }
        }
        #expect(accepted.count == 0, "\(accepted.count) truncations read as a zone: \(accepted.prefix(10))")
    }

    @Test func theFolderIsTheOneGiven() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(
            atPath: directory.file("Etc"), withIntermediateDirectories: true)
        try Data(TZifFixture.bytes(version: 2, offsets: [-18_000], footer: "<-05>5"))
            .write(to: URL(fileURLWithPath: directory.file("Etc/Mine")))

        let zoneInfo = ZoneInfo(directory: directory.path)

        #expect(
            zoneInfo.utcOffsetSeconds(identifier: "Etc/Mine", at: Self.date("2025-01-15T12:00:00Z"))
                == -18_000)
        #expect(
            zoneInfo.utcOffsetSeconds(identifier: "Europe/Oslo", at: Self.date("2025-01-15T12:00:00Z")) == nil
        )
    }

    /// A zone under right/ counts leap seconds in its transitions; its offsets are still those of civil time,
    /// up to its last transition. That one marks when the leap second table expires (2026-06-28 in 2025b):
    /// zic writes an empty footer then, as leap seconds to come are unknown, and the last offset goes on, as
    /// in tzcode's own localtime.
    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: ZoneInfo.systemDirectory + "/right/Europe/Oslo")))
    func aZoneThatCountsLeapSecondsKeepsTheSameCivilTime() throws {
        let bytes = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: ZoneInfo.systemDirectory + "/right/Europe/Oslo")))
        let right = try #require(bytes.withUnsafeBufferPointer { TZifFile(bytes: $0) })
        #expect(right.rule == nil && !right.leapSeconds.isEmpty)
        let expiry = Date(timeIntervalSince1970: Double(try #require(right.transitions.last)))
        var mismatches: [String] = []
        var instants = 0
        var instant = Self.date("1990-01-01T00:00:00Z")
        while instant < expiry - 86_400 {
            instants += 1
            let plain = zoneInfo.utcOffsetSeconds(identifier: "Europe/Oslo", at: instant)
            if zoneInfo.utcOffsetSeconds(identifier: "right/Europe/Oslo", at: instant) != plain {
                mismatches.append("\(instant)")
            }
            instant += 86_400 + 3_660
        }
        #expect(instants > 10_000)
        #expect(
            mismatches.count == 0,
            "\(mismatches.count) of \(instants) instants differ: \(mismatches.prefix(10))")
    }
}
