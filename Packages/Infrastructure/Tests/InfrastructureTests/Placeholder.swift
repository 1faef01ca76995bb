import Testing

@Test func placeholderInfrastructureTests() {
    #expect(Bool(true))
}
