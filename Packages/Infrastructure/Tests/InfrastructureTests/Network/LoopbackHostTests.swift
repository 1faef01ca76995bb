import Testing

@testable import Infrastructure

struct LoopbackHostTests {
    @Test(arguments: [
        "localhost", "LocalHost", "localhost.", "127.0.0.1", "127.1.2.3", "127.255.255.255", "::1", "[::1]",
        "0:0:0:0:0:0:0:1",
    ])
    func loopbackNamesAndAddresses(host: String) {
        #expect(LoopbackHost.contains(host))
    }

    @Test(arguments: [
        "", "example.com", "localhost.example.com", "mylocalhost", "128.0.0.1", "10.0.0.1", "0.0.0.0", "::",
        "::2", "127.0.0.1.example.com", "127.1", "[::1",
    ])
    func everythingElse(host: String) {
        #expect(!LoopbackHost.contains(host))
    }
}
