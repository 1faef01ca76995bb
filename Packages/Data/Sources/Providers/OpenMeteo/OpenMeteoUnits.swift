import Domain
import ProviderKit

/// The units an Open-Meteo reply declares for its variables (`current_units`, `hourly_units`,
/// `daily_units`), and values read in them. A variable whose unit the reply does not declare is in the
/// unit wxapp asks for: °C, m/s, mm, cm of snow, hPa, %, metres, seconds. A unit wxapp does not know makes the
/// reply unreadable rather than relabelled.
struct OpenMeteoUnits {
    private let declared: [String: String]

    init(_ declared: [String: String]?) {
        self.declared = declared ?? [:]
    }

    func temperature(_ value: Double?, of variable: String) throws(WeatherError) -> Temperature? {
        try read(value, of: variable, asked: "°C", Temperature.init(_:unitSymbol:))
    }

    func speed(_ value: Double?, of variable: String) throws(WeatherError) -> Speed? {
        try read(value, of: variable, asked: "m/s", Speed.init(_:unitSymbol:))
    }

    func precipitation(_ value: Double?, of variable: String) throws(WeatherError) -> Precipitation? {
        try read(value, of: variable, asked: "mm", Precipitation.init(_:unitSymbol:))
    }

    /// Rain and showers together, as wxapp reports rain: nil only when neither is given.
    func rain(_ rain: Double?, showers: Double?, of variables: (rain: String, showers: String))
        throws(WeatherError)
        -> Precipitation?
    {
        let amounts = [
            try precipitation(rain, of: variables.rain), try precipitation(showers, of: variables.showers),
        ]
        let given = amounts.compactMap { $0 }
        return given.isEmpty ? nil : Precipitation(millimetres: given.reduce(0) { $0 + $1.millimetres })
    }

    /// Fresh snow as the water it holds: Open-Meteo reckons 7 cm of snow from 1 cm of water.
    func snowfallWater(_ value: Double?, of variable: String) throws(WeatherError) -> Precipitation? {
        try read(value, of: variable, asked: "cm", Precipitation.init(_:unitSymbol:)).map {
            Precipitation(millimetres: $0.millimetres / Self.snowDepthPerWaterDepth)
        }
    }

    func pressure(_ value: Double?, of variable: String) throws(WeatherError) -> Pressure? {
        try read(value, of: variable, asked: "hPa", Pressure.init(_:unitSymbol:))
    }

    func distance(_ value: Double?, of variable: String) throws(WeatherError) -> Distance? {
        try read(value, of: variable, asked: "m", Distance.init(_:unitSymbol:))
    }

    /// A percentage (humidity, cloud cover, chance of precipitation).
    func percent(_ value: Double?, of variable: String) throws(WeatherError) -> Double? {
        try read(value, of: variable, asked: "%") { value, symbol in symbol == "%" ? value : nil }
    }

    /// A direction in degrees from north.
    func degrees(_ value: Double?, of variable: String) throws(WeatherError) -> Double? {
        try read(value, of: variable, asked: "°") { value, symbol in symbol == "°" ? value : nil }
    }

    /// A duration in seconds (sunshine).
    func seconds(_ value: Double?, of variable: String) throws(WeatherError) -> Double? {
        try read(value, of: variable, asked: "s") { value, symbol in symbol == "s" ? value : nil }
    }

    static let snowDepthPerWaterDepth = 7.0

    private func read<Value>(
        _ value: Double?, of variable: String, asked: String, _ make: (Double, String) -> Value?
    ) throws(WeatherError) -> Value? {
        guard let value else { return nil }
        let symbol = declared[variable] ?? asked
        guard let read = make(value, symbol) else {
            throw .unreadableResponse(
                detail: "the reply gives \(variable) in \"\(symbol)\", a unit wxapp does not know")
        }
        return read
    }
}
