import Testing

@testable import Presentation

struct MetricsExpositionTests {
    static let temperature = MetricFamily(name: "t_celsius", help: "Air temperature.", decimals: 2)
    static let humidity = MetricFamily(name: "h_ratio", help: "Relative humidity.", decimals: 3)

    @Test func eachFamilyHasItsHelpAndTypeOnceBeforeItsSamplesWhateverTheOrderOfAdding() {
        var exposition = MetricsExposition()
        exposition.add(Self.temperature, 18.4, labels: [("place", "Tokyo")])
        exposition.add(Self.humidity, 0.72, labels: [("place", "Tokyo")])
        exposition.add(Self.temperature, -0.4, labels: [("place", "Madrid")])
        exposition.add(Self.humidity, 0.4, labels: [("place", "Madrid")])

        #expect(
            exposition.text == """
                # HELP t_celsius Air temperature.
                # TYPE t_celsius gauge
                t_celsius{place="Tokyo"} 18.4
                t_celsius{place="Madrid"} -0.4
                # HELP h_ratio Relative humidity.
                # TYPE h_ratio gauge
                h_ratio{place="Tokyo"} 0.72
                h_ratio{place="Madrid"} 0.4

                """)
        #expect(ExpositionReader(exposition.text).violations == [])
    }

    @Test func familiesKeepTheOrderDeclaredWhicheverIsGivenASampleFirst() {
        let other = MetricFamily(name: "o_seconds", help: "Other.", decimals: 0)
        var exposition = MetricsExposition(order: [Self.temperature, Self.humidity])
        exposition.add(other, 1, labels: [])
        exposition.add(Self.humidity, 0.4, labels: [("place", "Madrid")])
        exposition.add(Self.temperature, 18.4, labels: [("place", "Tokyo")])

        #expect(ExpositionReader(exposition.text).names == ["t_celsius", "h_ratio", "o_seconds"])
    }

    @Test func aMissingOrNonFiniteValueAddsNoSampleAndAFamilyWithNoneIsLeftOut() {
        var exposition = MetricsExposition()
        exposition.add(Self.temperature, nil, labels: [])
        exposition.add(Self.temperature, .nan, labels: [])
        exposition.add(Self.temperature, .infinity, labels: [])
        exposition.add(Self.humidity, 0.5, labels: [])

        #expect(exposition.text == "# HELP h_ratio Relative humidity.\n# TYPE h_ratio gauge\nh_ratio 0.5\n")
    }

    @Test func noSamplesIsAnEmptyText() {
        var exposition = MetricsExposition()
        exposition.add(Self.temperature, nil, labels: [("place", "Tokyo")])

        #expect(exposition.text == "")
        #expect(MetricsExposition().text == "")
    }

    @Test func aSeriesGivenTwiceKeepsItsFirstSample() {
        var exposition = MetricsExposition()
        exposition.add(Self.temperature, 18.4, labels: [("place", "Tokyo")])
        exposition.add(Self.temperature, 20, labels: [("place", "Tokyo")])
        exposition.add(Self.temperature, 21, labels: [("place", "Tokyo"), ("country", "JP")])

        let reader = ExpositionReader(exposition.text)
        #expect(reader.samples.map(\.value) == [18.4, 21])
        #expect(reader.violations == [])
    }

    /// Quotes, backslashes and line breaks are escaped and read back as they were; other control and format
    /// characters, for which the format has no escape, are left out (a tab is a space); every other
    /// character, whatever its script, is written as it is, in UTF-8.
    @Test(arguments: [
        (#"Say "hi""#, #"Say \"hi\""#, #"Say "hi""#),
        (#"C:\new\"#, #"C:\\new\\"#, #"C:\new\"#),
        ("two\nlines", #"two\nlines"#, "two\nlines"),
        ("\\n", #"\\n"#, "\\n"),
        ("bell\u{07}esc\u{1B}[31mdel\u{7F}csi\u{9B}2J", "bellesc[31mdelcsi2J", "bellesc[31mdelcsi2J"),
        ("tab\there\r", "tab here ", "tab here "),
        ("\u{202E}evil\u{200B}\u{2028}end", "evil end", "evil end"),
        (
            "東京 Zürich São Tomé Łódź 🌧️ e\u{301}", "東京 Zürich São Tomé Łódź 🌧️ e\u{301}",
            "東京 Zürich São Tomé Łódź 🌧️ e\u{301}"
        ),
        ("", "", ""),
    ])
    func labelValuesAreEscapedAndMadeSafe(name: String, written: String, readBack: String) {
        var exposition = MetricsExposition()
        exposition.add(Self.temperature, 1, labels: [("place", name), ("country", "JP")])

        #expect(exposition.text.hasSuffix("t_celsius{place=\"\(written)\",country=\"JP\"} 1\n"))
        let reader = ExpositionReader(exposition.text)
        #expect(reader.violations == [])
        #expect(reader.samples.first?.labels == ["place": readBack, "country": "JP"])
        #expect(
            exposition.text.unicodeScalars.filter { $0.properties.generalCategory == .control } == [
                "\n", "\n", "\n",
            ])
    }

    /// The reader the other tests check texts with finds what breaks the format.
    @Test(arguments: [
        ("# TYPE a gauge\n# HELP a A.\na 1\n", "TYPE before HELP: a"),
        (
            "# HELP a A.\n# TYPE a gauge\n# HELP b B.\n# TYPE b gauge\na 1\n",
            "a sample away from its HELP and TYPE: a 1"
        ),
        ("# HELP a A.\n# TYPE a gauge\na 1\n# HELP a A.\n", "HELP twice: a"),
        ("# HELP a A.\n# TYPE a counter\n", "not a gauge: # TYPE a counter"),
        ("# HELP 1a A.\n", "not a metric name: 1a"),
        ("# HELP a A.\n# TYPE a gauge\na{x-y=\"1\"} 1\n", "not a label name: x-y"),
        ("# HELP a A.\n# TYPE a gauge\na{x=\"\\t\"} 1\n", "an unknown escape: a{x=\"\\t\"} 1"),
        ("# HELP a A.\n# TYPE a gauge\na NaN\n", "not a finite value: a NaN"),
        ("# HELP a A.\n# TYPE a gauge\na 1", "the text does not end with a line feed"),
    ])
    func theReaderFindsWhatBreaksTheFormat(text: String, violation: String) {
        #expect(ExpositionReader(text).violations.contains(violation), "\(ExpositionReader(text).violations)")
    }

    @Test func helpEscapesBackslashAndLineBreak() {
        #expect(MetricsExposition.escapedHelp("a\\b\nc \"d\"") == #"a\\b\nc "d""#)
    }

    @Test(
        arguments: [
            (12.5, 2, "12.5"), (-0.3, 2, "-0.3"), (1_000_000, 0, "1000000"), (1e16, 0, "1e+16"),
            (101_325, 0, "101325"), (12.000_000_000_000_028, 2, "12"), (-0.001, 2, "0"), (0, 3, "0"),
            (8.1e-6, 7, "8.1e-06"), (0.000_600_000_000_000_000_1, 5, "0.0006"), (0.7249, 3, "0.725"),
            (1_714_564_620, 3, "1714564620"), (1_714_564_620.125, 3, "1714564620.125"),
        ] as [(Double, Int, String)])
    func numbersAreRoundedToTheirDecimalsAndWrittenShortest(value: Double, decimals: Int, written: String) {
        #expect(MetricsExposition.number(value, decimals: decimals) == written)
        #expect(Double(written) != nil)
    }
}
