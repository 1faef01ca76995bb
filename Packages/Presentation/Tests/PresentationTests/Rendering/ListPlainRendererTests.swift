import Domain
import Testing

@testable import Presentation

struct ListPlainRendererTests {
    @Test func writesOneReadableLinePerPlaceWithoutBoxDrawing() {
        let output = ListPlainRenderer(display: .stub()).render([.tokyoKanji, .zurich, .madrid])

        #expect(
            output == """
                東京, JP: 18°C, broken clouds, high 20°C, low 15°C, humidity 72%, wind 4.1 m/s from NNE, observed just now
                Zürich, CH: 31°C, broken clouds, high 20°C, low 15°C, humidity 72%, wind 4.1 m/s from NNE, \
                observed 4 days ago (stale)
                Madrid, ES: 0°C, high 1°C, low -2°C, humidity 40%, wind 0.5 m/s, observed 2 h ago (stale)

                """)
    }

    @Test func japaneseAndChineseJoinThePartsWithTheirOwnPunctuation() {
        for (language, colon, comma) in [(Language.japanese, "：", "、"), (.chinese, "：", "，")] {
            var display = DisplaySettings.stub()
            display.words = Words(language)
            let output = ListPlainRenderer(display: display).render([.tokyoKanji])
            let parts = output.dropFirst("東京, JP".count)
            #expect(parts.hasPrefix(colon + "18°C" + comma), "\(output)")
            #expect(!parts.contains(", ") && !parts.contains(":"), "\(output)")
        }
    }

    @Test func staysPlainEvenWithAColourPalette() {
        let output = ListPlainRenderer(display: .stub(palette: .colored)).render([.stub()])

        #expect(
            output
                == "Tokyo, JP: 18°C, broken clouds, high 20°C, low 15°C, humidity 72%, wind 4.1 m/s from NNE, "
                + "observed 3 min ago\n")
    }
}
