import Domain
import Infrastructure

/// A row's measures read in the units the store keeps them in, nil where a column is NULL or missing.
extension SQLiteRow {
    func temperature(_ column: String) -> Temperature? { double(column).map(Temperature.init(kelvin:)) }

    func precipitation(_ column: String) -> Precipitation? {
        double(column).map(Precipitation.init(millimetres:))
    }

    func speed(_ column: String) -> Speed? { double(column).map(Speed.init(metresPerSecond:)) }

    /// The wind in `wind_speed_mps`, `wind_direction_deg` and `wind_gust_mps` (no gust where a table has none).
    var wind: Wind {
        Wind(
            speed: speed("wind_speed_mps"), directionDegrees: double("wind_direction_deg"),
            gust: speed("wind_gust_mps"))
    }
}
