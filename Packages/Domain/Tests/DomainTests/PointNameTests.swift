import Testing

@testable import Domain

/// A point's saved name reads back into its parts, whatever its distance, direction, city and coordinates;
/// no other name does.
struct PointNameTests {
    @Test func everyNameAPointIsSavedByReadsBackIntoItsParts() {
        let cities = [
            "Chiyoda", "Hamar", "Saint-Pierre-et-Miquelon", "Aix en Provence", "Dar es Salaam", "Ōsaka",
        ]
        var reaches: [PointName.Reach] = [.near]
        for direction in CompassPoint.allCases {
            reaches += [0, 3, 42, 100].map { PointName.Reach.away(kilometres: $0, direction: direction) }
        }
        for city in cities {
            for reach in reaches {
                for coordinates in [nil, "17.21°N 8.91°E", "33.87°S 151.21°W"] {
                    let name = PointName(reach, of: city, coordinates: coordinates)
                    #expect(PointName(parsing: name.text) == name, "\(name.text)")
                }
            }
        }
        #expect(PointName(.away(kilometres: 40, direction: .se), of: "Hamar").text == "40 km SE of Hamar")
        #expect(
            PointName(.near, of: "Chiyoda", coordinates: "35.69°N 139.75°E").text
                == "near Chiyoda (35.69°N 139.75°E)")
    }

    @Test(arguments: [
        "Paris", "near", "near ", "Nearby", "near work", "near the lake", "5 km N of home", "+3 km N of Oslo",
        "03 km N of Oslo", "near  Oslo", "12 km SE of", "12 km SE of ", "12 km XX of Oslo",
        "-3 km N of Oslo",
        "12 km N from Oslo", "twelve km N of Oslo", "１２ km N of Oslo", "Paris (48.85°N 2.35°E)",
        "33.87°S 151.21°E",
    ])
    func anyOtherNameIsNoPointName(name: String) {
        #expect(PointName(parsing: name) == nil)
    }
}
