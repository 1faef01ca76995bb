import FoundationEssentials

/// Shows the official alerts of places, saved or not, refreshing them when older than five minutes.
public struct ShowAlertsUseCase: Sendable {
    /// Alerts are fetched again when older than five minutes: warnings change fast.
    public static let lifetime: Double = 300

    private let finder: PlaceLookup
    private let places: any WeatherRepository
    private let alerts: any AlertsRepository
    private let countries: any CountryRepository

    public init(
        finder: PlaceLookup, places: any WeatherRepository, alerts: any AlertsRepository,
        countries: any CountryRepository
    ) {
        self.finder = finder
        self.places = places
        self.alerts = alerts
        self.countries = countries
    }

    /// "France" for "FR": the catalog's name, or the code itself when the catalog cannot say.
    public func countryName(of code: String) -> String {
        do {
            return try countries.country(named: code)?.name ?? code
        } catch {
            return code
        }
    }

    /// Each query's alerts (every saved place's when there is none), in order; a failed one does not stop
    /// the others.
    public func execute(_ raws: [String], offline: Bool) async -> [Result<AlertsReport, WeatherError>] {
        let policy: FetchPolicy = offline ? .offline : .cacheFirst(lifetime: Self.lifetime)
        var found: [Result<Place, WeatherError>] = []
        if raws.isEmpty {
            do throws(WeatherError) {
                found = try await places.savedPlaces().map { .success($0) }
            } catch {
                return [.failure(error)]
            }
        }
        for raw in raws {
            do throws(WeatherError) {
                found.append(.success(try await finder.find(try PlaceQuery(raw), offline: offline)))
            } catch {
                found.append(.failure(error))
            }
        }
        var results: [Result<AlertsReport, WeatherError>] = []
        for place in found {
            switch place {
            case .success(let place):
                do throws(WeatherError) {
                    results.append(.success(try await alerts.alerts(for: place, policy: policy)))
                } catch {
                    results.append(.failure(error))
                }
            case .failure(let error):
                results.append(.failure(error))
            }
        }
        return results
    }

    /// How many alerts are in force at `now` at each saved place with kept alerts; never asks a service.
    public func alertsInForce(at now: Date) async throws(WeatherError) -> [PlaceKey: Int] {
        Dictionary(try await alerts.keptAlerts().map { ($0.place.key, $0.active(at: now).count) }) { $1 }
    }

    /// The saved places with an alert in force at `now` among their kept alerts; never asks a service.
    public func placesAlerted(at now: Date) async throws(WeatherError) -> Set<PlaceKey> {
        Set(try await alerts.keptAlerts().filter { !$0.active(at: now).isEmpty }.map(\.place.key))
    }

}
