import FoundationEssentials

/// The 1991–2020 normals of a place, saved or not: asked of the service the first time only, kept for good after.
public struct ShowNormalsUseCase: Sendable {
    /// A place's normals, with those of the seven days from its today.
    public struct Report: Sendable, Equatable {
        public let place: Place
        public let normals: ClimateNormals
        /// The normals of today and the six days after, by the place's own clock.
        public let week: [ClimateNormals.Day]
    }

    private let finder: PlaceLookup
    private let normals: any ClimateNormalsRepository
    private let places: any WeatherRepository
    private let zones: any TimeZoneRules
    private let clock: any WallClock

    /// `places` gives a place's kept reading, whose offset stands for its clock where `zones` knows no zone.
    public init(
        finder: PlaceLookup, normals: any ClimateNormalsRepository, places: any WeatherRepository,
        zones: any TimeZoneRules, clock: any WallClock
    ) {
        self.finder = finder
        self.normals = normals
        self.places = places
        self.zones = zones
        self.clock = clock
    }

    /// The place `raw` names and its normals; `offline` uses only kept ones.
    public func execute(_ raw: String, offline: Bool) async throws(WeatherError) -> Report {
        let place = try await finder.find(try PlaceQuery(raw), offline: offline)
        let found: ClimateNormals
        if offline {
            guard let kept = try await normals.keptNormals(for: place) else {
                throw .notKept(.climateNormals, for: place)
            }
            found = kept
        } else {
            found = try await normals.normals(for: place)
        }
        return Report(place: place, normals: found, week: try await week(of: found, at: place))
    }

    /// The kept normals of `place`, or nil; never asks the service.
    public func kept(for place: Place) async throws(WeatherError) -> ClimateNormals? {
        try await normals.keptNormals(for: place)
    }

    /// The normals of the seven days from `place`'s today: its zone's date now, or without a zone the date
    /// by the offset of its kept reading (UTC's without one).
    private func week(of normals: ClimateNormals, at place: Place) async throws(WeatherError)
        -> [ClimateNormals.Day]
    {
        let now = clock.now
        let offsets = zones.offsets(
            at: place, keptReading: try await places.keptReport(for: place)?.weather, covering: [now])
        let today = LocalDate(containing: now, utcOffsetSeconds: offsets.seconds(at: now))
        return (0..<7).compactMap { normals.normal(on: LocalDate(daysSinceEpoch: today.daysSinceEpoch + $0)) }
    }
}
