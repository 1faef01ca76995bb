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

    /// The unit of this measure `name` names, or nil.
    public func choice(named name: String) -> UnitChoice? {
        switch self {
        case .temperature: TemperatureUnit(named: name).map(UnitChoice.temperature)
        case .wind: SpeedUnit(named: name).map(UnitChoice.wind)
        case .pressure: PressureUnit(named: name).map(UnitChoice.pressure)
        case .precipitation: PrecipitationUnit(named: name).map(UnitChoice.precipitation)
        case .distance: DistanceUnit(named: name).map(UnitChoice.distance)
        }
    }

    /// The short name of the unit of this measure `name` names (`knots` gives `kn`), or nil.
    public func unitName(_ name: String) -> String? {
        choice(named: name).map { Units.metric.with($0).unitName(of: self) }
    }
}

/// One measure's unit, chosen apart from a preset (`--wind-unit kn`).
public enum UnitChoice: Sendable, Equatable {
    case temperature(TemperatureUnit)
    case wind(SpeedUnit)
    case pressure(PressureUnit)
    case precipitation(PrecipitationUnit)
    case distance(DistanceUnit)
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

    /// The symbol each measure is shown with.
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

    /// These units with one measure's unit changed.
    public func with(_ choice: UnitChoice) -> Units {
        var units = self
        switch choice {
        case .temperature(let unit): units.temperature = unit
        case .wind(let unit): units.wind = unit
        case .pressure(let unit): units.pressure = unit
        case .precipitation(let unit): units.precipitation = unit
        case .distance(let unit): units.distance = unit
        }
        return units
    }

    /// These units with `measure` shown in the unit `name` names; nil when that measure has no such unit.
    public func with(_ measure: Measure, named name: String) -> Units? {
        measure.choice(named: name).map(with)
    }

    /// What one source of settings (the command line, the environment or the file) makes of these units:
    /// its preset, when it names one, replaces them whole, then each measure it chooses is set. So
    /// within a source a measure beats the preset, and a stronger source's preset beats a weaker
    /// source's measures.
    public func overlaid(preset: UnitSystem?, choices: [UnitChoice]) -> Units {
        choices.reduce(preset.map(Units.init) ?? self) { units, choice in units.with(choice) }
    }
}
