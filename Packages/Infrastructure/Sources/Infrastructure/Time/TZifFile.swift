/// One zone of the compiled time zone database as zic writes it (TZif, RFC 9636): its transitions, the
/// offset each one starts, and the footer's rule for instants after the last.
struct TZifFile: Sendable, Equatable {
    /// Ascending instants, in seconds since 1970 UTC (in a zone under right/, counting leap seconds too).
    let transitions: [Int64]
    /// Seconds east of UTC from each transition on.
    let offsets: [Int]
    /// Seconds east of UTC before the first transition: local time type 0's.
    let initialOffset: Int
    /// Where the file's time scale gains leap seconds; empty but in zones that count them (right/).
    let leapSeconds: [LeapSecond]
    /// The footer's TZ string, read; nil when the file has none or it cannot be read.
    let rule: POSIXTimeZoneRule?

    /// From `occurrence` on (in the file's scale), the file's clock is `correction` seconds ahead of POSIX time.
    struct LeapSecond: Sendable, Equatable {
        let occurrence: Int64
        let correction: Int64

        /// RFC 9636 changes the correction by one second a record: a few dozen so far. Records far beyond
        /// that (or at instants no clock reaches) are a broken file, whose arithmetic could overflow.
        var isPlausible: Bool {
            correction.magnitude <= 10_000 && occurrence.magnitude <= 1 << 56
        }
    }

    /// Seconds east of UTC at `instant` (seconds since 1970 UTC, as POSIX counts them): the transitions'
    /// offsets, then the footer's rule, or the last transition's offset where the file has no readable rule.
    func utcOffset(at instant: Int64) -> Int {
        let time = instant + (leapSeconds.last { $0.occurrence - $0.correction <= instant }?.correction ?? 0)
        guard let last = transitions.last, time < last else {
            return rule?.utcOffset(at: instant) ?? offsets.last ?? initialOffset
        }
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : offsets[low - 1]
    }
}

extension TZifFile {
    static let magic = Array("TZif".utf8)

    /// The zone in `bytes`, from the 64-bit data of versions 2 and later (the 32-bit data of version 1);
    /// nil when they are not a whole, consistent TZif file.
    ///
    /// Versions after 4 are read as version 4: each version so far has only added to the one before.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        var reader = TZifReader(bytes: bytes)
        guard var header = reader.header() else { return nil }
        let hasVersion2Data = header.version >= UInt8(ascii: "2")
        if hasVersion2Data {
            guard reader.skip(header.dataLength(timeSize: 4)), let second = reader.header(),
                second.version == header.version
            else { return nil }
            header = second
        }
        let timeSize = hasVersion2Data ? 8 : 4
        guard header.typeCount >= 1, header.characterCount >= 1,
            [0, header.typeCount].contains(header.standardIndicatorCount),
            [0, header.typeCount].contains(header.universalIndicatorCount)
        else { return nil }
        guard let transitions = reader.integers(header.transitionCount, size: timeSize),
            zip(transitions, transitions.dropFirst()).allSatisfy({ $0 < $1 }),
            let typeIndices = reader.integers(header.transitionCount, size: 1),
            let typeOffsets = reader.localTimeTypeOffsets(header.typeCount),
            typeIndices.allSatisfy({ $0 < header.typeCount }),
            reader.skip(header.characterCount),
            let leapSeconds = reader.leapSeconds(header.leapCount, timeSize: timeSize),
            leapSeconds.allSatisfy(\.isPlausible),
            zip(leapSeconds, leapSeconds.dropFirst()).allSatisfy({ $0.occurrence < $1.occurrence }),
            reader.skip(header.standardIndicatorCount + header.universalIndicatorCount)
        else { return nil }
        var rule: POSIXTimeZoneRule?
        if hasVersion2Data {
            guard let footer = reader.footer() else { return nil }
            rule = POSIXTimeZoneRule(footer)
        }
        self.init(
            transitions: transitions, offsets: typeIndices.map { typeOffsets[Int($0)] },
            initialOffset: typeOffsets[0], leapSeconds: leapSeconds, rule: rule)
    }
}
