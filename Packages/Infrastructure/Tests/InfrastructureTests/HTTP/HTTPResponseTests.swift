import Foundation
import Testing

@testable import Infrastructure

struct HTTPResponseTests {
    static func stub(
        headers: [String: String] = ["Content-Type": "text/plain", "X-RateLimit-Remaining": "0"]
    )
        -> HTTPResponse
    {
        HTTPResponse(statusCode: 200, headers: headers, body: Data("ok".utf8))
    }

    @Test func headerNamesAreStoredLowerCased() {
        #expect(Self.stub().headers == ["content-type": "text/plain", "x-ratelimit-remaining": "0"])
    }

    @Test func headerLookupIgnoresCase() {
        let response = Self.stub()

        #expect(response.header("Content-Type") == "text/plain")
        #expect(response.header("x-ratelimit-remaining") == "0")
        #expect(response.header("X-RATELIMIT-REMAINING") == "0")
        #expect(response.header("Retry-After") == nil)
    }

    @Test func requestDefaultsToAPlainGET() {
        let request = HTTPRequest(url: URL(string: "https://example.com")!)

        #expect(request.method == "GET")
        #expect(request.headers == [:])
    }
}
