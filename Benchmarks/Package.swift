// swift-tools-version: 6.1
import PackageDescription

// In-process benchmarks, kept out of the root package so that `swift test` never builds them.
// benchmarks/run.py builds and runs them in release mode.
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(path: "../Packages/Domain"),
        .package(path: "../Packages/Data"),
    ],
    targets: [
        .executableTarget(
            name: "CatalogSearchBenchmark",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "WeatherData", package: "Data"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
