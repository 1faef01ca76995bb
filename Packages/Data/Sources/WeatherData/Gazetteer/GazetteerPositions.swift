import Domain

/// Every city's coordinates and line offset in bands of latitude, to find the city nearest a point by
/// looking only at bands whose latitude alone does not already put them farther than the nearest so far.
///
/// Built in memory from the mapped file on the first question, once per process: reading the 34,006 city
/// lines and sorting them into bands took 3.5 ms in a release build; each question after that takes
/// microseconds, where a scan of the mapped lines would take the whole 3.5 ms every time.
struct GazetteerPositions: Sendable {
    struct Entry: Sendable {
        let coordinates: Coordinates
        /// The city line's offset, which is also its rank by population.
        let city: Int
    }

    /// The cities of one band, and the southernmost and northernmost latitude among them.
    private struct Band: Sendable {
        let entries: Range<Int>
        let south: Double
        let north: Double
    }

    /// A tenth of a degree high: a few dozen cities in the busiest band.
    private static let bandsPerDegree = 10.0

    /// Band by band, south to north.
    private let entries: [Entry]
    /// The bands that have cities, south to north.
    private let bands: [Band]

    /// Reads every city line of `index`; throws what is wrong with the first damaged one.
    init(index: GazetteerIndex) throws(GazetteerFormatError) {
        var read: [Entry] = []
        read.reserveCapacity(index.cityCount)
        try index.forEachCityLine { (offset, line) throws(GazetteerFormatError) in
            let coordinates: Coordinates
            if let fast = GazetteerRecord.coordinates(from: line) {
                coordinates = fast
            } else {
                // Other spellings ("1e-05") and damage are for the record's own reader to judge.
                coordinates = try GazetteerRecord.city(from: ArraySlice(line)).get().coordinates
            }
            read.append(Entry(coordinates: coordinates, city: offset))
        }
        (entries, bands) = Self.banded(read)
    }

    /// `entries` grouped by band (a counting sort: each band's count, then each entry put in its place).
    private static func banded(_ entries: [Entry]) -> ([Entry], [Band]) {
        let bandCount = Int(180 * bandsPerDegree) + 1
        let entryBands = entries.map { entry in
            min(Int(((entry.coordinates.latitude + 90) * bandsPerDegree).rounded(.down)), bandCount - 1)
        }
        var starts = Array(repeating: 0, count: bandCount + 1)
        for band in entryBands { starts[band + 1] += 1 }
        for band in 0..<bandCount { starts[band + 1] += starts[band] }
        var next = starts
        var banded = entries
        for (entry, band) in zip(entries, entryBands) {
            banded[next[band]] = entry
            next[band] += 1
        }
        var bands: [Band] = []
        for band in 0..<bandCount where starts[band] < starts[band + 1] {
            let range = starts[band]..<starts[band + 1]
            var south = Double.infinity
            var north = -Double.infinity
            for entry in banded[range] {
                south = min(south, entry.coordinates.latitude)
                north = max(north, entry.coordinates.latitude)
            }
            bands.append(Band(entries: range, south: south, north: north))
        }
        return (banded, bands)
    }

    /// The offset of the city nearest `point` by great-circle distance, the bigger city of two as near;
    /// nil only when there are no cities.
    func nearest(to point: Coordinates) -> Int? {
        var above = firstBand(reaching: point.latitude)
        var below = above - 1
        var best: (kilometres: Double, city: Int)?
        // Bands in order of their latitude's distance from the point's, nearest first.
        while above < bands.count || below >= 0 {
            let gapAbove = above < bands.count ? max(0, bands[above].south - point.latitude) : .infinity
            let gapBelow = below >= 0 ? point.latitude - bands[below].north : .infinity
            let band: Band
            let nearestLatitude: Double
            if gapAbove <= gapBelow {
                band = bands[above]
                nearestLatitude = max(band.south, point.latitude)
                above += 1
            } else {
                band = bands[below]
                nearestLatitude = band.north
                below -= 1
            }
            // No city of the band is nearer than the point on its own meridian at the band's nearest
            // latitude, and the bands still to come lie farther in latitude still.
            if let best, let meridian = Coordinates(latitude: nearestLatitude, longitude: point.longitude),
                meridian.kilometres(to: point) > best.kilometres
            {
                break
            }
            for entry in entries[band.entries] {
                let kilometres = entry.coordinates.kilometres(to: point)
                if best.map({ (kilometres, entry.city) < ($0.kilometres, $0.city) }) ?? true {
                    best = (kilometres, entry.city)
                }
            }
        }
        return best?.city
    }

    /// The first band that reaches `latitude` or lies north of it.
    private func firstBand(reaching latitude: Double) -> Int {
        var low = 0
        var high = bands.count
        while low < high {
            let middle = (low + high) / 2
            if bands[middle].north < latitude { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
