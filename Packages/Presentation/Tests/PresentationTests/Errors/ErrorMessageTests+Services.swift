import Domain
import TestSupport
import Testing
import WeatherData

@testable import Presentation

extension ErrorMessageTests {
    /// A service other than the weather provider is named in the sentence, with the exit code of what
    /// went wrong, and in the clause a cached copy's notice ends with.
    @Test(arguments: [
        (
            WeatherError.serviceUnavailable(statusCode: 503), Int32(75),
            "Open-Meteo's climate archive failed (HTTP 503). Try again later.",
            "Open-Meteo's climate archive failed (HTTP 503)"
        ),
        (
            .timedOut, 75, "Open-Meteo's climate archive did not answer in time. Try again in a moment.",
            "Open-Meteo's climate archive did not answer in time"
        ),
        (
            .rateLimited(retryAfterSeconds: 30), 75,
            "Open-Meteo's climate archive is limiting requests. Try again in 30 seconds.",
            "Open-Meteo's climate archive is limiting requests (try again in 30 s)"
        ),
        (
            .unreadableResponse(detail: "x"), 65,
            "Open-Meteo's climate archive sent data that wxapp cannot read. Try again later, and report it if it "
                + "keeps happening.",
            "Open-Meteo's climate archive sent data that cannot be read"
        ),
    ])
    func aServiceThatFailedIsNamed(reason: WeatherError, code: Int32, sentence: String, clause: String) {
        let error = reason.failing("Open-Meteo's climate archive")

        #expect(ErrorMessage(error, words: Words(.english)).exitCode == code)
        #expect(ErrorMessage(error, words: Words(.english)).text == sentence)
        #expect(FallbackReason.text(error, words: Words(.english)) == clause)
        #expect(error.cause == reason)
    }

    /// The network's own failures name their own cause, and are never put on a service.
    @Test func aNetworkFailureIsNotPutOnAService() {
        let error = WeatherError.networkUnavailable(detail: "no route").failing(
            "Open-Meteo's climate archive")

        #expect(error == .networkUnavailable(detail: "no route"))
    }

    @Test func verboseAddsTheSystemsDetail() {
        let error = WeatherError.networkUnavailable(detail: "no route to host")

        #expect(
            ErrorMessage(error, verbose: true, words: Words(.english)).text
                == "The network is unreachable (no route to host) and there is no cached copy to show. "
                + "Check your connection and try again.")
    }
}
