import Domain
import Providers
import WeatherData

/// The providers wxapp registers as it starts, registered for tests that read them (help text, settings,
/// `--provider`). Every test registers the same list, so tests running at once never see another.
public enum RegisteredProviders {
    public static func ensure() {
        WeatherProvider.register(ProviderRegistry.providers)
        AlertSource.register(ProviderRegistry.alertSources)
    }

    /// The ids of the registry's providers, in its order: what `--provider` offers.
    public static var ids: [String] { ProviderRegistry.providers.map(\.id) }

    /// The ids as settings offer them: those that need no key first, each group in the registry's order.
    public static var idsKeylessFirst: [String] {
        let providers = ProviderRegistry.providers
        return (providers.filter(\.isKeyless) + providers.filter { !$0.isKeyless }).map(\.id)
    }
}
