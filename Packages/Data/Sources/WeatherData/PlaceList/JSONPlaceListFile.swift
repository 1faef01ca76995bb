import Domain
import FoundationEssentials
import Infrastructure

/// Place lists in JSON, read from a file for `wxapp import`; see PlaceListEntryDTO for the shapes accepted.
public struct JSONPlaceListFile: PlaceListSource {
    /// The largest file and the most entries accepted.
    public static let maximumBytes = 1 << 20
    public static let maximumEntries = 1_000

    public init() {}

    public func entries(at path: String) throws(WeatherError) -> [PlaceListEntry] {
        let data = try read(path)
        guard !data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) else {
            throw invalid(path, "is empty")
        }
        let list: PlaceListDTO
        do {
            list = try JSONDecoder().decode(PlaceListDTO.self, from: data)
        } catch {
            throw invalid(
                path, "is not a list of places in JSON (an array of names or of objects with a \"name\")")
        }
        guard !list.entries.isEmpty else { throw invalid(path, "lists no places") }
        guard list.entries.count <= Self.maximumEntries else {
            throw invalid(path, "lists \(list.entries.count) places; the limit is \(Self.maximumEntries)")
        }
        var entries: [PlaceListEntry] = []
        for (number, entry) in zip(1..., list.entries) {
            do {
                entries.append(try entry.toDomain())
            } catch {
                throw invalid(path, "has an entry (\(number)) that \(error.reason)")
            }
        }
        return entries
    }

    private func read(_ path: String) throws(WeatherError) -> Data {
        let url = URL(fileURLWithPath: path)
        let size = FileSystemSupport.size(atPath: path)
        if let size, size > Self.maximumBytes {
            throw invalid(path, "is \(size) bytes long; the limit is \(Self.maximumBytes)")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw invalid(path, FileReadProblem.describe(error))
        }
    }

    private func invalid(_ path: String, _ problem: String) -> WeatherError {
        .invalidPlaceList(.unusable(path: path, problem: problem))
    }
}
