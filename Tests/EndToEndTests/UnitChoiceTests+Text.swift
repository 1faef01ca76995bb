import Foundation
import Testing

extension UnitChoiceTests {
    @Test(arguments: choices)
    func cardsTablesPlainLinesAndLineShowTheChosenUnits(choice: Choice) async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
            #expect(try await sandbox.wxapp("forecast", "Paris,FR").exitCode == 0)
            let paris = WeatherFixture.paris
            let temperature = Self.symbols[choice.temperature]!
            let wind = Self.symbols[choice.wind]!
            let pressure = Self.symbols[choice.pressure]!
            let windValue = Self.wind(metresPerSecond: paris.windSpeed, choice.wind)
            let windText =
                choice.wind == "bft"
                ? "\(Int(windValue)) Bft, moderate breeze"
                : Self.rounded(windValue, decimals: ["ms"].contains(choice.wind) ? 1 : 0) + " " + wind
            let visibility = Self.distance(metres: paris.visibilityMetres ?? .nan, choice.distance)
            let visibilityText =
                Self.rounded(visibility, decimals: choice.distance == "m" ? 0 : 1) + " " + Self.symbols[
                    choice.distance]!
            let rain = Self.precipitation(millimetres: paris.rainLastHour ?? .nan, choice.precipitation)
            let rainText =
                Self.rounded(rain, decimals: choice.precipitation == "in" ? 2 : 1) + " "
                + Self.symbols[choice.precipitation]!
            let otherTemperatures = ["°C", "°F", " K"].filter {
                $0.trimmingCharacters(in: .whitespaces) != temperature
            }
            let otherWinds = ["m/s", "km/h", "mph", " kn", "Bft"].filter {
                $0.trimmingCharacters(in: .whitespaces) != wind
            }
            let otherPressures = ["hPa", "inHg", "mmHg", "kPa"].filter { $0 != pressure }

            for format in ["table", "plain"] {
                let card = try await sandbox.wxapp(
                    arguments: ["show", "Paris", "--format", format, "--no-color"] + choice.arguments)
                #expect(card.exitCode == 0, "\(card)")
                for text in [temperature, windText, pressure, visibilityText, rainText] {
                    #expect(card.stdout.contains(text), "\(format) card lacks \"\(text)\"\n\(card)")
                }
                for other in otherTemperatures + otherWinds + otherPressures {
                    #expect(!card.stdout.contains(other), "\(format) card shows \"\(other)\"\n\(card)")
                }
                let list = try await sandbox.wxapp(
                    arguments: ["list", "--offline", "--format", format, "--no-color"] + choice.arguments)
                #expect(list.stdout.contains(temperature) && list.stdout.contains(wind), "\(list)")
                for other in otherTemperatures + otherWinds {
                    #expect(!list.stdout.contains(other), "\(format) list shows \"\(other)\"\n\(list)")
                }
                let forecast = try await sandbox.wxapp(
                    arguments: ["forecast", "Paris", "--offline", "--format", format, "--no-color"]
                        + choice.arguments)
                #expect(forecast.exitCode == 0 && forecast.stdout.contains(temperature), "\(forecast)")
                for other in otherTemperatures {
                    #expect(
                        !forecast.stdout.contains(other), "\(format) forecast shows \"\(other)\"\n\(forecast)"
                    )
                }
            }

            let line = try await sandbox.wxapp(
                arguments: ["line", "Paris", "--template", "{temperature}|{wind:.1}|{pressure}"]
                    + choice.arguments)
            let parts = line.stdout.dropLast().split(separator: "|").map(String.init)
            #expect(line.exitCode == 0 && parts.count == 3, "\(line)")
            #expect(parts.first?.hasSuffix(temperature) == true, "\(line)")
            #expect(parts.dropFirst().first?.hasSuffix(" " + wind) == true, "\(line)")
            let wholeForce = choice.wind != "bft" || parts.dropFirst().first?.contains(".") == false
            #expect(wholeForce, "a Beaufort force has no decimals: \(line)")
            #expect(parts.last?.hasSuffix(" " + pressure) == true, "\(line)")
        }
    }

    /// `value` rounded half away from zero to `decimals` places, as people read it.
    static func rounded(_ value: Double, decimals: Int) -> String {
        String(
            format: "%.\(decimals)f",
            (value * pow(10, Double(decimals))).rounded() / pow(10, Double(decimals)))
    }
}
