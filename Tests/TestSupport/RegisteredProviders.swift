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
}
