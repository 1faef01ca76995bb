/// The offline gazetteer of cities; it may be read on first use, so lookups can fail.
public protocol CityRepository: Sendable {
    /// The most populous city that `query` names whole (name first, then alternate names), within its
    /// country and region when the query gives them; nil when the gazetteer has none. Throws
    /// `ambiguousCity` when another city matches as well and has at least half the population.
    func city(matching query: PlaceQuery) throws(WeatherError) -> City?

    /// At most `limit` cities whose name or a word of it starts with `query`, or with an alternate name
    /// that is `query`, biggest first.
    func search(_ query: String, limit: Int) throws(WeatherError) -> [City]

    /// The city nearest `coordinates` by great-circle distance, however far; nil when there is none.
    func nearestCity(to coordinates: Coordinates) throws(WeatherError) -> City?

    /// At most `limit` cities with a name or an alternate name a slip of the keys from `typed` (as
    /// `NearestName` counts slips), nearest first, then biggest: a "did you mean" for a name found nowhere.
    func cities(misspeltAs typed: String, limit: Int) throws(WeatherError) -> [City]
}
