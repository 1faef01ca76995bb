/// A text in Prometheus's exposition format (text format 0.0.4, which Prometheus, node_exporter's textfile
/// collector and OpenMetrics parsers read): each family's `# HELP` and `# TYPE … gauge` once, then its
/// samples, one a line: the families in the order declared, then any other in the order it was first given a
/// sample, and the samples of each in the order they were given.
///
/// Only values make samples: a value the service did not send adds none (never a zero), and a family with
/// no sample at all is left out, so that no samples at all is an empty text.
struct MetricsExposition: Sendable {
    /// A sample's labels, in the order they are written.
    typealias Labels = [(name: String, value: String)]

    private var families: [MetricFamily]
    private var known: Set<String>
    private var samples: [String: [String]] = [:]
    private var series: Set<String> = []

    /// An exposition whose families come in the order of `order`, whichever is given a sample first, so that
    /// a family does not move when the first place lacks it.
    init(order: [MetricFamily] = []) {
        families = order
        known = Set(order.map(\.name))
    }

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
        if known.insert(family.name).inserted {
            families.append(family)
        }
        samples[family.name, default: []].append(
            family.name + written + " " + Self.number(value, decimals: family.decimals))
    }

    /// The exposition: every family with its samples, each line ended by a line feed; empty when there
    /// are no samples.
    var text: String {
        var text = ""
        for family in families where samples[family.name] != nil {
            text += "# HELP \(family.name) \(Self.escapedHelp(family.help))\n"
            text += "# TYPE \(family.name) gauge\n"
            for line in samples[family.name, default: []] {
                text += line + "\n"
            }
        }
        return text
    }
}
