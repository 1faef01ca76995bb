import Domain

/// How a place is named on screen, in the language of the output, safe to print.
enum PlaceLabel {
    /// "Tokyo, JP"; "東京, JP" in Japanese.
    static func short(_ place: Place, _ words: Words) -> String {
        "\(PlaceNames(words).name(of: place)), \(place.countryCode)".terminalSafe
    }

    /// "Springfield, Illinois, US": with the region when geocoding gave one, unless it is the place's name.
    static func full(_ place: Place, _ words: Words) -> String {
        let name = PlaceNames(words).name(of: place)
        guard let region = place.region, !region.isEmpty, region != place.name, region != name else {
            return short(place, words)
        }
        return "\(name), \(region), \(place.countryCode)".terminalSafe
    }
}
