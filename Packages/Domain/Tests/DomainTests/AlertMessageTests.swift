import Testing

@testable import Domain

/// The Common Alerting Protocol's rules for which messages of a feed are alerts in force.
struct AlertMessageTests {
    static func message(
        _ identifier: String?, _ status: String = "Actual", _ kind: String = "Alert",
        references: [String] = []
    ) -> AlertMessage {
        AlertMessage(
            identifier: identifier, status: AlertMessage.Status(text: status),
            kind: AlertMessage.Kind(text: kind),
            references: references,
            alert: WeatherAlert(
                event: "\(kind) \(identifier ?? "-")", severity: .severe, headline: "", issuer: "NWS",
                start: nil,
                end: nil))
    }

    static func events(_ messages: [AlertMessage]) -> [String] {
        AlertMessage.alertsInForce(messages).map(\.event)
    }

    @Test func aWarningItsUpdateAnUnrelatedCancelAndADuplicateAreOneAlert() {
        #expect(
            Self.events([
                Self.message("a"), Self.message("b", "Actual", "Update", references: ["a"]),
                Self.message("c", "Actual", "Cancel", references: ["x"]), Self.message("a"),
            ]) == ["Update b"])
    }

    @Test func aCancelAloneIsNoAlertAndEndsWhatItReferences() {
        #expect(Self.events([Self.message("c", "Actual", "Cancel", references: ["a"])]).isEmpty)
        #expect(
            Self.events([Self.message("a"), Self.message("c", "actual", "cancel", references: ["a"])]).isEmpty
        )
    }

    @Test(arguments: ["Test", "Exercise", "Draft", "System", "something else"])
    func onlyActualMessagesAreAlerts(status: String) {
        #expect(Self.events([Self.message("t", status)]).isEmpty)
    }

    @Test func aMessageThatDoesNotSayWhatItIsCountsAsOneInForce() {
        #expect(Self.events([Self.message(nil, ""), Self.message(nil, "")]) == ["Alert -", "Alert -"])
    }
}
