import FlyingFox
import Foundation
import LoopbackSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The fake server and the runner themselves, so that a failing end-to-end test points at wxapp, not at them.
@Suite struct HarnessTests {
    private func get(_ url: String) async throws -> (status: Int, headers: [AnyHashable: Any], body: String) {
        var request = URLRequest(url: try #require(URL(string: url)))
        // Patient: the whole suite runs alongside, and two cores can keep the fake waiting for seconds.
        request.timeoutInterval = 60
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.allHeaderFields, String(decoding: data, as: UTF8.self))
    }

    @Test func theFakeAnswersByCoordinatesAndChecksTheKey() async throws {
        let server = try FakeOpenWeatherMap()
        let base = try await server.start()
        #expect(base.hasPrefix("http://127.0.0.1:"))
        let key = FakeOpenWeatherMap.validAPIKey

        let tokyo = try await get(
            "\(base)/data/2.5/weather?lat=35.6895&lon=139.6917&units=standard&appid=\(key)")
        #expect(tokyo.status == 200)
        #expect(tokyo.body.contains(#""name":"Shuzenji""#) && tokyo.body.contains(#""temp":293.15"#))
        let elsewhere = try await get(
            "\(base)/data/2.5/weather?lat=-33.9&lon=18.4&units=standard&appid=\(key)")
        #expect(elsewhere.body.contains(#""name":"Somewhere""#))
        let london = try await get("\(base)/geo/1.0/direct?q=London&limit=5&appid=\(key)")
        #expect(london.body.contains("GB") && london.body.contains("CA"))
        #expect(london.body.range(of: "GB")!.lowerBound < london.body.range(of: "\"CA\"")!.lowerBound)
        let unknown = try await get("\(base)/geo/1.0/direct?q=Atlantis&limit=5&appid=\(key)")
        #expect(unknown.body == "[]")
        let wrongKey = try await get("\(base)/data/2.5/weather?lat=1&lon=2&units=standard&appid=nope")
        #expect(wrongKey.status == 401 && wrongKey.body.contains("Invalid API key"))

        #expect(await server.requests.count == 5)
        #expect(await server.requests(to: .weather).last?.query["appid"] == "nope")
        #expect(await server.violations.isEmpty)
        await server.stop()
    }

    @Test func faultsAndViolationsAreServedAndRecorded() async throws {
        let server = try FakeOpenWeatherMap()
        let base = try await server.start()
        let weather =
            "\(base)/data/2.5/weather?lat=1&lon=2&units=standard&appid=\(FakeOpenWeatherMap.validAPIKey)"

        await server.setFault(.rateLimited, for: .weather)
        let limited = try await get(weather)
        #expect(limited.status == 429)
        #expect(limited.headers["Retry-After"] as? String == "30")
        await server.setFault(nil, for: .weather)
        await server.setFault(.emptyWeatherArray)
        #expect(try await get(weather).body.contains(#""weather":[]"#))
        await server.setFault(nil)

        let withUnits = try await get(
            weather.replacingOccurrences(of: "units=standard", with: "units=metric"))
        #expect(withUnits.status == 400)
        #expect(await server.violations.count == 1)
        await server.stop()
    }

    /// The tests beside a fake hold the shared pool's threads at times for seconds (two of them here):
    /// a fake that needed one would keep the binary waiting until its timeout.
    @Test func aFakeAnswersWhileEveryThreadOfTheSharedPoolIsHeld() async throws {
        let server = try FakeOpenWeatherMap()
        let base = try await server.start()
        let port = try #require(URL(string: base)?.port.map(UInt16.init))
        let target =
            "/data/2.5/weather?lat=35.6895&lon=139.6917&units=standard&appid=\(FakeOpenWeatherMap.validAPIKey)"

        let reply = await SharedPool.whileHeld { LoopbackPort.get(target, port: port) }

        await server.stop()
        let answer = try #require(reply, "no answer within 60 s while the pool was held")
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(answer)")
        #expect(answer.contains(#""name":"Shuzenji""#), "\(answer)")
    }

    /// A fake stopped twice (by its test, then by the helper that started it) leaves every other alone,
    /// though the number of its closed socket may be another's by then.
    @Test func aSecondStopLeavesAnotherServerListening() async throws {
        let first = try LoopbackHTTPServer()
        try await first.start { _ in HTTPResponse(statusCode: .ok) }
        await first.stop()
        let second = try LoopbackHTTPServer()
        try await second.start { _ in HTTPResponse(statusCode: .ok, body: Data("second".utf8)) }

        await first.stop()

        let reply = LoopbackPort.get("/anything", port: second.port)
        await second.stop()
        #expect(reply?.hasSuffix("\r\n\r\nsecond") == true, "\(String(describing: reply))")
    }

    /// Each request names the connection it came on, as fakes that count connections read it: requests on
    /// one connection share it, two connections do not.
    @Test func aRequestNamesItsConnection() async throws {
        let server = try LoopbackHTTPServer()
        try await server.start { request in
            HTTPResponse(
                statusCode: .ok, body: Data("[\(request.remoteAddress.map { "\($0)" } ?? "none")]".utf8))
        }
        let port = server.port
        let (one, other) = await SharedPool.whileHeld {
            (LoopbackPort.get(["/a", "/b"], port: port), LoopbackPort.get("/c", port: port))
        }
        await server.stop()
        let peers = [one, other].compactMap { $0 }.flatMap { reply in
            reply.matches(of: #/\[([^\]]*)\]/#).map { String($0.output.1) }
        }
        #expect(peers.count == 3 && !peers.contains("none"), "\(peers)")
        #expect(peers[0] == peers[1] && peers[1] != peers[2], "\(peers)")
    }

    @Test func aStoppedFakeRefusesConnections() async throws {
        let server = try FakeOpenWeatherMap()
        let base = try await server.start()
        let port = try #require(URL(string: base)?.port.map(UInt16.init))
        await server.stop()
        // A process spawned by another test at this moment holds a copy of the socket until its program
        // starts; with none being spawned, no copy is left.
        let accepted = SpawnGate.withNoSpawning { LoopbackPort.accepts(port) }
        #expect(!accepted, "the very first connection after stop is refused")
        await #expect(throws: (any Error).self) {
            _ = try await get("\(base)/data/2.5/weather?lat=1&lon=2&appid=x")
        }
    }

    @Test func theRunnerCapturesBothStreamsAndTheExitCode() async throws {
        let runner = WxappRunner(
            binary: URL(fileURLWithPath: "/bin/sh"), environment: ["PATH": "/usr/bin:/bin"],
            workingDirectory: FileManager.default.temporaryDirectory)
        let result = try await runner.run(["-c", "echo out; echo err >&2; exit 3"])
        #expect(result.stdout == "out\n" && result.stderr == "err\n" && result.exitCode == 3)
    }

    @Test func theRunnerKillsAHungProcess() async throws {
        let runner = WxappRunner(
            binary: URL(fileURLWithPath: "/bin/sleep"), environment: [:],
            workingDirectory: FileManager.default.temporaryDirectory)
        let failure = await #expect(throws: WxappRunner.Failure.self) {
            _ = try await runner.run(["30"], timeout: .seconds(1))
        }

        // A sleeper left to finish would exit 0; a killed one ends on a signal, however busy the machine.
        guard case .timedOut(_, let partial) = failure else {
            Issue.record("expected a time-out, got \(String(describing: failure))")
            return
        }
        #expect(partial.signalled, "the runner waited for the sleeper instead of killing it")
    }

    @Test func everyRunIsCheckedForALeakedKeyAndColour() async throws {
        try await Sandbox.run(binary: URL(fileURLWithPath: "/bin/sh")) { sandbox in
            await withKnownIssue {
                try await sandbox.wxapp("-c", #"echo "key=$OPENWEATHER_API_KEY""#)
            }
            await withKnownIssue {
                try await sandbox.wxapp("-c", #"printf '\033[31mred\033[0m\n' >&2"#)
            }
            let clean = try await sandbox.wxapp(
                "-c", #"echo "$WXAPP_OPENWEATHER_URL $WXAPP_HTTP_TIMEOUT $NO_COLOR""#)
            #expect(clean.stdout == "\(sandbox.baseURL) \(Sandbox.patientTimeout) 1\n")
        }
    }
}
