extension Units {
    /// The units the weather is read in where `territory` (an ISO 3166 code, "US") is, as its national
    /// weather service publishes it: Fahrenheit, miles per hour and inches in the United States and its
    /// territories; Celsius with miles per hour and miles in the United Kingdom and the Crown dependencies;
    /// kilometres per hour where the service gives wind so (DWD, Météo-France, AEMET, IPMA, MeteoSwiss,
    /// Environment Canada, the Bureau of Meteorology, …); metric with metres per second elsewhere (MET
    /// Norway, SMHI, JMA, CMA, …) and where no territory is known.
    public init(territory: String?) {
        switch territory {
        case "US", "PR", "GU", "VI", "AS", "MP": self = .imperial
        case "GB", "IM", "JE", "GG": self = .uk
        case let code? where Self.windInKilometresPerHour.contains(code):
            self = Units.metric.with(.wind(.kilometresPerHour))
        default: self = .metric
        }
    }

    /// The territories whose national weather service gives the wind in kilometres per hour.
    static let windInKilometresPerHour: Set<String> = [
        "AD", "AR", "AT", "AU", "BE", "BR", "CA", "CH", "CL", "CO", "DE", "ES", "FR", "HU", "IE", "IN", "IT",
        "LI", "LU", "MC", "MX", "NL", "NZ", "PE", "PL", "PT", "RO", "SM", "UY", "VA", "ZA",
    ]

    /// The territory of a POSIX locale name: "DE" for "de_DE.UTF-8" or "de_DE@euro"; nil for "C", "POSIX",
    /// "C.UTF-8" or a name without one.
    public static func territory(ofLocale locale: String) -> String? {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        // Letters on both sides of the one underscore, read off the name: `joined()` over the parts costs a
        // run 0.06 M instructions more (0.24 M the first time, much of it conformances looked up later anyway).
        guard parts.count == 2, !parts[0].isEmpty, parts[1].count == 2,
            name.allSatisfy({ $0 == "_" || ($0.isASCII && $0.isLetter) })
        else { return nil }
        return parts[1].uppercased()
    }
}
