import Domain

/// How a place is named on screen, safe to print.
enum PlaceLabel {
    /// "Tokyo, JP".
    static func short(_ place: Place) -> String {
        "\(place.name), \(place.countryCode)".terminalSafe
    }

    /// "Springfield, Illinois, US": with the region when geocoding gave one.
    static func full(_ place: Place) -> String {
        guard let region = place.region, !region.isEmpty, region != place.name else { return short(place) }
        return "\(place.name), \(region), \(place.countryCode)".terminalSafe
    }
}
