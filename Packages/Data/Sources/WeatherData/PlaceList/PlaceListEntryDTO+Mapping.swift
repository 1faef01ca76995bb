import Domain

extension PlaceListEntryDTO {
    /// The entry in Domain terms: a located place when it has a country and coordinates, else a query;
    /// throws a sentence fragment saying what is wrong with it. Its names are cleaned by the one rule for
    /// names from outside (`PlaceName`).
    func toDomain() throws(InvalidPlaceListEntry) -> PlaceListEntry {
        guard let name = PlaceName.cleanedOrNil(name) else {
            throw InvalidPlaceListEntry(reason: "has no name")
        }
        guard !PlaceName.readsAsOtherThanAName(name) else {
            throw InvalidPlaceListEntry(
                reason:
                    "is named \"\(name)\", which wxapp reads as a point or as \"here\", not as a place's name"
            )
        }
        guard PlaceName.canBeTyped(name) else {
            throw InvalidPlaceListEntry(
                reason: "has a name of \(name.count) characters; the limit is \(PlaceQuery.maximumLength)")
        }
        let country = country.map(PlaceName.cleaned)?.uppercased()
        if let country, !(country.count == 2 && country.allSatisfy { $0.isASCII && $0.isLetter }) {
            throw InvalidPlaceListEntry(
                reason: "has the country \"\(country)\", which is not a two-letter ISO code")
        }
        let region = PlaceName.region(region)
        let shown = PlaceName.cleanedOrNil(shownName)
        if let shown, PlaceName.readsAsOtherThanAName(shown) {
            throw InvalidPlaceListEntry(
                reason: "is shown as \"\(shown)\", which wxapp reads as a point or as \"here\", not as a name"
            )
        }
        if let shown, shown.count > PlaceQuery.maximumLength {
            throw InvalidPlaceListEntry(
                reason:
                    "has a shownName of \(shown.count) characters; the limit is \(PlaceQuery.maximumLength)")
        }
        switch (latitude, longitude) {
        case (let latitude?, let longitude?):
            guard let coordinates = Coordinates(latitude: latitude, longitude: longitude) else {
                throw InvalidPlaceListEntry(
                    reason: "has the impossible coordinates \(latitude), \(longitude)")
            }
            if let country {
                return .place(
                    Place(name: name, countryCode: country, region: region, coordinates: coordinates)
                        .shown(as: shown == name ? nil : shown))
            }
        case (nil, nil):
            break
        default:
            throw InvalidPlaceListEntry(reason: "has a latitude or a longitude but not both")
        }
        let text = [name, region, country].compactMap { $0 }.joined(separator: ",")
        do {
            return .query(try PlaceQuery(text))
        } catch {
            throw InvalidPlaceListEntry(reason: "is not a usable place name (\(error))")
        }
    }
}

/// Why an entry of a place list cannot be imported, as a fragment that follows "entry N".
struct InvalidPlaceListEntry: Error, Equatable {
    let reason: String
}
