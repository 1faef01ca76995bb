import Domain

/// What happens behind a command's back that it tells the user of (waits, stand-ins, failovers): each kind
/// is heard by the observer a command hands over, from then on.
public struct CommandEvents: Sendable {
    /// Tells `observer`, from now on, of each event of one kind.
    public typealias Subscription<Event> = @Sendable (_ observer: @escaping @Sendable (Event) -> Void) -> Void

    /// Each request that waits for room in wxapp's own request budget.
    public let requestWaits: Subscription<RequestBudgetWait>
    /// Each failed lookup of "here" that the last place found stood in for.
    public let hereFallbacks: Subscription<HereFallback>
    /// Each place search that another provider answered after a failure.
    public let placeSearchFailovers: Subscription<PlaceSearchFailover>

    public init(
        requestWaits: @escaping Subscription<RequestBudgetWait>,
        hereFallbacks: @escaping Subscription<HereFallback>,
        placeSearchFailovers: @escaping Subscription<PlaceSearchFailover>
    ) {
        self.requestWaits = requestWaits
        self.hereFallbacks = hereFallbacks
        self.placeSearchFailovers = placeSearchFailovers
    }
}
