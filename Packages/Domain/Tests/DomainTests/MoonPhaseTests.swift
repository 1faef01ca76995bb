import Domain
import Foundation
import Testing

/// The moon's phase, computed with no service, against every new and full moon from 2000 to 2100 as
/// published (Fixtures/moon-phases-2000-2100.tsv).
struct MoonPhaseTests {
    struct PublishedPhase {
        let date: Date
        let isFull: Bool
    }

    static let published: [PublishedPhase] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/moon-phases-2000-2100.tsv")
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [
            .withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate,
        ]
        formatter.timeZone = TimeZone(identifier: "UTC")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let date = formatter.date(from: String(fields[0])) else { return nil }
            return PublishedPhase(date: date, isFull: fields[1] == "2")
        }
    }()

    /// The elongation's distance from `target`, signed, in -180..<180.
    private static func offset(_ date: Date, from target: Double) -> Double {
        let difference = MoonPhase(at: date).elongationDegrees - target
        return (difference + 540).truncatingRemainder(dividingBy: 360) - 180
    }

    /// When the computed elongation passes `target` within two days of `date`, found by bisection.
    private static func crossing(of target: Double, near date: Date) -> Date? {
        var low = date.addingTimeInterval(-2 * 86_400)
        var high = date.addingTimeInterval(2 * 86_400)
        guard offset(low, from: target) < 0, offset(high, from: target) > 0 else { return nil }
        for _ in 0..<40 {
            let middle = low.addingTimeInterval(high.timeIntervalSince(low) / 2)
            if offset(middle, from: target) < 0 { low = middle } else { high = middle }
        }
        return low
    }

    @Test func everyPublishedNewAndFullMoonFrom2000To2100IsMetWithinSixHours() throws {
        let published = Self.published
        try #require(published.count == 2_499, "the fixture holds 1,249 or 1,250 of each from 2000 to 2100")
        var worst: TimeInterval = 0
        for phase in published {
            let crossing = try #require(
                Self.crossing(of: phase.isFull ? 180 : 0, near: phase.date), "no crossing near \(phase.date)")
            let error = abs(crossing.timeIntervalSince(phase.date))
            worst = max(worst, error)
            #expect(
                error <= 6 * 3_600,
                "\(phase.isFull ? "full" : "new") moon of \(phase.date): \(error / 3_600) h off")
            let moon = MoonPhase(at: phase.date)
            #expect(moon.name == (phase.isFull ? .fullMoon : .newMoon), "\(phase.date): \(moon.name)")
            #expect(phase.isFull ? moon.illumination > 0.99 : moon.illumination < 0.01, "\(phase.date)")
        }
        print(
            "moon phase: \(published.count) published new and full moons, largest error \(Int(worst / 60)) min"
        )
    }

    @Test func theNamesGoRoundInOrderThroughOneLunation() throws {
        let start = try #require(Self.published.first { !$0.isFull }).date
        var names: [MoonPhase.Name] = []
        for hour in stride(from: 0, to: 29 * 24 + 12, by: 3) {
            let name = MoonPhase(at: start.addingTimeInterval(Double(hour) * 3_600)).name
            if names.last != name { names.append(name) }
        }
        #expect(names == MoonPhase.Name.allCases + [.newMoon])
    }

    @Test func illuminationGrowsToFullAndShrinksAgain() throws {
        let newMoon = try #require(Self.published.first { !$0.isFull }).date
        let lits = stride(from: 0.0, through: 29.0, by: 1).map {
            MoonPhase(at: newMoon.addingTimeInterval($0 * 86_400)).illumination
        }
        let peak = try #require(lits.indices.max { lits[$0] < lits[$1] })
        #expect((13...16).contains(peak), "\(lits)")
        #expect(
            lits[..<peak].adjacentPairs().allSatisfy { $0 < $1 }
                && lits[peak...].adjacentPairs().allSatisfy { $0 > $1 })
        #expect(lits.allSatisfy { (0...1).contains($0) })
    }
}

extension Collection {
    fileprivate func adjacentPairs() -> [(Element, Element)] {
        Array(zip(self, dropFirst()))
    }
}
