import Domain

/// `wxapp search` as lines: "Côte d'Ivoire (CI) — capital Yamoussoukro"; plain uses an ASCII dash.
struct CountryListRenderer {
    let palette: Palette
    let plain: Bool

    func render(_ countries: [Country]) -> String {
        let dash = plain ? "-" : "—"
        return countries.map { country in
            let name = palette.paint(country.name.terminalSafe, .emphasis)
            let capital = country.capital.map { "capital \($0.terminalSafe)" } ?? "no capital"
            return "\(name) (\(country.alpha2.terminalSafe)) \(dash) \(capital)\n"
        }.joined()
    }
}
