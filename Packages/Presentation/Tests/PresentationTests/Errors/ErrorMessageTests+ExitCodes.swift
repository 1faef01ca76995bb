import Domain
import TestSupport
import Testing
import WeatherData

@testable import Presentation

extension ErrorMessageTests {
    @Test(arguments: [
        (WeatherError.invalidQuery(.empty), Int32(64)),
        (.invalidPlaceList(.unusable(path: "x.json", problem: "is empty")), 64),
        (.ambiguousPlace(query: "London", candidates: ["London,GB", "London,CA"]), 64),
        (.ambiguousCity(query: "Springfield", candidates: ["Springfield,MO,US", "Springfield,IL,US"]), 64),
        (.weatherNotFound(place: .madrid), 66),
        (.outdatedForecast(place: "Tokyo, JP"), 65),
        (.outsideReach(provider: "Regional", area: "Japan"), 64),
        (.pointNotServed(provider: "NWS", problem: "InvalidPoint"), 65),
        (.expiredForecast(provider: "NWS", ageSeconds: 172_800), 65),
        (.placeNameTaken(saved: "Springfield, Illinois, US", asked: "Springfield, Missouri, US"), 64),
        (.unreadableResponse(detail: "bad JSON"), 65),
        (.placeNotFound(query: "Atlantis"), 66),
        (.placeNotKnownOffline(query: "Atlantis"), 66),
        (.placeNotSaved(query: "Madrid"), 66),
        (.capitalUnknown(country: "Antarctica"), 66),
        (.notCached(query: "Tokyo"), 69),
        (.networkUnavailable(detail: "no route to host"), 69),
        (
            .untrustedService(
                host: "api.open-meteo.com", detail: "SSL certificate problem: certificate has expired"), 69
        ),
        (.networkLibraryMissing(detail: "libcurl.so.4: cannot open shared object file"), 69),
        (.internalFailure(detail: "oops"), 70),
        (.storage(path: "/tmp/wx.sqlite3", detail: "disk I/O error"), 74),
        (.timedOut, 75),
        (.rateLimited(retryAfterSeconds: 60), 75),
        (.rateLimited(retryAfterSeconds: nil), 75),
        (.serviceUnavailable(statusCode: 503), 75),
        (
            .requestBudgetSpent(host: "api.openweathermap.org", requestsPerMinute: 50, retryAfterSeconds: 58),
            75
        ),
        (.apiKeyRejected, 77),
        (.apiKeyMissing, 78),
        (.configuration(.insecureURL(name: "WXAPP_OPENWEATHER_URL")), 78),
        (
            .configuration(.damagedDataFile(.gazetteer, path: "/x/gazetteer.tsv", problem: "does not exist")),
            78
        ),
    ])
    func mapsEveryErrorToItsExitCode(error: WeatherError, code: Int32) {
        let message = ErrorMessage(error, words: Words(.english))

        #expect(message.exitCode == code)
        #expect(message.text.hasSuffix("."))
    }

    /// The place a service has no weather for is named as the cards name it, in the reader's language.
    @Test(arguments: [(Language.polish, "Madryt, ES"), (.portuguese, "Madri, ES"), (.japanese, "マドリード, ES")])
    func aPlaceWithoutWeatherIsNamedInTheReadersLanguage(language: Language, named: String) {
        let message = ErrorMessage(.weatherNotFound(place: .madrid), words: Words(language))
        #expect(message.text.contains(named), "\(message.text)")
        #expect(!message.text.contains("Madrid"), "\(message.text)")
    }
}
