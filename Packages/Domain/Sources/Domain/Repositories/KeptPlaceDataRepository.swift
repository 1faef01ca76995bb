/// What is kept beside a saved place's weather: its air quality, its 1991–2020 normals and its alerts.
public struct KeptPlaceData: Sendable, Equatable {
    public let air: AirQualityReport?
    public let normals: ClimateNormals?
    public let alerts: AlertsReport?

    public init(air: AirQualityReport?, normals: ClimateNormals?, alerts: AlertsReport?) {
        self.air = air
        self.normals = normals
        self.alerts = alerts
    }

    public static let none = KeptPlaceData(air: nil, normals: nil, alerts: nil)
}

/// Reads what is kept beside a place's weather, with no request, as cheaply as the store can: `show`
/// pays for it on every run.
public protocol KeptPlaceDataRepository: Sendable {
    func keptData(for place: Place) async throws(WeatherError) -> KeptPlaceData
}
