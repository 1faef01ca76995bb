import Domain
import Foundation

@testable import WeatherData

/// Small gazetteer files written the way scripts/generate_gazetteer.py writes them, and the repository's own.
enum GazetteerFixtures {
    struct Row {
        let name: String
        var ascii: String = ""
        let country: String
        var regionCode: String = ""
        var regionName: String = ""
        let latitude: Double
        let longitude: Double
        let population: Int
        var timeZone: String = "Etc/UTC"
        var alternates: [String] = []
    }

    /// Rows by falling population, as the generator orders them.
    static let rows: [Row] = [
        Row(
            name: "Osaka", country: "JP", regionCode: "32", latitude: 34.69374, longitude: 135.50218,
            population: 2_753_862, timeZone: "Asia/Tokyo", alternates: ["Osaca"]),
        Row(
            name: "Paris", country: "FR", regionCode: "11", latitude: 48.85341, longitude: 2.3488,
            population: 2_138_551, timeZone: "Europe/Paris"),
        Row(
            name: "Mumbai", country: "IN", regionCode: "16", latitude: 19.07283, longitude: 72.88261,
            population: 1_269_183, timeZone: "Asia/Kolkata", alternates: ["Bombay"]),
        Row(
            name: "Osasco", country: "BR", regionCode: "27", latitude: -23.5325, longitude: -46.79167,
            population: 699_944, timeZone: "America/Sao_Paulo"),
        Row(
            name: "Zürich", ascii: "Zurich", country: "CH", regionCode: "ZH", latitude: 47.36667,
            longitude: 8.55, population: 415_367, timeZone: "Europe/Zurich"),
        Row(
            name: "Springfield", country: "US", regionCode: "MO", regionName: "Missouri", latitude: 37.21533,
            longitude: -93.29824, population: 170_188, timeZone: "America/Chicago"),
        Row(
            name: "Springfield", country: "US", regionCode: "IL", regionName: "Illinois", latitude: 39.80172,
            longitude: -89.64371, population: 114_394, timeZone: "America/Chicago"),
        Row(
            name: "Winston-Salem", country: "US", regionCode: "NC", regionName: "North Carolina",
            latitude: 36.09986, longitude: -80.24422, population: 249_545, timeZone: "America/New_York"),
        Row(
            name: "Paris", country: "US", regionCode: "TX", regionName: "Texas", latitude: 33.66094,
            longitude: -95.55551, population: 24_782, timeZone: "America/Chicago"),
        Row(
            name: "Bombay Beach", country: "US", regionCode: "CA", regionName: "California", latitude: 33.35,
            longitude: -115.73, population: 15_001, timeZone: "America/Los_Angeles"),
    ]

    /// The file's text for `rows`, with its header and index built as the generator builds them.
    static func text(_ rows: [Row] = rows) -> String {
        let cityLines = rows.map { row in
            [
                row.name, row.ascii.isEmpty ? row.name : row.ascii, row.country, row.regionCode,
                row.regionName,
                String(row.latitude), String(row.longitude), String(row.population), row.timeZone,
                row.alternates.joined(separator: "|"),
            ].joined(separator: "\t") + "\n"
        }
        var keys: [(key: [UInt8], position: Int, kind: Int)] = []
        for (position, row) in rows.enumerated() {
            let names =
                [(row.name, 0), (row.ascii.isEmpty ? row.name : row.ascii, 0)]
                + row.alternates.map { ($0, 1) }
            var best: [[UInt8]: Int] = [:]
            for (name, kind) in names {
                let key = SearchKey(name)
                let words = Array(key.words.utf8).split(separator: 0x20)
                for start in words.indices {
                    let key = Array(words[start...].joined(separator: [0x20]))
                    best[key] = min(best[key] ?? 99, start == 0 ? kind : kind + 2)
                }
                best[Array(key.compact.utf8)] = min(best[Array(key.compact.utf8)] ?? 99, kind)
            }
            keys += best.map { (key: $0.key, position: position, kind: $0.value) }
        }
        keys.sort { $0.key == $1.key ? $0.position < $1.position : $0.key.lexicographicallyPrecedes($1.key) }
        func header(_ keysStart: Int, _ size: Int) -> String {
            "wxapp-gazetteer\t1\t\(rows.count)\t\(keys.count)\t\(padded(keysStart))\t\(padded(size))\n"
        }
        var offsets: [Int] = []
        var offset = header(0, 0).utf8.count
        for line in cityLines {
            offsets.append(offset)
            offset += line.utf8.count
        }
        let keyLines = keys.map {
            "\(String(decoding: $0.key, as: UTF8.self))\t\(offsets[$0.position])\t\($0.kind)\n"
        }
        let size = offset + keyLines.map(\.utf8.count).reduce(0, +)
        return header(offset, size) + cityLines.joined() + keyLines.joined()
    }

    private static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 10 - digits.count)) + digits
    }

    /// A gazetteer over `text`, written to a temporary file.
    static func gazetteer(_ text: String = text()) throws -> Gazetteer {
        Gazetteer(fileURL: try write(text))
    }

    static func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gazetteer-\(UUID().uuidString).tsv")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// gazetteer.tsv at the repository root, beside countries.json.
    static func repositoryGazetteerURL() throws -> URL {
        try CountryCatalogFixtures.repositoryCatalogURL().deletingLastPathComponent()
            .appendingPathComponent("gazetteer.tsv")
    }
}
