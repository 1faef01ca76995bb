import Domain
import FoundationEssentials
import Infrastructure

extension CountryCatalog {
    /// Every country in the file, or `WeatherError.configuration` naming the file and what is wrong with it.
    public static func load(fileURL: URL) throws(WeatherError) -> [Country] {
        let file: MappedFile
        do {
            file = try MappedFile(path: fileURL.path)
        } catch {
            throw failure(fileURL, error.isMissing ? "does not exist" : "cannot be read: \(error.reason)")
        }
        let countries: [Country]
        do {
            countries = try file.withBytes { (bytes) throws(CountryFileProblem) -> [Country] in
                try Self.countries(in: bytes)
            }
        } catch {
            throw failure(fileURL, error.reason)
        }
        if let problem = consistencyProblem(countries) {
            throw failure(fileURL, problem)
        }
        return countries
    }

    private static func countries(in bytes: UnsafeBufferPointer<UInt8>) throws(CountryFileProblem)
        -> [Country]
    {
        let document: JSONNode
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw CountryFileProblem(reason: "is not valid JSON")
        }
        guard case .array(let entries) = document else {
            throw CountryFileProblem(reason: "is not a JSON array of countries")
        }
        var countries: [Country] = []
        countries.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let dto = try CountryDTO(entry, number: index + 1)
            do {
                countries.append(try dto.toDomain())
            } catch {
                throw CountryFileProblem(reason: "is damaged: \(error.reason)")
            }
        }
        return countries
    }

    private static func failure(_ fileURL: URL, _ problem: String) -> WeatherError {
        .configuration(.damagedDataFile(.countryCatalog, path: fileURL.path, problem: problem))
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
