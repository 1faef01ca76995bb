/// The exit codes wxapp uses, from BSD's sysexits.h, as docs/EXIT-CODES.md lists them.
enum ExitStatus {
    static let success: Int32 = 0
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let notFound: Int32 = 66
    static let unavailable: Int32 = 69
    static let software: Int32 = 70
    static let ioError: Int32 = 74
    static let temporaryFailure: Int32 = 75
    static let noPermission: Int32 = 77
    static let configuration: Int32 = 78

    /// The codes from least to most serious, for a command that did several things: a name not found or
    /// mistyped, then a service's bad or missing answer, then what stops every run (the network, the
    /// configuration, the database, wxapp itself).
    private static let seriousness: [Int32] = [
        success, usage, notFound, dataError, temporaryFailure, unavailable, configuration, noPermission,
        ioError, software,
    ]

    /// The more serious of two exit codes; a code not listed counts as the most serious.
    static func worst(_ first: Int32, _ second: Int32) -> Int32 {
        let rank = { (code: Int32) in seriousness.firstIndex(of: code) ?? seriousness.count }
        return rank(second) > rank(first) ? second : first
    }
}
