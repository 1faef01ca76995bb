import Domain
import Foundation
import WeatherData

// Times place search inside the process: every query runs `rounds` times after a warm-up, and the
// per-query latencies are summarised as JSON on stdout for benchmarks/run.py to tabulate.

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: CatalogSearchBenchmark COUNTRIES_JSON [ROUNDS]\n".utf8))
    exit(64)
}
let catalog = CountryCatalog(fileURL: URL(fileURLWithPath: arguments[1]))
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let queries = [
    "ja", "japan", "JPN", "cote d", "korea", "guinea", "united", "ivory coast", "zz", "an", "bogotá",
    "Czechia",
]

let clock = ContinuousClock()
let loadStarted = clock.now
try catalog.preload()
let loadTime = clock.now - loadStarted

var samples: [Double] = []
var found = 0
for round in 0..<(rounds + 10) {
    for query in queries {
        let started = clock.now
        found += try catalog.search(query).count
        let elapsed = clock.now - started
        if round >= 10 {
            samples.append(
                Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
    }
}
samples.sort()
let sorted = samples
func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
let loadMicroseconds =
    Double(loadTime.components.attoseconds) / 1e12 + Double(loadTime.components.seconds) * 1e6
print(
    """
    {"name": "country search", "queries": \(samples.count), "found": \(found), \
    "loadMicroseconds": \(loadMicroseconds), "medianMicroseconds": \(percentile(0.5)), \
    "p90Microseconds": \(percentile(0.9)), "maxMicroseconds": \(samples.last ?? 0)}
    """)
