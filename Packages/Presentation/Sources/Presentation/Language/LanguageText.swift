/// What writes one kind of thing in words (ages, days, conditions, messages), in the language of `words`.
protocol LanguageText {
    var words: Words { get }
    init(words: Words)
}

extension LanguageText {
    /// The writer for `words`: `AgeText(display.words).relative(…)`.
    init(_ words: Words) {
        self.init(words: words)
    }
}
