// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Data",
    products: [
        .library(name: "WeatherData", targets: ["WeatherData"])
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Infrastructure"),
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "WeatherData",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Infrastructure", package: "Infrastructure"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Only what a file imports is visible in it, so that no Foundation API creeps in unnoticed.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        )
    ],
    swiftLanguageModes: [.v6]
)
