import ArgumentParser
import Domain

/// `wxapp config get|set|unset|list|path`: the settings file under `$XDG_CONFIG_HOME/wxapp/`.
struct ConfigCommand: DescribedCommand {
    static func described() -> CommandConfiguration {
        CommandConfiguration(
            commandName: "config", abstract: Help.words("Read and change the configuration file."),
            discussion: Help.words(
                """
                Settings: api-key (the \(ProviderText.keyed) key), units (metric, imperial, standard or uk), \
                units.temperature (c, f or k), units.wind (ms, kmh, mph, kn or bft), units.pressure (hpa, \
                inhg, mmhg or kpa), units.precipitation (mm or in), units.distance (km, mi or m), provider \
                (\(Help.alternatives(ConfigurationKey.providers))), fallback (true or false: whether another provider is \
                asked when the one in use fails), cache-lifetime (seconds, 0 to 86400), icons (auto, emoji, \
                ascii or none), clock (auto, 12 or 24), language (\(Help.alternatives(ConfigurationKey.languages))), \
                line-template (a wxapp line template) and home (the \
                place a bare wxapp shows first, saved or not). A flag \
                beats an environment variable, which beats the file. The file is written atomically and \
                readable by its owner only; the API key is never printed in full.
                """),
            subcommands: [
                ConfigGetCommand.self, ConfigSetCommand.self, ConfigUnsetCommand.self,
                ConfigListCommand.self,
                ConfigPathCommand.self,
            ])
    }
}

/// A `config` subcommand: it must work while the file holds a bad value, so that the value can be fixed.
protocol ConfigSubcommand: ServicedCommand {
    /// Runs against the configuration file.
    func run(_ file: ConfigureUseCase, context: CommandContext) throws(WeatherError) -> Int32
}

extension ConfigSubcommand {
    static var requiresValidConfiguration: Bool { false }

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        try run(try services.useCases.configure(), context: context)
    }
}

/// `wxapp config get KEY`.
struct ConfigGetCommand: ConfigSubcommand {
    static func described() -> CommandConfiguration {
        CommandConfiguration(
            commandName: "get", abstract: Help.words("Print the value of one setting (the API key masked)."))
    }

    @Argument(help: ArgumentHelp(ConfigText.keys), completion: ConfigCompletion.keys)
    var key: String

    @OptionGroup var global: GlobalOptions

    func run(_ file: ConfigureUseCase, context: CommandContext) throws(WeatherError) -> Int32 {
        guard let value = try file.get(key) else {
            let location = file.location
            context.notice(context.words("\(key) is not set in \(location)."))
            return ExitStatus.notFound
        }
        context.print(ConfigText.shown(try ConfigurationKey(named: key).rawValue, value))
        return ExitStatus.success
    }
}

/// `wxapp config set KEY VALUE`.
struct ConfigSetCommand: ConfigSubcommand {
    static func described() -> CommandConfiguration {
        CommandConfiguration(
            commandName: "set", abstract: Help.words("Check a value and write it to the configuration file."))
    }

    @Argument(help: ArgumentHelp(ConfigText.keys), completion: ConfigCompletion.keys)
    var key: String

    @Argument(
        help: Help.words(
            "The new value; for api-key, - reads it from standard input, out of the command line."),
        completion: ConfigCompletion.values)
    var value: String

    @OptionGroup var global: GlobalOptions

    func run(_ file: ConfigureUseCase, context: CommandContext) throws(WeatherError) -> Int32 {
        var value = value
        // A key given on the command line is seen by every process of the machine; `-` keeps it off.
        if value == "-", try ConfigurationKey(named: key) == .apiKey {
            if context.console.inputIsTerminal {
                context.notice(
                    context.words("Type the API key and press Enter; it is not shown as you type."))
            }
            guard let typed = context.console.readSecretLine()?.trimmingWhitespace(), !typed.isEmpty else {
                context.notice(
                    context.words(
                        "No API key was read from standard input. Give it there, as in: wxapp config set api-key - < key.txt"
                    ))
                return ExitStatus.usage
            }
            value = typed
        }
        try file.set(key, to: value)
        // A key makes OpenWeatherMap the service where none is chosen: say what that changes.
        if try ConfigurationKey(named: key) == .apiKey,
            try !file.list().contains(where: { $0.name == ConfigurationKey.provider.rawValue })
        {
            // The provider a key brings, and the one that answers without it.
            if let keyed = WeatherProvider.keyed.first,
                let keyless = WeatherProvider.keyless.max(by: { $0.forecastDays < $1.forecastDays })
            {
                let (name, days) = (keyed.displayName, keyed.forecastDays)
                let (other, otherDays, id) = (keyless.displayName, keyless.forecastDays, keyless.id)
                context.notice(
                    context.words(
                        "with a key set, \(name) answers unless a provider is chosen (--provider, WXAPP_PROVIDER or the provider setting); its free forecast covers \(days) days where \(other)'s covers \(otherDays). To keep \(other): wxapp config set provider \(id)"
                    ))
            }
        }
        return ExitStatus.success
    }
}

/// `wxapp config unset KEY`.
struct ConfigUnsetCommand: ConfigSubcommand {
    static func described() -> CommandConfiguration {
        CommandConfiguration(
            commandName: "unset", abstract: Help.words("Remove a setting from the configuration file."))
    }

    @Argument(help: Help.words("The setting to remove."), completion: ConfigCompletion.keys)
    var key: String

    @OptionGroup var global: GlobalOptions

    func run(_ file: ConfigureUseCase, context: CommandContext) throws(WeatherError) -> Int32 {
        if try !file.unset(key) {
            let location = file.location
            context.notice(context.words("\(key) was not set in \(location), so nothing changed."))
        }
        return ExitStatus.success
    }
}

/// `wxapp config list`: the file's settings, then, as comments, the unit of each measure, the language, the
/// clock and the provider the file does not choose, and where each comes from (the environment, the locale
/// or the default). JSON has the file's alone.
struct ConfigListCommand: ServicedCommand, FormattedCommand {
    static func described() -> CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: Help.words(
                "Print every setting of the configuration file (the API key masked), and where the units, language, clock and provider in use come from."
            ))
    }

    static var requiresValidConfiguration: Bool { false }

    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError) -> Int32 {
        let settings = try services.useCases.configure().list()
        if format == .json {
            context.print(try ConfigText.json(settings).text())
            return ExitStatus.success
        }
        // A setting the file or the environment breaks leaves no unit in effect (other commands refuse to
        // run until it is mended), so only the file is listed, for it to be mended.
        let inEffect =
            services.configurationProblem == nil
            ? ConfigText.unitsInEffect(services.preferences, words: context.words)
                + ConfigText.othersInEffect(
                    besides: Set(settings.map(\.name)), preferences: services.preferences,
                    provider: services.provider, environment: context.console.environment,
                    words: context.words)
            : []
        let lines = settings.map { ConfigText.line($0.name, $0.value) } + inEffect
        if !lines.isEmpty { context.print(lines.map { $0 + "\n" }.joined()) }
        return ExitStatus.success
    }
}

/// `wxapp config path`.
struct ConfigPathCommand: ConfigSubcommand {
    static func described() -> CommandConfiguration {
        CommandConfiguration(
            commandName: "path",
            abstract: Help.words("Print where the configuration file is (it may not exist yet)."))
    }

    @OptionGroup var global: GlobalOptions

    func run(_ file: ConfigureUseCase, context: CommandContext) throws(WeatherError) -> Int32 {
        context.print(file.location)
        return ExitStatus.success
    }
}
