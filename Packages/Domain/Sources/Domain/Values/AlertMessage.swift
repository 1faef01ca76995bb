/// One message of an alert feed as the Common Alerting Protocol (CAP) frames it, which the NWS's and MET
/// Norway's feeds both follow: an alert, an update of earlier ones, or their cancellation.
public struct AlertMessage: Sendable, Equatable {
    /// CAP's `status`: only `actual` messages are about real weather.
    public enum Status: Sendable, Equatable {
        case actual, exercise, system, test, draft
        /// A message that does not say what it is; taken as actual, as neither feed leaves it out.
        case unstated

        /// "Actual", "Test" as the feeds write them, any case; an unknown word is not actual.
        public init(text: String?) {
            switch text?.lowercased() {
            case nil, "": self = .unstated
            case "actual": self = .actual
            case "exercise": self = .exercise
            case "system": self = .system
            case "test": self = .test
            default: self = .draft
            }
        }
    }

    /// CAP's `msgType`.
    public enum Kind: Sendable, Equatable {
        case alert, update, cancel

        /// "Alert", "Update", "Cancel" as the feeds write them, any case; anything else is an alert.
        public init(text: String?) {
            switch text?.lowercased() {
            case "update": self = .update
            case "cancel": self = .cancel
            default: self = .alert
            }
        }
    }

    /// The message's own identifier; nil when the feed gave none.
    public let identifier: String?
    public let status: Status
    public let kind: Kind
    /// The identifiers of the earlier messages this one updates or cancels.
    public let references: [String]
    public let alert: WeatherAlert

    public init(
        identifier: String?, status: Status, kind: Kind, references: [String], alert: WeatherAlert
    ) {
        self.identifier = identifier
        self.status = status
        self.kind = kind
        self.references = references
        self.alert = alert
    }

    /// The alerts in force that `messages` leave, in their order: only actual messages count; a
    /// cancellation ends what it references and is never an alert itself; an update replaces what it
    /// references; one identifier is one alert, however often it comes.
    public static func alertsInForce(_ messages: [AlertMessage]) -> [WeatherAlert] {
        let actual = messages.filter { $0.status == .actual || $0.status == .unstated }
        let ended = Set(actual.filter { $0.kind != .alert }.flatMap(\.references))
        var seen: Set<String> = []
        return actual.compactMap { message in
            guard message.kind != .cancel else { return nil }
            if let identifier = message.identifier {
                guard !ended.contains(identifier), seen.insert(identifier).inserted else { return nil }
            }
            return message.alert
        }
    }
}
