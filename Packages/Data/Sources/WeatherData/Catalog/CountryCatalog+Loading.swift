import Domain
import FoundationEssentials

extension CountryCatalog {
    /// Every country in the file, or `WeatherError.configuration` naming the file and what is wrong with it.
    public static func load(fileURL: URL) throws(WeatherError) -> [Country] {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw failure(fileURL, FileReadProblem.describe(error))
        }
        let entries: [CountryDTO]
        do {
            entries = try JSONDecoder().decode([CountryDTO].self, from: data)
        } catch {
            throw failure(fileURL, decodingProblem(error))
        }
        var countries: [Country] = []
        countries.reserveCapacity(entries.count)
        for entry in entries {
            do {
                countries.append(try entry.toDomain())
            } catch {
                throw failure(fileURL, "is damaged: \(error.reason)")
            }
        }
        if let problem = consistencyProblem(countries) {
            throw failure(fileURL, problem)
        }
        return countries
    }

    private static func failure(_ fileURL: URL, _ problem: String) -> WeatherError {
        .configuration(
            detail: "The country catalog \(fileURL.path) \(problem). "
                + "Reinstall wxapp or regenerate the file with scripts/generate_countries.py.")
    }

    private static func decodingProblem(_ error: any Error) -> String {
        guard let error = error as? DecodingError else {
            return "cannot be decoded (\(error))"
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "is not valid JSON"
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return "is not a JSON array of countries"
        case .dataCorrupted(let context), .typeMismatch(_, let context):
            return "is damaged: \(location(context.codingPath)) has a value of the wrong type"
        case .valueNotFound(_, let context):
            return "is damaged: \(location(context.codingPath)) is null"
        case .keyNotFound(let key, let context):
            return "is damaged: \(location(context.codingPath + [key])) is missing"
        @unknown default:
            return "cannot be decoded (\(error))"
        }
    }

    /// "entry 3, field "alpha2"" for the coding path [3, alpha2].
    private static func location(_ path: [any CodingKey]) -> String {
        path.map { key in
            key.intValue.map { "entry \($0 + 1)" } ?? "field \"\(key.stringValue)\""
        }.joined(separator: ", ")
    }

    private static func consistencyProblem(_ countries: [Country]) -> String? {
        guard !countries.isEmpty else { return "lists no countries" }
        var seen: Set<String> = []
        for code in countries.flatMap({ [$0.alpha2, $0.alpha3] }) where !seen.insert(code).inserted {
            return "is damaged: the code \(code) belongs to more than one country"
        }
        return nil
    }
}
