import Testing

@Test func placeholderPresentationTests() {
    #expect(Bool(true))
}
