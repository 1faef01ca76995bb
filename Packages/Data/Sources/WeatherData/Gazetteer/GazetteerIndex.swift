import FoundationEssentials
import Infrastructure

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// gazetteer.tsv mapped into memory: the cities by falling population, then a sorted index of folded
/// keys, searched by binary search over the mapped bytes without reading the file through.
///
/// The header is `wxapp-gazetteer<TAB>1<TAB>cities<TAB>keys<TAB>keys offset<TAB>file size`, the two
/// offsets zero-padded to ten digits. City lines follow (see `GazetteerRecord`), then one line per key,
/// `key<TAB>city line offset<TAB>kind`, sorted by key bytes. A city's offset is also its rank: bigger
/// cities come first.
struct GazetteerIndex: Sendable {
    /// Where a key comes from in a city's names, best first.
    enum Kind: UInt8, Sendable {
        case name, alternate, nameWord, alternateWord

        /// True for keys that start a whole name or alternate name, not a later word.
        var startsName: Bool { self == .name || self == .alternate }
    }

    /// One hit of the index: the city's line offset (smaller is bigger) and where the key came from.
    struct Entry: Sendable, Equatable {
        let city: Int
        let kind: Kind
        let isWhole: Bool
    }

    static let format = "wxapp-gazetteer"
    static let version = "1"

    private let file: MappedFile
    let cityCount: Int
    let keyCount: Int
    private let citiesStart: Int
    private let keysStart: Int

    /// Checks the header against the file; throws a sentence fragment saying what is wrong.
    init(file: MappedFile) throws(GazetteerFormatError) {
        let header = file.withBytes { bytes -> [String]? in
            guard let end = bytes.firstIndex(of: 0x0A) else { return nil }
            return String(decoding: bytes[..<end], as: UTF8.self)
                .split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        guard let header, header.count >= 2 else {
            throw GazetteerFormatError("is empty or has no header line")
        }
        guard header[0] == Self.format else { throw GazetteerFormatError("is not a wxapp gazetteer") }
        guard header[1] == Self.version else {
            throw GazetteerFormatError(
                "has format version \(header[1]); this wxapp reads version \(Self.version)")
        }
        let citiesStart = header.joined(separator: "\t").utf8.count + 1
        guard header.count == 6, let cities = Int(header[2]), let keys = Int(header[3]),
            let keysStart = Int(header[4]), let size = Int(header[5]), cities > 0,
            (citiesStart..<size).contains(keysStart)
        else { throw GazetteerFormatError("has a damaged header line") }
        let intact = file.withBytes { bytes in
            bytes.count == size && bytes[size - 1] == 0x0A && bytes[keysStart - 1] == 0x0A
        }
        guard intact else {
            throw GazetteerFormatError("is truncated or damaged: its size does not match its header")
        }
        self.file = file
        self.cityCount = cities
        self.keyCount = keys
        self.citiesStart = citiesStart
        self.keysStart = keysStart
    }

    /// The line of the city at `offset` without its newline, or nil when no city line starts there.
    func cityLine(at offset: Int) -> [UInt8]? {
        file.withBytes { bytes in
            guard (citiesStart..<keysStart).contains(offset), bytes[offset - 1] == 0x0A else { return nil }
            return Array(bytes[offset..<Self.lineEnd(after: offset, in: bytes)])
        }
    }

    /// The offset of every city line, biggest city first.
    func cityOffsets() -> [Int] {
        var offsets: [Int] = []
        forEachCityLine { offset, _ in offsets.append(offset) }
        return offsets
    }

    /// Calls `body` with the offset and the bytes, without the newline, of every city line, biggest city first.
    func forEachCityLine<E: Error>(
        _ body: (Int, Slice<UnsafeBufferPointer<UInt8>>) throws(E) -> Void
    ) throws(E) {
        try file.withBytes { (bytes) throws(E) in
            var offset = citiesStart
            while offset < keysStart {
                let end = Self.lineEnd(after: offset, in: bytes)
                try body(offset, bytes[offset..<end])
                offset = end + 1
            }
        }
    }

    /// Every entry whose key equals `key`.
    func entries(equalTo key: [UInt8]) -> [Entry] {
        var result: [Entry] = []
        forEachEntry(startingWith: key) { entry in
            if entry.isWhole { result.append(entry) }
        }
        return result
    }

    /// Calls `body` for every entry whose key starts with `prefix`, in key order.
    func forEachEntry(startingWith prefix: [UInt8], _ body: (Entry) -> Void) {
        file.withBytes { bytes in
            var line = lowerBound(prefix, in: bytes)
            while line < bytes.count {
                let end = Self.lineEnd(after: line, in: bytes)
                let keyEnd = bytes[line..<end].firstIndex(of: 0x09) ?? end
                guard bytes[line..<keyEnd].starts(with: prefix) else { return }
                // A damaged line is skipped: the header's size check already rules out a truncated file.
                if let (city, kind) = Self.fields(bytes[keyEnd..<end]) {
                    body(Entry(city: city, kind: kind, isWhole: keyEnd - line == prefix.count))
                }
                line = end + 1
            }
        }
    }

    /// Calls `body` with the key and entry of every line of the index whose key starts with `prefix` and
    /// that `wanted` takes, in key order: `wanted` sees the key's bytes alone, so that most lines are
    /// passed over unread.
    func forEachKey(
        startingWith prefix: [UInt8] = [], where wanted: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool,
        _ body: (Slice<UnsafeBufferPointer<UInt8>>, Entry) -> Void
    ) {
        file.withBytes { bytes in
            var line = prefix.isEmpty ? keysStart : lowerBound(prefix, in: bytes)
            while line < bytes.count {
                let end = Self.lineEnd(after: line, in: bytes)
                let keyEnd = bytes[line..<end].firstIndex(of: 0x09) ?? end
                guard bytes[line..<keyEnd].starts(with: prefix) else { return }
                if wanted(bytes[line..<keyEnd]), let (city, kind) = Self.fields(bytes[keyEnd..<end]) {
                    body(bytes[line..<keyEnd], Entry(city: city, kind: kind, isWhole: true))
                }
                line = end + 1
            }
        }
    }

    /// The first key line whose key is not less than `key`: a binary search over byte offsets, each probe
    /// moved back to the start of its line.
    private func lowerBound(_ key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var low = keysStart
        var high = bytes.count
        while low < high {
            var middle = (low + high) / 2
            while middle > low, bytes[middle - 1] != 0x0A { middle -= 1 }
            let end = Self.lineEnd(after: middle, in: bytes)
            let keyEnd = bytes[middle..<end].firstIndex(of: 0x09) ?? end
            if bytes[middle..<keyEnd].lexicographicallyPrecedes(key) {
                low = end + 1
            } else {
                high = middle
            }
        }
        return low
    }

    private static func lineEnd(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard offset < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + offset, 0x0A, bytes.count - offset)
        else { return bytes.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The city offset and kind after a key: `<TAB>offset<TAB>kind`.
    private static func fields(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> (Int, Kind)? {
        let fields = bytes.split(separator: 0x09)
        guard fields.count == 2, let city = integer(fields[0]), let raw = integer(fields[1]),
            let kind = Kind(rawValue: UInt8(clamping: raw))
        else { return nil }
        return (city, kind)
    }

    private static func integer(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !bytes.isEmpty, bytes.count < 12 else { return nil }
        var value = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}

/// Why gazetteer.tsv cannot be used, as a fragment that follows the file's name.
struct GazetteerFormatError: Error, Equatable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
