// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Infrastructure",
    products: [
        .library(name: "Infrastructure", targets: ["Infrastructure"])
    ],
    dependencies: [
        // Its calendar's arithmetic alone (`CivilCalendar`): nothing of the app's.
        .package(path: "../Domain"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libcurl is opened with dlopen on the first request, so only its headers are needed to build.
        .target(name: "CCurlShim"),
        .target(
            name: "Infrastructure",
            dependencies: [
                "CSQLite", "CCurlShim", .product(name: "CivilCalendar", package: "Domain"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Only what a file imports is visible in it, so that no Foundation API creeps in unnoticed.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
