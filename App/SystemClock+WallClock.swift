import Domain
import Infrastructure

/// The machine's clock serves as the Domain's notion of now; only the composition root joins the two.
extension SystemClock: @retroactive WallClock {}
