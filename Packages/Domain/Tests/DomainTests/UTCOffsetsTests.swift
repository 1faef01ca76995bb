import Domain
import FoundationEssentials
import Testing

struct UTCOffsetsTests {
    /// A zone that goes from UTC+09:30 to UTC+10:30 at `change` and back a week later.
    static func adelaideLike(change: Date) -> (Date) -> Int? {
        { date in
            date >= change && date < change.addingTimeInterval(7 * 86_400) ? 37_800 : 34_200
        }
    }

    @Test(arguments: [0.0, 1, 59, 1_799, 3_599])
    func eachChangeIsFoundToTheSecond(secondsIntoTheHour: Double) throws {
        let start = Date(timeIntervalSince1970: 1_790_942_400)
        let change = start.addingTimeInterval(2 * 86_400 + secondsIntoTheHour)
        let offsets = try #require(
            UTCOffsets(
                from: start, through: start.addingTimeInterval(16 * 86_400),
                offset: Self.adelaideLike(change: change)))

        #expect(offsets.initialSeconds == 34_200)
        #expect(
            offsets.changes == [
                .init(instant: change, seconds: 37_800),
                .init(instant: change.addingTimeInterval(7 * 86_400), seconds: 34_200),
            ])
        #expect(offsets.seconds(at: change.addingTimeInterval(-1)) == 34_200)
        #expect(offsets.seconds(at: change) == 37_800)
        #expect(
            offsets.seconds(at: start.addingTimeInterval(-86_400)) == 34_200, "before the span, its first")
        #expect(offsets.includes(37_800) && offsets.includes(34_200) && !offsets.includes(0))
    }

    /// A step of zero or less would never reach the end: it is taken as a minute.
    @Test func aStepOfNothingStillEnds() throws {
        let start = Date(timeIntervalSince1970: 1_790_942_400)
        let offsets = try #require(
            UTCOffsets(from: start, through: start.addingTimeInterval(3_600), step: 0) { _ in 3_600 })
        #expect(offsets == .fixed(3_600))
    }

    @Test func aZoneNotKnownGivesNoOffsetsAndAFixedOneHoldsEverywhere() {
        #expect(UTCOffsets(from: .now, through: .now.addingTimeInterval(86_400)) { _ in nil } == nil)
        let fixed = UTCOffsets.fixed(20_700)
        #expect(fixed.seconds(at: .distantPast) == 20_700 && fixed.seconds(at: .distantFuture) == 20_700)
    }

    /// A place whose zone never keeps the offset its service gave is across a zone line from the city whose
    /// zone it was given: the service's offset stands.
    @Test func aZoneThatDisagreesWithTheServiceIsSetAside() throws {
        struct Rules: TimeZoneRules {
            func offsets(inZone identifier: String, from start: Date, through end: Date) -> UTCOffsets? {
                identifier == "Test/Zone"
                    ? UTCOffsets(initialSeconds: 3_600, changes: [.init(instant: end, seconds: 7_200)]) : nil
            }
        }
        let coordinates = try #require(Coordinates(latitude: 59.9, longitude: 10.7))
        let zoned = Place(name: "Oslo", countryCode: "NO", coordinates: coordinates, timeZone: "Test/Zone")
        let (start, end) = (Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 86_400))

        #expect(Rules().offsets(at: zoned, observed: 7_200, from: start, through: end).changes.count == 1)
        #expect(Rules().offsets(at: zoned, observed: nil, from: start, through: end).changes.count == 1)
        #expect(Rules().offsets(at: zoned, observed: 0, from: start, through: end) == .fixed(0))
        #expect(
            Rules().offsets(at: zoned.inTimeZone(nil), observed: 3_600, from: start, through: end)
                == .fixed(3_600))
    }
}
