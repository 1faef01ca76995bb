import ArgumentParser

/// One place, saved or not, its words joined: `wxapp air New York` needs no quotes.
struct OnePlaceArgument: ParsableArguments {
    @Argument(
        help: PlaceCompletion.onePlaceHelp,
        completion: PlaceCompletion.completion(.saved))
    var words: [String]

    var place: String { words.joined(separator: " ") }
}
