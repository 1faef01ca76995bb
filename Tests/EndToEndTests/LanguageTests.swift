import Foundation
import Testing

/// Human output in each of wxapp's languages, as its catalog has it, chosen by the locale, and by
/// `--language`, `WXAPP_LANG` and the setting over it; JSON and exit codes the same in every language.
@Suite(.serialized) struct LanguageTests {
    /// Each language with a locale that names it.
    static let locales: [(language: String, locale: String)] = [
        ("de", "de_DE.UTF-8"), ("fr", "fr_FR.UTF-8"), ("es", "es_ES.UTF-8"), ("it", "it_IT.UTF-8"),
        ("pt", "pt_BR.UTF-8"), ("es_419", "es_MX.UTF-8"), ("nl", "nl_NL.UTF-8"), ("pl", "pl_PL.UTF-8"),
        ("ja", "ja_JP.UTF-8"),
        ("zh", "zh_CN.UTF-8"),
    ]

    /// The card's labels: each in the language, none in English where the language words it otherwise.
    static let cardLabels = [
        "Temperature", "Feels like", "Humidity", "Pressure", "Observed", "Age", "Source",
    ]

    /// One sandbox for every language: preparing the places (an import, air quality, normals and alerts
    /// from the fake services) once keeps the load of the suite, which runs beside the others, low.
    @Test func showListForecastAndAnErrorSpeakEachLocalesLanguage() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                OutputWidthTests.services(sandbox, url)
                try await OutputWidthTests.prepare(sandbox)
                #expect(try await sandbox.wxapp("forecast", "東京").exitCode == 0)
                let english = try await Self.documents(in: sandbox)
                for (language, locale) in Self.locales {
                    sandbox.environment["LANG"] = locale
                    try await Self.check(language, in: sandbox)
                    let documents = try await Self.documents(in: sandbox)
                    for (command, document) in english {
                        #expect(documents[command]?.exitCode == document.exitCode, "\(locale) \(command)")
                        #expect(documents[command]?.json == document.json, "\(locale) \(command)")
                    }
                }
            }
        }
    }

    /// The JSON commands whose output and exit code must be the same in every language.
    static let jsonCommands: [[String]] = [
        ["list", "--format", "json", "--offline"], ["show", "東京", "--format", "json", "--offline"],
        ["forecast", "東京", "--format", "json", "--offline"], ["search", "lodz", "--format", "json"],
        ["delete", "Narnia", "--format", "json"],
    ]

    /// Each JSON command's exit code and output, without the ages and with the nowcast summary's span as "#"
    /// ("in the next two hours" and "in the next 115 min" alike, and every number): both count the
    /// machine's clock, and move between runs a minute apart.
    private static func documents(in sandbox: Sandbox) async throws -> [[String]: (
        exitCode: Int32, json: String
    )] {
        var documents: [[String]: (exitCode: Int32, json: String)] = [:]
        for command in jsonCommands {
            let run = try await sandbox.wxapp(arguments: command)
            let json = run.stdout.split(separator: "\n").filter { !$0.contains("geSeconds\" :") }.map {
                $0.contains("\"summary\" :")
                    ? String($0).replacing(/two hours|[0-9]+ min|[0-9]+/, with: "#") : String($0)
            }
            documents[command] = (run.exitCode, json.joined(separator: "\n"))
        }
        return documents
    }

    private static func check(_ language: String, in sandbox: Sandbox) async throws {
        let catalog = try TranslationCatalog(language: language)
        func translated(_ key: String, _ values: [String] = []) throws -> String {
            try #require(catalog.translation(key, values: values), "\(language).po lacks \(key)")
        }
        let show = try await sandbox.wxapp("show", "東京", "--offline")
        #expect(show.exitCode == 0, "\(show)")
        for label in Self.cardLabels {
            let word = try translated(label)
            #expect(
                show.stdout.contains("\n" + word + " "), "\(language): \(label) as \(word)\n\(show.stdout)")
            if word != label {
                #expect(!show.stdout.contains("\n" + label + "  "), "\(language): \(label)\n\(show.stdout)")
            }
        }

        let list = try await sandbox.wxapp("list", "--offline")
        #expect(list.exitCode == 0, "\(list)")
        for header in ["Place", "Condition", "Humidity", "Observed"] {
            #expect(list.stdout.contains(try translated(header)), "\(language): \(header)\n\(list.stdout)")
        }

        let forecast = try await sandbox.wxapp("forecast", "東京", "--offline")
        #expect(forecast.exitCode == 0, "\(forecast)")
        let title = try translated("Forecast for {0}").uppercased().components(separatedBy: "{0}")
        let firstLine = String(forecast.stdout.prefix { $0 != "\n" })
        #expect(
            firstLine.hasPrefix(title[0]) && firstLine.hasSuffix(title.last ?? ""),
            "\(language): \(title)\n\(forecast.stdout)")
        for header in ["Day", "Sky", "Low", "High"] {
            #expect(
                forecast.stdout.contains(try translated(header)), "\(language): \(header)\n\(forecast.stdout)"
            )
        }

        let error = try await sandbox.wxapp("delete", "Narnia")
        #expect(error.exitCode == 66, "\(error)")
        // The command to copy stands between the language's quotation marks.
        let marks = ["ja": ("「", "」"), "zh": ("“", "”")][language] ?? ("\"", "\"")
        let message = try translated(
            "\"{0}\" is not among your saved places. Run \"wxapp list\" to see them, or {1} to add it.",
            ["Narnia", marks.0 + "wxapp add Narnia" + marks.1])
        #expect(error.stderr == "wxapp: \(message)\n")
    }

    @Test func theOptionAndTheVariableAndTheSettingBeatTheLocale() async throws {
        let german = try TranslationCatalog(language: "de")
        let japanese = try TranslationCatalog(language: "ja")
        let temperature = try #require(german.translation("Temperature"))
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
            sandbox.environment["LANG"] = "fr_FR.UTF-8"

            let flag = try await sandbox.wxapp("show", "Tokyo", "--offline", "--language", "de")
            #expect(flag.stdout.contains("\n\(temperature) "), "\(flag)")

            sandbox.environment["WXAPP_LANG"] = "de"
            let variable = try await sandbox.wxapp("show", "Tokyo", "--offline")
            #expect(variable.stdout.contains("\n\(temperature) "), "\(variable)")

            sandbox.environment["WXAPP_LANG"] = nil
            #expect(try await sandbox.wxapp("config", "set", "language", "ja").exitCode == 0)
            let setting = try await sandbox.wxapp("show", "Tokyo", "--offline")
            let word = try #require(japanese.translation("Temperature"))
            #expect(setting.stdout.contains("\n\(word) "), "\(setting)")

            let english = try await sandbox.wxapp("show", "Tokyo", "--offline", "--language", "en")
            #expect(english.stdout.contains("\nTemperature "), "\(english)")
        }
    }

    /// A message about data not kept names the place as the cards do, and a usage error is in the language
    /// chosen on the line itself, with what it quotes kept.
    @Test func messagesNameThePlaceAsTheCardsDoAndUsageErrorsSpeakTheLanguage() async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["LANG"] = "de_DE.UTF-8"
            for command in [["show", "Vienna", "--offline"], ["forecast", "Vienna", "--offline"]] {
                let result = try await sandbox.wxapp(arguments: command)
                #expect(result.exitCode == 69 && result.stderr.contains("\"Wien, AT\""), "\(result)")
            }
            let slip = try await sandbox.wxapp("show", "--bogus")
            #expect(slip.exitCode == 64, "\(slip)")
            #expect(
                slip.stderr.hasPrefix("Fehler: Unbekannte Option '--bogus'\nAufruf: wxapp show "), "\(slip)")
            let chosen = try await sandbox.wxapp("forecast", "--days", "x", "--language", "ja")
            #expect(
                chosen.exitCode == 64 && chosen.stderr.hasPrefix("エラー：'x' は '--days <days>' に"), "\(chosen)")
            let help = try await sandbox.wxapp("help", "shwo")
            #expect(
                help.exitCode == 64
                    && help.stderr.hasPrefix(
                        "Fehler: Unbekannter Befehl 'shwo'. Meinten Sie 'show'?\nAufruf: "),
                "\(help)")
        }
    }

    /// `--help` and a command's own check of its options in the locale's language, or `--language`'s;
    /// the completion scripts and the version the same in every language.
    @Test func helpSpeaksTheLanguageWhileCompletionScriptsStayAsTheyAre() async throws {
        let german = try TranslationCatalog(language: "de")
        let japanese = try TranslationCatalog(language: "ja")
        try await Sandbox.run { sandbox in
            sandbox.environment["LANG"] = "de_DE.UTF-8"
            let help = try await sandbox.wxapp("forecast", "--help")
            let overview = try #require(german.translation("OVERVIEW:", context: "help"))
            let database = try #require(german.translation("The database file."))
            #expect(help.exitCode == 0 && help.stdout.hasPrefix(overview + " "), "\(help)")
            #expect(help.stdout.contains(database) && !help.stdout.contains("The database file."), "\(help)")
            sandbox.environment["WXAPP_LANG"] = "ja"
            let chosen = try await sandbox.wxapp("help", "config")
            sandbox.environment["WXAPP_LANG"] = nil
            let japaneseOverview = try #require(japanese.translation("OVERVIEW:", context: "help"))
            #expect(chosen.exitCode == 0 && chosen.stdout.hasPrefix(japaneseOverview), "\(chosen)")
            // ArgumentParser's own `help` command says what it does in the language too.
            let helpHelp = try await sandbox.wxapp("help", "help")
            let showsHelp = try #require(german.translation("Show subcommand help information."))
            #expect(
                helpHelp.exitCode == 0 && helpHelp.stdout.hasPrefix("\(overview) \(showsHelp)\n"),
                "\(helpHelp)")

            let check = try await sandbox.wxapp("forecast", "Oslo", "--hours", "2", "--days", "1")
            let both = try #require(german.translation("Give --hours or --days, not both."))
            #expect(check.exitCode == 64 && check.stderr.contains(both), "\(check)")

            for arguments in [["--generate-completion-script", "bash"], ["--version"]] {
                let local = try await sandbox.wxapp(arguments: arguments)
                sandbox.environment["LANG"] = "C.UTF-8"
                let plain = try await sandbox.wxapp(arguments: arguments)
                sandbox.environment["LANG"] = "de_DE.UTF-8"
                #expect(local.exitCode == 0 && local.stdout == plain.stdout, "\(arguments)")
            }
        }
    }

    @Test func watchSpeaksTheLanguageAsEveryCommandDoes() async throws {
        let german = try TranslationCatalog(language: "de")
        let place = try #require(german.translation("Place"))
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
            sandbox.environment["LANG"] = "de_DE.UTF-8"
            let watch = try await sandbox.wxapp("watch", "--count", "1", "--offline")
            #expect(watch.exitCode == 0, "\(watch)")
            #expect(watch.stdout.contains("│ \(place) ") && !watch.stdout.contains("│ Place "), "\(watch)")
        }
    }

    @Test func aTerminalOfASCIIOnlyShowsJapaneseAsEnglishAndGermanWithoutMarks() async throws {
        let german = try #require(try TranslationCatalog(language: "de").translation("Temperature"))
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
            sandbox.environment["LANG"] = "ja_JP.eucJP"
            let japanese = try await sandbox.wxapp("show", "Tokyo", "--offline")
            #expect(japanese.stdout.contains("\nTemperature "), "\(japanese)")
            let japaneseIsASCII = japanese.stdout.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(japaneseIsASCII, "\(japanese)")

            sandbox.environment["LANG"] = "de_DE.ISO-8859-1"
            let card = try await sandbox.wxapp("show", "Tokyo", "--offline")
            let cardIsASCII = card.stdout.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(cardIsASCII, "\(card)")
            #expect(card.stdout.contains("\n\(german) "), "\(german)\n\(card)")
        }
    }
}
