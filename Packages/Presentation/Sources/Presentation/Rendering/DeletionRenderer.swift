import Domain

/// `wxapp delete`: "Deleted Madrid, ES." per place, or `{"places": […]}` as `list` and `export` print it.
enum DeletionRenderer {
    static func lines(_ places: [Place], words: Words) -> String {
        places.map { deleted in
            let place = PlaceLabel.short(deleted, words)
            return words("Deleted \(place).") + "\n"
        }.joined()
    }

    static func json(_ places: [Place]) -> JSONValue {
        .places(places.map { .object(PlaceJSON.identity($0)) })
    }
}
