import Testing

@testable import Infrastructure

struct TZifFileTests {
    /// 2000-01-01T00:00:00Z and 2010-01-01T00:00:00Z.
    static let y2000: Int64 = 946_684_800
    static let y2010: Int64 = 1_262_304_000
    /// 2030-07-01T00:00:00Z.
    static let july2030: Int64 = 1_909_094_400

    private func read(_ bytes: [UInt8]) -> TZifFile? {
        bytes.withUnsafeBufferPointer { TZifFile(bytes: $0) }
    }

    @Test func typeZeroComesBeforeTheFirstTransitionAndEachTransitionsTypeAfterIt() throws {
        let zone = try #require(
            read(
                TZifFixture.bytes(
                    version: 2, transitions: [Self.y2000, Self.y2010], types: [1, 2],
                    offsets: [100, 3_600, 7_200],
                    footer: "<+02>-2")))

        #expect(
            [Self.y2000 - 1, Self.y2000, Self.y2010 - 1, Self.y2010, Self.july2030].map(zone.utcOffset)
                == [100, 3_600, 3_600, 7_200, 7_200])
    }

    @Test func leapSecondsThatNoClockReachesAreABrokenFileNotACrash() throws {
        let counted = try #require(
            read(TZifFixture.bytes(version: 2, offsets: [3_600], footer: "<+01>-1", leaps: [(Self.y2000, 1)]))
        )
        #expect(counted.utcOffset(at: Self.y2010) == 3_600)

        let broken: [[(Int64, Int32)]] = [
            [(Int64.min, 1)], [(Int64.max, -1)], [(Self.y2000, Int32.max)],
            [(Self.y2010, 1), (Self.y2000, 2)],
        ]
        for leaps in broken {
            #expect(
                read(TZifFixture.bytes(version: 2, offsets: [3_600], footer: "<+01>-1", leaps: leaps)) == nil)
        }
    }

    @Test func theFootersRuleGoesOnAfterTheLastTransition() throws {
        let zone = try #require(
            read(
                TZifFixture.bytes(
                    version: 2, transitions: [Self.y2000], types: [1], offsets: [0, 3_600],
                    footer: "CET-1CEST,M3.5.0,M10.5.0/3")))

        #expect(zone.utcOffset(at: Self.july2030) == 7_200)
        #expect(zone.utcOffset(at: Self.y2010) == 3_600)
    }

    @Test(arguments: ["", "CET", "CET-1CEST,M3.5.0", "nonsense"])
    func withoutAReadableFooterTheLastTransitionsOffsetGoesOn(footer: String) throws {
        let zone = try #require(
            read(
                TZifFixture.bytes(
                    version: 3, transitions: [Self.y2000], types: [1], offsets: [0, 3_600], footer: footer)))

        #expect(zone.utcOffset(at: Self.july2030) == 3_600)
    }

    @Test func aZoneWithoutTransitionsKeepsTypeZeroOrItsRule() throws {
        let fixed = try #require(read(TZifFixture.bytes(version: 2, offsets: [-36_000], footer: "HST10")))
        let unruled = try #require(read(TZifFixture.bytes(version: 2, offsets: [19_800], footer: "")))

        #expect(fixed.utcOffset(at: Self.july2030) == -36_000)
        #expect(unruled.utcOffset(at: Self.july2030) == 19_800)
    }

    @Test func version1IsReadFromIts32BitDataAndHasNoRule() throws {
        let zone = try #require(
            read(TZifFixture.bytes(version: 1, transitions: [Self.y2000], types: [1], offsets: [0, 3_600])))

        #expect(zone.rule == nil)
        #expect([Self.y2000 - 1, Self.y2000, Self.july2030].map(zone.utcOffset) == [0, 3_600, 3_600])
    }

    @Test(arguments: [2, 3, 4])
    func versions2To4AreRead(version: Int) {
        let zone = read(TZifFixture.bytes(version: version, offsets: [3_600], footer: "<+01>-1"))

        #expect(zone?.utcOffset(at: Self.july2030) == 3_600)
    }

    @Test func inconsistentDataIsRefused() {
        let typeOutOfRange = TZifFixture.bytes(
            version: 2, transitions: [Self.y2000], types: [1], offsets: [0])
        let transitionsOutOfOrder = TZifFixture.bytes(
            version: 2, transitions: [Self.y2010, Self.y2000], types: [0, 0], offsets: [0])
        let noTypes = TZifFixture.bytes(version: 2, offsets: [])
        let missingFooter = Array(TZifFixture.bytes(version: 2, offsets: [0]).dropLast(2))

        #expect(
            [typeOutOfRange, transitionsOutOfOrder, noTypes, missingFooter].map(read) == [nil, nil, nil, nil])
    }
}
