import Foundation
import Testing

/// Every JSON document of every provider, walked whole: no number has more decimals than docs/OUTPUT.md's
/// tables give its unit or member (no binary noise such as 113.35427997814539), and every member that
/// can be absent is there as `null`, never left out, so that objects at one place of a document have one
/// set of members whatever the provider.
@Suite(.serialized) struct JSONNumberTests {
    /// The JSON documents of one provider's places, by the command that printed them.
    typealias Outputs = [(command: String, text: String)]

    @Test func openMeteoDocumentsHaveNoNoiseAndNoMissingMember() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                for variable in ["WXAPP_OPENMETEO_URL", "WXAPP_NWS_URL", "WXAPP_METNO_URL"] {
                    sandbox.environment[variable] = url
                }
                #expect(try await sandbox.wxapp("add", "Paris,FR", "Denver,US").exitCode == 0)
                for preparation in [["air", "Paris"], ["normals", "Paris"], ["alerts", "Denver"]] {
                    #expect(try await sandbox.wxapp(arguments: preparation).exitCode == 0)
                }
                let outputs = try await Self.outputs(
                    sandbox,
                    [
                        ["list"], ["list", "--units", "imperial"], ["show", "Paris"],
                        ["show", "Paris", "Denver"],
                        ["forecast", "Paris"], ["forecast", "Paris", "Denver", "--units", "imperial"],
                        ["air", "Paris"], ["normals", "Paris"], ["alerts", "Denver"], ["alerts"],
                        ["search", "Paris"], ["search", "Japan"], ["export"], [],
                    ])
                try Self.expectNoNoise(outputs)
                try Self.expectEveryMember(outputs)
            }
        }
    }

    @Test func openWeatherMapAndMetNorwayDocumentsHaveNoNoiseAndTheSameMembers() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            var outputs = try await Self.outputs(
                sandbox, [["list"], ["show", "Tokyo"], ["forecast", "Tokyo"]])
            try await FakeMetNorway.run { _, url in
                MetNorwayTests.metno(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Oslo").exitCode == 0)
                outputs += try await Self.outputs(sandbox, [["show", "Oslo"], ["forecast", "Oslo"]])
            }
            try Self.expectNoNoise(outputs)
            try Self.expectEveryMember(outputs)
            for output in outputs where output.command.hasPrefix("show") {
                let object = try #require(try Self.parsed(output.text) as? [String: Any])
                let weather = try #require(object["weather"] as? [String: Any])
                #expect(weather["station"] is NSNull, "no station: null, never missing\n\(output.text)")
            }
        }
    }

    @Test(OptionalTool.needed(.libfaketime))
    func nwsDocumentsHaveNoNoise() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { _, url in
                NationalWeatherServiceTests.nws(sandbox, url, at: NationalWeatherServiceTests.observationHour)
                let outputs = try await Self.outputs(sandbox, [["show", "40.7128,-74.006"]])
                try Self.expectNoNoise(outputs)
                let object = try #require(try Self.parsed(outputs[0].text) as? [String: Any])
                let weather = try #require(object["weather"] as? [String: Any])
                #expect(weather["station"] is [String: Any], "\(outputs[0].text)")
            }
        }
    }

    /// Each command's JSON document.
    static func outputs(_ sandbox: Sandbox, _ commands: [[String]]) async throws -> Outputs {
        var outputs: Outputs = []
        for command in commands {
            // `export` prints JSON alone.
            let format = command.first == "export" ? [] : ["--format", "json"]
            let result = try await sandbox.wxapp(arguments: command + format)
            #expect([0, 66].contains(result.exitCode) && !result.signalled, "\(result)")
            outputs.append((command.joined(separator: " "), result.stdout))
        }
        return outputs
    }

    static func parsed(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// Every number of every document, with at most the decimals OUTPUT.md gives it.
    static func expectNoNoise(_ outputs: Outputs, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let table = try OutputDecimals.documented()
        for output in outputs {
            var count = 0
            walk(try parsed(output.text), name: nil) { value, name, parent in
                count += 1
                let allowed = table.decimals(member: name, parent: parent)
                #expect(
                    decimals(value) <= allowed,
                    "\(output.command): \(parent.map { "\($0)." } ?? "")\(name ?? "") is \(value); at most \(allowed) decimals",
                    sourceLocation: sourceLocation)
            }
            #expect(count > 0, "\(output.command) has numbers", sourceLocation: sourceLocation)
        }
    }

    /// Objects at one path (array positions aside) of one command's documents have one set of members.
    static func expectEveryMember(_ outputs: Outputs, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        var members: [String: [Set<String>]] = [:]
        for output in outputs where !output.command.hasPrefix("search") {
            // `show Paris` prints a place, `show Paris Denver` an object with the places.
            let document = try parsed(output.text)
            let several = (document as? [String: Any])?["places"] != nil
            let command = (output.command.split(separator: " ").first.map(String.init) ?? "wxapp")
            collect(document, path: command + (several ? "(places)" : ""), into: &members)
        }
        for (path, sets) in members.sorted(by: { $0.key < $1.key }) {
            let all = sets.reduce(into: Set<String>()) { $0.formUnion($1) }
            for set in sets where set != all {
                #expect(
                    Bool(false), "\(path) leaves out \(all.subtracting(set).sorted())",
                    sourceLocation: sourceLocation)
            }
        }
    }

    private static func collect(_ value: Any, path: String, into members: inout [String: [Set<String>]]) {
        if let object = value as? [String: Any] {
            members[path, default: []].append(Set(object.keys))
            for (key, inner) in object { collect(inner, path: path + "." + key, into: &members) }
        } else if let array = value as? [Any] {
            for inner in array { collect(inner, path: path + "[]", into: &members) }
        }
    }

    /// Calls `visit` with every number, its member's name and its object's (or `unit:°C` for a measurement).
    private static func walk(_ value: Any, name: String?, _ visit: (NSNumber, String?, String?) -> Void) {
        if let object = value as? [String: Any] {
            for (key, inner) in object {
                if let number = inner as? NSNumber, !(inner is Bool) {
                    // A measurement's value is named by its unit, any other number by its name or its object's.
                    let unit = object["unit"] as? String
                    visit(number, key, unit.map { "unit:" + $0 } ?? name)
                } else {
                    walk(inner, name: key, visit)
                }
            }
        } else if let array = value as? [Any] {
            for inner in array { walk(inner, name: name, visit) }
        }
    }

    /// The decimals of a number as JSON wrote it: none for a whole number.
    static func decimals(_ number: NSNumber) -> Int {
        let text = "\(number.doubleValue)"
        guard !text.contains("e"), let point = text.firstIndex(of: ".") else {
            return text.contains("e") ? 99 : 0
        }
        let fraction = text[text.index(after: point)...]
        return fraction == "0" ? 0 : fraction.count
    }
}

/// The two rounding tables of docs/OUTPUT.md: decimals by unit, and by member for numbers without a unit.
struct OutputDecimals {
    let byUnit: [String: Int]
    let defaultForUnit: Int
    let byMember: [String: Int]

    /// The decimals of a number named `member` in an object that is a measurement (`parent` is
    /// "unit:°C") or is named `parent`; a number that neither table names is whole.
    func decimals(member: String?, parent: String?) -> Int {
        if let parent, parent.hasPrefix("unit:") {
            return byUnit[String(parent.dropFirst(5))] ?? defaultForUnit
        }
        if let member, let decimals = byMember[member] { return decimals }
        if member == "value", let parent, let decimals = byMember[parent + ".value"] { return decimals }
        return 0
    }

    static func documented() throws -> OutputDecimals {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/OUTPUT.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        var byUnit: [String: Int] = [:]
        var byMember: [String: Int] = [:]
        var table = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                table = ""
                continue
            }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if table.isEmpty {
                table = cells.joined(separator: ",")
                continue
            }
            if table == "unit,decimals,unit,decimals" {
                for pair in stride(from: 0, to: cells.count - 1, by: 2) {
                    guard let decimals = Int(cells[pair + 1]) else { continue }
                    for unit in cells[pair].split(separator: ",") {
                        byUnit[unit.trimmingCharacters(in: .whitespaces)] = decimals
                    }
                }
            } else if table == "member,decimals", cells.count == 2,
                let decimals = Int(cells[1].prefix { $0.isNumber })
            {
                let names = cells[0].split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map {
                        String($0.element)
                    }
                // "`value` of `europeanAqi`, …": the value member of those objects.
                if names.first == "value" {
                    for name in names.dropFirst() { byMember[name + ".value"] = decimals }
                } else {
                    for name in names { byMember[name] = decimals }
                }
            }
        }
        let defaultLine = text.components(separatedBy: "A unit not in the table gets ").dropFirst().first
        let defaultForUnit = defaultLine.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        #expect(!byUnit.isEmpty && !byMember.isEmpty && defaultForUnit > 0, "OUTPUT.md's tables are read")
        return OutputDecimals(byUnit: byUnit, defaultForUnit: defaultForUnit, byMember: byMember)
    }
}
