import Domain
import Testing

@testable import Presentation

struct SearchResultsRendererTests {
    @Test func writesOneLinePerCountry() {
        let output = SearchResultsRenderer(palette: .plain, plain: false, words: Words(.english)).render([
            .ivoryCoast, .antarctica,
        ])

        #expect(
            output == """
                Côte d'Ivoire (CI) — capital Yamoussoukro
                Antarctica (AQ) — no capital

                """)
    }

    @Test func plainUsesAnASCIIDash() {
        let output = SearchResultsRenderer(palette: .plain, plain: true, words: Words(.english)).render([
            .japan
        ]
        )

        #expect(output == "Japan (JP) - capital Tokyo\n")
    }
}
