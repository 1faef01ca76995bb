import Testing

@Test func placeholderWeatherDataTests() {
    #expect(Bool(true))
}
