import Foundation
import Testing

/// A slip of the keyboard names what was meant, in one line, with a usage error (64).
@Suite(.serialized) struct DidYouMeanTests {
    @Test(arguments: [
        (["shwo", "Tokyo"], "Error: Unknown command 'shwo'. Did you mean 'show'?"),
        (["lsit"], "Error: Unknown command 'lsit'. Did you mean 'list'?"),
        (["forcast", "Tokyo"], "Error: Unknown command 'forcast'. Did you mean 'forecast'?"),
        (["help", "shwo"], "Error: Unknown command 'shwo'. Did you mean 'show'?"),
        (["list", "--json"], "Error: Unknown option '--json'. Did you mean '--format json'?"),
        (["show", "Tokyo", "--plain"], "Error: Unknown option '--plain'. Did you mean '--format plain'?"),
    ])
    func aMistypedCommandOrOptionNamesTheOneMeant(arguments: [String], firstLine: String) async throws {
        try await Sandbox.run { sandbox in
            let result = try await sandbox.wxapp(arguments: arguments)

            #expect(result.exitCode == 64, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine, "\(result)")
        }
    }

    /// A city a slip away from a command's name is the city; a word that is no place is the slip.
    @Test func aCityNearACommandsNameIsTheCity() async throws {
        try await Sandbox.run { sandbox in
            for (typed, city) in [("Linz", "Linz, AT"), ("Aix", "Aix, FR"), ("Ayr", "Ayr, ")] {
                let run = try await sandbox.wxapp(typed, "-o")
                #expect(run.exitCode == 69, "\(run)")
                #expect(run.stderr.hasPrefix("wxapp: There is no cached weather for \"\(city)"), "\(run)")
            }
            let slip = try await sandbox.wxapp("lnie")
            #expect(
                slip.exitCode == 64
                    && slip.stderr.hasPrefix("Error: Unknown command 'lnie'. Did you mean 'line'?"), "\(slip)"
            )
        }
    }

    /// A word near no command is a place to look at; `help` with a command still helps.
    @Test func aWordNearNoCommandIsAPlaceAndHelpForACommandIsAsBefore() async throws {
        try await Sandbox.run { sandbox in
            let word = try await sandbox.wxapp("zzzzzz")
            #expect(
                word.exitCode == 66 && word.stderr.hasPrefix("wxapp: No country or city called \"zzzzzz\""),
                "\(word)")
            let help = try await sandbox.wxapp("help", "list")
            #expect(
                help.exitCode == 0 && help.stdout.hasPrefix("OVERVIEW: Show every saved place"), "\(help)")
            let hostile = try await sandbox.wxapp("help", "sh\u{1B}[2Jow")
            #expect(hostile.exitCode == 64 && !hostile.stderr.contains("\u{1B}"), "\(hostile)")
        }
    }

    /// A saved place, a country or a city a slip away is named, never advice to add the misspelling.
    @Test func aMistypedPlaceNamesTheOneMeant() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Madrid,ES").exitCode == 0)

            let delete = try await sandbox.wxapp("delete", "Madird")
            #expect(delete.exitCode == 66, "\(delete)")
            #expect(
                delete.stderr
                    == "wxapp: \"Madird\" is not among your saved places. Did you mean \"Madrid\"?\n",
                "\(delete)")
            // A look takes any place: what is neither saved nor found names the nearest of both.
            for command in [["show", "Madird"], ["forecast", "Madird"]] {
                let result = try await sandbox.wxapp(arguments: command)
                #expect(result.exitCode == 66, "\(result)")
                #expect(
                    result.stderr
                        == "wxapp: No country or city called \"Madird\" was found. "
                        + "Did you mean \"Madrid\" or \"Madhira\"?\n",
                    "\(result)")
            }
            let offline = try await sandbox.wxapp("show", "Madird", "--offline")
            #expect(offline.exitCode == 66, "\(offline)")
            #expect(
                offline.stderr
                    == "wxapp: \"Madird\" is not among the countries and cities wxapp knows offline. "
                    + "Did you mean \"Madrid\" or \"Madhira\"?\n", "\(offline)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(list.stdout.hasPrefix("Madrid, ES"), "nothing was deleted: \(list)")

            let country = try await sandbox.wxapp("add", "Japn")
            #expect(country.exitCode == 66, "\(country)")
            #expect(
                country.stderr
                    == "wxapp: No country or city called \"Japn\" was found. Did you mean \"Japan\" or \"Jaén\"?\n",
                "\(country)")
            let city = try await sandbox.wxapp("add", "Barcelonna")
            #expect(city.exitCode == 66 && city.stderr.contains("Did you mean \"Barcelona\""), "\(city)")
            let far = try await sandbox.wxapp("add", "Qwertyville")
            #expect(
                far.exitCode == 66 && far.stderr.contains("Check the spelling")
                    && !far.stderr.contains("Did you mean"),
                "\(far)")
        }
    }

    /// A saved place is a slip away by the name it is shown by too, and the hint offers it by that name, never
    /// by its own, though the gazetteer's city it is answers to the same slip.
    @Test func aSavedPlaceIsOfferedByTheNameItIsShownBy() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "munchen").exitCode == 0)
            let delete = try await sandbox.wxapp("delete", "Müncen")
            #expect(delete.exitCode == 66, "\(delete)")
            #expect(
                delete.stderr
                    == "wxapp: \"Müncen\" is not among your saved places. Did you mean \"München\"?\n",
                "\(delete)")
            let show = try await sandbox.wxapp("show", "Müncen", "--offline")
            #expect(show.exitCode == 66, "\(show)")
            #expect(
                show.stderr.contains(" Did you mean \"München\"") && !show.stderr.contains("Munich"),
                "\(show)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(list.stdout.hasPrefix("München, DE"), "nothing was deleted: \(list)")
        }
    }

    /// A hint names each place as the reader's language does, the way the cards name it, so that what it
    /// offers is what the reader then reads: saved places, cities and countries alike.
    @Test(arguments: [
        ("it_IT.UTF-8", ["show", "Berlinn", "--offline"], "\"Berlino\""),
        ("de_DE.UTF-8", ["show", "Münchn", "--offline"], "\"München\""),
        ("fr_FR.UTF-8", ["show", "Germani", "--offline"], "\"Allemagne\""),
        ("ja_JP.UTF-8", ["show", "Tokyp", "--offline"], "もしかして「東京」ですか？"),
        ("zh_CN.UTF-8", ["show", "Berlinn", "--offline"], "您是指“柏林”吗？"),
        ("pl_PL.UTF-8", ["delete", "Madird"], "\"Madryt\""),
        ("it_IT.UTF-8", ["show", "Mialno", "--offline"], "Intendevi \"Milano\""),
        ("fr_FR.UTF-8", ["show", "Pékinn", "--offline"], "\"Pékin\""),
    ])
    func aHintNamesThePlaceInTheReadersLanguage(locale: String, arguments: [String], named: String)
        async throws
    {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Madrid,ES").exitCode == 0)
            sandbox.environment["LANG"] = locale
            let result = try await sandbox.wxapp(arguments: arguments)
            #expect(result.exitCode == 66, "\(result)")
            #expect(result.stderr.contains(named), "\(result)")
        }
    }
}
