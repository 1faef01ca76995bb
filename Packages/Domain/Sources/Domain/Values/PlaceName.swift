/// The one cleaning rule for a place name from outside wxapp (a geocoder, an imported list, the gazetteer,
/// the country catalog), applied once where the name comes in, so that every saved name is one a user can
/// read, type back and see printed as it is.
public enum PlaceName {
    /// `text` without control or format characters (escape sequences, bells, C1 controls, bidi overrides,
    /// zero-width marks), with any white space (tabs, line breaks, no-break spaces) read as a space, runs
    /// of spaces as one, trimmed and composed (NFC).
    public static func cleaned(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !kept.isEmpty
                continue
            }
            switch scalar.properties.generalCategory {
            case .control, .format: continue
            default:
                if pendingSpace { kept.append(" ") }
                pendingSpace = false
                kept.append(scalar)
            }
        }
        return String(kept).precomposed
    }

    /// `name` as it is written where its letters' marks cannot be ("Muenchen", "Duesseldorf", "Aalborg"
    /// for Ålborg): the German, Danish and Norwegian letters that stand for two; any other letter as it is,
    /// which `SearchKey` folds alike with and without its mark.
    public static func transliterated(_ name: String) -> String {
        var written = ""
        for character in name {
            switch character {
            case "ä", "æ": written += "ae"
            case "ö", "ø": written += "oe"
            case "ü": written += "ue"
            case "å": written += "aa"
            case "ß": written += "ss"
            case "Ä", "Æ": written += "Ae"
            case "Ö", "Ø": written += "Oe"
            case "Ü": written += "Ue"
            case "Å": written += "Aa"
            default: written.append(character)
            }
        }
        return written
    }

    /// True for a cleaned name that can be typed back: not empty, no longer than a typed name may be, and
    /// not one that a command reads as something else (`readsAsOtherThanAName`).
    public static func canBeTyped(_ name: String) -> Bool {
        !name.isEmpty && name.count <= PlaceQuery.maximumLength && !readsAsOtherThanAName(name)
    }

    /// True for a name that a command reads as something other than a place's name: two numbers, a point
    /// (`48.85,2.35`), or `here`, the machine's place. A place so named could never be told from them, so
    /// it is refused where it comes in (a geocoder's reply, the location service, an imported list).
    public static func readsAsOtherThanAName(_ name: String) -> Bool {
        PlaceQuery.numberPair(name) != nil || SearchKey(name) == SearchKey("here")
    }

    /// `text` cleaned, or nil when nothing is left of it.
    public static func cleanedOrNil(_ text: String?) -> String? {
        guard let text else { return nil }
        let cleaned = cleaned(text)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// A region's name (a state, a province) cleaned, or nil when nothing is left of it or it is longer than a
    /// typed name may be: the rule every region from outside goes through.
    public static func region(_ text: String?) -> String? {
        cleanedOrNil(text).flatMap { $0.count <= PlaceQuery.maximumLength ? $0 : nil }
    }
}
