/// Finds the place a query names for a look at its weather, wherever it is: a saved place first, else one
/// looked at before, else what the name means (a country's capital, a gazetteer city, a geocoded place).
///
/// A place that is not saved never joins the list: it is kept off it, with what is fetched for it, so that
/// the next look is instant and works offline.
public struct PlaceLookup: Sendable {
    private let saved: SavedPlaceFinder
    private let resolver: PlaceResolver
    private let offlineResolver: PlaceResolver
    private let places: any WeatherRepository
    private let here: (any HereRepository)?

    /// `offlineResolver` is asked in place of `resolver` offline: the catalog and the gazetteer, no service.
    /// `here` finds "here", when given.
    public init(
        saved: SavedPlaceFinder, resolver: PlaceResolver, offlineResolver: PlaceResolver,
        places: any WeatherRepository, here: (any HereRepository)? = nil
    ) {
        self.saved = saved
        self.resolver = resolver
        self.offlineResolver = offlineResolver
        self.places = places
        self.here = here
    }

    /// The place `query` names. Offline, or without `geocoding`, a place neither saved nor looked at before
    /// is found by the catalog and the gazetteer alone; offline, its weather is then not cached, which the
    /// caller says.
    public func find(_ query: PlaceQuery, offline: Bool, geocoding: Bool = true) async throws(WeatherError)
        -> Place
    {
        if query.namesHere, let here {
            let place = try await here.here(offline: offline)
            if !offline { try await places.keepLookedAt(place) }
            return place
        }
        let savedNearest: [NearPlace]
        do {
            return try await saved.find(query)
        } catch .placeNotSaved(_, let nearest) {
            if let looked = try await lookedAt(query) {
                if !offline { try await places.keepLookedAt(looked) }
                return looked
            }
            savedNearest = nearest
        }
        var place: Place
        do {
            place = try await (offline || !geocoding ? offlineResolver : resolver).resolve(query)
        } catch .placeNotFound(let text, let nearest) {
            throw .placeNotFound(query: text, nearest: Self.merged(savedNearest, nearest))
        } catch .placeNotKnownOffline(let text, let nearest) {
            throw .placeNotKnownOffline(query: text, nearest: Self.merged(savedNearest, nearest))
        }
        if query.coordinates != nil {
            place = PlaceResolver.namedApart(
                place, from: try await places.savedPlaces(named: SearchKey(place.name)))
        }
        if !offline { try await places.keepLookedAt(place) }
        return place
    }

    /// The saved places' names a slip away, then the catalog's and the gazetteer's, each place once (as
    /// saved, by the name it is shown by).
    private static func merged(_ saved: [NearPlace], _ known: [NearPlace]) -> [NearPlace] {
        var seen: Set<NearPlace> = []
        return (saved + known).filter { seen.insert($0.place).inserted }
    }

    /// The place looked at before that `query` names, when one alone answers to it best. A point is found
    /// again by the name resolving it gives, never by its digits.
    private func lookedAt(_ query: PlaceQuery) async throws(WeatherError) -> Place? {
        guard query.coordinates == nil else { return nil }
        let best = Place.bestMatches(for: query, among: try await places.lookedAtPlaces(named: query.nameKey))
        return best.count == 1 ? best.first : nil
    }
}
