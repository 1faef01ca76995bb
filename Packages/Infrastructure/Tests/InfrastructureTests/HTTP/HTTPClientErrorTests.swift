import Foundation
import Testing

@testable import Infrastructure

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct HTTPClientErrorTests {
    static func stub(_ code: URLError.Code, words: String = "system words") -> NSError {
        NSError(domain: NSURLErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: words])
    }

    @Test(arguments: [
        (URLError.Code.timedOut, HTTPClientError.timedOut),
        (.cannotConnectToHost, .cannotConnect(detail: "system words")),
        (.cannotFindHost, .cannotConnect(detail: "system words")),
        (.dnsLookupFailed, .cannotConnect(detail: "system words")),
        (.notConnectedToInternet, .notConnected(detail: "system words")),
        (.networkConnectionLost, .transport(detail: "system words")),
        (.secureConnectionFailed, .transport(detail: "system words")),
        (.cancelled, .transport(detail: "the request was cancelled")),
    ])
    func urlSessionErrorsAreClassified(code: URLError.Code, expected: HTTPClientError) {
        #expect(HTTPClientError(urlSessionError: Self.stub(code)) == expected)
    }

    @Test func errorsFromElsewhereAreTransportFailures() {
        let error = NSError(
            domain: NSPOSIXErrorDomain, code: 104, userInfo: [NSLocalizedDescriptionKey: "reset"])

        #expect(HTTPClientError(urlSessionError: error) == .transport(detail: "reset"))
    }

    @Test func descriptionsAreSentences() {
        #expect(HTTPClientError.timedOut.description == "the request timed out")
        #expect(
            HTTPClientError.cannotConnect(detail: "Could not resolve host: x").description
                == "could not connect: Could not resolve host: x")
        #expect(
            HTTPClientError.responseTooLarge(limitBytes: 10).description
                == "the response was larger than the limit of 10 bytes")
        #expect(
            HTTPClientError.insecureURL("http://example.com/").description
                == "refusing http://example.com/: only https, or plain http to a loopback address, is allowed"
        )
    }
}
