import Domain

/// A compass point as the language abbreviates it: "NNE", "NNO" in German and Dutch, "北北東" in Japanese.
struct CompassText: LanguageText {
    let words: Words

    func text(_ point: CompassPoint) -> String {
        switch point {
        case .n: words("N")
        case .nne: words("NNE")
        case .ne: words("NE")
        case .ene: words("ENE")
        case .e: words("E")
        case .ese: words("ESE")
        case .se: words("SE")
        case .sse: words("SSE")
        case .s: words("S")
        case .ssw: words("SSW")
        case .sw: words("SW")
        case .wsw: words("WSW")
        case .w: words("W")
        case .wnw: words("WNW")
        case .nw: words("NW")
        case .nnw: words("NNW")
        }
    }
}
