/// The exit codes wxapp uses, from BSD's sysexits.h, as DESIGN.md lists them.
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
}
