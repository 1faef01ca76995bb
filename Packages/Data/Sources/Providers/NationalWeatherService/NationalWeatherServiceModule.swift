import Domain
import FoundationEssentials
import Infrastructure
import ProviderKit

extension WeatherProvider {
    /// The US National Weather Service (api.weather.gov): free, no key, the United States and its
    /// territories alone; current weather measured at the nearest station, a week of hourly forecasts.
    public static let nationalWeatherService = WeatherProvider(
        id: "nws", displayName: "NWS", forecastDays: 7, forecastSteps: .hourly,
        key: nil, extras: [], reach: NationalWeatherServiceModule.reach)
}

/// The NWS as a provider: its weather and forecasts, and its alerts (`NationalWeatherServiceAlerts`), at
/// one server.
package struct NationalWeatherServiceModule: ProviderModule {
    package init() {}

    package var provider: WeatherProvider { .nationalWeatherService }
    package var urlVariable: String { AlertSource.nationalWeatherService.urlVariable }
    package var defaultURL: URL { NationalWeatherServiceAlerts.baseURL }

    package func link(_ context: ProviderContext) throws(WeatherError) -> ProviderLink {
        let service = NationalWeatherService(
            context: context, offsets: try context.offsets())
        return link(to: service, context)
    }

    /// Where the NWS forecasts, roughly: the 48 states along their borders (so that Canada's and Mexico's
    /// cities are left to the others), Alaska, Hawaii, Puerto Rico and the US Virgin Islands, Guam and the
    /// Northern Marianas, and American Samoa. A point inside that the NWS still has no grid for is a
    /// failure of its own, which the next provider answers.
    package static let reach = Reach(area: "the United States") { outlines }

    /// The outlines of `reach`, made once, when a place is first checked.
    private static let outlines: [Reach.Outline] = [
        Reach.Outline([
            (48.5, -125.0), (48.25, -123.25), (48.75, -123.1), (49.0, -123.3), (49.0, -95.2),
            (48.55, -93.4), (48.0, -89.6), (47.0, -88.0), (46.45, -84.8), (46.2, -84.0), (45.3, -82.5),
            (43.05, -82.35), (42.55, -82.62), (42.28, -82.98), (41.7, -82.7), (42.4, -80.5),
            (42.8, -79.0),
            (42.9, -78.91), (43.1, -79.07), (43.3, -79.07), (43.6, -78.5), (43.65, -76.9),
            (44.15, -76.35), (45.0, -74.75),
            (45.0, -71.5), (45.3, -71.0), (46.7, -70.0), (47.45, -69.2), (47.35, -68.2),
            (47.05, -67.8), (45.7, -67.8), (44.8, -66.95), (44.0, -66.5), (41.0, -69.0), (38.5, -74.0),
            (35.0, -75.0), (31.0, -79.5), (26.8, -79.9), (25.0, -80.0), (24.3, -80.3), (24.3, -83.2),
            (28.5, -88.0), (28.5, -94.0), (25.8, -97.15), (25.84, -97.5), (26.05, -98.0), (26.36, -98.8),
            (26.41, -99.05), (26.6, -99.2),
            (27.45, -99.56), (27.6, -99.6), (28.3, -100.3), (29.7, -101.4), (29.7, -102.7),
            (29.0, -103.2),
            (29.7, -104.5), (31.75, -106.5), (31.78, -108.2), (31.33, -108.2), (31.33, -111.07),
            (32.45, -114.85), (32.718, -114.72), (32.534, -117.124), (32.4, -119.0), (34.0, -121.0),
            (40.0, -124.6), (43.0, -124.8),
        ]),
        Reach.Outline([
            (72.0, -168.9), (65.5, -168.9), (63.0, -172.5), (60.0, -180.0), (50.5, -180.0),
            (51.5, -165.0), (54.5, -150.0), (54.0, -134.0), (54.6, -130.0), (55.9, -130.0),
            (56.6, -131.8), (58.4, -133.4), (59.8, -135.5), (59.2, -137.5), (60.0, -139.0),
            (60.3, -141.0), (72.0, -141.0),
        ]),
        Reach.Outline([(50.5, 172.0), (50.5, 180.0), (54.0, 180.0), (54.0, 172.0)]),
        Reach.Outline([(18.5, -160.5), (18.5, -154.5), (22.5, -154.5), (22.5, -160.5)]),
        Reach.Outline([(17.8, -67.3), (17.8, -65.2), (18.6, -65.2), (18.6, -67.3)]),
        Reach.Outline([(17.6, -65.1), (17.6, -64.55), (18.4, -64.55), (18.4, -65.1)]),
        Reach.Outline([(13.2, 144.6), (13.2, 146.1), (20.6, 146.1), (20.6, 144.6)]),
        Reach.Outline([(-14.6, -171.2), (-14.6, -168.0), (-11.0, -168.0), (-11.0, -171.2)]),
    ]
}
