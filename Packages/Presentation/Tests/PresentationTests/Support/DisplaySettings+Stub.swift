import Domain
import Foundation

@testable import Presentation

extension DisplaySettings {
    static func stub(
        units: Units = .metric, now: Date = FixedClock.testNow, cacheLifetime: TimeInterval = 600,
        palette: Palette = .plain
    ) -> DisplaySettings {
        DisplaySettings(units: units, now: now, cacheLifetime: cacheLifetime, palette: palette)
    }
}
