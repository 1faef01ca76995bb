import ArgumentParser
import Domain

/// How long `watch` waits between refreshes, written as "90", "90s", "1m", "1m30s" or "2h".
struct WatchInterval: ExpressibleByArgument, Sendable, Equatable {
    /// A refresh a minute keeps a free key (60 calls a minute) safe with up to 60 places.
    static let minimum = WatchInterval(seconds: 60)
    static let maximum = WatchInterval(seconds: 86_400)

    let seconds: Int

    init(seconds: Int) {
        self.seconds = seconds
    }

    init?(argument: String) {
        var total = 0
        var number = ""
        var sawUnit = false
        for character in argument.lowercased() where !character.isWhitespace {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            let scale: Int
            switch character {
            case "h": scale = 3_600
            case "m": scale = 60
            case "s": scale = 1
            default: return nil
            }
            guard let value = Int(number), value <= 1_000_000 else { return nil }
            total += value * scale
            number = ""
            sawUnit = true
        }
        if !number.isEmpty {
            guard let value = Int(number), value <= 100_000_000 else { return nil }
            total += value
        } else if !sawUnit {
            return nil
        }
        seconds = total
    }

    /// "1 min", "90 s", "2 h", "1 h 30 min", as the option reads them back.
    var text: String { text(Words(.english)) }

    /// The interval in the language of `words`.
    func text(_ words: Words) -> String {
        let hours = seconds / 3_600
        let minutes = seconds % 3_600 / 60
        let rest = seconds % 60
        if rest != 0 { return words("\(seconds) s") }
        if hours == 0 { return words("\(minutes) min") }
        return minutes == 0 ? words("\(hours) h") : words("\(hours) h") + " " + words("\(minutes) min")
    }

    var defaultValueDescription: String { "1m" }
}
