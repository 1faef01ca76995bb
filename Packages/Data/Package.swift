// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Only what a file imports is visible in it, so that no Foundation API creeps in unnoticed.
let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// A weather provider: one folder under Sources/Providers and one target, which sees the provider kit and
/// nothing of the others, so that the compiler keeps it in its folder.
func provider(_ name: String, folder: String) -> Target {
    .target(
        name: name,
        dependencies: [
            "ProviderKit",
            .product(name: "Domain", package: "Domain"),
            .product(name: "Infrastructure", package: "Infrastructure"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Sources/Providers/\(folder)",
        swiftSettings: strictImports
    )
}

/// Every folder under Sources/Providers but the registry is a provider, its target named after the folder
/// ("OpenMeteo" is `OpenMeteoProvider`): adding a provider's folder adds its target.
let providers = providerFolders(in: Context.packageDirectory + "/Sources/Providers").map {
    ("\($0)Provider", $0)
}

func providerFolders(in path: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { name in
        var isFolder: ObjCBool = false
        return name != "Registry" && !name.hasPrefix(".")
            && FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
            && isFolder.boolValue
    }.sorted()
}

let package = Package(
    name: "Data",
    products: [
        .library(name: "WeatherData", targets: ["WeatherData"]),
        .library(name: "ProviderKit", targets: ["ProviderKit"]),
        .library(name: "Providers", targets: ["Providers"]),
    ] + providers.map { .library(name: $0.0, targets: [$0.0]) },
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Infrastructure"),
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        // What every provider is built on: the one way to call a service (status policy, connection), the
        // generic PointService and the protocols of the other kinds, the module a provider is, condition
        // mapping, local sky, kept replies.
        .target(
            name: "ProviderKit",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Infrastructure", package: "Infrastructure"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictImports
        ),
        // The registry: every provider and alert source, in failover order.
        .target(
            name: "Providers",
            dependencies: [
                "ProviderKit",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Infrastructure", package: "Infrastructure"),
                .product(name: "Logging", package: "swift-log"),
            ] + providers.map { .target(name: $0.0) },
            path: "Sources/Providers/Registry",
            swiftSettings: strictImports
        ),
        .target(
            name: "WeatherData",
            dependencies: [
                "ProviderKit",
                "Providers",
                .product(name: "Domain", package: "Domain"),
                .product(name: "Infrastructure", package: "Infrastructure"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictImports
        ),
    ] + providers.map { provider($0.0, folder: $0.1) },
    swiftLanguageModes: [.v6]
)
