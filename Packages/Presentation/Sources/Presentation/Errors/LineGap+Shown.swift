import Domain

extension LineGap {
    /// A gap as shown: the short line a status bar shows, the sentence for stderr, and the exit code.
    struct Shown {
        let line: String
        let message: String
        let exitCode: Int32

        /// waybar's object: the short line, the sentence as its tooltip, and the class `error`.
        var waybar: JSONValue {
            .object(["text": .string(line), "tooltip": .string(message), "class": .array([.string("error")])])
        }
    }

    func shown(verbose: Bool, words: Words) -> Shown {
        switch self {
        case .loading:
            return Shown(
                line: words("wx: loading"),
                message: words("Another wxapp is fetching the weather; try again in a moment."),
                exitCode: ExitStatus.temporaryFailure)
        case .failed(let error):
            let message = ErrorMessage(error, verbose: verbose, words: words)
            let line =
                switch error {
                case .networkUnavailable, .notCached: words("wx: offline")
                case .placeNotFound, .placeNotKnownOffline, .placeNotSaved, .capitalUnknown:
                    words("wx: unknown place")
                case .timedOut, .rateLimited, .serviceUnavailable, .connectionRefused, .connectionDropped,
                    .redirectRefused, .allProvidersFailed, .requestBudgetSpent:
                    words("wx: try later")
                default: words("wx: error")
                }
            return Shown(line: line, message: message.text, exitCode: message.exitCode)
        }
    }
}
