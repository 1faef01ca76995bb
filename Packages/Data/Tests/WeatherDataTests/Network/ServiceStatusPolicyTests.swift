import Domain
import Foundation
import Infrastructure
import Testing

@testable import ProviderKit
@testable import WeatherData

/// Every status a service can answer, read once for all of them.
struct ServiceStatusPolicyTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func stub(keyed: Bool = false, hooks: Bool = false) -> ServiceStatusPolicy {
        var policy = ServiceStatusPolicy(
            service: "Fake", keyed: keyed, passing: [304], reason: { String(decoding: $0, as: UTF8.self) })
        if hooks {
            policy.forbidden = { _ in WeatherError.userAgentRefused(service: "Fake", userAgent: "ua") }
            policy.notFound = { _ in WeatherError.outsideReach(provider: "Fake", area: "Fakeland") }
        }
        return policy
    }

    static func outcome(
        _ policy: ServiceStatusPolicy, status: Int, body: String = "", headers: [String: String] = [:],
        now: Date? = now
    ) -> WeatherError? {
        do throws(WeatherError) {
            try policy.check(
                HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8)), now: now)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [200, 201, 203, 204, 299, 304])
    func successAndWhatTheCallerReadsPass(status: Int) {
        #expect(Self.outcome(Self.stub(), status: status) == nil)
    }

    @Test func aKeyedServicesUnauthorizedIsTheKeyRejected() {
        #expect(Self.outcome(Self.stub(keyed: true), status: 401) == .apiKeyRejected)
        #expect(
            Self.outcome(Self.stub(), status: 401)
                == .unreadableResponse(detail: "Fake refused the request (HTTP 401)"))
    }

    @Test func forbiddenAndNotFoundAreTheProvidersOwnWhereItSaysSo() {
        #expect(
            Self.outcome(Self.stub(hooks: true), status: 403)
                == .userAgentRefused(service: "Fake", userAgent: "ua"))
        #expect(
            Self.outcome(Self.stub(hooks: true), status: 404)
                == .outsideReach(provider: "Fake", area: "Fakeland"))
        #expect(
            Self.outcome(Self.stub(), status: 403, body: "terms")
                == .unreadableResponse(detail: "Fake refused the request (HTTP 403: terms)"))
        #expect(
            Self.outcome(Self.stub(), status: 404)
                == .unreadableResponse(detail: "Fake refused the request (HTTP 404)"))
    }

    @Test(arguments: [400, 405, 410, 418, 422, 451, 499])
    func anyOtherClientErrorIsARefusalThatFailsOver(status: Int) {
        let error = Self.outcome(Self.stub(hooks: true), status: status)

        #expect(error == .unreadableResponse(detail: "Fake refused the request (HTTP \(status))"))
        #expect(error?.invitesFailover == true)
    }

    @Test(arguments: [500, 502, 503, 504, 599, 100, 302, 600])
    func serverErrorsAndStatusesOutsideTheRulesAreTheServiceFailing(status: Int) {
        let error = Self.outcome(Self.stub(), status: status)

        #expect(error == .serviceUnavailable(statusCode: status))
        #expect(error?.invitesFailover == true)
    }

    @Test func requestTimeoutIsATimeout() {
        #expect(Self.outcome(Self.stub(), status: 408) == .timedOut)
    }

    @Test(
        arguments: [
            ("30", 30), ("0", 0), (" 120 ", 120), ("86400", 86_400), ("86401", nil),
            ("4611686018427387903", nil),
            ("99999999999999999999999", nil), ("-5", nil), ("soon", nil), ("", nil), ("1.5", nil),
            ("Fri, 15 Jan 2027 08:00:30 GMT", 30), ("Fri, 15 Jan 2027 07:00:00 GMT", 0),
        ] as [(String, Int?)])
    func rateLimitedSaysARetryAfterOfAtMostADay(value: String, seconds: Int?) {
        #expect(
            Self.outcome(Self.stub(), status: 429, headers: ["Retry-After": value])
                == .rateLimited(retryAfterSeconds: seconds))
    }

    @Test func withoutAClockOnlyTheSecondsFormIsRead() {
        #expect(
            Self.outcome(
                Self.stub(), status: 429, headers: ["Retry-After": "Fri, 15 Jan 2027 08:00:30 GMT"], now: nil)
                == .rateLimited(retryAfterSeconds: nil))
        #expect(
            Self.outcome(Self.stub(), status: 429, headers: ["Retry-After": "45"], now: nil)
                == .rateLimited(retryAfterSeconds: 45))
    }

    @Test func theServicesReasonIsCleanedAndCutShort() {
        let long = String(repeating: "é", count: 300)

        #expect(
            Self.outcome(Self.stub(), status: 400, body: "bad\u{1B}[31m\nlatitude\u{202E}")
                == .unreadableResponse(detail: "Fake refused the request (HTTP 400: bad[31m latitude)"))
        #expect(
            Self.outcome(Self.stub(), status: 400, body: long)
                == .unreadableResponse(
                    detail: "Fake refused the request (HTTP 400: \(String(repeating: "é", count: 200))…)"))
        #expect(
            Self.outcome(Self.stub(), status: 400, body: " \u{7} ")
                == .unreadableResponse(detail: "Fake refused the request (HTTP 400)"))
    }
}
