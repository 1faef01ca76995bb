/// A unit one measure can be shown in, named on the command line and in the configuration by its
/// short name (`kn`), its symbol (`kt`… as people write it) or its English name, case aside.
public protocol MeasureUnit: RawRepresentable<String>, CaseIterable, Sendable, Equatable {
    /// The symbol shown after a value: "°C", "km/h", "Bft".
    var symbol: String { get }
    /// Other names people write for the unit, in lower case.
    var aliases: [String] { get }
}

extension MeasureUnit {
    /// The unit `name` names, or nil.
    public init?(named name: String) {
        let key = name.trimmingWhitespace().lowercased()
        guard
            let unit = Self.allCases.first(where: {
                $0.rawValue == key || $0.symbol.lowercased() == key || $0.aliases.contains(key)
            })
        else { return nil }
        self = unit
    }

    /// The short names, as help and error messages list them.
    public static var names: [String] { allCases.map(\.rawValue) }
}

/// The unit temperatures are shown in.
public enum TemperatureUnit: String, MeasureUnit {
    case celsius = "c"
    case fahrenheit = "f"
    case kelvin = "k"

    public var symbol: String {
        switch self {
        case .celsius: "°C"
        case .fahrenheit: "°F"
        case .kelvin: "K"
        }
    }

    public var aliases: [String] {
        switch self {
        case .celsius: ["celsius", "degc"]
        case .fahrenheit: ["fahrenheit", "degf"]
        case .kelvin: ["kelvin"]
        }
    }
}

/// The unit wind speeds are shown in; Beaufort is a scale of forces, not a unit of speed.
public enum SpeedUnit: String, MeasureUnit {
    case metresPerSecond = "ms"
    case kilometresPerHour = "kmh"
    case milesPerHour = "mph"
    case knots = "kn"
    case beaufort = "bft"

    public var symbol: String {
        switch self {
        case .metresPerSecond: "m/s"
        case .kilometresPerHour: "km/h"
        case .milesPerHour: "mph"
        case .knots: "kn"
        case .beaufort: "Bft"
        }
    }

    public var aliases: [String] {
        switch self {
        case .metresPerSecond: ["mps"]
        case .kilometresPerHour: ["kph"]
        case .milesPerHour: []
        case .knots: ["kt", "knots"]
        case .beaufort: ["beaufort"]
        }
    }
}

/// The unit pressures are shown in.
public enum PressureUnit: String, MeasureUnit {
    case hectopascals = "hpa"
    case inchesOfMercury = "inhg"
    case millimetresOfMercury = "mmhg"
    case kilopascals = "kpa"

    public var symbol: String {
        switch self {
        case .hectopascals: "hPa"
        case .inchesOfMercury: "inHg"
        case .millimetresOfMercury: "mmHg"
        case .kilopascals: "kPa"
        }
    }

    public var aliases: [String] {
        self == .hectopascals ? ["mbar", "mb"] : []
    }
}

/// The unit amounts of rain and snow are shown in.
public enum PrecipitationUnit: String, MeasureUnit {
    case millimetres = "mm"
    case inches = "in"

    public var symbol: String { rawValue }

    public var aliases: [String] {
        self == .millimetres ? ["millimetres", "millimeters"] : ["inches", "inch"]
    }
}

/// The unit distances (visibility) are shown in.
public enum DistanceUnit: String, MeasureUnit {
    case kilometres = "km"
    case miles = "mi"
    case metres = "m"

    public var symbol: String { rawValue }

    public var aliases: [String] {
        switch self {
        case .kilometres: ["kilometres", "kilometers"]
        case .miles: ["miles"]
        case .metres: ["metres", "meters"]
        }
    }
}
