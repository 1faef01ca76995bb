import Domain
import Foundation
import Logging
import Testing

@testable import Providers
@testable import WeatherData

/// What the registry promises everything that reads it: one provider per id, one module per provider, a
/// default with and without a key, alert sources that never cover the same country twice.
struct ProviderRegistryTests {
    @Test func everyProviderHasOneIdAndOneModule() {
        let ids = ProviderRegistry.providers.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ids.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() && !$0.contains(" ") }, "\(ids)")
        for provider in ProviderRegistry.providers {
            #expect(ProviderRegistry.module(of: provider)?.provider.id == provider.id)
            #expect(ProviderRegistry.provider(id: provider.id)?.id == provider.id)
        }
        #expect(ProviderRegistry.provider(id: "nowhere") == nil)
    }

    @Test func thereIsAProviderWithAndWithoutAKey() {
        #expect(ProviderRegistry.providers.contains { $0.isKeyless })
        #expect(ProviderRegistry.providers.contains { !$0.isKeyless })
        #expect(ProviderRegistry.providers.allSatisfy { $0.forecastDays >= 1 && $0.defaultForecastDays >= 1 })
    }

    @Test func urlVariablesAreWxappsEachOnce() {
        let variables = ProviderRegistry.urlVariables
        #expect(Set(variables).count == variables.count, "\(variables)")
        #expect(variables.allSatisfy { $0.hasPrefix("WXAPP_") && $0.hasSuffix("_URL") }, "\(variables)")
        #expect(ProviderRegistry.modules.allSatisfy { variables.contains($0.urlVariable) })
        #expect(ProviderRegistry.alertSources.allSatisfy { variables.contains($0.urlVariable) })
    }

    @Test func noCountryHasTwoAlertSources() {
        var seen: [String: String] = [:]
        for source in ProviderRegistry.alertSources {
            #expect(ProviderRegistry.alertSource(id: source.id)?.id == source.id)
            for code in source.countryCodes {
                #expect(code.count == 2 && code == code.uppercased(), "\(source.id): \(code)")
                #expect(seen.updateValue(source.id, forKey: code) == nil, "\(code) is covered twice")
            }
        }
    }

    /// Only one provider gives air quality and only one the normals' archive: help and cards name it.
    @Test func oneSourceEachForAirQualityAndNormals() {
        #expect(ProviderRegistry.providers.filter { $0.airQuality != nil }.count == 1)
        #expect(ProviderRegistry.providers.filter { $0.archive != nil }.count == 1)
    }

    /// Help and cards name the provider whose value offers air quality or measured days; the services are
    /// built by that provider's module, and the alert services are those of the alert sources, in order.
    @Test func whatAValueOffersItsModuleBuilds() {
        let http = StubHTTPClient(body: "")
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        for module in ProviderRegistry.modules {
            let air = module.airQuality(url: nil, http: http, monitor: StubNetworkMonitor(), logger: logger)
            let archive = module.climateArchive(
                url: nil, http: http, monitor: StubNetworkMonitor(), logger: logger)
            #expect((air != nil) == (module.provider.airQuality != nil), "\(module.provider)")
            #expect((archive != nil) == (module.provider.archive != nil), "\(module.provider)")
        }
        let alerts = ProviderRegistry.alertServices(
            urls: [:], http: http, monitor: StubNetworkMonitor(), logger: logger)
        #expect(alerts.map(\.source) == ProviderRegistry.alertSources)
    }
}
