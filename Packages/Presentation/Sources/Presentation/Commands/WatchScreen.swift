import Domain
import FoundationEssentials
import Synchronization

/// Where `watch` draws: the alternate screen of a terminal, restored on every way out, or plain output.
final class WatchScreen: Sendable {
    private let context: CommandContext
    private let services: CommandServices
    private let units: Units
    private let icons: IconStyle
    private let format: OutputFormat
    private let interval: WatchInterval
    private let fullScreen: Bool
    private let clock: ClockStyle?
    /// The last frame drawn, without how to quit: what stays on the normal screen when the view ends.
    private let lastLines = Mutex<[String]>([])
    private let firstFailure = Mutex<WeatherError?>(nil)
    /// The kept air quality and the places alerted, read at the last refresh.
    private let kept = Mutex<(air: [PlaceKey: AirQualityReport], alerted: Set<PlaceKey>)>(([:], []))

    init(
        context: CommandContext, services: CommandServices, units: Units, icons: IconStyle,
        format: OutputFormat, interval: WatchInterval, fullScreen: Bool, clock: ClockStyle? = nil
    ) {
        self.clock = clock
        self.context = context
        self.services = services
        self.units = units
        self.icons = icons
        self.format = format
        self.interval = interval
        self.fullScreen = fullScreen
    }

    /// Keeps what the next frames show beside the weather: an AQI column and alert marks, as `list` has.
    func keep(air: [PlaceKey: AirQualityReport], alerted: Set<PlaceKey>) {
        kept.withLock { $0 = (air, alerted) }
    }

    /// A failure met while printing a refresh, such as JSON that could not be encoded.
    var failure: WeatherError? { firstFailure.withLock { $0 } }

    func show(_ refresh: WatchLoop.Refresh) {
        // The display every command has, its language included; only the cache lifetime differs: a row
        // refreshed at every interval is not stale just because the interval outlasts it.
        var display = context.display(units: units, icons: icons, services: services, clock: clock)
        display.cacheLifetime = max(display.cacheLifetime, TimeInterval(interval.seconds))
        let (air, alerted) = kept.withLock { $0 }
        let frame = WatchFrame(
            refresh: refresh, display: display, format: format, interval: interval, air: air,
            alerted: alerted,
            width: context.console.availableWidth, height: context.console.availableHeight)
        if fullScreen {
            let screen = frame.screen(verbose: context.verbose)
            lastLines.withLock { $0 = screen.lines }
            context.console.writeOut(TerminalScreen.frame(screen.lines + screen.footer))
            return
        }
        for notice in frame.notices(verbose: context.verbose) { context.notice(notice) }
        switch format {
        case .json:
            do {
                context.console.writeOut(try frame.jsonLine())
            } catch {
                firstFailure.withLock { $0 = $0 ?? error }
            }
        case .table, .plain:
            context.console.writeOut(frame.block())
        }
    }

    /// Runs `loop` on the alternate screen until it ends or the user quits, then puts the terminal back
    /// and leaves the last frame on the normal screen.
    func run(_ loop: WatchLoop, terminal: (any InteractiveTerminal)?) async throws(WeatherError) -> Int32 {
        context.console.writeOut(TerminalScreen.enter)
        let task = Task { () async throws(WeatherError) -> Int in try await loop.run() }
        terminal?.begin { task.cancel() }
        let result = await task.result
        terminal?.end()
        context.console.writeOut(TerminalScreen.leave)
        let last = lastLines.withLock { $0 }
        if !last.isEmpty {
            context.console.writeOut(last.joined(separator: "\n") + "\n")
        }
        switch result {
        case .success: return ExitStatus.success
        case .failure(let error as WeatherError): throw error
        case .failure(let error): throw .internalFailure(detail: "watch stopped: \(error)")
        }
    }
}
