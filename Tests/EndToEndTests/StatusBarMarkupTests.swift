import Foundation
import Testing

/// `wxapp line` prints names from geocoders, the location service and imported lists into status bars that
/// read markup: polybar's `%{A1:cmd:}` is a button that runs `cmd`, tmux's `#(cmd)` runs `cmd`, `#[…]` and
/// `#{…}` are formats. A name is text in every line mode; only the user's own template keeps its markup.
/// Every name from outside goes through one rule, the location service's region too, and a name that
/// reads as a point or as `here` is refused where it comes in.
@Suite(.serialized) struct StatusBarMarkupTests {
    static let markupName = "%{A1:touch /tmp/owned:}Qq#[fg=red]#{host}#(touch /tmp/owned)#H"
    /// What a bar reads of it: the same characters, each `%` and `#` kept apart from what would follow.
    static let shownName = "% {A1:touch /tmp/owned:}Qq# [fg=red]# {host}# (touch /tmp/owned)# H"

    static func expectNoMarkup(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for markup in ["%{", "#[", "#{", "#(", "#H"] {
            #expect(!text.contains(markup), "\(markup) in \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func aNameWithMarkupIsTextInEveryLineMode() async throws {
        try await Sandbox.runPatiently { sandbox in
            let file = sandbox.directory.appendingPathComponent("places.json")
            let list = [
                [
                    "name": Self.markupName, "region": "#(reboot)", "country": "JP", "latitude": 35.6,
                    "longitude": 139.7,
                ]
            ]
            try JSONSerialization.data(withJSONObject: list).write(to: file)
            let imported = try await sandbox.wxapp("import", file.path)
            #expect(imported.exitCode == 0, "\(imported)")

            let plain = try await sandbox.wxapp("line", "--template", "{place}|{name}|{condition}")
            #expect(plain.exitCode == 0, "\(plain)")
            Self.expectNoMarkup(plain.stdout)
            #expect(plain.stdout.hasPrefix(Self.shownName + ", JP|" + Self.shownName + "|"), "\(plain)")

            let waybar = try await sandbox.wxapp("line", "--format", "waybar", "--template", "{name} {place}")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any],
                "\(waybar)")
            for member in ["text", "tooltip"] {
                Self.expectNoMarkup(try #require(object[member] as? String))
            }
            #expect((object["text"] as? String)?.hasPrefix(Self.shownName + " ") == true, "\(waybar)")

            // The template is the user's: its own markup stays, and the name next to it is still text.
            let styled = try await sandbox.wxapp("line", "--template", "#[fg=blue]%{{F#f00}}{name}#")
            #expect(styled.stdout == "#[fg=blue]%{F#f00}" + Self.shownName + "#\n", "\(styled)")
        }
    }

    @Test func aGeocodersNameWithMarkupIsTextInTheLine() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                sandbox.environment["WXAPP_OPENMETEO_URL"] = url
                await meteo.setGeocodingReply(
                    #"{"results":[{"id":1,"name":"Qq%{A3:reboot:}","latitude":35.62,"longitude":134.81,"#
                        + ##""country_code":"JP","admin1":"#(reboot)","population":3500}]}"##)
                #expect(try await sandbox.wxapp("add", "Qqxyzzy").exitCode == 0)
                let line = try await sandbox.wxapp("line", "--template", "{place}")
                #expect(line.stdout == "Qq% {A3:reboot:}, JP\n", "\(line)")
            }
        }
    }

    /// IPinfo's region is a name as any other: control, bidi and zero-width characters removed, and one too
    /// long to type back (this one has 300,000 characters) left out.
    @Test(arguments: [
        (#"North\u202e\u200b\u0007 \u001b[31mRegion"#, "North [31mRegion" as String?),
        (String(repeating: "x", count: 300_000), nil),
    ])
    func theLocationServicesRegionGoesThroughTheNameRule(region: String, saved: String?) async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                sandbox.environment["WXAPP_OPENMETEO_URL"] = url
                sandbox.environment["WXAPP_GEOLOCATION_URL"] = url
                await meteo.setGeolocationReply(
                    #"{"city":"Lyon\u200b","region":"\#(region)","country":"FR","loc":"45.7485,4.8467"}"#)
                let here = try await sandbox.wxapp("here", "--format", "json")
                #expect(here.exitCode == 0, "\(here.stderr)")
                let object = try #require(try ReportDocument.object(here.stdout) as? [String: Any])
                #expect(object["name"] as? String == "Lyon")
                #expect(
                    object["region"] as? String == saved,
                    "\(String(describing: object["region"]).prefix(200))")
                NameCleaningTests.expectClean(try NameCleaningTests.savedTexts(sandbox))
            }
        }
    }

    /// A place called `48.85,2.35` or `here` could never be told from the point or from the machine's place,
    /// so an imported list that names one is refused, and a geocoder's answer of that name is none.
    @Test(arguments: ["48.85,2.35", "Here", "-33.87, 151.21"])
    func aNameThatReadsAsAPointOrAsHereIsRefused(name: String) async throws {
        try await Sandbox.runPatiently { sandbox in
            let file = sandbox.directory.appendingPathComponent("places.json")
            try JSONSerialization.data(
                withJSONObject: [["name": name, "country": "FR", "latitude": 48.85, "longitude": 2.35]]
            ).write(to: file)
            let imported = try await sandbox.wxapp("import", file.path)
            #expect(imported.exitCode == 64, "\(imported)")
            #expect(
                imported.stderr
                    == "wxapp: The file \(file.path) has an entry (1) that is named \"\(name)\", which wxapp reads as "
                    + "a point or as \"here\", not as a place's name, so nothing was imported.\n",
                "\(imported)")

            await sandbox.server.setFault(
                .status(200, body: #"[{"name":"\#(name)","lat":48.85,"lon":2.35,"country":"FR"}]"#),
                for: .geocoding)
            let add = try await sandbox.wxapp("add", "Qqxyzzy")
            #expect(add.exitCode == 66, "\(add)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.list(list.stdout).places.isEmpty, "\(list)")
        }
    }
}
