import Domain

/// A command given places as words (`add`, `show`, `forecast`, `alerts`, `delete`): the words are read as
/// places once, here, joining those that together name a known place ("New York"), and the command runs for
/// them.
protocol PlacesCommand: FormattedCommand {
    /// The words typed for places.
    var places: [String] { get }

    /// Runs for the places the words name, in their order.
    func run(for places: [String], in environment: any CommandEnvironment, context: CommandContext)
        async throws(WeatherError) -> Int32
}

extension PlacesCommand {
    func run(in environment: any CommandEnvironment, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        try await run(for: try await environment.placeNames(places), in: environment, context: context)
    }
}
