import Foundation
import Testing

@testable import Infrastructure

struct TransportSecurityPolicyTests {
    @Test(arguments: [
        "https://api.example.com/data?key=1",
        "HTTPS://api.example.com",
        "http://127.0.0.1:8080/data",
        "http://127.200.3.4/",
        "http://localhost:9000/",
        "http://[::1]:9000/",
    ])
    func allowedURLsPass(url: String) throws {
        try TransportSecurityPolicy.validate(URL(string: url)!)
    }

    @Test(arguments: [
        ("http://api.example.com/data?key=1", "http://api.example.com/data"),
        ("http://10.0.0.1/", "http://10.0.0.1/"),
        ("http://localhost.example.com/", "http://localhost.example.com/"),
        ("http://127.0.0.1.example.com/", "http://127.0.0.1.example.com/"),
        ("ws://127.0.0.1/", "ws://127.0.0.1/"),
        ("https:///no-host", "https:///no-host"),
    ])
    func otherURLsAreRefusedWithoutQuery(url: String, shown: String) {
        #expect(throws: HTTPClientError.insecureURL(shown)) {
            try TransportSecurityPolicy.validate(URL(string: url)!)
        }
    }
}
