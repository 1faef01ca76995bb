import Foundation
import Testing

/// A place search fails over as the weather does: OpenWeatherMap's geocoding failing with a fault of its
/// own is answered by Open-Meteo's, and stderr says which and why; a rejected key is never papered over.
struct PlaceSearchFailoverTests {
    /// Runs `body` with OpenWeatherMap chosen (it has a key) and Open-Meteo next, failover on.
    static func withFailover(_ body: (Sandbox, FakeOpenMeteo) async throws -> Void) async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                sandbox.environment["WXAPP_OPENMETEO_URL"] = meteoURL
                sandbox.environment["WXAPP_FALLBACK"] = nil
                try await body(sandbox, meteo)
            }
        }
    }

    static let faults: [(fault: ServerFault, clause: String)] = [
        (.internalServerError, "OpenWeatherMap failed (HTTP 500)"),
        (.rateLimited, "OpenWeatherMap is limiting requests (try again in 30 s)"),
        (.htmlWithStatusOK, "OpenWeatherMap sent data wxapp cannot read"),
    ]

    @Test(arguments: 0..<faults.count)
    func aFailingSearchIsAnsweredByTheNextProvidersAndSaysSo(fault: Int) async throws {
        let (serverFault, clause) = Self.faults[fault]
        try await Self.withFailover { sandbox, meteo in
            await sandbox.server.setFault(serverFault, for: .geocoding)
            let add = try await sandbox.wxapp("add", "Kinosaki")
            #expect(add.exitCode == 0, "\(add)")
            #expect(
                add.stderr.contains("wxapp: \(clause); showing the places Open-Meteo found.\n"), "\(add)")
            #expect(await meteo.requests.contains { $0.path == "/v1/search" })
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(list.stdout.contains("Kinosaki"), "\(list)")
        }
    }

    @Test func aRejectedKeyIsNotAnsweredByAnotherSearch() async throws {
        try await Self.withFailover { sandbox, meteo in
            await sandbox.server.setFault(.rejectedKey, for: .geocoding)
            let add = try await sandbox.wxapp("add", "Kinosaki")
            #expect(add.exitCode == 77, "\(add)")
            #expect(!add.stderr.contains("showing the places"), "\(add)")
            #expect(await !meteo.requests.contains { $0.path == "/v1/search" })
        }
    }

    @Test func theNoticeSpeaksTheReadersLanguage() async throws {
        try await Self.withFailover { sandbox, _ in
            await sandbox.server.setFault(.internalServerError, for: .geocoding)
            let add = try await sandbox.wxapp("add", "Kinosaki", "--language", "de")
            #expect(add.exitCode == 0, "\(add)")
            #expect(add.stderr.contains("; zeige die Orte, die Open-Meteo gefunden hat.\n"), "\(add)")
        }
    }
}
