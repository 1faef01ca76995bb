import Testing

@testable import Domain

struct TextFoldingTests {
    @Test func caseAccentsAndNormalFormDoNotMatter() {
        let composed = "Bogot\u{E1}"
        let decomposed = "Bogota\u{301}"
        #expect(composed.searchKey == decomposed.searchKey)
        #expect("BOGOTA".searchKey == composed.searchKey)
        #expect("Côte d’Ivoire".searchKey == "cote d'ivoire")
    }
}
