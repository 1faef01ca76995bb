import Foundation
import Testing

/// `wxapp config`: a private TOML file under XDG_CONFIG_HOME; flags beat the environment, which beats it.
@Suite(.serialized) struct ConfigTests {
    @Test func settingsAreWrittenPrivatelyAndReadBackWithTheKeyMasked() async throws {
        try await Sandbox.run { sandbox in
            let path = try await sandbox.wxapp("config", "path")
            let file = sandbox.directory.appendingPathComponent("config/wxapp/config.toml").path
            #expect(path.stdout == file + "\n", "\(path)")

            #expect(try await sandbox.wxapp("config", "set", "units", "imperial").exitCode == 0)
            #expect(try await sandbox.wxapp("config", "set", "api-key", "abcdef0123456789wxyz").exitCode == 0)
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

            let list = try await sandbox.wxapp("config", "list")
            #expect(
                list.stdout == "api-key = ••••••••wxyz\nunits = imperial\n"
                    + "# language = en (the default)\n# clock = 24 (the default)\n# provider = openweathermap (the default)\n",
                "\(list)")
            #expect(!list.stdout.contains("abcdef0123456789"))
        }
    }

    /// Setting a key says that OpenWeatherMap will answer and that its forecast is shorter, unless the
    /// file already chooses a provider.
    @Test func settingAKeySaysWhatItChanges() async throws {
        try await Sandbox.run { sandbox in
            let set = try await sandbox.wxapp("config", "set", "api-key", "abcdef0123456789wxyz")
            #expect(set.exitCode == 0 && set.stdout.isEmpty, "\(set)")
            #expect(
                set.stderr
                    == "wxapp: with a key set, OpenWeatherMap answers unless a provider is chosen (--provider, "
                    + "WXAPP_PROVIDER or the provider setting); its free forecast covers 5 days where "
                    + "Open-Meteo's covers 16. To keep Open-Meteo: wxapp config set provider openmeteo\n",
                "\(set)")

            #expect(try await sandbox.wxapp("config", "set", "provider", "openmeteo").exitCode == 0)
            let again = try await sandbox.wxapp("config", "set", "api-key", "abcdef0123456789wxyz")
            #expect(again.exitCode == 0 && again.stderr.isEmpty, "a provider is chosen: \(again)")
        }
    }

    @Test func configuredUnitsApplyAndTheFlagWins() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            #expect(try await sandbox.wxapp("config", "set", "units", "imperial").exitCode == 0)

            let configured = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(configured.stdout.hasPrefix("Tokyo, JP: 68°F"), "\(configured)")
            sandbox.environment["WXAPP_UNITS"] = "standard"
            let environment = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(environment.stdout.hasPrefix("Tokyo, JP: 293 K"), "\(environment)")
            let flag = try await sandbox.wxapp("list", "--offline", "--format", "plain", "--units", "metric")
            #expect(flag.stdout.hasPrefix("Tokyo, JP: 20°C"), "\(flag)")
        }
    }

    /// A value or a setting mistyped to `config set` is the user's slip: 64, naming the one meant, and the
    /// file is left as it was.
    @Test func aMistypedValueOrSettingIsAUsageErrorThatNamesTheOneMeant() async throws {
        try await Sandbox.run { sandbox in
            let value = try await sandbox.wxapp("config", "set", "units", "imperal")
            #expect(value.exitCode == 64, "\(value)")
            #expect(
                value.stderr
                    == "wxapp: \"imperal\" is not a valid value for units; it must be metric, imperial, standard "
                    + "or uk. Did you mean \"imperial\"?\n", "\(value)")
            let setting = try await sandbox.wxapp("config", "set", "untis", "metric")
            #expect(setting.exitCode == 64, "\(setting)")
            #expect(setting.stderr.hasSuffix(" Did you mean \"units\"?\n"), "\(setting)")
            let list = try await sandbox.wxapp("config", "list")
            // Nothing was written: only the units, the language, the clock and the provider in use are said, as
            // comments.
            #expect(
                list.exitCode == 0
                    && list.stdout
                        == "# units.temperature = c (the default)\n# units.wind = ms (the default)\n"
                        + "# units.pressure = hpa (the default)\n# units.precipitation = mm (the default)\n"
                        + "# units.distance = km (the default)\n# language = en (the default)\n"
                        + "# clock = 24 (the default)\n# provider = openweathermap (the default)\n",
                "\(list)")
        }
    }

    /// Option values are names, case aside: `--units Imperial`, `--format JSON`.
    @Test func optionValuesAreReadCaseAside() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let typed = try await sandbox.wxapp(
                "list", "--offline", "--units", "Imperial", "--format", "JSON")
            let lower = try await sandbox.wxapp(
                "list", "--offline", "--units", "imperial", "--format", "json")
            #expect(typed.exitCode == 0, "\(typed)")
            #expect(typed.stdout.agesErased == lower.stdout.agesErased)
            let icons = try await sandbox.wxapp(
                "show", "Tokyo", "--offline", "--icons", "ASCII", "--provider", "OpenMeteo")
            #expect(icons.exitCode == 0, "\(icons)")
        }
    }

    @Test func anInvalidValueInTheFileExits78NamingTheKeyAndTheFile() async throws {
        try await Sandbox.run { sandbox in
            let directory = sandbox.directory.appendingPathComponent("config/wxapp")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("config.toml").path
            try "cache-lifetime = 99999999\n".write(toFile: file, atomically: true, encoding: .utf8)

            let list = try await sandbox.wxapp("list")
            #expect(list.exitCode == 78, "\(list)")
            #expect(
                list.stderr
                    == "wxapp: The configuration is invalid: cache-lifetime in \(file) is \"99999999\", which wxapp "
                    + "cannot use; it must be a whole number of seconds from 0 to 86400 (change it with "
                    + "\"wxapp config set cache-lifetime …\"). Fix it and try again.\n", "\(list)")

            let fix = try await sandbox.wxapp("config", "set", "cache-lifetime", "120")
            #expect(fix.exitCode == 0, "\(fix)")
            #expect(try await sandbox.wxapp("list").exitCode == 0)

            let bad = try await sandbox.wxapp("config", "set", "icons", "sparkly")
            #expect(bad.exitCode == 64, "a value typed to config set is a usage error: \(bad)")
            #expect(bad.stderr.contains("\"sparkly\" is not a valid value for icons"), "\(bad)")
        }
    }

    @Test func anUnreadableFileExits78SayingWhy() async throws {
        try await Sandbox.run { sandbox in
            let directory = sandbox.directory.appendingPathComponent("config/wxapp")
            let file = directory.appendingPathComponent("config.toml").path
            try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)

            let folder = try await sandbox.wxapp("list")
            #expect(folder.exitCode == 78, "\(folder)")
            #expect(
                folder.stderr
                    == "wxapp: The configuration is invalid: the configuration file \(file) is a directory, "
                    + "not a regular file. Fix it and try again.\n", "\(folder)")

            try FileManager.default.removeItem(atPath: file)
            try Data("units = \"caf".utf8 + [0xE9] + "\"\n".utf8).write(to: URL(fileURLWithPath: file))
            let latin1 = try await sandbox.wxapp("list")
            #expect(latin1.exitCode == 78, "\(latin1)")
            #expect(
                latin1.stderr
                    == "wxapp: The configuration is invalid: the configuration file \(file) is not UTF-8 text. "
                    + "Fix it and try again.\n", "\(latin1)")
        }
    }

    /// A FIFO would block the read and a device never end, so anything but a regular file is refused unread.
    @Test(arguments: ["named pipe (FIFO)", "character device"])
    func aFileThatIsNotARegularFileIsRefusedUnread(kind: String) async throws {
        try await Sandbox.run { sandbox in
            let directory = sandbox.directory.appendingPathComponent("config/wxapp")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("config.toml").path
            if kind == "character device" {
                try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "/dev/zero")
            } else {
                #expect(mkfifo(file, 0o600) == 0)
            }

            for arguments in [["list"], ["config", "list"], ["config", "set", "units", "uk"]] {
                let result = try await sandbox.wxapp(arguments: arguments, timeout: .seconds(10))
                #expect(result.exitCode == 78, "\(result)")
                #expect(
                    result.stderr
                        == "wxapp: The configuration is invalid: the configuration file \(file) is a \(kind), not "
                        + "a regular file. Fix it and try again.\n", "\(result)")
            }
        }
    }

    /// TOML's parser reads C strings: a NUL would end the file, or a value such as the key, unseen.
    @Test(arguments: [
        ("raw", "units = \"uk\"\u{0}\nicons = 'sparkly'\n", 1),
        ("escaped in the key", "units = \"uk\"\napi-key = \"abc\\u0000def\"\n", 2),
    ])
    func aNULInTheFileIsRefusedWithItsLine(name: String, text: String, line: Int) async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["OPENWEATHER_API_KEY"] = nil
            let directory = sandbox.directory.appendingPathComponent("config/wxapp")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("config.toml").path
            try text.write(toFile: file, atomically: true, encoding: .utf8)

            let add = try await sandbox.wxapp("add", "Japan", "--provider", "openweathermap")

            #expect(add.exitCode == 78, "\(add)")
            #expect(
                add.stderr
                    == "wxapp: The configuration is invalid: the configuration file \(file) holds a NUL character "
                    + "on line \(line), which no setting can hold; remove it. Fix it and try again.\n",
                "\(add)")
            #expect(await sandbox.server.requests.isEmpty)
        }
    }

    @Test func theKeyFromTheFileIsUsedAndNeverPrinted() async throws {
        // The file holds the key by design, so it lives outside the sandbox, whose files must never hold it.
        let configHome = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxapp-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: configHome) }
        try await Sandbox.run { sandbox in
            sandbox.environment["OPENWEATHER_API_KEY"] = nil
            sandbox.environment["XDG_CONFIG_HOME"] = configHome.path
            #expect(try await sandbox.wxapp("config", "set", "api-key", Sandbox.apiKey).exitCode == 0)

            let add = try await sandbox.wxapp("add", "Japan", "--verbose")
            #expect(add.exitCode == 0, "\(add)")
            #expect(await sandbox.server.requests(to: .weather).first?.query["appid"] == Sandbox.apiKey)
        }
    }

    /// With nothing set, `config list` says the language, the clock and the provider in use and where each
    /// comes from: the variable that chooses it, the locale, or the default; a setting the file has, alone.
    @Test func listSaysTheLanguageClockAndProviderInUseAndWhence() async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["LANG"] = "en_US.UTF-8"
            sandbox.environment["LANGUAGE"] = "fr"
            let french = try await sandbox.wxapp("config", "list")
            #expect(
                french.stdout.contains("# language = fr (d'après LANGUAGE)\n# clock = 24 (par défaut)\n"),
                "output in French reads its own clock, not the locale's: \(french)")
            sandbox.environment["LANGUAGE"] = nil
            sandbox.environment["WXAPP_LANG"] = "auto"
            sandbox.environment["WXAPP_CLOCK"] = "24"
            sandbox.environment["WXAPP_PROVIDER"] = "metno"
            let chosen = try await sandbox.wxapp("config", "list")
            #expect(
                chosen.stdout.hasSuffix(
                    "# language = en (from the locale en_US.UTF-8)\n# clock = 24 (from WXAPP_CLOCK)\n"
                        + "# provider = metno (from WXAPP_PROVIDER)\n"), "\(chosen)")
            #expect(try await sandbox.wxapp("config", "set", "language", "ja").exitCode == 0)
            let set = try await sandbox.wxapp("config", "list")
            #expect(set.stdout.hasPrefix("language = ja\n") && !set.stdout.contains("# language"), "\(set)")
        }
    }
}
