import Domain

/// The day's length and the moon's phase, computed with no service, as JSON members.
enum SunAndMoonJSON {
    /// `"daylight": {"seconds", "changeSeconds"}` (0 or 86,400 seconds on a polar night or day) and
    /// `"moon": {"phase", "illumination", "elongationDegrees"}` (illumination from 0 to 1).
    static func members(_ sky: SunAndMoon) -> [String: JSONValue] {
        [
            "daylight": .object([
                "seconds": .integer(Int(saturating: sky.daylightSeconds.rounded())),
                "changeSeconds": .integer(Int(saturating: sky.daylightChangeSeconds.rounded())),
            ]),
            "moon": .object([
                "phase": .string(sky.moon.name.rawValue),
                "illumination": .number(sky.moon.illumination, decimals: JSONPrecision.fraction),
                "elongationDegrees": .number(sky.moon.elongationDegrees, decimals: JSONPrecision.degrees),
            ]),
        ]
    }
}
