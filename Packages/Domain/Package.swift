// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Domain",
    products: [
        .library(name: "Domain", targets: ["Domain"])
    ],
    dependencies: [
        // For the tests only: the Domain library itself depends on nothing.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1")
    ],
    targets: [
        .target(
            name: "Domain",
            // Only what a file imports is visible in it, so that no Foundation API creeps in unnoticed.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: ["Domain", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
