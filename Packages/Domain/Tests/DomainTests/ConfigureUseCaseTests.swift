import Synchronization
import TestSupport
import Testing

@testable import Domain

struct ConfigureUseCaseTests {
    init() { RegisteredProviders.ensure() }

    /// A configuration file in memory.
    final class MemoryConfiguration: ConfigurationRepository {
        let location = "/home/ann/.config/wxapp/config.toml"
        private let stored: Mutex<[String: ConfigurationValue]>
        private let saves = Mutex(0)

        init(_ entries: [String: ConfigurationValue] = [:]) {
            stored = Mutex(entries)
        }

        var saveCount: Int { saves.withLock { $0 } }

        func entries() throws(WeatherError) -> [String: ConfigurationValue] {
            stored.withLock { $0 }
        }

        func save(_ entries: [String: ConfigurationValue]) throws(WeatherError) {
            stored.withLock { $0 = entries }
            saves.withLock { $0 += 1 }
        }

        /// Memory is never nested too deep to be read.
        func removeUnreadable(_ name: String) throws(WeatherError) -> Bool { false }
    }

    @Test func setNormalisesAndStoresEachKindOfValue() throws {
        let file = MemoryConfiguration()
        let useCase = ConfigureUseCase(repository: file)

        try useCase.set("units", to: " Imperial ")
        try useCase.set("CACHE-LIFETIME", to: "300")
        try useCase.set("provider", to: "OpenMeteo")
        try useCase.set("icons", to: "ascii")
        try useCase.set("api-key", to: "0f1e2d3c4b5a")
        try useCase.set("Units.Wind", to: "Knots")
        try useCase.set("units.pressure", to: "mmHg")

        #expect(
            try file.entries()
                == [
                    "units": .text("imperial"), "cache-lifetime": .integer(300),
                    "provider": .text("openmeteo"),
                    "icons": .text("ascii"), "api-key": .text("0f1e2d3c4b5a"),
                    "units.wind": .text("kn"), "units.pressure": .text("mmhg"),
                ])
        #expect(try useCase.get("units") == .text("imperial"))
        #expect(try useCase.get("icons") == .text("ascii"))
    }

    @Test(arguments: [
        ("units", "kelvin", AcceptedValues.oneOf(["metric", "imperial", "standard", "uk"])),
        ("units.wind", "furlongs", AcceptedValues.oneOf(["ms", "kmh", "mph", "kn", "bft"])),
        ("units.temperature", "°R", AcceptedValues.oneOf(["c", "f", "k"])),
        ("provider", "darksky", .oneOf(RegisteredProviders.idsKeylessFirst)),
        ("cache-lifetime", "-1", .wholeSeconds(0...86_400)),
        ("cache-lifetime", "86401", .wholeSeconds(0...86_400)),
        ("icons", "fancy", .oneOf(["auto", "emoji", "ascii", "none"])),
        (
            "language", "klingon",
            .oneOf(["auto", "en", "de", "fr", "es", "es-419", "it", "pt", "pt-PT", "nl", "pl", "ja", "zh"])
        ),
        (
            "language", "zh-Hant",
            .oneOf(["auto", "en", "de", "fr", "es", "es-419", "it", "pt", "pt-PT", "nl", "pl", "ja", "zh"])
        ),
        ("api-key", "has spaces", .apiKey),
    ])
    func anInvalidValueIsRefusedAndNothingIsWritten(key: String, value: String, accepted: AcceptedValues) {
        let file = MemoryConfiguration()
        #expect(
            throws: WeatherError.configuration(.invalidValue(setting: key, value: value, accepted: accepted))
        ) { try ConfigureUseCase(repository: file).set(key, to: value) }
        #expect(file.saveCount == 0)
    }

    @Test(arguments: [
        ("pt-BR", "pt"), ("pt_PT.UTF-8", "pt-PT"), ("es_MX.UTF-8", "es-419"), ("es-ES", "es"),
        ("zh_CN.UTF-8", "zh"), ("zh-Hans", "zh"), ("de-AT", "de"),
        ("JA", "ja"),
        ("Auto", "auto"),
    ])
    func aLanguageTagIsKeptAsItsCode(tag: String, code: String) throws {
        let file = MemoryConfiguration()
        let useCase = ConfigureUseCase(repository: file)
        try useCase.set("language", to: tag)
        #expect(try useCase.get("language") == .text(code))
    }

    @Test func anUnknownKeyListsTheKnownOnes() {
        #expect(
            throws: WeatherError.configuration(
                .noSuchSetting(
                    name: "colour",
                    settings: [
                        "api-key", "units", "units.temperature", "units.wind", "units.pressure",
                        "units.precipitation", "units.distance", "provider", "fallback", "cache-lifetime",
                        "icons",
                        "clock", "language",
                        "line-template", "home",
                    ]))
        ) { try ConfigureUseCase(repository: MemoryConfiguration()).get("colour") }
    }

    @Test func unsetRemovesKnownAndUnknownNamesAndSaysWhenNothingWasSet() throws {
        let file = MemoryConfiguration(["units": .text("imperial"), "colour": .text("blue")])
        let useCase = ConfigureUseCase(repository: file)

        #expect(try useCase.unset("units"))
        #expect(try useCase.unset("colour"))
        #expect(try !useCase.unset("icons"))
        #expect(try file.entries().isEmpty)
        #expect(file.saveCount == 2)
    }

    @Test func listGoesInKeyOrderThenUnknownNames() throws {
        let file = MemoryConfiguration([
            "icons": .text("none"), "zeta": .integer(1), "api-key": .text("k"), "alpha": .text("a"),
        ])

        let names = try ConfigureUseCase(repository: file).list().map(\.name)

        #expect(names == ["api-key", "icons", "alpha", "zeta"])
    }

    @Test func validSettingsNameTheKeyAndTheFileOfABadValue() throws {
        let good = MemoryConfiguration(["units": .text("imperial"), "cache-lifetime": .integer(60)])
        #expect(
            try ConfigureUseCase(repository: good).validSettings()
                == [.units: .text("imperial"), .cacheLifetime: .integer(60)])

        let bad = ConfigureUseCase(repository: MemoryConfiguration(["units": .text("kelvin")]))
        #expect(
            throws: WeatherError.configuration(
                .invalidSetting(
                    name: "units", file: "/home/ann/.config/wxapp/config.toml", value: "kelvin",
                    accepted: .oneOf(["metric", "imperial", "standard", "uk"])))
        ) { try bad.validSettings() }

        let secret = ConfigureUseCase(repository: MemoryConfiguration(["api-key": .text("not a key!")]))
        #expect {
            try secret.validSettings()
        } throws: { error in
            error as? WeatherError
                == .configuration(
                    .invalidSetting(
                        name: "api-key", file: "/home/ann/.config/wxapp/config.toml", value: nil,
                        accepted: .apiKey))
        }

        let unknown = ConfigureUseCase(repository: MemoryConfiguration(["colour": .text("blue")]))
        #expect(
            throws: WeatherError.configuration(
                .unknownSetting(name: "colour", file: "/home/ann/.config/wxapp/config.toml"))
        ) { try unknown.validSettings() }
    }
}
