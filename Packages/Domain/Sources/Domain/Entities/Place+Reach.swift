/// Whether a saved place can be named at all. A name finds the one saved place it names best
/// (`bestMatches`), so a place each of whose names names another saved place at least as well (Tromsø and
/// Tromso in NO, saved apart by an older version) is reached by no name: it cannot be shown or deleted.
extension Place {
    /// The places among `saved` that no name reaches, in their order: for every name a place answers to,
    /// typed alone, with its country code, or with a name of its region and its country code, another saved
    /// place matches at least as well.
    public static func unreachable(among saved: [Place]) -> [Place] {
        var answering: [SearchKey: [Place]] = [:]
        for place in saved {
            for key in Set(place.ownNames.map(SearchKey.init)) where !key.isEmpty {
                answering[key, default: []].append(place)
            }
        }
        return saved.filter { place in
            !place.queriesNamingIt.contains { query in
                Self.bestMatches(for: query, among: answering[query.nameKey] ?? []) == [place]
            }
        }
    }

    /// The place's own name and its aliases.
    private var ownNames: [String] { [name] + aliases.names }

    /// Each way to type one of the place's names: alone, with the country code, with a region and the code.
    private var queriesNamingIt: [PlaceQuery] {
        let regions = [region].compactMap { $0 } + aliases.regions
        return ownNames.filter { !SearchKey($0).isEmpty }.flatMap { name in
            [
                PlaceQuery(text: name, name: name, region: nil, countryCode: nil),
                PlaceQuery(text: "\(name),\(countryCode)", name: name, region: nil, countryCode: countryCode),
            ]
                + regions.map { region in
                    PlaceQuery(
                        text: "\(name),\(region),\(countryCode)", name: name, region: region,
                        countryCode: countryCode)
                }
        }
    }
}
