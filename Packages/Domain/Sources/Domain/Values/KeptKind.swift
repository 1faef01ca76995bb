/// The kinds of data kept with a place, each fetched and kept on its own.
public enum KeptKind: Sendable, Equatable {
    case weather, forecast, airQuality, climateNormals, alerts
    /// Where "here" is, as the machine's public IP address placed it.
    case location
    /// The weather of these past days, all of which are needed.
    case pastWeather(PastDays)
}
