import Foundation
import Testing

/// wxapp on a machine without libcurl: every copy of it is hidden behind an empty file in a mount namespace
/// of the test's own (`unshare --mount`, as root), so the real binary's `dlopen` fails as it would there.
@Suite(.serialized) struct MissingLibcurlTests {
    /// Hides each libcurl the dynamic loader knows of, then runs the rest of the command line.
    /// The loader's cache may still list a library that was removed since; only what exists is hidden.
    private static let hideLibcurl = """
        hidden=0
        for library in $(/sbin/ldconfig -p | grep -o '/[^ ]*libcurl[^ ]*' | sort -u); do
            [ -e "$library" ] || continue
            mount --bind /dev/null "$(readlink -f "$library")" || exit 90
            hidden=$((hidden + 1))
        done
        [ "$hidden" -gt 0 ] || exit 90
        exec "$@"
        """

    /// Runs wxapp with `arguments` where no libcurl can be loaded.
    private static func withoutLibcurl(_ sandbox: Sandbox, _ arguments: String...) async throws -> WxappResult
    {
        let runner = WxappRunner(
            binary: URL(fileURLWithPath: "/usr/bin/unshare"), environment: sandbox.environment,
            workingDirectory: sandbox.directory)
        let result = try await runner.run(
            ["--mount", "/bin/sh", "-c", hideLibcurl, "sh", try WxappRunner.locateWxapp().path] + arguments,
            timeout: .seconds(20))
        try #require(result.exitCode != 90, "libcurl could not be hidden: \(result)")
        try #require(
            !result.stderr.contains("unshare:"), "this test needs root and unshare (util-linux): \(result)")
        return result
    }

    @Test func aCommandThatNeedsTheNetworkNamesThePackageAndExits69() async throws {
        try await Sandbox.run { sandbox in
            let add = try await Self.withoutLibcurl(sandbox, "add", "Japan")
            #expect(add.exitCode == 69, "\(add)")
            #expect(
                add.stderr == "wxapp: wxapp needs libcurl to reach the network and could not load it; "
                    + "install the libcurl4 package (apt-get install libcurl4).\n", "\(add)")
            #expect(await sandbox.server.requests.isEmpty)
        }
    }

    @Test func cachedCommandsWorkAndAStaleListFallsBackWithANotice() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Paris,FR").exitCode == 0)

            let show = try await Self.withoutLibcurl(sandbox, "show", "Tokyo", "--offline")
            #expect(show.exitCode == 0 && show.stdout.contains("Tokyo"), "\(show)")
            let list = try await Self.withoutLibcurl(sandbox, "list")
            #expect(list.exitCode == 0 && list.stderr.isEmpty, "fresh places need no network: \(list)")

            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            let stale = try await Self.withoutLibcurl(sandbox, "list")
            #expect(stale.exitCode == 0, "\(stale)")
            #expect(
                stale.stderr.contains("libcurl, which wxapp needs for the network, is not installed"),
                "\(stale)")
            #expect(stale.stdout.contains("Tokyo") && stale.stdout.contains("Paris"), "\(stale)")
        }
    }
}
