import Domain

/// Cities found by `wxapp search` as lines: "Springfield, Illinois, US — city of 114,394 people".
struct CityListRenderer {
    let palette: Palette
    let plain: Bool

    func render(_ cities: [City]) -> String {
        let dash = plain ? "-" : "—"
        return cities.map { city in
            let name = palette.paint(PlaceLabel.full(city.place), .emphasis)
            return "\(name) \(dash) city of \(Self.grouped(city.population)) people\n"
        }.joined()
    }

    /// "2,753,862": thousands separated by commas, whatever the locale, like the rest of the output.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
