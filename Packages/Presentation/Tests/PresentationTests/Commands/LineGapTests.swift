import Domain
import TestSupport
import Testing

@testable import Presentation

/// What `wxapp line` prints in place of a place it has nothing to show for.
struct LineGapTests {
    init() { RegisteredProviders.ensure() }

    @Test(arguments: [
        (WeatherError.networkUnavailable(detail: "no route"), "wx: offline", Int32(69)),
        (.notCached(query: "Paris"), "wx: offline", 69),
        (.placeNotFound(query: "Qwertyville"), "wx: unknown place", 66),
        (.placeNotSaved(query: "Madrid"), "wx: unknown place", 66),
        (.placeNotKnownOffline(query: "Qwertyville"), "wx: unknown place", 66),
        (.capitalUnknown(country: "Antarctica"), "wx: unknown place", 66),
        // Not offline: the network answered, or could not be used at all.
        (.untrustedService(host: "127.0.0.1", detail: "expired"), "wx: error", 69),
        (.networkLibraryMissing(detail: "libcurl.so.4"), "wx: error", 69),
        (.timedOut, "wx: try later", 75),
        (.rateLimited(retryAfterSeconds: 30), "wx: try later", 75),
        (.serviceUnavailable(statusCode: 503), "wx: try later", 75),
        (.apiKeyRejected, "wx: error", 77),
        (.storage(path: "/tmp/wx.sqlite3", detail: "disk I/O error"), "wx: error", 74),
    ])
    func eachFailureHasAShortLineItsSentenceAndItsExitCode(error: WeatherError, line: String, exitCode: Int32)
    {
        let shown = LineGap.failed(error).shown(verbose: false, words: Words(.english))
        #expect(shown.line == line)
        #expect(shown.exitCode == exitCode)
        #expect(shown.message == ErrorMessage(error, verbose: false, words: Words(.english)).text)
        #expect(
            shown.waybar
                == .object([
                    "text": .string(line), "tooltip": .string(shown.message),
                    "class": .array([.string("error")]),
                ]))
    }

    @Test func anotherProcessFetchingIsATemporaryFailure() {
        let shown = LineGap.loading.shown(verbose: false, words: Words(.english))
        #expect(shown.line == "wx: loading" && shown.exitCode == 75)
    }

    @Test func aPlaceWithNothingKeptReadsAsOffline() {
        #expect(
            LineSubject.uncached("Madrid").gap?.shown(verbose: false, words: Words(.english)).line
                == "wx: offline")
        #expect(
            LineSubject.missing(.loading).gap?.shown(verbose: false, words: Words(.english)).line
                == "wx: loading")
    }
}
