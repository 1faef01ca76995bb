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

    @Test func staysPlainEvenWithAColourPalette() {
        let output = ListPlainRenderer(display: .stub(palette: .colored)).render([.stub()])

        #expect(
            output
                == "Tokyo, JP: 18°C, broken clouds, high 20°C, low 15°C, humidity 72%, wind 4.1 m/s from NNE, "
                + "observed 3 min ago\n")
    }
}
