import Foundation
import Testing

@testable import Infrastructure

struct HTTPClientErrorTests {
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
