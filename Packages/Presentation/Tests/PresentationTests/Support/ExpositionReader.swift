/// Reads a Prometheus text as a scraper would, and says which of the format's rules it breaks: every family's
/// `# HELP` and `# TYPE … gauge` exactly once, in that order, before its samples, which follow together;
/// names as the format spells them; label values quoted and escaped; every value a finite number.
struct ExpositionReader {
    struct Sample: Equatable {
        let name: String
        let labels: [String: String]
        let value: Double
    }

    private(set) var samples: [Sample] = []
    private(set) var help: [String: String] = [:]
    private(set) var violations: [String] = []

    static var metricName: Regex<Substring> { #/[a-zA-Z_:][a-zA-Z0-9_:]*/# }
    static var labelName: Regex<Substring> { #/[a-zA-Z_][a-zA-Z0-9_]*/# }

    init(_ text: String) {
        guard !text.isEmpty else { return }
        if !text.hasSuffix("\n") { violations.append("the text does not end with a line feed") }
        var typed: Set<String> = []
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let line = String(line)
            if line.hasPrefix("# HELP ") || line.hasPrefix("# TYPE ") {
                let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
                let name = parts.count > 2 ? parts[2] : ""
                check(name, Self.metricName, "metric name")
                if parts[1] == "HELP" {
                    if help[name] != nil { violations.append("HELP twice: \(name)") }
                    current = name
                    help[name] = parts.count > 3 ? parts[3] : ""
                } else {
                    if help[name] == nil || current != name { violations.append("TYPE before HELP: \(name)") }
                    if !typed.insert(name).inserted { violations.append("TYPE twice: \(name)") }
                    if parts.count != 4 || parts[3] != "gauge" { violations.append("not a gauge: \(line)") }
                }
            } else if let sample = read(line) {
                if sample.name != current || !typed.contains(sample.name) {
                    violations.append("a sample away from its HELP and TYPE: \(line)")
                }
                samples.append(sample)
            }
        }
    }

    /// The values of the samples named `name`, by the value of their label `label`.
    func values(_ name: String, by label: String = "place") -> [String: Double] {
        Dictionary(samples.filter { $0.name == name }.map { ($0.labels[label] ?? "", $0.value) }) { $1 }
    }

    /// The names of the families with samples, in order.
    var names: [String] {
        samples.map(\.name).reduce(into: []) { names, name in if names.last != name { names.append(name) } }
    }

    private mutating func check(_ name: String, _ pattern: Regex<Substring>, _ what: String) {
        if (try? pattern.wholeMatch(in: name)) == nil { violations.append("not a \(what): \(name)") }
    }

    private mutating func read(_ line: String) -> Sample? {
        var rest = Substring(line)
        let name = String(rest.prefix { $0 != "{" && $0 != " " })
        check(name, Self.metricName, "metric name")
        rest = rest.dropFirst(name.count)
        var labels: [String: String] = [:]
        if rest.first == "{" {
            rest = rest.dropFirst()
            while rest.first != "}" {
                let label = String(rest.prefix { $0 != "=" })
                check(label, Self.labelName, "label name")
                rest = rest.dropFirst(label.count)
                guard rest.hasPrefix("=\"") else {
                    violations.append("a label value not quoted: \(line)")
                    return nil
                }
                rest = rest.dropFirst(2)
                var value = ""
                while let character = rest.first, character != "\"" {
                    rest = rest.dropFirst()
                    guard character == "\\" else {
                        value.append(character)
                        continue
                    }
                    switch rest.first {
                    case "\\": value.append("\\")
                    case "\"": value.append("\"")
                    case "n": value.append("\n")
                    default: violations.append("an unknown escape: \(line)")
                    }
                    rest = rest.dropFirst()
                }
                labels[label] = value
                rest = rest.dropFirst()
                if rest.first == "," { rest = rest.dropFirst() }
                guard !rest.isEmpty else {
                    violations.append("labels not closed: \(line)")
                    return nil
                }
            }
            rest = rest.dropFirst()
        }
        guard rest.first == " ", let value = Double(rest.dropFirst()), value.isFinite else {
            violations.append("not a finite value: \(line)")
            return nil
        }
        return Sample(name: name, labels: labels, value: value)
    }
}
