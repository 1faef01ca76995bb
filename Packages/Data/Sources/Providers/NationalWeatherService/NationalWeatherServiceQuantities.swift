import Domain
import FoundationEssentials
import ProviderKit

/// Values of api.weather.gov read in the unit each states (`wmoUnit:degC`, `wmoUnit:km_h-1`, `wmoUnit:Pa`,
/// precipitation in `wmoUnit:mm` or, in older replies, `wmoUnit:m`): a value in a unit wxapp does not know,
/// or one quality control rejected, questioned or judged bad (flags `X`, `Q` and `B`), is missing, never
/// relabelled.
enum NationalWeatherServiceQuantities {
    /// The unit after its namespace: "degC" of "wmoUnit:degC", "percent" of "percent".
    static func unit(_ code: String?) -> String? {
        code.map { $0.split(separator: ":").last.map(String.init) ?? $0 }
    }

    /// Quality control's flags of a value not to be believed: rejected, questioned, subjectively bad.
    static let doubtedFlags: Set<String> = ["X", "Q", "B"]

    /// The value of `quantity`, unless quality control doubted it.
    static func checked(_ quantity: NationalWeatherServiceDTO.Quantity?) -> (Double, String?)? {
        guard let quantity, let value = quantity.value, !doubtedFlags.contains(quantity.qualityControl ?? "")
        else { return nil }
        return (value, unit(quantity.unitCode))
    }

    static func temperature(_ value: Double, _ unit: String?) -> Temperature? {
        switch unit {
        case "degC": Temperature(celsius: value)
        case "degF": Temperature(fahrenheit: value)
        case "K": Temperature(kelvin: value)
        default: nil
        }
    }

    static func speed(_ value: Double, _ unit: String?) -> Speed? {
        switch unit {
        case "km_h-1": Speed(metresPerSecond: value / 3.6)
        case "m_s-1": Speed(metresPerSecond: value)
        case "kt": Speed(value, unitSymbol: "kn")
        case "mi_h-1": Speed(value, unitSymbol: "mph")
        default: nil
        }
    }

    static func pressure(_ value: Double, _ unit: String?) -> Pressure? {
        switch unit {
        case "Pa": Pressure(hectopascals: value / 100)
        case "hPa": Pressure(hectopascals: value)
        default: nil
        }
    }

    static func distance(_ value: Double, _ unit: String?) -> Distance? {
        switch unit {
        case "m", "km": Distance(value, unitSymbol: unit ?? "")
        default: nil
        }
    }

    static func precipitation(_ value: Double, _ unit: String?) -> Precipitation? {
        switch unit {
        case "mm", "cm": Precipitation(value, unitSymbol: unit ?? "")
        case "m": Precipitation(millimetres: value * 1_000)
        default: nil
        }
    }

    static func percent(_ value: Double, _ unit: String?) -> Double? {
        unit == "percent" || unit == "%" ? value : nil
    }

    static func degrees(_ value: Double, _ unit: String?) -> Double? {
        unit == "degree_(angle)" || unit == "deg" ? value : nil
    }

    /// A `validTime` interval, "2022-02-03T21:00:00+00:00/P1DT3H": its start and its length in whole hours;
    /// nil when it is not one wxapp can read.
    static func interval(_ text: String) -> (start: Date, hours: Int)? {
        let parts = text.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, let start = AlertTime.date(String(parts[0])),
            let hours = self.hours(in: parts[1])
        else { return nil }
        return (start, hours)
    }

    /// The whole hours of an ISO 8601 duration of days and hours ("PT1H", "P2D", "P6DT15H"); nil for any
    /// other (minutes, months, or none at all).
    static func hours(in duration: Substring) -> Int? {
        guard duration.first == "P" else { return nil }
        var hours = 0
        var number = 0
        var digits = 0
        var inTime = false
        var timeHours = false
        for character in duration.dropFirst() {
            if let digit = character.wholeNumberValue, character.isASCII {
                guard digits < 6 else { return nil }
                number = number * 10 + digit
                digits += 1
                continue
            }
            switch (character, inTime) {
            case ("T", false) where digits == 0: inTime = true
            case ("D", false) where digits > 0: hours += number * 24
            case ("H", true) where digits > 0:
                hours += number
                timeHours = true
            default: return nil
            }
            number = 0
            digits = 0
        }
        return digits == 0 && hours > 0 && inTime == timeHours ? hours : nil
    }
}
