import Foundation
import Testing

/// Languages as users paste them: BCP 47 tags and locale names for `--language`, `WXAPP_LANG` and the
/// setting, and GNU `LANGUAGE` read as gettext reads it; a locale wxapp has no language for, and a bad choice.
struct LanguageTagTests {
    /// The card's label of `label` in each language by its catalog's code.
    private static func label(_ label: String, in code: String) throws -> String {
        code == "en" ? label : try #require(try TranslationCatalog(language: code).translation(label))
    }

    private static func speaks(_ code: String, _ result: WxappResult, _ comment: String) throws {
        #expect(result.exitCode == 0, "\(comment): \(result)")
        // The humidity's label tells Brazil's Portuguese (Umidade) from Portugal's (Humidade).
        for shown in ["Temperature", "Humidity"] {
            #expect(result.stdout.contains("\n\(try label(shown, in: code)) "), "\(comment): \(result)")
        }
    }

    @Test func tagsAndLocaleNamesChooseTheirLanguage() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
            sandbox.environment["LANG"] = "en_US.UTF-8"
            for (tag, code) in [
                ("pt-BR", "pt"), ("pt-PT", "pt_PT"), ("pt_AO", "pt_PT"), ("es-MX", "es_419"),
                ("zh-Hans", "zh"), ("de-AT", "de"),
                ("zh_CN", "zh"), ("FR", "fr"),
            ] {
                try Self.speaks(
                    code, try await sandbox.wxapp("show", "Tokyo", "--offline", "--language", tag),
                    "--language \(tag)")
                sandbox.environment["WXAPP_LANG"] = tag
                try Self.speaks(
                    code, try await sandbox.wxapp("show", "Tokyo", "--offline"), "WXAPP_LANG=\(tag)")
                sandbox.environment["WXAPP_LANG"] = nil
            }

            let set = try await sandbox.wxapp("config", "set", "language", "pt_PT.UTF-8")
            #expect(set.exitCode == 0, "\(set)")
            #expect(try await sandbox.wxapp("config", "get", "language").stdout == "pt-PT\n")
            try Self.speaks(
                "pt_PT", try await sandbox.wxapp("show", "Tokyo", "--offline"), "setting pt_PT.UTF-8")

            // Traditional Chinese is not a language wxapp writes: refused as any other value is.
            let traditional = try await sandbox.wxapp("show", "Tokyo", "--offline", "--language", "zh-Hant")
            #expect(traditional.exitCode == 64, "\(traditional)")
            #expect(
                traditional.stderr.hasPrefix(
                    "Error: The value 'zh-Hant' is invalid for '--language <code>'."),
                "\(traditional)")
        }
    }

    @Test func gnuLanguageComesBeforeTheLocaleUnlessTheLocaleIsC() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
            let cases: [(language: String, locale: String, code: String)] = [
                ("sv:de:en", "fr_FR.UTF-8", "de"),
                ("zh_TW:ja", "en_US.UTF-8", "ja"),
                ("sv:ko", "fr_FR.UTF-8", "fr"),
                ("de", "C.UTF-8", "en"),
            ]
            for (list, locale, code) in cases {
                sandbox.environment["LANGUAGE"] = list
                sandbox.environment["LANG"] = locale
                try Self.speaks(
                    code, try await sandbox.wxapp("show", "Tokyo", "--offline"),
                    "LANGUAGE=\(list) LANG=\(locale)")
            }
            // The variable and the option still come first.
            sandbox.environment["LANGUAGE"] = "de"
            sandbox.environment["LANG"] = "fr_FR.UTF-8"
            sandbox.environment["WXAPP_LANG"] = "ja"
            try Self.speaks(
                "ja", try await sandbox.wxapp("show", "Tokyo", "--offline"), "WXAPP_LANG over LANGUAGE")
            try Self.speaks(
                "nl", try await sandbox.wxapp("show", "Tokyo", "--offline", "--language", "nl"), "the option")
        }
    }

    @Test func anUnsupportedLocaleIsEnglishAndABadChoiceIsRefused() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
            for locale in ["ko_KR.UTF-8", "zh_TW.UTF-8", "xx_YY.UTF-8", "C.UTF-8"] {
                sandbox.environment["LANG"] = locale
                let show = try await sandbox.wxapp("show", "Tokyo", "--offline")
                #expect(show.exitCode == 0 && show.stdout.contains("\nTemperature "), "\(locale): \(show)")
                #expect(show.stderr.isEmpty, "\(locale): \(show)")
            }

            let option = try await sandbox.wxapp("show", "Tokyo", "--language", "klingon")
            #expect(option.exitCode == 64, "\(option)")
            #expect(
                option.stderr.hasPrefix(
                    "Error: The value 'klingon' is invalid for '--language <code>'. Please provide one of 'en', 'de', 'fr', 'es', 'es-419', 'it', 'pt', 'pt-PT', 'nl', 'pl', 'ja' and 'zh'.\n"
                ), "\(option)")

            sandbox.environment["WXAPP_LANG"] = "klingon"
            let variable = try await sandbox.wxapp("show", "Tokyo", "--offline")
            #expect(variable.exitCode == 78, "\(variable)")
            #expect(
                variable.stderr.contains(
                    "WXAPP_LANG is \"klingon\"; it must be auto, en, de, fr, es, es-419, it, pt, pt-PT, nl, pl, ja or zh"
                ),
                "\(variable)")
            sandbox.environment["WXAPP_LANG"] = nil

            // What the user typed to `config set` is a usage error, and the file is left as it was.
            let typed = try await sandbox.wxapp("config", "set", "language", "klingon")
            #expect(typed.exitCode == 64, "\(typed)")
            #expect(
                typed.stderr
                    == "wxapp: \"klingon\" is not a valid value for language; it must be auto, en, de, fr, es, es-419, it, pt, pt-PT, nl, pl, ja or zh.\n",
                "\(typed)")

            let directory = sandbox.directory.appendingPathComponent("config/wxapp")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("config.toml").path
            try "language = \"klingon\"\n".write(toFile: file, atomically: true, encoding: .utf8)
            let written = try await sandbox.wxapp("show", "Tokyo", "--offline")
            #expect(written.exitCode == 78, "\(written)")
            #expect(
                written.stderr
                    == "wxapp: The configuration is invalid: language in \(file) is \"klingon\", which wxapp cannot "
                    + "use; it must be auto, en, de, fr, es, es-419, it, pt, pt-PT, nl, pl, ja or zh (change it with \"wxapp config "
                    + "set language …\"). Fix it and try again.\n", "\(written)")
        }
    }
}
