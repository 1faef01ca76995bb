import Domain
import Testing

@testable import Presentation

struct ConfigCommandTests {
    /// What `config list` adds for the settings the file leaves out: the language, clock and provider in use.
    static let inEffect =
        "# language = en (the default)\n# clock = 24 (the default)\n# provider = openweathermap (the default)\n"

    static let key = "0f1e2d3c4b5a69788796a5b4c3d2e1f0"

    @Test func setThenGetThenListThenUnset() async throws {
        let fakes = FakeServices()

        let set = await CommandLineRun.of(["config", "set", "units", "Imperial"], in: fakes)
        let setLifetime = await CommandLineRun.of(
            ["config", "set", "cache-lifetime", "300"], in: fakes)
        let get = await CommandLineRun.of(["config", "get", "units"], in: fakes)
        let list = await CommandLineRun.of(["config", "list"], in: fakes)
        let unset = await CommandLineRun.of(["config", "unset", "units"], in: fakes)
        let again = await CommandLineRun.of(["config", "unset", "units"], in: fakes)

        #expect(set == CommandLineRun(exitCode: 0, stdout: "", stderr: ""))
        #expect(setLifetime == CommandLineRun(exitCode: 0, stdout: "", stderr: ""))
        #expect(get == CommandLineRun(exitCode: 0, stdout: "imperial\n", stderr: ""))
        #expect(
            list
                == CommandLineRun(
                    exitCode: 0, stdout: "units = imperial\ncache-lifetime = 300\n" + Self.inEffect,
                    stderr: "")
        )
        #expect(unset == CommandLineRun(exitCode: 0, stdout: "", stderr: ""))
        #expect(
            again
                == CommandLineRun(
                    exitCode: 0, stdout: "",
                    stderr:
                        "wxapp: units was not set in /home/ann/.config/wxapp/config.toml, so nothing changed.\n"
                ))
        #expect(try fakes.configuration.entries() == ["cache-lifetime": .integer(300)])
    }

    @Test func theAPIKeyIsNeverPrintedInFull() async {
        let fakes = FakeServices(configuration: MemoryConfiguration(["api-key": .text(Self.key)]))

        let get = await CommandLineRun.of(["config", "get", "api-key"], in: fakes)
        let list = await CommandLineRun.of(["config", "list"], in: fakes)
        let json = await CommandLineRun.of(["config", "list", "--format", "json"], in: fakes)

        #expect(get == CommandLineRun(exitCode: 0, stdout: "••••••••e1f0\n", stderr: ""))
        #expect(
            list
                == CommandLineRun(exitCode: 0, stdout: "api-key = ••••••••e1f0\n" + Self.inEffect, stderr: "")
        )
        #expect(
            json
                == CommandLineRun(exitCode: 0, stdout: "{\n  \"api-key\" : \"••••••••e1f0\"\n}\n", stderr: "")
        )
    }

    @Test func anInvalidValueExits64AndChangesNothing() async throws {
        let fakes = FakeServices()

        let run = await CommandLineRun.of(["config", "set", "units", "kelvin"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 64, stdout: "",
                    stderr: "wxapp: \"kelvin\" is not a valid value for units; "
                        + "it must be metric, imperial, standard or uk.\n"))
        #expect(try fakes.configuration.entries().isEmpty)
    }

    @Test func getOfAnUnsetKeyExits66AndPathPrintsTheFile() async {
        let get = await CommandLineRun.of(["config", "get", "icons"])
        let path = await CommandLineRun.of(["config", "path"])

        #expect(
            get
                == CommandLineRun(
                    exitCode: 66, stdout: "",
                    stderr: "wxapp: icons is not set in /home/ann/.config/wxapp/config.toml.\n"))
        #expect(
            path == CommandLineRun(exitCode: 0, stdout: "/home/ann/.config/wxapp/config.toml\n", stderr: ""))
    }

    @Test func aBadFileStopsOtherCommandsButConfigCanFixIt() async throws {
        let fakes = FakeServices(configuration: MemoryConfiguration(["units": .text("kelvin")]))

        let list = await CommandLineRun.of(["list"], in: fakes)
        let fix = await CommandLineRun.of(["config", "set", "units", "metric"], in: fakes)
        let listAgain = await CommandLineRun.of(["list"], in: fakes)

        #expect(
            list
                == CommandLineRun(
                    exitCode: 78, stdout: "",
                    stderr:
                        "wxapp: The configuration is invalid: units in /home/ann/.config/wxapp/config.toml is "
                        + "\"kelvin\", which wxapp cannot use; it must be metric, imperial, standard or uk "
                        + "(change it with \"wxapp config set units …\"). Fix it and try again.\n"))
        #expect(fix.exitCode == 0)
        #expect(listAgain.exitCode == 0, "\(listAgain)")
    }

    @Test func helpNamesEverySettingAndTheValuesOfEachUnit() async {
        let help = await CommandLineRun.of(["config", "--help"])
        // The help wraps its lines; what a reader sees is the words.
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for key in ConfigurationKey.allCases {
            #expect(words.contains(key.rawValue + " ("), "\(key.rawValue) is missing from the help: \(help)")
        }
        for measure in Measure.allCases {
            let values =
                measure.unitNames.dropLast().joined(separator: ", ") + " or " + measure.unitNames.last!
            #expect(words.contains("units.\(measure.rawValue) (\(values))"), "\(measure): \(help)")
        }
    }
}
