import Domain

/// Human output in one language: each sentence as that language's catalog has it, else in English.
struct Words: Sendable {
    let language: Language
    private let catalog: Catalog?

    init(_ language: Language) {
        self.language = language
        catalog = language == .english ? nil : Catalog(language)
    }

    /// `sentence` in the language, or in English where its catalog lacks it.
    func callAsFunction(_ sentence: Sentence) -> String {
        guard let translation = catalog?.translation(of: sentence.key) else { return sentence.english }
        return sentence.filling(translation)
    }

    /// `sentence` in the sense `context` names, for an English word of two meanings ("Sun" the weekday,
    /// "Sun" the card's line): the catalogs translate each apart.
    func callAsFunction(_ sentence: Sentence, context: String) -> String {
        guard let catalog,
            let translation = catalog.translation(
                of: context + String(Catalog.contextSeparator) + sentence.key)
        else { return sentence.english }
        return sentence.filling(translation)
    }

    /// The sentence for `count` things: `one` or `other` in English, the language's own forms elsewhere;
    /// `other` holds every value the forms may show.
    func plural(_ count: Int, _ one: Sentence, _ other: Sentence) -> String {
        let form = language.pluralForm(of: count)
        if let catalog, let forms = catalog.pluralTranslations(of: one.key, other.key),
            forms.indices.contains(form)
        {
            return other.filling(forms[form])
        }
        return count == 1 ? one.english : other.english
    }
}
