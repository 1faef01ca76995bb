/// One entry of an imported place list: a bare string ("Paris,FR") or an object naming a place,
/// with the member names of wxapp's own JSON and of other weather apps' location lists.
struct PlaceListEntryDTO: Decodable, Sendable, Equatable {
    let name: String?
    let country: String?
    let region: String?
    let latitude: Double?
    let longitude: Double?
    /// The other name of the place that the cards show, as `wxapp export` writes it.
    let shownName: String?

    private enum Keys: String, CodingKey {
        case name, city, title
        case country, countryCode
        case countryCodeWithUnderscore = "country_code"
        case region, state, admin1
        case latitude, lat
        case longitude, lon, lng, long
        case shownName
    }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            (name, country, region, latitude, longitude, shownName) = (text, nil, nil, nil, nil, nil)
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        func first<T: Decodable>(_ type: T.Type, _ keys: [Keys]) throws -> T? {
            for key in keys {
                if let value = try container.decodeIfPresent(type, forKey: key) { return value }
            }
            return nil
        }
        name = try first(String.self, [.name, .city, .title])
        country = try first(String.self, [.country, .countryCode, .countryCodeWithUnderscore])
        region = try first(String.self, [.region, .state, .admin1])
        latitude = try first(Double.self, [.latitude, .lat])
        longitude = try first(Double.self, [.longitude, .lon, .lng, .long])
        shownName = try container.decodeIfPresent(String.self, forKey: .shownName)
    }
}

/// A place list file: an array of entries, or an object whose `places` member is one
/// (as `wxapp export` and `wxapp list --format json` print).
struct PlaceListDTO: Decodable, Sendable {
    let entries: [PlaceListEntryDTO]

    private enum Keys: String, CodingKey {
        case places, locations
    }

    init(from decoder: any Decoder) throws {
        if let entries = try? decoder.singleValueContainer().decode([PlaceListEntryDTO].self) {
            self.entries = entries
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        entries =
            try container.decodeIfPresent([PlaceListEntryDTO].self, forKey: .places)
            ?? container.decode([PlaceListEntryDTO].self, forKey: .locations)
    }
}
