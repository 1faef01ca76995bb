import Foundation
import Testing

/// Parses printed JSON so tests can look at single members.
enum JSONObject {
    static func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    static func dictionary(_ text: String) throws -> [String: Any] {
        try #require(try parse(text) as? [String: Any])
    }
}
