import Infrastructure

/// One entry of countries.json, as scripts/generate_countries.py writes it.
struct CountryDTO: Sendable, Equatable {
    let name: String
    let alpha2: String
    let alpha3: String
    let capital: String?
    let latitude: Double?
    let longitude: Double?
    let timeZone: String?
    let alternateNames: [String]?
}

/// Where countries.json departs from its shape, as a fragment that follows the file's name.
struct CountryFileProblem: Error, Equatable {
    let reason: String
}

extension CountryDTO {
    /// The entry the `number`th (from 1) element of the file's array holds; throws naming the field at fault.
    init(_ node: JSONNode, number: Int) throws(CountryFileProblem) {
        guard case .object(let members) = node else { throw Self.wrongType("entry \(number)") }
        // The location is spelt out only for an error: building it for every field cost more than parsing.
        func location(_ key: String) -> String { "entry \(number), field \"\(key)\"" }
        func value(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }
        func required(_ key: String) throws(CountryFileProblem) -> String {
            switch value(key) {
            case .string(let text): return text
            case nil: throw CountryFileProblem(reason: "is damaged: \(location(key)) is missing")
            case .null: throw CountryFileProblem(reason: "is damaged: \(location(key)) is null")
            default: throw Self.wrongType(location(key))
            }
        }
        func optionalString(_ key: String) throws(CountryFileProblem) -> String? {
            switch value(key) {
            case .string(let text): return text
            case nil, .null: return nil
            default: throw Self.wrongType(location(key))
            }
        }
        func optionalNumber(_ key: String) throws(CountryFileProblem) -> Double? {
            switch value(key) {
            case .number(let number): return number
            case nil, .null: return nil
            default: throw Self.wrongType(location(key))
            }
        }
        func optionalStrings(_ key: String) throws(CountryFileProblem) -> [String]? {
            switch value(key) {
            case .array(let elements):
                var strings: [String] = []
                strings.reserveCapacity(elements.count)
                for (index, element) in elements.enumerated() {
                    guard case .string(let text) = element else {
                        throw Self.wrongType("\(location(key)), entry \(index + 1)")
                    }
                    strings.append(text)
                }
                return strings
            case nil, .null: return nil
            default: throw Self.wrongType(location(key))
            }
        }
        self.init(
            name: try required("name"), alpha2: try required("alpha2"), alpha3: try required("alpha3"),
            capital: try optionalString("capital"), latitude: try optionalNumber("latitude"),
            longitude: try optionalNumber("longitude"), timeZone: try optionalString("timeZone"),
            alternateNames: try optionalStrings("alternateNames"))
    }

    private static func wrongType(_ location: String) -> CountryFileProblem {
        CountryFileProblem(reason: "is damaged: \(location) has a value of the wrong type")
    }
}
