import Domain
import Testing
import WeatherData

@testable import Presentation

/// A passed-over provider's reason in JSON: the English clause after its name, whatever the language.
struct PassedOverReasonTests {
    @Test(arguments: [
        (WeatherError.serviceUnavailable(statusCode: 500), "failed (HTTP 500)"),
        (.timedOut, "did not answer in time"),
        (.rateLimited(retryAfterSeconds: 30), "is limiting requests (try again in 30 s)"),
        (
            .requestBudgetSpent(host: "api.example", requestsPerMinute: 1, retryAfterSeconds: 9),
            "was not asked, as wxapp's own budget of 1 request a minute to it is used up (WXAPP_REQUESTS_PER_MINUTE)"
        ),
        (.storage(path: "/x", detail: "disk full"), "failed (the database could not be written)"),
    ])
    func theReasonIsTheEnglishClauseAfterTheName(error: WeatherError, reason: String) {
        let failure = ProviderFailure(provider: .openMeteo, error: error)
        #expect(ReportJSON.reason(failure) == reason)
    }
}
