import Domain
import Foundation
import WeatherData

// Times place search inside the process: the country catalog and the city gazetteer each answer a set of
// queries `rounds` times after a warm-up, and the per-query latencies are printed as one JSON line per
// source for Benchmarks/run.py to tabulate.

struct Summary {
    let name: String
    let load: Duration
    let samples: [Duration]
    let found: Int

    var json: String {
        let sorted = samples.sorted()
        func microseconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        }
        func percentile(_ p: Double) -> Double {
            microseconds(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))])
        }
        return """
            {"name": "\(name)", "queries": \(samples.count), "found": \(found), \
            "loadMicroseconds": \(microseconds(load)), "medianMicroseconds": \(percentile(0.5)), \
            "p90Microseconds": \(percentile(0.9)), "maxMicroseconds": \(microseconds(sorted.last ?? .zero))}
            """
    }
}

func measure(
    _ name: String, rounds: Int, queries: [String], load: () throws -> Void, search: (String) throws -> Int
) rethrows -> Summary {
    let clock = ContinuousClock()
    let loadTime = try clock.measure(load)
    var samples: [Duration] = []
    var found = 0
    for round in 0..<(rounds + 10) {
        for query in queries {
            var count = 0
            let elapsed = try clock.measure { count = try search(query) }
            found += count
            if round >= 10 { samples.append(elapsed) }
        }
    }
    return Summary(name: name, load: loadTime, samples: samples, found: found)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(
        Data("usage: CatalogSearchBenchmark COUNTRIES_JSON GAZETTEER_TSV [ROUNDS | --cold]\n".utf8))
    exit(64)
}
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 200 : 200
let countries = CountryCatalog(fileURL: URL(fileURLWithPath: arguments[1]))
let gazetteer = Gazetteer(fileURL: URL(fileURLWithPath: arguments[2]))

// --cold: what a command that needs the data pays once, in a fresh process: reading the catalog and
// answering one exact lookup (what `wxapp add Japan` does), and opening the gazetteer for one lookup.
if arguments.count > 3, arguments[3] == "--cold" {
    let clock = ContinuousClock()
    let catalog = try clock.measure { _ = try countries.country(named: "Japan") }
    let cities = try clock.measure { _ = try gazetteer.city(matching: try PlaceQuery("Osaka")) }
    func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }
    print(
        #"{"catalogMicroseconds": \#(microseconds(catalog)), "gazetteerMicroseconds": \#(microseconds(cities))}"#
    )
    exit(0)
}

let countryQueries = [
    "ja", "japan", "JPN", "cote d", "korea", "guinea", "united", "ivory coast", "zz", "bogotá",
]
let cityQueries = [
    "osa", "osaka", "Tokyo", "são paulo", "sao paulo", "new york", "spring", "zz", "bo", "münchen",
]
print(
    try measure(
        "country search", rounds: rounds, queries: countryQueries, load: { try countries.preload() },
        search: { try countries.search($0).count }
    ).json)
print(
    try measure(
        "city search (gazetteer, 10 results)", rounds: rounds, queries: cityQueries,
        load: { try gazetteer.preload() }, search: { try gazetteer.search($0, limit: 10).count }
    ).json)
