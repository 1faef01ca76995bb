import Domain

/// A gazetteer over a fixed list, biggest first: whole names resolve, starts of names and words search.
struct StubCityRepository: CityRepository {
    let cities: [City]

    init(cities: [City] = City.samples) {
        self.cities = cities.sorted { $0.population > $1.population }
    }

    func city(matching query: PlaceQuery) throws(WeatherError) -> City? {
        cities.first { city in city.place.match(query) == .ownName }
    }

    func search(_ query: String, limit: Int) throws(WeatherError) -> [City] {
        let key = SearchKey(query).words
        let found = cities.filter { city in
            ([city.name] + city.alternateNames).contains { name in
                let words = SearchKey(name).words.split(separator: " ")
                return words.indices.contains { start in words[start...].joined(separator: " ").hasPrefix(key)
                }
            }
        }
        return Array(found.prefix(limit))
    }

    func nearestCity(to coordinates: Coordinates) throws(WeatherError) -> City? {
        cities.min { $0.coordinates.kilometres(to: coordinates) < $1.coordinates.kilometres(to: coordinates) }
    }

    func cities(misspeltAs typed: String, limit: Int) throws(WeatherError) -> [City] {
        NearestName.among(cities.map(\.name), for: typed, limit: limit).compactMap { name in
            cities.first { $0.name == name }
        }
    }
}

extension City {
    static func stub(
        name: String = "Osaka", countryCode: String = "JP", regionCode: String? = "32",
        regionName: String? = nil,
        latitude: Double = 34.69374, longitude: Double = 135.50218, population: Int = 2_753_862,
        timeZone: String = "Asia/Tokyo", alternateNames: [String] = ["Osaca"]
    ) -> City {
        City(
            name: name, asciiName: name, countryCode: countryCode, regionCode: regionCode,
            regionName: regionName,
            coordinates: Coordinates(latitude: latitude, longitude: longitude)!, population: population,
            timeZone: timeZone, alternateNames: alternateNames)
    }

    static let samples: [City] = [
        .stub(),
        .stub(
            name: "Springfield", countryCode: "US", regionCode: "IL", regionName: "Illinois",
            latitude: 39.80172,
            longitude: -89.64371, population: 114_394, timeZone: "America/Chicago", alternateNames: []),
        .stub(
            name: "Osasco", countryCode: "BR", regionCode: "27", latitude: -23.5325, longitude: -46.79167,
            population: 699_944, timeZone: "America/Sao_Paulo", alternateNames: []),
    ]
}
