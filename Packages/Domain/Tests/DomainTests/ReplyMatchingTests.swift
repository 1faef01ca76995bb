import Foundation
import PropertyBased
import Testing

@testable import Domain

/// The parts of a reply are paired with the places asked by where they are, whatever their order.
struct ReplyMatchingTests {
    /// `count` places 1.5° of latitude apart, anywhere in longitude.
    static func spreadPlaces(count: Int, using generator: inout Xoshiro) -> [Coordinates] {
        (0..<count).map { number in
            Coordinates(
                latitude: -80 + Double(number) * 1.5,
                longitude: Double.random(in: -180...180, using: &generator))!
        }
    }

    @Test(arguments: 0..<300)
    func anyOrderOfTheAnswersIsPairedBackWithThePlacesAsked(seed: UInt64) {
        var generator = Xoshiro(seed: (seed, 0x9E37_79B9, 7, 11))
        let asked = Self.spreadPlaces(count: 20, using: &generator)
        let permutation = Array(asked.indices).shuffled(using: &generator)
        // Each answer moved to a grid cell up to 0.2° away, as a service snaps places to its grid.
        let answered = permutation.map { index in
            let point = asked[index]
            let latitude = point.latitude + Double.random(in: -0.2...0.2, using: &generator)
            let longitude = point.longitude + Double.random(in: -0.2...0.2, using: &generator)
            return Coordinates(latitude: latitude, longitude: min(180, max(-180, longitude)))!
        }
        let order = ReplyMatching.order(answered: answered, asked: asked)
        #expect(order.map { $0.map { permutation[$0] } } == Array(asked.indices))
    }

    @Test(arguments: 0..<100)
    func anAnswerFarFromEveryPlaceAskedPairsNothing(seed: UInt64) {
        var generator = Xoshiro(seed: (seed, 0x9E37_79B9, 7, 11))
        let asked = Self.spreadPlaces(count: 5, using: &generator)
        var answered = asked
        let moved = Int(seed % 5)
        answered[moved] = Coordinates(latitude: 89, longitude: asked[moved].longitude)!
        #expect(ReplyMatching.order(answered: answered, asked: asked) == nil)
        #expect(ReplyMatching.order(answered: answered.reversed(), asked: asked) == nil)
    }

    @Test func placesWithinOneCellKeepTheOrderAskedAndCountsMustAgree() {
        let paris = Coordinates(latitude: 48.8534, longitude: 2.3488)!
        let nearby = Coordinates(latitude: 48.86, longitude: 2.34)!
        let reykjavik = Coordinates(latitude: 64.1355, longitude: -21.8954)!
        #expect(ReplyMatching.order(answered: [paris, paris], asked: [paris, paris]) == [0, 1])
        #expect(ReplyMatching.order(answered: [nearby, paris], asked: [paris, nearby]) == [0, 1])
        #expect(ReplyMatching.order(answered: [reykjavik, paris], asked: [paris, reykjavik]) == [1, 0])
        #expect(ReplyMatching.order(answered: [paris], asked: [paris, reykjavik]) == nil)
        #expect(ReplyMatching.order(answered: [], asked: []) == [])
        let justOutside = Coordinates(latitude: 48.8534 + 0.6, longitude: 2.3488)!
        #expect(
            ReplyMatching.order(answered: [justOutside], asked: [paris]) == nil,
            "66 km is beyond a grid's snap")
    }
}
