import Domain
import FoundationEssentials
import ProviderKit

/// Open-Meteo's `/v1/air-quality` reply to a request for the current hour and today's hourly UV index, with
/// `timeformat=unixtime`: indices, µg/m³ and grains/m³. Pollen is null outside Europe, and in Europe out of
/// its season.
struct OpenMeteoAirQualityDTO: Decodable, Sendable {
    struct Current: Decodable, Sendable {
        let time: Double
        let europeanIndex: Double?
        let usIndex: Double?
        let pm10: Double?
        let pm25: Double?
        let ozone: Double?
        let nitrogenDioxide: Double?
        let uvIndex: Double?
        let alder: Double?
        let birch: Double?
        let grass: Double?
        let mugwort: Double?
        let olive: Double?
        let ragweed: Double?

        enum CodingKeys: String, CodingKey {
            case time, pm10, ozone
            case europeanIndex = "european_aqi"
            case usIndex = "us_aqi"
            case pm25 = "pm2_5"
            case nitrogenDioxide = "nitrogen_dioxide"
            case uvIndex = "uv_index"
            case alder = "alder_pollen"
            case birch = "birch_pollen"
            case grass = "grass_pollen"
            case mugwort = "mugwort_pollen"
            case olive = "olive_pollen"
            case ragweed = "ragweed_pollen"
        }
    }

    struct Hourly: Decodable, Sendable {
        let uvIndex: [Double?]?

        enum CodingKeys: String, CodingKey {
            case uvIndex = "uv_index"
        }
    }

    let utcOffsetSeconds: Int?
    let current: Current
    let hourly: Hourly?

    enum CodingKeys: String, CodingKey {
        case current, hourly
        case utcOffsetSeconds = "utc_offset_seconds"
    }

    /// The `current` variables asked for.
    static let currentVariables = [
        "european_aqi", "us_aqi", "pm10", "pm2_5", "ozone", "nitrogen_dioxide", "uv_index", "alder_pollen",
        "birch_pollen", "grass_pollen", "mugwort_pollen", "olive_pollen", "ragweed_pollen",
    ]

    /// Where Open-Meteo forecasts pollen: the domain of the Copernicus Atmosphere Monitoring Service's
    /// European forecasts, 25° W to 45° E and 30° N to 72° N. There a pollen left out is one not reported
    /// this hour (out of its season); elsewhere there is no pollen forecast at all.
    static func forecastsPollen(at coordinates: Coordinates) -> Bool {
        (30...72).contains(coordinates.latitude) && (-25...45).contains(coordinates.longitude)
    }

    /// The air at `coordinates` in Domain terms; today's highest UV index is the highest of today's hours.
    func toDomain(at coordinates: Coordinates) -> AirQuality {
        let pollen: [AirQuality.Pollen: Double?] = [
            .alder: current.alder, .birch: current.birch, .grass: current.grass, .mugwort: current.mugwort,
            .olive: current.olive, .ragweed: current.ragweed,
        ]
        let known = pollen.compactMapValues { $0 }
        return AirQuality(
            observedAt: Date(timeIntervalSince1970: current.time), utcOffsetSeconds: utcOffsetSeconds ?? 0,
            europeanIndex: current.europeanIndex, usIndex: current.usIndex, pm25: current.pm25,
            pm10: current.pm10, ozone: current.ozone, nitrogenDioxide: current.nitrogenDioxide,
            uvIndex: current.uvIndex, uvIndexMaximum: hourly?.uvIndex?.compactMap { $0 }.max(),
            pollen: known.isEmpty && !Self.forecastsPollen(at: coordinates) ? nil : known)
    }
}
