/// The weather station a measured observation comes from, where the service names one (a provider whose
/// current weather is a station's measurement): its name, its code and how far it is from the place.
public struct ObservationStation: Sendable, Equatable {
    /// "KNYC".
    public let identifier: String
    /// "New York City, Central Park".
    public let name: String
    /// From the place's coordinates to the station's.
    public let distance: Distance

    public init(identifier: String, name: String, distance: Distance) {
        self.identifier = identifier
        self.name = name
        self.distance = distance
    }
}
