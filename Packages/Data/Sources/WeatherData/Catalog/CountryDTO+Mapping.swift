import Domain

/// Why an entry of countries.json cannot become a `Country`; `reason` is a sentence fragment naming it.
struct InvalidCountryEntry: Error, Equatable {
    let reason: String
}

extension CountryDTO {
    /// The country in Domain terms; throws when the name, a code or the coordinates are malformed.
    func toDomain() throws(InvalidCountryEntry) -> Country {
        let name = name.trimmingWhitespace()
        guard !name.isEmpty else {
            throw InvalidCountryEntry(reason: "a country (\(alpha2)) has an empty name")
        }
        guard Self.isCode(alpha2, length: 2), Self.isCode(alpha3, length: 3) else {
            throw InvalidCountryEntry(
                reason: "\"\(name)\" has the malformed ISO codes \"\(alpha2)\" and \"\(alpha3)\"")
        }
        return Country(
            name: name,
            alpha2: alpha2,
            alpha3: alpha3,
            capital: capital.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 },
            capitalCoordinates: try capitalCoordinates(of: name),
            timeZone: timeZone,
            alternateNames: (alternateNames ?? []).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        )
    }

    private func capitalCoordinates(of name: String) throws(InvalidCountryEntry) -> Coordinates? {
        switch (latitude, longitude) {
        case (nil, nil):
            return nil
        case (let latitude?, let longitude?):
            guard let coordinates = Coordinates(latitude: latitude, longitude: longitude) else {
                throw InvalidCountryEntry(
                    reason: "\"\(name)\" has the impossible coordinates \(latitude), \(longitude)")
            }
            return coordinates
        default:
            throw InvalidCountryEntry(reason: "\"\(name)\" has a latitude or a longitude but not both")
        }
    }

    private static func isCode(_ code: String, length: Int) -> Bool {
        code.utf8.count == length && code.utf8.allSatisfy { (0x41...0x5A).contains($0) }
    }
}
