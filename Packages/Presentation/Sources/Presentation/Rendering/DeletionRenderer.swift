import Domain

/// `wxapp delete`: "Deleted Madrid, ES." per place, or `{"places": […]}` as `list` and `export` print it.
enum DeletionRenderer {
    static func lines(_ places: [Place], words: Words) -> String {
        places.map { place in
            let name = PlaceLabel.short(place, words)
            return words("Deleted \(name).") + "\n"
        }.joined()
    }

    static func json(_ places: [Place]) -> JSONValue {
        .places(places.map { .object(PlaceJSON.identity($0)) })
    }
}
