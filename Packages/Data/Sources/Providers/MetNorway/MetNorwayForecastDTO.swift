import FoundationEssentials
import ProviderKit

/// A Locationforecast 2.0 reply (`compact` or `complete`): a GeoJSON feature whose properties hold the
/// units and the time steps. Every reading may be missing; only the structure and times are required.
struct MetNorwayForecastDTO: Decodable, Sendable {
    let properties: Properties

    /// The reply in `body`, its times read from ISO 8601: how the service and its tests read every reply.
    static func decoded(from body: Data) throws -> MetNorwayForecastDTO {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(MetNorwayForecastDTO.self, from: body)
    }

    struct Properties: Decodable, Sendable {
        let meta: Meta?
        let timeseries: [Step]
    }

    struct Meta: Decodable, Sendable {
        /// The unit of each variable by its name, such as "air_temperature": "celsius".
        let units: [String: String]?
    }

    struct Step: Decodable, Sendable {
        let time: Date
        let data: StepData
    }

    struct StepData: Decodable, Sendable {
        let instant: Instant?
        let next1Hours: Period?
        let next6Hours: Period?
        let next12Hours: Period?

        enum CodingKeys: String, CodingKey {
            case instant
            case next1Hours = "next_1_hours"
            case next6Hours = "next_6_hours"
            case next12Hours = "next_12_hours"
        }
    }

    struct Instant: Decodable, Sendable {
        let details: InstantDetails?
    }

    /// The values at the step's moment.
    struct InstantDetails: Decodable, Sendable {
        let airTemperature: Double?
        let airPressureAtSeaLevel: Double?
        let relativeHumidity: Double?
        let windSpeed: Double?
        let windFromDirection: Double?
        let cloudAreaFraction: Double?
        /// `complete` only.
        let windSpeedOfGust: Double?
        /// `complete` only.
        let dewPointTemperature: Double?

        /// A moment with no values at all: what a step without `instant.details` says.
        static let none = InstantDetails(
            airTemperature: nil, airPressureAtSeaLevel: nil, relativeHumidity: nil, windSpeed: nil,
            windFromDirection: nil, cloudAreaFraction: nil, windSpeedOfGust: nil, dewPointTemperature: nil)

        enum CodingKeys: String, CodingKey {
            case airTemperature = "air_temperature"
            case airPressureAtSeaLevel = "air_pressure_at_sea_level"
            case relativeHumidity = "relative_humidity"
            case windSpeed = "wind_speed"
            case windFromDirection = "wind_from_direction"
            case cloudAreaFraction = "cloud_area_fraction"
            case windSpeedOfGust = "wind_speed_of_gust"
            case dewPointTemperature = "dew_point_temperature"
        }
    }

    /// The hours after the step: their weather symbol and precipitation.
    struct Period: Decodable, Sendable {
        let summary: Summary?
        let details: PeriodDetails?
    }

    struct Summary: Decodable, Sendable {
        let symbolCode: String?

        enum CodingKeys: String, CodingKey {
            case symbolCode = "symbol_code"
        }
    }

    struct PeriodDetails: Decodable, Sendable {
        let precipitationAmount: Double?
        /// `complete` only, in percent.
        let probabilityOfPrecipitation: Double?
        /// The period's highest and lowest temperature (`next_6_hours` only).
        let airTemperatureMax: Double?
        let airTemperatureMin: Double?

        enum CodingKeys: String, CodingKey {
            case precipitationAmount = "precipitation_amount"
            case probabilityOfPrecipitation = "probability_of_precipitation"
            case airTemperatureMax = "air_temperature_max"
            case airTemperatureMin = "air_temperature_min"
        }
    }
}
