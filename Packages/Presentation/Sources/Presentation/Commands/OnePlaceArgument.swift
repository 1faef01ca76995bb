import ArgumentParser
import Domain

/// One place, saved or not, its words joined: `wxapp air New York` needs no quotes; none named is the home
/// place.
struct OnePlaceArgument: ParsableArguments {
    @Argument(
        help: PlaceCompletion.onePlaceHelp,
        completion: PlaceCompletion.completion(.savedThenAny))
    var words: [String] = []

    /// The place named, else the home place (`HomePlace`).
    func place(in services: CommandServices) async throws(WeatherError) -> String {
        words.isEmpty ? try await HomePlace.named(in: services) : words.joined(separator: " ")
    }
}

/// What a command that takes places shows when none is named, as a bare `wxapp` does: the `home` setting,
/// else the first saved place; a usage error that says how to set one when there is neither.
enum HomePlace {
    static func named(in services: CommandServices) async throws(WeatherError) -> String {
        try await services.useCases.showHome().defaultPlace(home: services.preferences.home)
    }

    /// The places a command that takes several shows: those `named`, else every saved place (`[]`), else
    /// the home place alone when nothing is saved.
    static func places(_ named: [String], in services: CommandServices) async throws(WeatherError) -> [String]
    {
        try await services.useCases.showHome().places(named, home: services.preferences.home)
    }
}
