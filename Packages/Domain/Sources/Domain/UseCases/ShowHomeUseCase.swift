/// What a bare `wxapp` shows: the saved places, and the home place (the one named in the settings, else the
/// first saved place) or why it cannot be shown; a home that cannot be shown never keeps the list from showing.
public struct ShowHomeUseCase: Sendable {
    /// The saved places' reports, and the home's report or why there is none; nil when there is no home.
    public struct Shown: Sendable {
        public let saved: [WeatherReport]
        public let home: Result<WeatherReport, WeatherError>?
    }

    private let listPlaces: ListPlacesUseCase
    private let showPlace: @Sendable () throws(WeatherError) -> ShowPlaceUseCase

    /// The use case that finds a named home is made only when a home is named.
    public init(
        listPlaces: ListPlacesUseCase,
        showPlace: @escaping @Sendable () throws(WeatherError) -> ShowPlaceUseCase
    ) {
        self.listPlaces = listPlaces
        self.showPlace = showPlace
    }

    /// The place a command named without one shows: `home` as named, else the first saved place by its
    /// name and country ("Tokyo,JP"); `noPlaceNorHome` when there is neither.
    public func defaultPlace(home: String?) async throws(WeatherError) -> String {
        if let home { return home }
        guard let first = try await listPlaces.savedPlaces().first else {
            throw .invalidQuery(.noPlaceNorHome)
        }
        return "\(first.name),\(first.countryCode)"
    }

    /// The places a command that takes several shows when `named` is empty: every saved place (`[]`), or
    /// `home` alone when nothing is saved, as a bare `wxapp` shows it; `named` when it names any.
    public func places(_ named: [String], home: String?) async throws(WeatherError) -> [String] {
        guard named.isEmpty, let home, try await listPlaces.savedPlaces().isEmpty else { return named }
        return [home]
    }

    /// The saved places under `policy`, then the place `home` names (the first saved place when nil). A
    /// named home is found as `line` finds a place, with no geocoding service: a home no service knows is
    /// not asked for again on every run, and one only a service knows is kept once looked at.
    public func execute(home: String?, policy: FetchPolicy) async throws(WeatherError) -> Shown {
        let saved = try await listPlaces.execute(policy: policy)
        guard let home else { return Shown(saved: saved, home: saved.first.map { .success($0) }) }
        do throws(WeatherError) {
            let report = try await showPlace().execute(home, policy: policy, geocoding: false)
            return Shown(saved: saved, home: .success(report))
        } catch {
            return Shown(saved: saved, home: .failure(error))
        }
    }
}
