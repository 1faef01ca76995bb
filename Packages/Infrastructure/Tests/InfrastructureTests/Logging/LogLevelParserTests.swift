import Logging
import Testing

@testable import Infrastructure

struct LogLevelParserTests {
    @Test func defaultIsError() throws {
        #expect(try LogLevelParser.level(verbose: false, environmentValue: nil) == .warning)
        #expect(try LogLevelParser.level(verbose: false, environmentValue: "  ") == .warning)
    }

    @Test func verboseMeansDebug() throws {
        #expect(try LogLevelParser.level(verbose: true, environmentValue: nil) == .debug)
        #expect(try LogLevelParser.level(verbose: true, environmentValue: "warning") == .debug)
    }

    @Test func verboseKeepsTheMoreDetailedTrace() throws {
        #expect(try LogLevelParser.level(verbose: true, environmentValue: "trace") == .trace)
    }

    @Test(arguments: [
        ("trace", Logger.Level.trace), ("debug", .debug), ("info", .info), ("notice", .notice),
        ("warning", .warning), ("error", .error), ("critical", .critical), (" Info ", .info),
        ("DEBUG", .debug),
    ])
    func environmentNamesALevel(value: String, level: Logger.Level) throws {
        #expect(try LogLevelParser.level(verbose: false, environmentValue: value) == level)
    }

    @Test func invalidValueIsRejectedNamingTheValidOnes() {
        let error = #expect(throws: InvalidLogLevelError.self) {
            try LogLevelParser.level(verbose: true, environmentValue: "loud")
        }

        #expect(
            error?.description
                == "\"loud\" is not a log level; use one of: trace, debug, info, notice, warning, error, critical"
        )
    }
}
