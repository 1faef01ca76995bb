import Domain
import Foundation
import Testing

@testable import Presentation

struct NowcastTextTests {
    /// A point well outside the areas Open-Meteo models its 15-minute data for.
    static let tokyo = Coordinates(latitude: 35.69, longitude: 139.69)!
    static let now = Date(timeIntervalSince1970: 1_714_564_800)

    static func weather(_ amounts: [Double?], from start: Date) -> CurrentWeather {
        let steps = amounts.enumerated().map { index, amount in
            Nowcast.Step(
                time: start.addingTimeInterval(Double(index) * 900), precipitationMillimetres: amount)
        }
        let weather = CurrentWeather.stub()
        return CurrentWeather(
            readings: weather.readings, sunrise: nil, sunset: nil, observedAt: weather.observedAt,
            utcOffsetSeconds: 0, nowcast: Nowcast(steps: steps))
    }

    /// Where the amounts are interpolated, a sentence about them says so.
    @Test func amountsOutsideTheModelledAreasAreSaidToBeInterpolated() {
        let text = NowcastText(Words(.english)).sentence(
            for: Self.weather(Array(repeating: 0, count: 9), from: Self.now), at: Self.tokyo, now: Self.now)
        #expect(text == "no rain in the next two hours (interpolated from hourly data here)")
    }

    /// A sentence that gives no amounts has nothing for the note to qualify.
    @Test(arguments: [
        ([Double?](repeating: 0, count: 9), 3 * 3_600.0, "none kept for now: the last nowcast has run out"),
        ([nil, 0, 0, 0], 0, "not known: the service gave no precipitation for now"),
    ])
    func aSentenceWithoutAmountsHasNoNote(amounts: [Double?], later: TimeInterval, expected: String) {
        let text = NowcastText(Words(.english)).sentence(
            for: Self.weather(amounts, from: Self.now), at: Self.tokyo,
            now: Self.now.addingTimeInterval(later))
        #expect(text == expected)
    }
}
