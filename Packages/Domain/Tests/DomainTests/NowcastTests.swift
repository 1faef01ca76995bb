import Domain
import Foundation
import Testing

/// What the next two hours' steps say at a moment.
struct NowcastTests {
    static let start = Date(timeIntervalSince1970: 1_764_000_000)

    static func nowcast(_ amounts: [Double?]) -> Nowcast {
        Nowcast(
            steps: amounts.enumerated().map {
                Nowcast.Step(
                    time: start.addingTimeInterval(Double($0.offset) * 900),
                    precipitationMillimetres: $0.element)
            })
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let amounts: [Double?]
        let secondsLater: Double
        let expected: Nowcast.Outlook
        var testDescription: String { "\(amounts) at +\(Int(secondsLater)) s" }
    }

    static let cases: [Case] = [
        Case(amounts: [0, 0, 0, 0, 0, 0, 0, 0], secondsLater: 0, expected: .dry(coveredMinutes: 120)),
        // A step without a value ends what is known.
        Case(amounts: [0.04, 0.01, nil, 0, 0, 0, 0, 0], secondsLater: 0, expected: .dry(coveredMinutes: 30)),
        Case(amounts: [nil, nil, nil, nil, nil, nil, nil, nil], secondsLater: 0, expected: .unknown),
        Case(amounts: [nil, 0, 0, 0, 0, 0, 0, 0], secondsLater: 60, expected: .unknown),
        Case(
            amounts: [0.5, 0.5, 0, 0, 0, 0, 0, 0], secondsLater: 0,
            expected: .now(stoppingInMinutes: 30, coveredMinutes: 120)),
        Case(
            amounts: [0.5, 0.5, 0, 0, 0, 0, 0, 0], secondsLater: 600,
            expected: .now(stoppingInMinutes: 20, coveredMinutes: 110)),
        Case(
            amounts: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5], secondsLater: 0,
            expected: .now(stoppingInMinutes: nil, coveredMinutes: 120)),
        Case(
            amounts: [0, 0, 1.2, 1.5, 0.8, 0, 0, 0], secondsLater: 0,
            expected: .starting(inMinutes: 30, lastingMinutes: 45, coveredMinutes: 120)),
        Case(
            amounts: [0, 0, 1.2, 1.5, 0.8, 0, 0, 0], secondsLater: 420,
            expected: .starting(inMinutes: 25, lastingMinutes: 45, coveredMinutes: 115)),
        Case(
            amounts: [0, 0, 0, 0, 0, 0, 0, 0.3], secondsLater: 0,
            expected: .starting(inMinutes: 105, lastingMinutes: nil, coveredMinutes: 120)),
        Case(amounts: [0, 0, 1, 0, 0, 0, 0, 0], secondsLater: 7_200, expected: .expired),
        Case(
            amounts: [0, 0, 1, 0, 0, 0, 0, 0], secondsLater: 2_400,
            expected: .now(stoppingInMinutes: 5, coveredMinutes: 80)),
        Case(amounts: [0, 0, 1, 0, 0, 0, 0, 0], secondsLater: 2_700, expected: .dry(coveredMinutes: 75)),
        // Kept and read later: it speaks only for what it still covers, and not at all for minutes.
        Case(amounts: [0, 0, 0, 0, 0, 0, 0, 0], secondsLater: 6_600, expected: .dry(coveredMinutes: 10)),
        Case(amounts: [0, 0, 0, 0, 0, 0, 0, 0], secondsLater: 6_960, expected: .expired),
        // A day of steps speaks of the next two hours only, never of rain at 290 minutes.
        Case(
            amounts: Array(repeating: 0, count: 19) + [2.0] + Array(repeating: 0, count: 76), secondsLater: 0,
            expected: .dry(coveredMinutes: 120)),
    ]

    @Test(arguments: cases)
    func theOutlookAtAMoment(_ example: Case) {
        let outlook = Self.nowcast(example.amounts).outlook(
            at: Self.start.addingTimeInterval(example.secondsLater))
        #expect(outlook == example.expected)
    }

    /// Ten quarter hours from the one in progress, as Open-Meteo is asked for them: fetched at any moment of
    /// that quarter hour and shown up to ten minutes later (the default cache lifetime), they still cover
    /// two whole hours, so that a kept reading says "two hours" rather than shrinking to "105 min".
    @Test(arguments: Array(stride(from: 0.0, through: 1_500, by: 60)))
    func tenQuarterHoursCoverTwoHoursWhileAReadingIsFresh(secondsLater: Double) {
        let outlook = Self.nowcast(Array(repeating: 0, count: 10)).outlook(
            at: Self.start.addingTimeInterval(secondsLater))
        #expect(outlook == .dry(coveredMinutes: 120))
    }

    @Test func stepsAreKeptInTimeOrderWhateverOrderTheyCameIn() {
        let steps = Self.nowcast([0, 1, 2]).steps
        #expect(Nowcast(steps: steps.reversed()).steps == steps)
    }

    @Test(arguments: [
        (48.85, 2.35, true), (40.71, -74.01, true), (64.15, -21.94, true), (35.69, 139.69, false),
        (-33.87, 151.21, false), (-23.55, -46.63, false), (19.43, -99.13, true), (30.04, 31.24, false),
    ])
    func europeAndNorthAmericaAreModelledElsewhereInterpolated(
        latitude: Double, longitude: Double, modelled: Bool
    ) {
        #expect(Nowcast.isModelled(at: Coordinates(latitude: latitude, longitude: longitude)!) == modelled)
    }
}
