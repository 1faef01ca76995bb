import Domain
import Foundation
import Testing
import WeatherData

@testable import Presentation

/// Doctor's line for each provider: where it is asked, its place in the order and what it did last time.
struct DoctorRendererTests {
    static let checkedAt = Date(timeIntervalSince1970: 1_795_644_240)  // 2026-11-25 22:04 UTC

    static func status(_ position: Int?, failure: String?? = nil) -> ProviderStatus {
        ProviderStatus(
            provider: .metNorway, baseURL: "https://api.met.no", position: position,
            lastCheck: failure.map { ProviderCheck(provider: .metNorway, checkedAt: checkedAt, failure: $0) })
    }

    @Test(arguments: [
        (
            status(1, failure: .some(nil)),
            "MET Norway, https://api.met.no, in use; answered when last asked, 2026-11-25 22:04 UTC"
        ),
        (
            status(2, failure: "HTTP 503"),
            "MET Norway, https://api.met.no, asked second when those before fail; failed when last asked (HTTP 503), 2026-11-25 22:04 UTC"
        ),
        (status(3), "MET Norway, https://api.met.no, asked third when those before fail; not asked yet"),
        (status(nil), "MET Norway, https://api.met.no, not asked; not asked yet"),
    ])
    func eachProviderIsOneLine(status: ProviderStatus, line: String) {
        #expect(DoctorRenderer(plain: false, words: Words(.english)).provider(status) == line)
    }
}
