import ArgumentParser
import Domain

/// An option value from a fixed list, typed as its raw value ("metric", "json").
///
/// ArgumentParser reads a value type's names whenever a command's options are set up, that is at
/// every run. Its own defaults reach each name through a generic key path and string interpolation
/// (1.8 million instructions over the first four such types, a tenth of a cached `show`), and build the
/// values' descriptions by a generic `reduce` (0.36 M for `--clock` alone). Every option value type of
/// wxapp's with a fixed list of names is one of these.
protocol NamedArgumentValue: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {
    /// The value `argument` names, or nil.
    static func value(named argument: String) -> Self?
}

extension NamedArgumentValue {
    /// The value `argument` names, case aside: `--units Imperial` is `--units imperial`.
    static func value(named argument: String) -> Self? {
        let key = argument.lowercased()
        return Self.allCases.first { $0.rawValue.lowercased() == key }
    }

    public init?(argument: String) {
        guard let value = Self.value(named: argument) else { return nil }
        self = value
    }

    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// None: a value's name is all its help says of it.
    public static var allValueDescriptions: [String: String] { [:] }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    public var defaultValueDescription: String { rawValue }
}

extension NamedArgumentValue where Self: MeasureUnit {
    /// A unit flag takes any name of the unit, case aside: `--wind-unit knots`, `--temperature-unit °F`.
    static func value(named argument: String) -> Self? { Self(named: argument) }
}
