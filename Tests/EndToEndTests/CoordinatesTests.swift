import Foundation
import Testing

/// `LAT,LON` wherever a place is taken, negative values included: named after the nearest gazetteer city
/// ("near Sydney, AU") unless the user names it, and a point off the Earth is a usage error.
struct CoordinatesTests {
    @Test func coordinatesAreAPlaceNamedAfterTheNearestCityOrAsTheUserNamesIt() async throws {
        try await Sandbox.runPatiently { sandbox in
            let add = try await sandbox.wxapp("add", "48.85,2.35", "-33.87,151.21", "-f", "json")
            #expect(add.exitCode == 0, "\(add)")
            let added = try ReportDocument.placeObjects(add.stdout)
            #expect(added.map { $0["name"] as? String } == ["near Paris", "near Sydney"], "\(add)")
            #expect(added.map { $0["country"] as? String } == ["FR", "AU"], "\(add)")
            // The weather asked for is the point's, not the city's.
            let asked = await sandbox.server.requests(to: .weather).map {
                "\($0.query["lat"] ?? ""),\($0.query["lon"] ?? "")"
            }
            #expect(asked.contains("48.85,2.35") && asked.contains("-33.87,151.21"), "\(asked)")

            let named = try await sandbox.wxapp("add", "35.68,139.69", "--name", "Home", "-f", "plain")
            #expect(named.exitCode == 0 && named.stdout.hasPrefix("Home, "), "\(named)")
            let list = try await sandbox.wxapp("list", "-o", "-f", "json")
            #expect(
                try ReportDocument.list(list.stdout).places.map(\.name) == [
                    "near Paris", "near Sydney", "Home",
                ])

            // A look takes them too, a space after the comma and a minus sign included, and saves nothing.
            for point in ["-22.91, -43.17", "\u{2212}22.91,\u{2212}43.17"] {
                let look = try await sandbox.wxapp("show", point, "-f", "plain")
                #expect(look.exitCode == 0 && look.stdout.hasPrefix("near Rio de Janeiro, "), "\(look)")
            }
            let again = try await sandbox.wxapp("-22.91,-43.17", "-o", "-f", "plain")
            #expect(again.exitCode == 0 && again.stdout.hasPrefix("near Rio de Janeiro, "), "kept: \(again)")
            #expect(
                try ReportDocument.list(try await sandbox.wxapp("list", "-o", "-f", "json").stdout).places
                    .count == 3)
        }
    }

    /// A point is its own place: the same digits with another sign, or another point near the same city,
    /// never stand for a place saved or looked at.
    @Test func aPointIsNeverTakenForAnotherWithTheSameDigitsOrNearTheSameCity() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "48.85,2.35").exitCode == 0)

            let flipped = try await sandbox.wxapp("-48.85,2.35", "-f", "json")
            #expect(flipped.exitCode == 0, "\(flipped)")
            let document = try #require(try ReportDocument.object(flipped.stdout) as? [String: Any])
            #expect(document["name"] as? String == "48.85°S 2.35°E", "\(flipped)")
            #expect(document["latitude"] as? Double == -48.85, "\(flipped)")

            let delete = try await sandbox.wxapp("delete", "48.85,-2.35")
            #expect(delete.exitCode == 66, "another point is not the saved one: \(delete)")
            let same = try await sandbox.wxapp("show", "48.8501,2.3501", "-o", "-f", "plain")
            #expect(same.exitCode == 0 && same.stdout.hasPrefix("near Paris, "), "the same point: \(same)")

            // Off a city, a point is named by its distance and direction from the nearest: two points near
            // one city but apart are two places.
            let sea = try await sandbox.wxapp("43.0,5.5", "-f", "plain")
            #expect(sea.exitCode == 0 && sea.stdout.hasPrefix("21 km SSW of La Ciotat, "), "\(sea)")
            let farther = try await sandbox.wxapp("42.9,5.5", "-f", "plain")
            #expect(
                farther.exitCode == 0 && farther.stdout.hasPrefix("32 km SSW of La Ciotat, "), "\(farther)")
            let list = try await sandbox.wxapp("list", "-o", "-f", "json")
            #expect(try ReportDocument.list(list.stdout).places.map(\.name) == ["near Paris"])
            #expect(try await sandbox.wxapp("delete", "48.85,2.35").exitCode == 0, "found by its point")
        }
    }

    @Test func aNameForSeveralPlacesIsAUsageErrorAndSavesNothing() async throws {
        try await Sandbox.run { sandbox in
            let run = try await sandbox.wxapp("add", "48.85,2.35", "Lima", "--name", "Home")
            #expect(run.exitCode == 64, "\(run)")
            #expect(run.stderr == "wxapp: --name names one place; give one place with it.\n", "\(run)")
            #expect(await sandbox.server.requests.isEmpty)
        }
    }

    @Test(arguments: ["91,0", "-91,0", "0,181", "0,-180.5", "90.0001,10"])
    func aPointOffTheEarthIsAUsageError(point: String) async throws {
        try await Sandbox.run { sandbox in
            for command in [["add", point], ["show", point], [point]] {
                let run = try await sandbox.wxapp(arguments: command)
                #expect(run.exitCode == 64, "\(run)")
                #expect(
                    run.stderr == "wxapp: \"\(point)\" is no point "
                        + "on Earth: a latitude goes from -90 to 90 and a longitude from -180 to 180, as in "
                        + "48.85,2.35.\n", "\(run)")
            }
            #expect(await sandbox.server.requests.isEmpty)
        }
    }

    /// A point typed unquoted, its numbers two words and its south or west a hyphen: one place, whatever
    /// the command, and the home place when no place is named does not take the hyphen for an option.
    @Test func aPointInTwoWordsWithNegativeNumbersIsOnePlace() async throws {
        try await Sandbox.run { sandbox in
            for command in [["show"], ["forecast"]] {
                let result = try await sandbox.wxapp(arguments: command + ["-22.91,", "-43.17", "--offline"])
                #expect(result.exitCode == 69, "\(command): \(result)")
                #expect(result.stderr.contains("\"near Rio de Janeiro, BR\""), "\(command): \(result)")
            }
        }
    }

    @Test func aPointFarFromAnyCityIsNamedByItsCoordinates() async throws {
        try await Sandbox.runPatiently { sandbox in
            let run = try await sandbox.wxapp("show", "-48.88,-123.39", "-f", "json")
            #expect(run.exitCode == 0, "\(run)")
            let document = try #require(try ReportDocument.object(run.stdout) as? [String: Any])
            #expect(document["name"] as? String == "48.88°S 123.39°W", "\(run)")
        }
    }
}
