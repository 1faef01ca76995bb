import Domain
import Foundation
import WeatherData

/// Countries, files and the repository's own catalog for the country catalog's tests.
enum CountryCatalogFixtures {
    static func stub(
        name: String = "Japan", alpha2: String = "JP", alpha3: String = "JPN", capital: String? = "Tokyo",
        coordinates: Coordinates? = Coordinates(latitude: 35.6895, longitude: 139.69171),
        timeZone: String? = "Asia/Tokyo", alternateNames: [String] = []
    ) -> Country {
        Country(
            name: name, alpha2: alpha2, alpha3: alpha3, capital: capital, capitalCoordinates: coordinates,
            timeZone: timeZone, alternateNames: alternateNames)
    }

    struct RepositoryCatalogNotFound: Error {
        let searchedFrom: String
    }

    /// countries.json at the repository root, found by walking up from this source file.
    static func repositoryCatalogURL(from filePath: String = #filePath) throws -> URL {
        var directory = URL(fileURLWithPath: filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("countries.json")
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Packages").path),
                FileManager.default.fileExists(atPath: candidate.path)
            {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        throw RepositoryCatalogNotFound(searchedFrom: filePath)
    }

    /// The countries of the repository's countries.json.
    static func repositoryCountries() throws -> [Country] {
        try CountryCatalog.load(fileURL: repositoryCatalogURL())
    }

    /// A fresh path in a new temporary directory; the file itself does not exist yet.
    static func temporaryFileURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wxapp-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("countries.json")
    }

    /// A temporary file holding `contents`.
    static func temporaryFile(containing contents: String) throws -> URL {
        let url = try temporaryFileURL()
        try Data(contents.utf8).write(to: url)
        return url
    }
}
