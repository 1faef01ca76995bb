/// What the code puts between the parts of a line it joins, as each language punctuates it: English and
/// the other languages in Latin letters write ", " and "; ", Japanese 、 and ；, Chinese ，、 and ；.
extension Words {
    /// Between the items of a list of names or values: "Paris, FR, Oslo, NO"; 、 in Japanese and Chinese.
    var listSeparator: String {
        let words = self
        return words(", ", context: "list")
    }

    /// Between the phrases of one line: "light rain, low 5°C, high 10°C"; 、 in Japanese, ， in Chinese.
    var phraseSeparator: String {
        let words = self
        return words(", ", context: "phrases")
    }

    /// Between clauses that each stand alone: "observed 5 min ago; fetched just now"; ； in Japanese and
    /// Chinese.
    var clauseSeparator: String {
        let words = self
        return words("; ", context: "clauses")
    }
}
