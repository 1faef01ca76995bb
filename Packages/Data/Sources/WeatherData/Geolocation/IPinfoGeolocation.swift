import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// Where the machine is, from IPinfo's keyless lookup of the address a request comes from
/// (`GET /json`: `{"city", "region", "country", "loc": "lat,lon", "timezone"}`), over HTTPS.
///
/// The service learns the machine's public IP address, the time of the request and wxapp's User-Agent;
/// nothing else is sent. docs/PROVIDERS.md says why this service, and its limits.
public struct IPinfoGeolocation: LocationService {
    public static let baseURL = URL(string: "https://ipinfo.io")!
    /// What a failure is called in messages.
    static let failing = "IPinfo's location lookup"

    private let connection: ServiceConnection

    public init(baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) {
        connection = ServiceConnection(
            urlName: "the location service URL", baseURL: baseURL, http: http, monitor: monitor,
            logger: logger)
    }

    /// The place the service puts the machine's public IP address at.
    public func here() async throws(WeatherError) -> Place {
        // A 404 is a lookup that failed (IPinfo's answer for an address it cannot place), not a reply
        // wxapp cannot read.
        let reply = try await connection.decoded(
            IPinfoReplyDTO.self, "json", query: [], failing: Self.failing,
            unreadable: "the location reply is not the JSON expected",
            notFound: { .serviceUnavailable(statusCode: $0.statusCode) })
        guard let place = reply.place else {
            throw WeatherError.unreadableResponse(
                detail: "the location reply has no coordinates, city or country that wxapp can use"
            ).failing(Self.failing)
        }
        return place
    }
}

/// The members of IPinfo's reply that wxapp reads.
struct IPinfoReplyDTO: Decodable {
    let city: String?
    let region: String?
    let country: String?
    let loc: String?

    /// The place the reply gives: a city with a two-letter country and coordinates; nil when one lacks, or
    /// when the city's name cannot be typed back.
    var place: Place? {
        guard let loc, let (latitude, longitude) = PlaceQuery.numberPair(loc),
            let coordinates = Coordinates(latitude: latitude, longitude: longitude),
            let city = city.map(PlaceName.cleaned), PlaceName.canBeTyped(city),
            let country, country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        // Its names go through the one rule for names from outside (`PlaceName`), as a geocoder's do.
        return Place(
            name: city, countryCode: country, region: PlaceName.region(region), coordinates: coordinates)
    }
}
