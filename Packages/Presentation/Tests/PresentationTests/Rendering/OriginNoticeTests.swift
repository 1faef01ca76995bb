import Domain
import TestSupport
import Testing
import WeatherData

@testable import Presentation

struct OriginNoticeTests {
    let now = FixedClock.testNow

    @Test func fallbackNamesThePlaceTheAgeAndTheReason() {
        let report = WeatherReport.stub(
            ageSeconds: 1_500, origin: .fallback(.networkUnavailable(detail: "x")))

        #expect(
            OriginNotice(now: now, verbose: false, words: Words(.english)).text(for: report)
                == "showing cached data for Tokyo, JP, fetched 25 min ago: the network is unreachable.")
    }

    /// Asked for with --offline, the copy is what was asked for: said only with --verbose.
    @Test func offlineSaysSoOnlyWhenVerbose() {
        let report = WeatherReport.stub(ageSeconds: 20, origin: .offline)

        #expect(OriginNotice(now: now, verbose: false, words: Words(.english)).text(for: report) == nil)
        #expect(
            OriginNotice(now: now, verbose: true, words: Words(.english)).text(for: report)
                == "offline: showing cached data for Tokyo, JP, fetched just now.")
    }

    @Test func aFewPlacesGetALineEach() {
        let reports = (1...3).map { WeatherReport.stub(ageSeconds: Double($0) * 60, origin: .offline) }

        #expect(
            OriginNotice(now: now, verbose: true, words: Words(.english)).texts(for: reports) == [
                "offline: showing cached data for Tokyo, JP, fetched 1 min ago.",
                "offline: showing cached data for Tokyo, JP, fetched 2 min ago.",
                "offline: showing cached data for Tokyo, JP, fetched 3 min ago.",
            ])
    }

    @Test func manyPlacesSharingACauseGetOneLineWithTheirAgeSpan() {
        let down = WeatherReport.Origin.fallback(.networkUnavailable(detail: "x"))
        let reports =
            [WeatherReport.stub(ageSeconds: 60, origin: .network)]
            + (1...4).map { WeatherReport.stub(ageSeconds: Double($0) * 600, origin: down) }
            + [WeatherReport.stub(ageSeconds: 30, origin: .fallback(.timedOut))]

        #expect(
            OriginNotice(now: now, verbose: false, words: Words(.english)).texts(for: reports) == [
                "showing cached data for 4 places, the newest fetched 10 min ago, the oldest fetched 40 min ago: "
                    + "the network is unreachable.",
                "showing cached data for Tokyo, JP, fetched just now: "
                    + "the weather service did not answer in time.",
            ])
    }

    @Test func freshDataIsAnnouncedOnlyWhenVerbose() {
        #expect(
            OriginNotice(now: now, verbose: false, words: Words(.english)).text(for: .stub(origin: .network))
                == nil)
        #expect(
            OriginNotice(now: now, verbose: false, words: Words(.english)).text(for: .stub(origin: .cache))
                == nil)
        #expect(
            OriginNotice(now: now, verbose: true, words: Words(.english)).text(for: .stub(origin: .cache))
                == "Tokyo, JP: using cached data fetched 3 min ago.")
        #expect(
            OriginNotice(now: now, verbose: true, words: Words(.english)).text(for: .stub(origin: .network))
                == "Tokyo, JP: fetched from the weather service.")
    }

    @Test(arguments: [
        (WeatherError.timedOut, "the weather service did not answer in time"),
        (.rateLimited(retryAfterSeconds: 30), "the weather service is limiting requests (try again in 30 s)"),
        (.serviceUnavailable(statusCode: 503), "the weather service failed (HTTP 503)"),
        (.apiKeyRejected, "the API key was rejected"),
        (
            .untrustedService(host: "api.open-meteo.com", detail: "x"),
            "the certificate of api.open-meteo.com could not be verified"
        ),
        (.networkLibraryMissing(detail: "x"), "libcurl, which wxapp needs for the network, is not installed"),
        (
            .requestBudgetSpent(host: "api.openweathermap.org", requestsPerMinute: 50, retryAfterSeconds: 58),
            "wxapp's own budget of 50 requests a minute to api.openweathermap.org is used up "
                + "(WXAPP_REQUESTS_PER_MINUTE)"
        ),
    ])
    func reasonsReadAsClauses(error: WeatherError, expected: String) {
        #expect(FallbackReason.text(error, words: Words(.english)) == expected)
    }

    /// Places that another provider answered because wxapp's own budget had no room for the first: one line
    /// says how many, which provider and why, whatever each place's wait was.
    static func heldBack(retryAfter seconds: Int) -> WeatherReport {
        let failure = ProviderFailure(
            provider: .openWeatherMap,
            error: .requestBudgetSpent(
                host: "api.openweathermap.org", requestsPerMinute: 50, retryAfterSeconds: seconds))
        return .stub(weather: CurrentWeather.stub().reported(by: .openMeteo).passingOver([failure]))
    }

    @Test func manyPlacesPassedOnForTheBudgetGetOneLine() {
        let reports = [WeatherReport.stub()] + (55...60).map { Self.heldBack(retryAfter: $0) }

        #expect(
            OriginNotice(now: now, verbose: false, words: Words(.english)).texts(for: reports) == [
                "OpenWeatherMap was not asked, as wxapp's own budget of 50 requests a minute to it is used up "
                    + "(WXAPP_REQUESTS_PER_MINUTE); showing Open-Meteo's weather for 6 places."
            ])
    }

    @Test func byReportALineSharedByManyGoesWithTheFirstOfThem() {
        let late = WeatherReport.stub(
            weather: .stub(observedAt: FixedClock.testNow.addingTimeInterval(-86_400)), ageSeconds: 60)
        let reports =
            [WeatherReport.stub(origin: .offline), late] + (1...4).map { _ in Self.heldBack(retryAfter: 58) }

        let texts = OriginNotice(now: now, verbose: false, words: Words(.english)).textsByReport(for: reports)

        #expect(texts.count == reports.count)
        #expect(texts[0].isEmpty, "asked for with --offline")
        #expect(texts[1].count == 1 && texts[1][0].contains("the station may have stopped reporting"))
        #expect(texts[2].count == 1 && texts[2][0].hasSuffix("showing Open-Meteo's weather for 4 places."))
        #expect(texts[3...].allSatisfy { $0.isEmpty })
    }

    /// Offline, a copy another provider gave than the one named with `--provider` says whose it is, with or
    /// without --verbose; a copy the named one gave says nothing more; many places of one provider share one line.
    @Test func anotherProvidersCopyShownOfflineSaysWhoseItIs() throws {
        RegisteredProviders.ensure()
        let (openMeteo, metNorway) = (
            try #require(WeatherProvider(id: "openmeteo")), try #require(WeatherProvider(id: "metno"))
        )
        let theirs = WeatherReport.stub(
            weather: .stub(observedAt: now).reported(by: openMeteo), ageSeconds: 600, origin: .offline)
        let notices = OriginNotice(now: now, verbose: false, words: Words(.english), named: metNorway)
        #expect(
            notices.text(for: theirs)
                == "offline: showing cached data for Tokyo, JP, fetched 10 min ago, from Open-Meteo; MET Norway, "
                + "named with --provider, is not asked offline.")
        let own = WeatherReport.stub(
            weather: .stub(observedAt: now).reported(by: metNorway), ageSeconds: 600, origin: .offline)
        #expect(notices.text(for: own) == nil)
        #expect(OriginNotice(now: now, verbose: false, words: Words(.english)).text(for: theirs) == nil)
        #expect(
            notices.texts(for: Array(repeating: theirs, count: 4) + [own]) == [
                "offline: showing cached data for 4 places, fetched 10 min ago, from Open-Meteo; MET Norway, "
                    + "named with --provider, is not asked offline."
            ])
    }
}
