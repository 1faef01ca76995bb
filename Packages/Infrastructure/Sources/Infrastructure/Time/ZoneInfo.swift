import FoundationEssentials
import Synchronization

/// The system's compiled time zone database (the TZif files zic writes): the offset from UTC of a zone's
/// civil time at any instant, each zone read from disk once and then kept in memory.
public final class ZoneInfo: Sendable {
    /// Where Linux distributions install the database.
    public static let systemDirectory = "/usr/share/zoneinfo"

    /// The folder that holds the zones, as TZDIR names it.
    public let directory: String
    /// Every zone asked for so far, nil for those that could not be read.
    private let zones = Mutex<[String: TZifFile?]>([:])

    /// A reader of the zones in `directory`; pass $TZDIR where it is set to honour it.
    public init(directory: String = ZoneInfo.systemDirectory) {
        self.directory = directory
    }

    /// The offset from UTC, in seconds, of `identifier`'s civil time at `date`; nil when the identifier
    /// is not a zone's name (empty, absolute, or with "." or ".." in it), names no readable file, or
    /// the file is not a whole TZif file.
    public func utcOffsetSeconds(identifier: String, at date: Date) -> Int? {
        guard let instant = Self.seconds(date), let zone = zone(identifier) else { return nil }
        return zone.utcOffset(at: instant)
    }

    private func zone(_ identifier: String) -> TZifFile? {
        if let known = zones.withLock({ $0[identifier] }) { return known }
        let zone = Self.isZoneName(identifier) ? read(directory + "/" + identifier) : nil
        zones.withLock { _ = $0.updateValue(zone, forKey: identifier) }
        return zone
    }

    private func read(_ path: String) -> TZifFile? {
        guard let file = try? MappedFile(path: path) else { return nil }
        return file.withBytes { TZifFile(bytes: $0) }
    }

    /// True for a relative path of letters, digits, "_", "-" and "+" between single slashes, as every
    /// zone is named ("America/Argentina/Buenos_Aires", "Etc/GMT+5"): nothing that leaves the folder.
    public static func isZoneName(_ identifier: String) -> Bool {
        let parts = identifier.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        return identifier.utf8.count <= 255
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.allSatisfy { byte in
                        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                            || [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+")].contains(byte)
                    }
            }
    }

    /// Whole seconds since 1970 at or before `date`; nil more than about 300,000 years away from 1970.
    private static func seconds(_ date: Date) -> Int64? {
        let interval = date.timeIntervalSince1970.rounded(.down)
        guard abs(interval) <= 1e13 else { return nil }
        return Int64(interval)
    }
}
