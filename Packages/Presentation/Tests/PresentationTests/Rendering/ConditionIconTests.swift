import Domain
import Testing

@testable import Presentation

struct ConditionIconTests {
    @Test func everyFamilyHasAnIconOfItsStylesWidthByDayAndNight() {
        for family in ConditionFamily.allCases {
            for night in [false, true] {
                #expect(DisplayWidth.of(ConditionIcon.icon(for: family, night: night, style: .emoji)) == 2)
                #expect(ConditionIcon.icon(for: family, night: night, style: .ascii).count == 3)
                #expect(
                    ConditionIcon.icon(for: family, night: night, style: .ascii).allSatisfy { $0.isASCII })
                #expect(ConditionIcon.icon(for: family, night: night, style: .none) == "")
            }
        }
    }

    @Test func clearAndCloudySkiesChangeAtNight() {
        #expect(ConditionIcon.icon(for: .clear, night: false, style: .emoji) == "🌞")
        #expect(ConditionIcon.icon(for: .clear, night: true, style: .emoji) == "🌙")
        #expect(ConditionIcon.icon(for: .clouds, night: false, style: .emoji) == "⛅")
        #expect(ConditionIcon.icon(for: .clouds, night: true, style: .emoji) == "☁️")
        #expect(ConditionIcon.icon(for: .clear, night: false, style: .ascii) == "(O)")
        #expect(ConditionIcon.icon(for: .clear, night: true, style: .ascii) == "(C)")
    }

    @Test func thePrefixKeepsDescriptionsInLineWhenTheConditionIsUnknown() {
        let rain = WeatherCondition(code: 501, summary: "Rain", description: "moderate rain", icon: "10n")
        let unknown = WeatherCondition(code: 999, summary: "?", description: "odd", icon: "99d")

        #expect(ConditionIcon.prefix(for: rain, style: .emoji) == "☔ ")
        #expect(ConditionIcon.prefix(for: rain, style: .ascii) == "(/) ")
        #expect(ConditionIcon.prefix(for: unknown, style: .ascii) == "    ")
        #expect(ConditionIcon.prefix(for: nil, style: .emoji) == "   ")
        #expect(ConditionIcon.prefix(for: rain, style: .none) == "")
    }

    @Test func aFamilysThemeDiffersByNightAndTheUnknownIsPlain() {
        let clearNight = WeatherCondition(code: 800, summary: "Clear", description: "clear sky", icon: "01n")

        #expect(ConditionTheme.style(for: clearNight) == .condition(.clear, night: true))
        #expect(ConditionTheme.style(for: nil) == .plain)
        #expect(Palette.colored.paint("sun", .condition(.clear, night: false)) == "\u{1B}[33msun\u{1B}[0m")
        #expect(Palette.colored.paint("moon", .condition(.clear, night: true)) == "\u{1B}[94mmoon\u{1B}[0m")
        for family in ConditionFamily.allCases {
            #expect(
                Palette.colored.paint("x", .condition(family, night: false))
                    != Palette.colored.paint("x", .condition(family, night: true)))
        }
        #expect(Palette.plain.paint("sun", .condition(.clear, night: false)) == "sun")
    }
}
