// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Every test target is declared here, and only here: SwiftPM never runs a dependency package's tests, so
// the local packages declare their libraries alone and one `swift test` at the root runs every test.

/// The provider kit, the registry and each provider's own target, as the Data package names them: one for
/// each folder under its Sources/Providers but the registry.
let providerTargets: [Target.Dependency] =
    (["ProviderKit", "Providers"] + providerFolders().map { "\($0)Provider" })
    .map { .product(name: $0, package: "Data") }

func providerFolders() -> [String] {
    let path = Context.packageDirectory + "/Packages/Data/Sources/Providers"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { name in
        var isFolder: ObjCBool = false
        return name != "Registry" && !name.hasPrefix(".")
            && FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
            && isFolder.boolValue
    }.sorted()
}

let package = Package(
    name: "wxapp",
    products: [
        .executable(name: "wxapp", targets: ["wxapp"])
    ],
    dependencies: [
        .package(path: "Packages/Domain"),
        .package(path: "Packages/Data"),
        .package(path: "Packages/Infrastructure"),
        .package(path: "Packages/Presentation"),
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "wxapp",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "WeatherData", package: "Data"),
                .product(name: "ProviderKit", package: "Data"),
                .product(name: "Providers", package: "Data"),
                .product(name: "Infrastructure", package: "Infrastructure"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "App",
            // Only what a file imports is visible in it, so that no Foundation API creeps in unnoticed.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // What several test targets share.
        .target(
            name: "TestSupport",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "WeatherData", package: "Data"),
                .product(name: "Providers", package: "Data"),
            ],
            path: "Tests/TestSupport"
        ),
        // The loopback HTTP server and port checks the network tests share.
        .target(
            name: "LoopbackSupport",
            dependencies: [
                .product(name: "Infrastructure", package: "Infrastructure"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Tests/LoopbackSupport"
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: [
                "TestSupport",
                .product(name: "Domain", package: "Domain"),
                .product(name: "CivilCalendar", package: "Domain"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Packages/Domain/Tests/DomainTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "InfrastructureTests",
            dependencies: [
                "LoopbackSupport",
                .product(name: "Infrastructure", package: "Infrastructure"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Packages/Infrastructure/Tests/InfrastructureTests"
        ),
        .testTarget(
            name: "WeatherDataTests",
            dependencies: [
                .product(name: "WeatherData", package: "Data"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "Infrastructure", package: "Infrastructure"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ] + providerTargets,
            path: "Packages/Data/Tests/WeatherDataTests",
            // Every recorded reply, of every provider, in one tree the build leaves alone.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: [
                "TestSupport",
                .product(name: "WeatherData", package: "Data"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Packages/Presentation/Tests/PresentationTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "LoopbackSupport",
                "wxapp",
                .product(name: "Providers", package: "Data"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "Infrastructure", package: "Infrastructure"),
            ],
            path: "Tests/EndToEndTests",
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
