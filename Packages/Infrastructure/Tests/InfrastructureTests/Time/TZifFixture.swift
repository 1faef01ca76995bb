/// Small TZif files written as zic writes them, for zones and damage the system's database lacks.
enum TZifFixture {
    /// A zone whose local time types have `offsets`, changing to type `types[i]` at `transitions[i]`.
    ///
    /// Version 1 has its data in 32-bit form only and no footer; later versions have a minimal version 1
    /// block, as `zic -b slim` writes, then the 64-bit data and `footer`.
    /// `leaps` are leap-second records: (occurrence, correction).
    static func bytes(
        version: Int, transitions: [Int64] = [], types: [UInt8] = [], offsets: [Int32], footer: String = "",
        leaps: [(Int64, Int32)] = []
    ) -> [UInt8] {
        guard version > 1 else {
            return block(
                version: 0, transitions: transitions, types: types, offsets: offsets, leaps: leaps,
                timeSize: 4)
        }
        let versionByte = UInt8(ascii: "0") + UInt8(version)
        return block(version: versionByte, transitions: [], types: [], offsets: [0], leaps: [], timeSize: 4)
            + block(
                version: versionByte, transitions: transitions, types: types, offsets: offsets, leaps: leaps,
                timeSize: 8)
            + Array("\n\(footer)\n".utf8)
    }

    private static func block(
        version: UInt8, transitions: [Int64], types: [UInt8], offsets: [Int32], leaps: [(Int64, Int32)],
        timeSize: Int
    ) -> [UInt8] {
        let counts = [0, 0, leaps.count, transitions.count, offsets.count, 4]
        var bytes = Array("TZif".utf8) + [version] + Array(repeating: 0, count: 15)
        bytes += counts.flatMap { bigEndian(Int64($0), size: 4) }
        bytes += transitions.flatMap { bigEndian($0, size: timeSize) }
        bytes += types
        bytes += offsets.flatMap { bigEndian(Int64($0), size: 4) + [0, 0] }
        bytes += Array("LMT\0".utf8)
        bytes += leaps.flatMap { bigEndian($0.0, size: timeSize) + bigEndian(Int64($0.1), size: 4) }
        return bytes
    }

    private static func bigEndian(_ value: Int64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
