import Foundation
import Testing

extension Sandbox {
    /// The keys a run might leak: the fake's own and whatever the test set.
    var keys: Set<String> {
        Set([Self.apiKey, environment["OPENWEATHER_API_KEY"] ?? ""].filter { !$0.isEmpty })
    }

    /// No control character other than a line break, and no format character (bidi overrides and the like),
    /// reaches stdout or stderr: whatever a service or the database holds, the terminal only gets text.
    func expectOutputIsSafe(_ result: WxappResult, sourceLocation: SourceLocation) {
        for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            let unsafe = text.unicodeScalars.filter { scalar in
                switch scalar.properties.generalCategory {
                case .control: scalar != "\n"
                case .format: true
                default: false
                }
            }
            #expect(
                unsafe.isEmpty,
                "control characters \(unsafe.map { "U+\(String($0.value, radix: 16))" }) on \(name)\n\(result)",
                sourceLocation: sourceLocation)
        }
    }

    /// No file anywhere in the sandbox (home, data, cache, database, its logs and backups) holds the key.
    func expectNoFileHoldsTheKey(sourceLocation: SourceLocation) {
        let extra =
            environment["WXAPP_DB"].flatMap {
                $0.isEmpty ? nil : [URL(fileURLWithPath: $0).deletingLastPathComponent()]
            }
            ?? []
        for root in [directory] + extra {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard let bytes = FileManager.default.contents(atPath: url.path) else { continue }
                for key in keys {
                    #expect(
                        bytes.range(of: Data(key.utf8)) == nil, "the API key is stored in \(url.path)",
                        sourceLocation: sourceLocation)
                }
            }
        }
    }
}
