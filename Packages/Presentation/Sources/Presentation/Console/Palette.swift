@preconcurrency import Rainbow

/// The colour decision, made once per run and handed to renderers; the plain palette never touches Rainbow.
struct Palette: Sendable, Equatable {
    static let plain = Palette(isColored: false)
    static let colored = Palette(isColored: true)

    let isColored: Bool

    /// Colour only when the console allows it and the user did not pass `--no-color`.
    static func `for`(_ console: Console, noColorFlag: Bool) -> Palette {
        console.allowsColor(noColorFlag: noColorFlag) ? .colored : .plain
    }

    func paint(_ text: String, _ style: TextStyle) -> String {
        guard isColored, style != .plain, !text.isEmpty else { return text }
        RainbowSetup.done
        switch style {
        case .plain: return text
        case .emphasis: return text.bold
        case .header: return text.bold
        case .muted: return text.dim
        case .warning: return text.yellow
        case .cold: return text.cyan
        case .hot: return text.red
        case .condition(let family, let night): return ConditionTheme.paint(text, family, night: night)
        case .level(let level):
            switch level {
            case ...0: return text.green
            case 1: return text.lightGreen
            case 2: return text.yellow
            case 3: return text.lightRed
            case 4: return text.red
            default: return text.magenta
            }
        }
    }

    /// Cold below freezing, hot from 30 °C, otherwise unstyled.
    static func style(forCelsius celsius: Double) -> TextStyle {
        if celsius <= 0 { return .cold }
        if celsius >= 30 { return .hot }
        return .plain
    }
}

/// Rainbow's own switches, set once: this palette alone decides when colour is used.
private enum RainbowSetup {
    static let done: Void = {
        Rainbow.outputTarget = .console
        Rainbow.enabled = true
    }()
}
