import Foundation
import Testing

/// The stable `--format json` shapes docs/OUTPUT.md promises, decoded strictly: a wrong type fails the test.
enum ReportDocument {
    /// `wxapp list --format json`.
    struct List: Decodable, Equatable {
        let units: String
        let places: [Place]
    }

    /// One place object of `list`, `show` and `add`.
    struct Place: Decodable, Equatable {
        let name: String
        let country: String
        let latitude: Double
        let longitude: Double
        let fetchedAt: String
        let ageSeconds: Double
        let stale: Bool
        /// The service that answered; nil in places saved before wxapp recorded it.
        let provider: String?
        let weather: Weather
    }

    struct Weather: Decodable, Equatable {
        let temperature: Value
    }

    /// Every measurement: a number with its unit.
    struct Value: Decodable, Equatable {
        let value: Double
        let unit: String
    }

    static func list(_ text: String) throws -> List {
        try JSONDecoder().decode(List.self, from: Data(text.utf8))
    }

    static func place(_ text: String) throws -> Place {
        try JSONDecoder().decode(Place.self, from: Data(text.utf8))
    }

    /// The places of `{"places": […]}`, as `list`, `add`, `delete` and `export` print them.
    static func places(_ text: String) throws -> [Place] {
        try list(text).places
    }

    /// The objects of `{"places": […]}`, untyped.
    static func placeObjects(_ text: String) throws -> [[String: Any]] {
        let document = try object(text) as? [String: Any]
        return try #require(document?["places"] as? [[String: Any]], "no places in \(text)")
    }

    /// The whole text as untyped JSON, for walking members the contract does not name.
    static func object(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// Every `{value, unit}` pair inside `json`, keyed by its member path such as "places.0.weather.pressure".
    static func measurements(in json: Any, path: String = "") -> [String: (value: Any, unit: Any)] {
        var found: [String: (value: Any, unit: Any)] = [:]
        if let object = json as? [String: Any] {
            if object.count == 2, let value = object["value"], let unit = object["unit"] {
                found[path] = (value, unit)
            }
            for (key, member) in object {
                found.merge(measurements(in: member, path: path.isEmpty ? key : "\(path).\(key)")) { $1 }
            }
        } else if let array = json as? [Any] {
            for (index, element) in array.enumerated() {
                found.merge(measurements(in: element, path: path.isEmpty ? "\(index)" : "\(path).\(index)")) {
                    $1
                }
            }
        }
        return found
    }
}
