import Domain

/// `wxapp delete`: "Deleted Madrid, ES." per place, or a JSON array of the deleted places.
enum DeletionRenderer {
    static func lines(_ places: [Place]) -> String {
        places.map { "Deleted \(PlaceLabel.short($0)).\n" }.joined()
    }

    static func json(_ places: [Place]) -> JSONValue {
        .array(places.map { .object(PlaceJSON.identity($0)) })
    }
}
