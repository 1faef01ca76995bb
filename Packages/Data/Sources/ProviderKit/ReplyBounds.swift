import Domain

/// The most one reply may make wxapp build, checked before anything is built from it. A reply under the
/// size cap can still name more steps, values or alerts than any service sends; built, they would cost
/// seconds and hundreds of megabytes, so such a reply is the service's fault, like any reply that is not
/// what it should be.
package enum ReplyBounds {
    /// The steps of one forecast, and the values of one layer of a gridded forecast: sixteen days of hours
    /// (the longest forecast a provider gives) and a day to spare.
    package static let forecastSteps = 17 * 24

    /// The hours of one reply of past days: the most days shown at once, with a day either side to cut
    /// the place's own days from.
    package static let pastHours = (PastDays.mostDays + 2) * 24

    /// The alerts of one reply: far beyond the few dozen a whole country's feed holds at its busiest.
    package static let alerts = 2_000

    /// Throws unless `count` is at most `limit`. `items` names what is counted ("forecast steps") and
    /// `reply` the reply ("the Open-Meteo forecast reply").
    package static func check(_ count: Int, atMost limit: Int, _ items: String, in reply: String)
        throws(WeatherError)
    {
        guard count <= limit else {
            throw .unreadableResponse(
                detail: "\(reply) holds \(count) \(items), more than the \(limit) any reply has")
        }
    }
}
