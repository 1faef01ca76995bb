import Foundation
import Testing

/// A place is found by every name that added it: the real binary, offline browsing included.
@Suite(.serialized) struct PlaceSpellingTests {
    /// What each example is added as, what wxapp saves it as, and other spellings that must find it.
    static let examples: [(added: String, saved: String, others: [String])] = [
        ("Tromso", "Tromsø, NO", ["Tromsø", "TROMSØ", "tromso,no", "Tromso,NO"]),
        ("Lodz", "Łódź, PL", ["Łódź", "LODZ", "Lo\u{301}dz\u{301}"]),
        ("Wroclaw", "Wrocław, PL", ["Wrocław", "wroclaw,PL"]),
        ("Bialystok", "Białystok, PL", ["Białystok", "BIALYSTOK"]),
        ("Bodo", "Bodø, NO", ["Bodø", "bodo,NO"]),
        (
            "winston salem", "Winston-Salem, North Carolina, US",
            ["Winston-Salem", "WinstonSalem", "Winston-Salem,NC,US"]
        ),
        ("Bombay", "Bombay, IN", ["Mumbai", "bombay,IN"]),
        ("Japan", "Tokyo, JP", ["JP", "JPN", "japan", "Tokyo"]),
        ("Korea, South", "Seoul, KR", ["South Korea", "KR", "KOR", "Korea, Republic of"]),
    ]

    /// Every spelling of every example finds the saved place with show, forecast --offline and delete,
    /// as the name it was added by and as the name wxapp printed.
    @Test(arguments: examples)
    func everySpellingFindsWhatAddSaved(added: String, saved: String, others: [String]) async throws {
        try await Sandbox.run { sandbox in
            let add = try await sandbox.wxapp("add", added, "--format", "plain", "--icons", "none")
            #expect(add.exitCode == 0, "\(add)")
            #expect(add.stdout.hasPrefix(saved + "\n"), "\(add)")
            let printed = saved.replacingOccurrences(of: ", ", with: ",")
            let name = String(saved.prefix { $0 != "," })
            let online = try await sandbox.wxapp("forecast", printed)
            #expect(online.exitCode == 0, "\(online)")

            for spelling in [added, printed] + others {
                let show = try await sandbox.wxapp("show", spelling, "--offline", "--format", "plain")
                #expect(show.exitCode == 0 && show.stdout.hasPrefix(saved + "\n"), "\(spelling): \(show)")
                let forecast = try await sandbox.wxapp("forecast", spelling, "--offline", "--format", "plain")
                #expect(
                    forecast.exitCode == 0 && forecast.stdout.hasPrefix("Forecast for \(name)"),
                    "\(spelling): \(forecast)")
            }
            let delete = try await sandbox.wxapp("delete", others.last ?? added)
            #expect(delete.exitCode == 0 && delete.stdout.hasPrefix("Deleted \(name)"), "\(delete)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.list(list.stdout).places.isEmpty, "\(list)")
        }
    }

    @Test func aNameOfSeveralCitiesOfALikeSizeIsAQuestionAndSavesNothing() async throws {
        try await Sandbox.run { sandbox in
            let add = try await sandbox.wxapp("add", "Springfield")

            #expect(add.exitCode == 64, "\(add)")
            #expect(
                add.stderr
                    == "wxapp: \"Springfield\" names more than one city; say which with a region or country code: "
                    + "\"Springfield,MO,US\", \"Springfield,MA,US\" or \"Springfield,IL,US\".\n", "\(add)")
            #expect(await sandbox.server.requests.isEmpty, "nothing is fetched for a question")

            let chosen = try await sandbox.wxapp("add", "Springfield,MA,US", "--format", "plain")
            #expect(
                chosen.exitCode == 0 && chosen.stdout.hasPrefix("Springfield, Massachusetts, US\n"),
                "\(chosen)")
        }
    }

    @Test func twoSavedPlacesOfOneNameAreAQuestion() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "London,GB", "London,CA").exitCode == 0)

            let show = try await sandbox.wxapp("show", "london", "--offline")
            #expect(show.exitCode == 64, "\(show)")
            #expect(
                show.stderr
                    == "wxapp: \"london\" matches more than one saved place; try \"London,GB\" or \"London,CA\".\n",
                "\(show)")
            let canada = try await sandbox.wxapp("show", "London,CA", "--offline", "--format", "plain")
            #expect(canada.exitCode == 0 && canada.stdout.hasPrefix("London, CA\n"), "\(canada)")
        }
    }

    /// wxapp keeps one place of a name in each country: a second Springfield of the US is refused, and the
    /// first is neither overwritten nor answered for.
    @Test func aSecondPlaceOfOneNameInOneCountryIsRefusedAndTheFirstKept() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Springfield,IL,US").exitCode == 0)

            let second = try await sandbox.wxapp("add", "Springfield,MO,US")

            #expect(second.exitCode == 64, "\(second)")
            #expect(
                second.stderr
                    == "wxapp: Springfield, Illinois, US is already saved, and wxapp keeps one place of a name in "
                    + "each country. To add Springfield, Missouri, US instead, delete the saved one first.\n",
                "\(second)")
            let show = try await sandbox.wxapp("show", "Springfield", "--offline", "--format", "plain")
            #expect(show.stdout.hasPrefix("Springfield, Illinois, US\n"), "\(show)")
        }
    }

    /// The online geocoder's match in Japan is not "Kinosaki" in France: nothing is saved, and the message
    /// names exactly what was typed.
    @Test func aGeocodedPlaceOfAnotherCountryIsNeverTaken() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                sandbox.environment["WXAPP_OPENMETEO_URL"] = url

                let add = try await sandbox.wxapp("add", "Kinosaki,FR")

                #expect(add.exitCode == 66, "\(add)")
                #expect(
                    add.stderr
                        == "wxapp: No country or city called \"Kinosaki,FR\" was found. "
                        + "Check the spelling, or add a country code as in \"Paris,FR\".\n", "\(add)")
                #expect(await meteo.requests.map(\.path) == ["/v1/search"], "no weather is fetched")
                let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
                #expect(try ReportDocument.list(list.stdout).places.isEmpty)
            }
        }
    }

    /// A service that finds no weather at a known place's coordinates says so about the place wxapp
    /// knows, never as if the user had typed "Denver,US".
    @Test func noWeatherAtAKnownPlaceNamesThePlaceNotAnInventedQuery() async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.setFault(.cityNotFound, for: .weather)

            let add = try await sandbox.wxapp("add", "Denver")

            #expect(add.exitCode == 66, "\(add)")
            #expect(
                add.stderr
                    == "wxapp: The weather service has no weather for Denver, US. Try again later, "
                    + "or add a city nearby.\n", "\(add)")
            #expect(!add.stderr.contains("Denver,US"))
        }
    }
}
