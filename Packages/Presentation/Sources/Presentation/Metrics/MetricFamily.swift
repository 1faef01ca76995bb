/// One gauge of the Prometheus text: its name, which ends in its base unit, the English sentence of its
/// `# HELP` line (machine output, like JSON's keys, never changes with the language), and the decimals its
/// values keep.
struct MetricFamily: Sendable, Hashable {
    let name: String
    let help: String
    /// Enough that nothing a service sends is lost (hundredths of its own unit, as `JSONPrecision` has it,
    /// say 0.01 hPa = 1 Pa) and none of binary arithmetic's noise is written (12.000000000000028 °C).
    let decimals: Int
}
