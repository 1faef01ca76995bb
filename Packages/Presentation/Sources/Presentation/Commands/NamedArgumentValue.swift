import ArgumentParser

/// An option value from a fixed list, typed as its raw value ("metric", "json").
///
/// ArgumentParser reads a value type's names whenever a command's options are set up, that is at
/// every run. Its own defaults reach each name through a generic key path and string interpolation,
/// which cost 1.8 million instructions over wxapp's four such types, a tenth of a cached `show`.
protocol NamedArgumentValue: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension NamedArgumentValue {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    public var defaultValueDescription: String { rawValue }
}
