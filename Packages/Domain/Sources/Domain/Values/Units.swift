/// The measures whose unit can be chosen one by one (`--wind-unit kn`, `units.wind = "kn"`).
public enum Measure: String, Sendable, CaseIterable {
    case temperature
    case wind
    case pressure
    case precipitation
    case distance

    /// The short names of the units this measure can be shown in.
    public var unitNames: [String] {
        switch self {
        case .temperature: TemperatureUnit.names
        case .wind: SpeedUnit.names
        case .pressure: PressureUnit.names
        case .precipitation: PrecipitationUnit.names
        case .distance: DistanceUnit.names
        }
    }

    /// The short name of the unit of this measure `name` names (`knots` gives `kn`), or nil.
    public func unitName(_ name: String) -> String? {
        Units.metric.with(self, named: name)?.unitName(of: self)
    }
}

/// The unit each measure is shown in. Humidity, cloud cover and directions read the same in all.
public struct Units: Sendable, Equatable {
    public var temperature: TemperatureUnit
    public var wind: SpeedUnit
    public var pressure: PressureUnit
    public var precipitation: PrecipitationUnit
    public var distance: DistanceUnit

    public init(
        temperature: TemperatureUnit, wind: SpeedUnit, pressure: PressureUnit,
        precipitation: PrecipitationUnit, distance: DistanceUnit
    ) {
        self.temperature = temperature
        self.wind = wind
        self.pressure = pressure
        self.precipitation = precipitation
        self.distance = distance
    }

    /// The units of a preset.
    public init(_ preset: UnitSystem) {
        switch preset {
        case .metric:
            self.init(
                temperature: .celsius, wind: .metresPerSecond, pressure: .hectopascals,
                precipitation: .millimetres, distance: .kilometres)
        case .imperial:
            self.init(
                temperature: .fahrenheit, wind: .milesPerHour, pressure: .inchesOfMercury,
                precipitation: .inches, distance: .miles)
        case .standard:
            self.init(
                temperature: .kelvin, wind: .metresPerSecond, pressure: .hectopascals,
                precipitation: .millimetres, distance: .metres)
        case .uk:
            self.init(
                temperature: .celsius, wind: .milesPerHour, pressure: .hectopascals,
                precipitation: .millimetres, distance: .miles)
        }
    }

    public static let metric = Units(.metric)
    public static let imperial = Units(.imperial)
    public static let standard = Units(.standard)
    public static let uk = Units(.uk)

    /// The preset these units are exactly, or nil when a measure was chosen apart from any preset.
    public var preset: UnitSystem? {
        UnitSystem.allCases.first { Units($0) == self }
    }

    /// The symbol each measure is shown with, by measure name.
    public var symbols: [Measure: String] {
        [
            .temperature: temperature.symbol, .wind: wind.symbol, .pressure: pressure.symbol,
            .precipitation: precipitation.symbol, .distance: distance.symbol,
        ]
    }

    /// The short name of the unit `measure` is shown in.
    public func unitName(of measure: Measure) -> String {
        switch measure {
        case .temperature: temperature.rawValue
        case .wind: wind.rawValue
        case .pressure: pressure.rawValue
        case .precipitation: precipitation.rawValue
        case .distance: distance.rawValue
        }
    }

    /// These units with `measure` shown in the unit `name` names; nil when that measure has no such unit.
    public func with(_ measure: Measure, named name: String) -> Units? {
        var units = self
        switch measure {
        case .temperature:
            guard let unit = TemperatureUnit(named: name) else { return nil }
            units.temperature = unit
        case .wind:
            guard let unit = SpeedUnit(named: name) else { return nil }
            units.wind = unit
        case .pressure:
            guard let unit = PressureUnit(named: name) else { return nil }
            units.pressure = unit
        case .precipitation:
            guard let unit = PrecipitationUnit(named: name) else { return nil }
            units.precipitation = unit
        case .distance:
            guard let unit = DistanceUnit(named: name) else { return nil }
            units.distance = unit
        }
        return units
    }
}
