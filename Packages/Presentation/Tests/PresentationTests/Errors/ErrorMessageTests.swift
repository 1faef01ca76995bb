import Domain
import Testing

@testable import Presentation

struct ErrorMessageTests {
    @Test(arguments: [
        (WeatherError.invalidQuery(reason: "The place name is empty."), Int32(64)),
        (.ambiguousPlace(query: "London", candidates: ["London,GB", "London,CA"]), 64),
        (.unreadableResponse(detail: "bad JSON"), 65),
        (.placeNotFound(query: "Atlantis"), 66),
        (.placeNotSaved(query: "Madrid"), 66),
        (.capitalUnknown(country: "Antarctica"), 66),
        (.notCached(query: "Tokyo"), 69),
        (.networkUnavailable(detail: "no route to host"), 69),
        (.internalFailure(detail: "oops"), 70),
        (.storage(path: "/tmp/wx.sqlite3", detail: "disk I/O error"), 74),
        (.timedOut, 75),
        (.rateLimited(retryAfterSeconds: 60), 75),
        (.rateLimited(retryAfterSeconds: nil), 75),
        (.serviceUnavailable(statusCode: 503), 75),
        (.apiKeyRejected, 77),
        (.apiKeyMissing, 78),
        (.configuration(detail: "WXAPP_OPENWEATHER_URL is not a URL."), 78),
    ])
    func mapsEveryErrorToItsExitCode(error: WeatherError, code: Int32) {
        let message = ErrorMessage(error)

        #expect(message.exitCode == code)
        #expect(message.text.hasSuffix("."))
    }

    @Test(arguments: [
        (
            WeatherError.apiKeyMissing,
            "No OpenWeatherMap API key is set. Set OPENWEATHER_API_KEY or run \"wxapp config set api-key KEY\" "
                + "(a free key: https://openweathermap.org/api), or use Open-Meteo, which needs none "
                + "(--provider openmeteo)."
        ),
        (
            .ambiguousPlace(query: "London", candidates: ["London,GB", "London,CA", "London,US"]),
            "\"London\" matches more than one saved place; try \"London,GB\", \"London,CA\" or \"London,US\"."
        ),
        (
            .rateLimited(retryAfterSeconds: 60),
            "The weather service is limiting requests. Try again in 60 seconds."
        ),
        (
            .rateLimited(retryAfterSeconds: nil),
            "The weather service is limiting requests. Try again in a few minutes."
        ),
        (
            .storage(path: "/tmp/wx.sqlite3", detail: "disk I/O error"),
            "The database /tmp/wx.sqlite3 could not be used: disk I/O error. Nothing in it was changed. "
                + "To go on with another file, use --db."
        ),
        (
            .placeNotSaved(query: "Madrid"),
            "\"Madrid\" is not among your saved places. Run \"wxapp list\" to see them, or \"wxapp add Madrid\" "
                + "to add it."
        ),
        (
            .networkUnavailable(detail: "no route to host"),
            "The network is unreachable and there is no cached copy to show. Check your connection and try again."
        ),
        (.invalidQuery(reason: "The place name is empty"), "The place name is empty."),
        (
            .configuration(detail: "WXAPP_OPENWEATHER_URL is not a URL."),
            "The configuration is invalid: WXAPP_OPENWEATHER_URL is not a URL. Fix it and try again."
        ),
    ])
    func messagesAreWholeSentencesThatSayWhatToDo(error: WeatherError, expected: String) {
        #expect(ErrorMessage(error).text == expected)
    }

    @Test func verboseAddsTheSystemsDetail() {
        let error = WeatherError.networkUnavailable(detail: "no route to host")

        #expect(
            ErrorMessage(error, verbose: true).text
                == "The network is unreachable (no route to host) and there is no cached copy to show. "
                + "Check your connection and try again.")
    }
}
