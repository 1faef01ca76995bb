// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Domain",
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        // The calendar's arithmetic alone, for Infrastructure's time zone rules too.
        .library(name: "CivilCalendar", targets: ["CivilCalendar"]),
    ],
    targets: [
        .target(name: "CivilCalendar"),
        .target(
            name: "Domain",
            dependencies: ["CivilCalendar"],
            // Only what a file imports is visible in it, so that no Foundation API creeps in unnoticed.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
