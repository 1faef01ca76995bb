import Foundation
import Testing

/// Offline, a message names the kind of data that is missing, never "weather" when the weather is kept
/// and only the forecast, the air quality, the normals or the alerts are not.
@Suite(.serialized) struct OfflineMessageTests {
    @Test(arguments: [
        ("forecast", "There is no cached forecast"), ("air", "There is no cached air quality"),
        ("normals", "There are no cached 1991–2020 normals"), ("alerts", "There are no cached alerts"),
    ])
    func whatIsMissingOfflineIsNamed(command: String, missing: String) async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { _, url in
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                sandbox.environment["WXAPP_OPENMETEO_URL"] = url
                #expect(try await sandbox.wxapp("add", "Denver,US").exitCode == 0)

                let result = try await sandbox.wxapp(command, "Denver", "--offline")

                #expect(result.exitCode == 69, "\(result)")
                #expect(
                    result.stderr
                        == "wxapp: \(missing) for \"Denver, US\" to show offline. Run the command again without "
                        + "--offline to fetch it.\n", "\(result)")
                let show = try await sandbox.wxapp("show", "Denver", "--offline")
                #expect(show.exitCode == 0, "the weather is kept: \(show)")
            }
        }
    }
}
