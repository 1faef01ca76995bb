import Foundation
import Testing

/// `--format json` is for scripts: valid JSON alone on stdout, in the shape docs/OUTPUT.md promises.
@Suite(.serialized) struct JSONFormatTests {
    static let isoUTC = #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$"#

    @Test func listPrintsUnitsAndPlaces() async throws {
        try await Sandbox.run { sandbox in
            let started = Date()
            #expect(try await sandbox.wxapp("add", "Japan", "Paris,FR").exitCode == 0)

            let result = try await sandbox.wxapp("list", "--format", "json", "--units", "imperial")
            #expect(result.exitCode == 0, "\(result)")
            #expect(!result.stderr.contains("{"), "JSON belongs on stdout only\n\(result)")
            let object = try #require(try ReportDocument.object(result.stdout) as? [String: Any], "\(result)")
            #expect(object["units"] as? String == "imperial")
            let document = try ReportDocument.list(result.stdout)
            #expect(document.places.count == 2)

            let tokyo = try #require(document.places.first)
            #expect(tokyo.name == "Tokyo" && tokyo.country == "JP", "\(result)")
            #expect(abs(tokyo.latitude - 35.69) < 0.05 && abs(tokyo.longitude - 139.69) < 0.05, "\(result)")
            #expect(tokyo.weather.temperature.unit == "°F")
            #expect(abs(tokyo.weather.temperature.value - 68) < 1e-9, "\(result)")
            #expect(!tokyo.stale)
            let paris = try #require(document.places.last)
            #expect(paris.name == "Paris" && paris.country == "FR", "\(result)")
            // The offline gazetteer's coordinates for Paris, not the geocoding fixture's.
            #expect(abs(paris.latitude - 48.85341) < 1e-6 && abs(paris.longitude - 2.3488) < 1e-6)

            for place in document.places {
                try expectFreshness(place, since: started, result: result)
            }
        }
    }

    @Test func showPrintsOnePlaceObject() async throws {
        try await Sandbox.run { sandbox in
            let started = Date()
            #expect(try await sandbox.wxapp("add", "Spain").exitCode == 0)

            let result = try await sandbox.wxapp("show", "Madrid", "--format", "json", "--units", "standard")
            #expect(result.exitCode == 0, "\(result)")
            let place = try ReportDocument.place(result.stdout)
            #expect(place.name == "Madrid" && place.country == "ES", "\(result)")
            #expect(place.weather.temperature == ReportDocument.Value(value: 303.15, unit: "K"), "\(result)")
            try expectFreshness(place, since: started, result: result)
        }
    }

    @Test func addPrintsTheAddedPlaces() async throws {
        try await Sandbox.run { sandbox in
            let result = try await sandbox.wxapp("add", "Japan", "Paris,FR", "--format", "json")
            #expect(result.exitCode == 0, "\(result)")
            let places = try ReportDocument.places(result.stdout)
            #expect(places.map(\.name) == ["Tokyo", "Paris"], "\(result)")
            #expect(places.map(\.weather.temperature.unit) == ["°C", "°C"], "\(result)")
        }
    }

    @Test func cachedDataSaysItIsStaleInJSONAndWhyOnStderr() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            await sandbox.server.setFault(.internalServerError)
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"

            let result = try await sandbox.wxapp("show", "Tokyo", "--format", "json")
            #expect(result.exitCode == 0, "\(result)")
            let place = try ReportDocument.place(result.stdout)
            #expect(place.stale, "\(result)")
            #expect(result.stderr.contains("cached"), "\(result)")
        }
    }

    private func expectFreshness(
        _ place: ReportDocument.Place, since started: Date, result: WxappResult,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(
            place.fetchedAt.range(of: Self.isoUTC, options: .regularExpression) != nil,
            "fetchedAt \(place.fetchedAt) is not ISO 8601 UTC",
            sourceLocation: sourceLocation)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions =
            place.fetchedAt.contains(".")
            ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        let fetchedAt = try #require(formatter.date(from: place.fetchedAt), sourceLocation: sourceLocation)
        #expect(
            fetchedAt >= started.addingTimeInterval(-1) && fetchedAt <= Date().addingTimeInterval(1),
            "fetchedAt \(place.fetchedAt) is not the time of this test's fetch",
            sourceLocation: sourceLocation)
        #expect(place.ageSeconds >= 0 && place.ageSeconds < 60, "\(result)", sourceLocation: sourceLocation)
    }
}
