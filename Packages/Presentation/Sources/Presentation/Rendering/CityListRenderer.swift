import Domain

/// Cities found by `wxapp search` as lines: "Springfield, Illinois, US — city of 114,394 people".
struct CityListRenderer {
    let palette: Palette
    let plain: Bool
    let words: Words

    func render(_ cities: [City]) -> String {
        let dash = plain ? "-" : "—"
        return cities.map { city in
            let name = palette.paint(PlaceLabel.full(city.place, words), .emphasis)
            let people = Self.grouped(city.population, separator: words.language.groupingSeparator)
            return words.plural(
                city.population, "\(name) \(dash) city of \(people) person",
                "\(name) \(dash) city of \(people) people")
                + "\n"
        }.joined()
    }

    /// "2,753,862": groups of three digits with the language's separator, whatever the machine's locale.
    static func grouped(_ number: Int, separator: String = ",") -> String {
        let digits = String(number.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (number < 0 ? "-" : "") + groups.joined(separator: separator)
    }
}
