/// A text in Prometheus's exposition format (text format 0.0.4, which Prometheus, node_exporter's textfile
/// collector and OpenMetrics parsers read): each family's `# HELP` and `# TYPE … gauge` once, then its
/// samples, one a line, families in the order they were first given a sample.
///
/// Only values make samples: a value the service did not send adds none (never a zero), and a family with
/// no sample at all is left out, so that no samples at all is an empty text.
struct MetricsExposition: Sendable {
    /// A sample's labels, in the order they are written.
    typealias Labels = [(name: String, value: String)]

    private var families: [MetricFamily] = []
    private var samples: [String: [String]] = [:]
    private var series: Set<String> = []

    /// Adds a sample of `family` with `labels`. A missing or non-finite value adds nothing, and nor does a
    /// second value for the same family and labels: the format allows one sample a series, and a scraper
    /// refuses the whole text for a repeated one.
    mutating func add(_ family: MetricFamily, _ value: Double?, labels: Labels) {
        guard let value, value.isFinite else { return }
        let written =
            labels.isEmpty
            ? ""
            : "{"
                + labels.map { "\($0.name)=\"\(Self.escapedLabelValue($0.value))\"" }.joined(separator: ",")
                + "}"
        guard series.insert(family.name + written).inserted else { return }
        if samples[family.name] == nil {
            families.append(family)
        }
        samples[family.name, default: []].append(
            family.name + written + " " + Self.number(value, decimals: family.decimals))
    }

    /// The exposition: every family with its samples, each line ended by a line feed; empty when there
    /// are no samples.
    var text: String {
        var text = ""
        for family in families {
            text += "# HELP \(family.name) \(Self.escapedHelp(family.help))\n"
            text += "# TYPE \(family.name) gauge\n"
            for line in samples[family.name] ?? [] {
                text += line + "\n"
            }
        }
        return text
    }
}
