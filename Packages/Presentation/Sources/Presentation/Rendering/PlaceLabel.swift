import Domain

/// How a place is named on screen, in the language of the output, safe to print.
enum PlaceLabel {
    /// "Tokyo, JP"; "東京, JP" in Japanese.
    static func short(_ place: Place, _ words: Words) -> String {
        "\(PlaceNames(words).name(of: place)), \(place.countryCode)".terminalSafe
    }

    /// "Springfield, Illinois, US": with the region when geocoding gave one.
    static func full(_ place: Place, _ words: Words) -> String {
        guard let region = place.region, !region.isEmpty, region != place.name else {
            return short(place, words)
        }
        return "\(PlaceNames(words).name(of: place)), \(region), \(place.countryCode)".terminalSafe
    }
}
