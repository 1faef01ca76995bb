import Domain
import FoundationEssentials
import ProviderKit

/// The members of api.weather.gov's replies that wxapp reads (GeoJSON; see the recorded replies' notes).
enum NationalWeatherServiceDTO {
    /// A measured value with the unit it is stated in: `{"unitCode": "wmoUnit:degC", "value": -7.2}`, and
    /// in observations the quality control flag it passed.
    struct Quantity: Decodable, Sendable {
        let unitCode: String?
        let value: Double?
        let qualityControl: String?
    }

    /// A GeoJSON point, `[longitude, latitude]`.
    struct Point: Decodable, Sendable {
        let coordinates: [Double]?

        var position: Coordinates? {
            guard let coordinates, coordinates.count >= 2 else { return nil }
            return Coordinates(latitude: coordinates[1], longitude: coordinates[0])
        }
    }

    /// A number the reply writes as a number or, in some replies, as a string (`"gridX": "58"`).
    struct GridNumber: Decodable, Sendable, Equatable {
        let value: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                value = number
            } else if let text = try? container.decode(String.self), let number = Int(text) {
                value = number
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "a grid number is neither a number nor its digits")
            }
        }
    }

    /// A GeoJSON feature at a point, as `/points` answers and `/stations` lists each station.
    struct Feature<Properties: Decodable & Sendable>: Decodable, Sendable {
        let geometry: Point?
        let properties: Properties
    }

    /// `/points/{lat},{lon}`: the office and grid square of the point, at the point the lookup answers for
    /// (its coordinates to four decimals).
    typealias PointReply = Feature<GridSquare>

    /// The office and grid square of a point, and its zone.
    struct GridSquare: Decodable, Sendable {
        let gridId: String
        let gridX: GridNumber
        let gridY: GridNumber
        /// The IANA zone of the point: "America/Phoenix".
        let timeZone: String?
    }

    /// `/gridpoints/{office}/{x},{y}/stations`: the stations near the grid square, nearest first.
    struct StationsReply: Decodable, Sendable {
        struct Station: Decodable, Sendable {
            let stationIdentifier: String
            let name: String?
        }

        let features: [Feature<Station>]
    }

    /// `/stations/{id}/observations/latest`.
    struct ObservationReply: Decodable, Sendable {
        struct Properties: Decodable, Sendable {
            let stationId: String?
            let station: String?
            let timestamp: String?
            /// The station's own words for its weather: "Light Rain", "Heavy Snow and Fog/Mist".
            let textDescription: String?
            let icon: String?
            let temperature: Quantity?
            let dewpoint: Quantity?
            let windDirection: Quantity?
            let windSpeed: Quantity?
            let windGust: Quantity?
            let seaLevelPressure: Quantity?
            let visibility: Quantity?
            let precipitationLastHour: Quantity?
            let relativeHumidity: Quantity?
            let windChill: Quantity?
            let heatIndex: Quantity?
        }

        let properties: Properties
    }

    /// `/gridpoints/{office}/{x},{y}`: the forecast grid, one layer of values per quantity, each value
    /// holding over its `validTime` interval.
    struct GridpointReply: Decodable, Sendable {
        /// One quantity's values, each holding over its `validTime` interval, in the unit `uom` names (a
        /// number's), or none (the weather's).
        struct Layer<Item: Decodable & Sendable>: Decodable, Sendable {
            struct Entry: Decodable, Sendable {
                let validTime: String
                let value: Item?
            }

            let uom: String?
            let values: [Entry]
        }

        /// What falls or hangs in the air over an interval, and how likely: one of the `weather` layer's.
        struct Phenomenon: Decodable, Sendable {
            let coverage: String?
            let weather: String?
            let intensity: String?
        }

        struct Properties: Decodable, Sendable {
            let gridId: String?
            let gridX: GridNumber?
            let gridY: GridNumber?
            /// When the office issued the grid: "2022-02-04T03:15:41+00:00".
            let updateTime: String?
            /// The span the grid forecasts: "2022-02-03T21:00:00+00:00/P7DT14H".
            let validTimes: String?
            let temperature: Layer<Double>?
            let dewpoint: Layer<Double>?
            let relativeHumidity: Layer<Double>?
            let apparentTemperature: Layer<Double>?
            let skyCover: Layer<Double>?
            let windDirection: Layer<Double>?
            let windSpeed: Layer<Double>?
            let windGust: Layer<Double>?
            let probabilityOfPrecipitation: Layer<Double>?
            let quantitativePrecipitation: Layer<Double>?
            let visibility: Layer<Double>?
            let weather: Layer<[Phenomenon?]>?
        }

        let properties: Properties
    }

    /// An RFC 7807 problem, as api.weather.gov explains its failures.
    struct Problem: Decodable, Sendable {
        /// "https://api.weather.gov/problems/InvalidPoint".
        let type: String?
        let title: String?
        let detail: String?

        /// The last part of `type`: "InvalidPoint".
        var name: String? { type?.split(separator: "/").last.map(String.init) }
    }
}
