/// Reads a TZif file's parts in order, big-endian; every read is nil past the end of the bytes.
struct TZifReader {
    /// The counts a TZif header gives for the data block after it.
    struct Header {
        /// 0 for version 1, else the ASCII digit.
        let version: UInt8
        let universalIndicatorCount: Int
        let standardIndicatorCount: Int
        let leapCount: Int
        let transitionCount: Int
        let typeCount: Int
        let characterCount: Int

        /// The data block's length in bytes, transition times and leap second occurrences being `timeSize` long.
        func dataLength(timeSize: Int) -> Int {
            transitionCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + standardIndicatorCount + universalIndicatorCount
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// "TZif", a version, 15 reserved bytes and six counts.
    mutating func header() -> Header? {
        guard let magic = take(4), magic.elementsEqual(TZifFile.magic), let version = take(1)?.first,
            version == 0 || (UInt8(ascii: "2")...UInt8(ascii: "9")).contains(version), skip(15),
            let counts = integers(6, size: 4)
        else { return nil }
        let sizes = counts.map { Int(UInt32(truncatingIfNeeded: $0)) }
        return Header(
            version: version, universalIndicatorCount: sizes[0], standardIndicatorCount: sizes[1],
            leapCount: sizes[2], transitionCount: sizes[3], typeCount: sizes[4], characterCount: sizes[5])
    }

    /// Each type's offset from UTC, in seconds east; its DST flag and abbreviation are not needed.
    mutating func localTimeTypeOffsets(_ count: Int) -> [Int]? {
        var offsets: [Int] = []
        for _ in 0..<count {
            guard let offset = integer(size: 4), offset != Int64(Int32.min), skip(2) else { return nil }
            offsets.append(Int(offset))
        }
        return offsets
    }

    mutating func leapSeconds(_ count: Int, timeSize: Int) -> [TZifFile.LeapSecond]? {
        var leapSeconds: [TZifFile.LeapSecond] = []
        for _ in 0..<count {
            guard let occurrence = integer(size: timeSize), let correction = integer(size: 4) else {
                return nil
            }
            leapSeconds.append(TZifFile.LeapSecond(occurrence: occurrence, correction: correction))
        }
        return leapSeconds
    }

    /// The TZ string between the two newlines that end a file of version 2 or later; it may be empty.
    mutating func footer() -> String? {
        guard take(1)?.first == 0x0A, let end = bytes[position...].firstIndex(of: 0x0A) else { return nil }
        defer { position = end + 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    /// `count` signed big-endian integers of `size` bytes each (1 byte ones unsigned).
    mutating func integers(_ count: Int, size: Int) -> [Int64]? {
        guard count <= (bytes.count - position) / size else { return nil }
        var values: [Int64] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = integer(size: size) else { return nil }
            values.append(value)
        }
        return values
    }

    mutating func skip(_ count: Int) -> Bool {
        take(count) != nil
    }

    private mutating func integer(size: Int) -> Int64? {
        guard let field = take(size) else { return nil }
        if size == 1 { return Int64(field[field.startIndex]) }
        let unsigned = field.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        // Sign-extend from the field's width.
        let unused = UInt64(64 - 8 * size)
        return Int64(bitPattern: unsigned << unused) >> unused
    }

    private mutating func take(_ count: Int) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard count >= 0, count <= bytes.count - position else { return nil }
        defer { position += count }
        return bytes[position..<position + count]
    }
}
