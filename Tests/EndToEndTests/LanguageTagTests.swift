import Foundation
import Testing

/// Languages as users paste them: BCP 47 tags and locale names for `--language`, `WXAPP_LANG` and the
/// setting, and GNU `LANGUAGE` read as gettext reads it.
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
                ("pt-BR", "pt"), ("pt-PT", "pt_PT"), ("pt_AO", "pt_PT"), ("zh-Hans", "zh"), ("de-AT", "de"),
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
}
