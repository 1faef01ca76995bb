/// Why a typed place name or search cannot be used.
public enum QueryProblem: Sendable, Equatable {
    case empty
    case tooLong(length: Int, limit: Int)
    case controlCharacters
    case noLetterOrDigit
    case emptyBeforeComma
    /// Two numbers that are no point on Earth: a latitude outside ±90° or a longitude outside ±180°.
    case coordinatesOutOfRange(String)
    /// A search shorter than `minimum` characters.
    case searchTooShort(query: String, minimum: Int)
    /// No place named, and no home place to stand in: none set and none saved.
    case noPlaceNorHome
}

/// Why a list of places to import cannot be used; nothing is imported.
public enum PlaceListProblem: Sendable, Equatable {
    /// The file itself cannot be used; `problem` says why, as a clause after its path ("is empty").
    case unusable(path: String, problem: String)
    /// Entries that name no place wxapp can find, as typed, with their positions from 1.
    case unknownPlaces(path: String, entries: [UnknownPlaceEntry])
}

/// An entry of a place list that names no place wxapp can find.
public struct UnknownPlaceEntry: Sendable, Equatable {
    public let query: String
    /// Its position in the list, from 1.
    public let number: Int

    public init(query: String, number: Int) {
        self.query = query
        self.number = number
    }
}
