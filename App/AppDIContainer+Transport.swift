import Domain
import Infrastructure
import Logging

/// How requests go out: logged, paced within wxapp's own budget and retried.
extension AppDIContainer {
    /// At most `requestsPerMinute` requests (retries included) start to each host in any minute; a
    /// request waits for room no longer than the time budget, and `waits` hears of each that waits.
    static func paced(
        _ transport: any HTTPClient, _ configuration: AppConfiguration, waits: RequestWaitRelay,
        clock: SystemClock
    ) -> RateLimitedHTTPClient {
        RateLimitedHTTPClient(
            base: transport, limit: configuration.requestsPerMinute, window: .seconds(60),
            maximumWait: configuration.timeBudget, clock: clock, onWait: waits.tell)
    }

    /// GETs that time out or meet 429 or 5xx are tried up to three times, within twice the request timeout.
    static func retrying(
        _ client: any HTTPClient, _ configuration: AppConfiguration, clock: SystemClock, logger: Logger
    ) -> any HTTPClient {
        let timeout = Duration.milliseconds(Int64((configuration.requestTimeout * 1_000).rounded()))
        return RetryingHTTPClient(
            base: client, policy: .standard(requestTimeout: timeout), clock: clock,
            jitter: { Double.random(in: 0..<1) }, logger: logger)
    }

    /// The logger of `--verbose` and `WXAPP_LOG_LEVEL`; with `asciiOnly`, for a locale that is not UTF-8,
    /// its lines escape what is not ASCII.
    static func makeLogger(_ configuration: AppConfiguration, redactor: Redactor, asciiOnly: Bool)
        throws(WeatherError) -> Logger
    {
        let level: Logger.Level
        do {
            level = try LogLevelParser.level(
                verbose: configuration.verbose, environmentValue: configuration.logLevelName)
        } catch {
            throw .configuration(
                .invalidVariable(
                    name: "WXAPP_LOG_LEVEL", value: error.value, accepted: .oneOf(LogLevelParser.levelNames)))
        }
        var logger = Logger(label: "wxapp") { label in
            StderrLogHandler(label: label, level: level, redactor: redactor, asciiOnly: asciiOnly)
        }
        logger.logLevel = level
        return logger
    }
}
