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
        let entry = "entry \(number)"
        guard case .object = node else { throw Self.wrongType(entry) }
        func field(_ key: String) -> (JSONNode?, String) { (node[key], "\(entry), field \"\(key)\"") }
        func required(_ key: String) throws(CountryFileProblem) -> String {
            let (value, location) = field(key)
            switch value {
            case .string(let text): return text
            case nil: throw CountryFileProblem(reason: "is damaged: \(location) is missing")
            case .null: throw CountryFileProblem(reason: "is damaged: \(location) is null")
            default: throw Self.wrongType(location)
            }
        }
        func optionalString(_ key: String) throws(CountryFileProblem) -> String? {
            let (value, location) = field(key)
            switch value {
            case .string(let text): return text
            case nil, .null: return nil
            default: throw Self.wrongType(location)
            }
        }
        func optionalNumber(_ key: String) throws(CountryFileProblem) -> Double? {
            let (value, location) = field(key)
            switch value {
            case .number(let number): return number
            case nil, .null: return nil
            default: throw Self.wrongType(location)
            }
        }
        func optionalStrings(_ key: String) throws(CountryFileProblem) -> [String]? {
            let (value, location) = field(key)
            switch value {
            case .array(let elements):
                var strings: [String] = []
                for (index, element) in elements.enumerated() {
                    guard case .string(let text) = element else {
                        throw Self.wrongType("\(location), entry \(index + 1)")
                    }
                    strings.append(text)
                }
                return strings
            case nil, .null: return nil
            default: throw Self.wrongType(location)
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
