import Foundation

extension Sandbox {
    /// Runs the binary from now on with its clock set to `date` by libfaketime (which reads the time in
    /// the zone TZ names: UTC here), advancing from there.
    func setClock(to date: Date) {
        environment["TZ"] = "UTC"
        environment["LD_PRELOAD"] = OptionalTool.libfaketimePath
        environment["FAKETIME"] =
            "@" + Self.text(date, "yyyy-MM-dd HH:mm:ss", in: TimeZone(identifier: "UTC")!)
    }

    /// Runs the binary from now on with its clock standing still at `date` (to the second) by libfaketime, as
    /// `scripts/record_outputs.py` runs it: every run sees the same instant, so that ages come out exact.
    func freezeClock(at date: Date) {
        environment["TZ"] = "UTC"
        environment["LD_PRELOAD"] = OptionalTool.libfaketimePath
        environment["FAKETIME"] = Self.text(date, "yyyy-MM-dd HH:mm:ss", in: TimeZone(identifier: "UTC")!)
    }

    /// `date` written with `format` in `zone`, in the POSIX locale: "Sun 25 Oct, 02:00" for "EEE d MMM, HH:mm".
    static func text(_ date: Date, _ format: String, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}
