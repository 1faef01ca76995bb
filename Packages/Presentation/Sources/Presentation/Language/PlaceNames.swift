import Domain

/// A place's name as the language writes it, where the Unicode CLDR names the city of a time zone
/// otherwise than English ("Wien", "東京"; generated into `PlaceNames+Tables.swift` by
/// scripts/generate_place_names.py); the place's own name everywhere else.
struct PlaceNames: LanguageText {
    let words: Words

    func name(of place: Place) -> String {
        guard words.language != .english else { return place.name }
        return Self.table(words.language).value(for: "\(place.name)|\(place.countryCode)") ?? place.name
    }
}
