import Domain

/// A service that may answer for several places in one request.
public protocol PlaceBatching: Sendable {
    /// The most places one request may ask about; 1 for a service that answers for one place at a time.
    var placesPerRequest: Int { get }

    /// How many places each request asks about, in order, when `count` places are due: a service that
    /// passes some on to another (failover) may ask about more at once than `placesPerRequest`.
    func requestSizes(forPlaces count: Int) -> [Int]
}

extension PlaceBatching {
    public var placesPerRequest: Int { 1 }

    public func requestSizes(forPlaces count: Int) -> [Int] {
        Self.sizes(of: count, by: placesPerRequest)
    }

    /// The places of each request, as index ranges of `count` places in order: `requestSizes` kept within
    /// the places there are, and any it leaves out asked `placesPerRequest` at a time.
    package func requestRanges(forPlaces count: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for size in requestSizes(forPlaces: count) where start < count {
            let end = min(count, start + max(1, size))
            ranges.append(start..<end)
            start = end
        }
        for size in Self.sizes(of: count - start, by: placesPerRequest) {
            ranges.append(start..<start + size)
            start += size
        }
        return ranges
    }

    /// `count` cut into requests of `size` (at least 1), the last holding what is left.
    package static func sizes(of count: Int, by size: Int) -> [Int] {
        let size = max(1, size)
        return stride(from: 0, to: count, by: size).map { min(size, count - $0) }
    }
}
