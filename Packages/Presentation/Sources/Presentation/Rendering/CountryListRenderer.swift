import Domain

/// `wxapp search` as lines: "Côte d'Ivoire (CI) — capital Yamoussoukro"; plain uses an ASCII dash.
struct CountryListRenderer {
    let palette: Palette
    let plain: Bool
    let words: Words

    func render(_ countries: [Country]) -> String {
        let dash = plain ? "-" : "—"
        return countries.map { country in
            let name = palette.paint(
                PlaceNames(words).countryName(code: country.alpha2, english: country.name).terminalSafe,
                .emphasis)
            let code = country.alpha2.terminalSafe
            let names = PlaceNames(words)
            guard
                let capital = country.capital.map({ names.cityName($0, country: country.alpha2).terminalSafe }
                )
            else {
                return words("\(name) (\(code)) \(dash) no capital") + "\n"
            }
            return words("\(name) (\(code)) \(dash) capital \(capital)") + "\n"
        }.joined()
    }
}
