import Domain
import FoundationEssentials
import Infrastructure
import ProviderKit

extension WeatherProvider {
    /// MET Norway's Locationforecast: free, no key, global (CC BY 4.0 data); hourly for the first two and a
    /// half days, six-hourly after, with no sun times.
    public static let metNorway = WeatherProvider(
        id: "metno", displayName: "MET Norway", forecastDays: 9, forecastSteps: .hourlyThenSixHourly,
        key: nil, extras: [.precipitationAmounts])
}

/// MET Norway's Locationforecast, which answers in UTC and asks for a contact in the User-Agent.
package struct MetNorwayModule: ProviderModule {
    package init() {}

    package var provider: WeatherProvider { .metNorway }
    package var urlVariable: String { MetNorwayService.urlVariable }
    package var defaultURL: URL { MetNorwayService.baseURL }

    package func link(_ context: ProviderContext) throws(WeatherError) -> ProviderLink {
        let service = MetNorwayService(
            baseURL: context.url ?? defaultURL, http: context.http, monitor: context.monitor,
            replies: context.replies, clock: context.clock, offsets: try context.offsets(),
            userAgent: context.userAgent, logger: context.logger)
        return link(to: service, context)
    }
}
