import Domain

/// `wxapp search` as lines: the countries ("Côte d'Ivoire (CI) — capital Yamoussoukro"), then the cities
/// ("Springfield, Illinois, US — city of 114,394 people"); plain text uses an ASCII dash.
struct SearchResultsRenderer {
    let palette: Palette
    let plain: Bool
    let words: Words

    func render(_ results: SearchPlacesUseCase.Results) -> String {
        render(results.countries) + render(results.cities)
    }

    func render(_ countries: [Country]) -> String {
        let names = PlaceNames(words)
        return countries.map { country in
            let name = palette.paint(
                names.countryName(code: country.alpha2, english: country.name).terminalSafe, .emphasis)
            let code = country.alpha2.terminalSafe
            guard let capital = country.capital else {
                return words("\(name) (\(code)) \(dash) no capital") + "\n"
            }
            let capitalName = names.cityName(capital, country: country.alpha2).terminalSafe
            return words("\(name) (\(code)) \(dash) capital \(capitalName)") + "\n"
        }.joined()
    }

    func render(_ cities: [City]) -> String {
        cities.map { city in
            let name = palette.paint(PlaceLabel.full(city.place, words), .emphasis)
            let people = Self.grouped(city.population, separator: words.language.groupingSeparator)
            return words.plural(
                city.population, "\(name) \(dash) city of \(people) person",
                "\(name) \(dash) city of \(people) people")
                + "\n"
        }.joined()
    }

    private var dash: String { plain ? "-" : "—" }

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
