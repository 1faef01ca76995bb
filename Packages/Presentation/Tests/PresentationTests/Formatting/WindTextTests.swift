import Domain
import Testing

@testable import Presentation

struct WindTextTests {
    private func wind(_ degrees: Double?) -> Wind {
        Wind(speed: Speed(metresPerSecond: 4.12), directionDegrees: degrees, gust: nil)
    }

    @Test(arguments: [
        (0.0, "↓"), (30, "↙"), (45, "↙"), (90, "←"), (135, "↖"), (180, "↑"), (225, "↗"), (270, "→"),
        (315, "↘"),
        (359, "↓"), (-90, "→"), (22.4, "↓"), (22.6, "↙"),
    ])
    func theArrowPointsWhereTheWindBlowsTo(degrees: Double, arrow: String) {
        #expect(WindText.arrow(wind(degrees)) == arrow)
    }

    @Test func shortTextHasSpeedPointAndArrowOrTheSpeedAlone() {
        #expect(WindText.short(wind(30), units: .metric, words: Words(.english)) == "4.1 m/s NNE ↙")
        #expect(WindText.short(wind(30), units: .imperial, words: Words(.english)) == "9 mph NNE ↙")
        #expect(WindText.short(wind(nil), units: .metric, words: Words(.english)) == "4.1 m/s")
        #expect(WindText.arrow(wind(.nan)) == nil)
    }
}
