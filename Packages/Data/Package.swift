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
    ],
    targets: [
        .target(
            name: "WeatherData",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Infrastructure", package: "Infrastructure"),
            ]
        ),
        .testTarget(name: "WeatherDataTests", dependencies: ["WeatherData"]),
    ],
    swiftLanguageModes: [.v6]
)
