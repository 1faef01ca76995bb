import Domain
import FoundationEssentials
import Infrastructure
import Synchronization

/// The offline gazetteer of GeoNames's cities of 15,000 people or more, read from gazetteer.tsv on
/// first use and searched in place.
///
/// Matching compares `SearchKey`s. A lookup takes the whole name: the
/// city's own name before alternate names, then the most populous, within the query's country and
/// region when it has them. A search takes every city whose name, or a word of it, starts with the
/// query, and every city with an alternate name that is the whole query ("Bombay"), biggest first. A missing or broken file makes every lookup throw
/// `WeatherError.configuration` naming it.
public final class Gazetteer: CityRepository, Sendable {
    private enum State: Sendable {
        /// Not read yet: where the file is, found when first needed.
        case unread(@Sendable () -> URL)
        case ready(GazetteerIndex, URL)
        case failed(WeatherError)
    }

    private let state: Mutex<State>
    /// Every city's coordinates, read on the first question about the city nearest a point.
    let positions = Mutex<GazetteerPositions?>(nil)

    /// A gazetteer that reads `fileURL` on first use, not before.
    public convenience init(fileURL: URL) {
        self.init(locating: { fileURL })
    }

    /// A gazetteer that asks `locating` where its file is on first use, and maps it then.
    public init(locating: @escaping @Sendable () -> URL) {
        state = Mutex(.unread(locating))
    }

    /// Reads the file now if not yet read; throws `WeatherError.configuration` when it is missing or broken.
    public func preload() throws(WeatherError) {
        _ = try loaded()
    }

    public func city(matching query: PlaceQuery) throws(WeatherError) -> City? {
        let (index, fileURL) = try loaded()
        let key = SearchKey(query.name)
        guard !key.isEmpty else { return nil }
        let region = query.region.map(SearchKey.init)
        let candidates = index.entries(equalTo: Array(key.compact.utf8)).filter(\.kind.startsName)
            .sorted { ($0.kind.rawValue, $0.city) < ($1.kind.rawValue, $1.city) }
        var matches: [(city: City, kind: GazetteerIndex.Kind)] = []
        for candidate in candidates {
            let city = try Self.city(at: candidate.city, in: index, fileURL: fileURL)
            if let code = query.countryCode, city.countryCode != code { continue }
            if let region, !Self.region(of: city, is: region) { continue }
            matches.append((city, candidate.kind))
        }
        guard let best = matches.first else { return nil }
        let rivals = matches.filter { $0.kind == best.kind && $0.city.population * 2 >= best.city.population }
        let labels = Self.labels(rivals.map(\.city))
        guard labels.count == 1 else {
            throw .ambiguousCity(query: query.text, candidates: Array(labels.prefix(Self.maximumCandidates)))
        }
        return best.city
    }

    /// The most cities an ambiguous name lists.
    static let maximumCandidates = 8

    /// Queries that tell `cities` apart, each once: "Name,CC", with the region code where the country
    /// has several.
    private static func labels(_ cities: [City]) -> [String] {
        var labels: [String] = []
        for city in cities {
            let sameCountry = cities.filter { $0.countryCode == city.countryCode }.count > 1
            let label =
                sameCountry && city.regionCode != nil
                ? "\(city.name),\(city.regionCode ?? ""),\(city.countryCode)"
                : "\(city.name),\(city.countryCode)"
            if !labels.contains(label) { labels.append(label) }
        }
        return labels
    }

    public func search(_ query: String, limit: Int) throws(WeatherError) -> [City] {
        let (index, fileURL) = try loaded()
        let key = SearchKey(query)
        guard !key.isEmpty, limit > 0 else { return [] }
        // Cities are stored biggest first, so the smallest offsets are the biggest cities.
        var offsets: Set<Int> = []
        let prefix = Array(key.words.utf8)
        // Other names are found whole ("Bombay"), so that "Par" does not list every city some language
        // calls Par…; but a start in a script other than Latin can only be the start of another name, and
        // finds it as a Latin start finds a city's own name ("Моск" finds Moscow).
        let byOtherNamesStart = prefix.contains { $0 >= 0x80 }
        index.forEachEntry(startingWith: prefix) { entry in
            switch entry.kind {
            case .name, .nameWord: offsets.insert(entry.city)
            case .alternate where entry.isWhole || byOtherNamesStart: offsets.insert(entry.city)
            case .alternate, .alternateWord: break
            }
        }
        let best = offsets.sorted().prefix(limit)
        var cities: [City] = []
        for offset in best {
            cities.append(try Self.city(at: offset, in: index, fileURL: fileURL))
        }
        return cities
    }

    private static func region(of city: City, is key: SearchKey) -> Bool {
        [city.regionCode, city.regionName].contains { $0.map(SearchKey.init) == key }
    }

    static func city(at offset: Int, in index: GazetteerIndex, fileURL: URL) throws(WeatherError)
        -> City
    {
        guard let line = index.cityLine(at: offset) else {
            throw failure(fileURL, "is damaged: an index entry points at no city")
        }
        switch GazetteerRecord.city(from: line[...]) {
        case .success(let city): return city
        case .failure(let problem): throw failure(fileURL, problem.reason)
        }
    }

    func loaded() throws(WeatherError) -> (GazetteerIndex, URL) {
        try state.withLock { (state: inout State) throws(WeatherError) -> (GazetteerIndex, URL) in
            switch state {
            case .ready(let index, let url):
                return (index, url)
            case .failed(let error):
                throw error
            case .unread(let locate):
                let fileURL = locate()
                do throws(WeatherError) {
                    let index = try Self.load(fileURL)
                    state = .ready(index, fileURL)
                    return (index, fileURL)
                } catch {
                    state = .failed(error)
                    throw error
                }
            }
        }
    }

    private static func load(_ fileURL: URL) throws(WeatherError) -> GazetteerIndex {
        let file: MappedFile
        do {
            file = try MappedFile(path: fileURL.path)
        } catch {
            throw failure(fileURL, error.isMissing ? "does not exist" : "cannot be read: \(error.reason)")
        }
        do {
            return try GazetteerIndex(file: file)
        } catch {
            throw failure(fileURL, error.reason)
        }
    }

    static func failure(_ fileURL: URL, _ problem: String) -> WeatherError {
        .configuration(.damagedDataFile(.gazetteer, path: fileURL.path, problem: problem))
    }
}
