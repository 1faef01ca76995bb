/// One entry of an imported list of places: a place already located, or a query to resolve.
public enum PlaceListEntry: Sendable, Equatable {
    /// Name, country and coordinates are known: saved under this identity as it is.
    case place(Place)
    /// Only a name (maybe with region and country): resolved like `wxapp add` resolves it.
    case query(PlaceQuery)
}
