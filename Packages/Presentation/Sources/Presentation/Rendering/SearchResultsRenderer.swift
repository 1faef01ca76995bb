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
        return countries.map { found in
            let country = palette.paint(
                names.countryName(code: found.alpha2, english: found.name).terminalSafe, .emphasis)
            let code = found.alpha2.terminalSafe
            guard let capitalCity = found.capital else {
                return words("\(country) (\(code)) \(dash) no capital") + "\n"
            }
            let capital = names.cityName(capitalCity, country: found.alpha2).terminalSafe
            return words("\(country) (\(code)) \(dash) capital \(capital)") + "\n"
        }.joined()
    }

    func render(_ cities: [City]) -> String {
        cities.map { found in
            let city = palette.paint(PlaceLabel.full(found.place, words), .emphasis)
            let people = Self.grouped(found.population, separator: words.language.groupingSeparator)
            return words.plural(
                found.population, "\(city) \(dash) city of \(people) person",
                "\(city) \(dash) city of \(people) people")
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
