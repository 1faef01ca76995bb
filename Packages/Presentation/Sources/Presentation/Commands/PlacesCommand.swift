import Domain

/// A command given places as words (`add`, `show`, `forecast`, `alerts`, `delete`): the words are read as
/// places once, here, joining those that together name a known place ("New York"), and the command runs for
/// them.
protocol PlacesCommand: FormattedCommand {
    /// The words typed for places.
    var places: [String] { get }

    /// True when no place named means the home place (`show`, `forecast`); false, the default, for a
    /// command that takes no place for every saved place (`alerts`) or needs one named (`add`, `delete`).
    var usesHomeWhenNoneIsNamed: Bool { get }

    /// Runs for the places the words name, in their order.
    func run(for places: [String], in services: CommandServices, context: CommandContext)
        async throws(WeatherError) -> Int32
}

extension PlacesCommand {
    var usesHomeWhenNoneIsNamed: Bool { false }

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        try await run(for: try await placeNames(in: services), in: services, context: context)
    }

    /// The places the typed words name: words that together name a place known without a network are that
    /// one place (`wxapp alerts New York`); one word is read as it is, at no cost; none is the home place.
    private func placeNames(in services: CommandServices) async throws(WeatherError) -> [String] {
        if places.isEmpty, usesHomeWhenNoneIsNamed { return [try await HomePlace.named(in: services)] }
        guard places.count > 1 else { return places }
        return try await services.useCases.placeWords().places(in: places)
    }
}
