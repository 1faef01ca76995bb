import FlyingFox
import FlyingSocks
import Foundation

extension FakeOpenWeatherMap {
    /// The reply for the faults that change the normal body, or nil for the others.
    static func specialReply(_ reply: ServerFault.Reply, to request: RecordedRequest, serial: Int) throws
        -> HTTPResponse?
    {
        let lat = request.query["lat"].flatMap(Double.init) ?? 0
        let lon = request.query["lon"].flatMap(Double.init) ?? 0
        let fixture = WeatherFixture.nearest(latitude: lat, longitude: lon)
        switch reply {
        case .largeBody(let bytes):
            var body = try encoded(CurrentWeatherBody(fixture, latitude: lat, longitude: lon))
            body.append(Data(repeating: 0x20, count: max(0, bytes - body.count)))
            return HTTPResponse(statusCode: .ok, headers: jsonHeaders, body: body)
        case .cutOffMidBody:
            let body = try encoded(CurrentWeatherBody(fixture, latitude: lat, longitude: lon))
            let sequence = HTTPBodySequence(
                from: CutOffBytes(bytes: Array(body), sent: body.count / 2), count: body.count)
            return HTTPResponse(statusCode: .ok, headers: jsonHeaders, body: sequence)
        case .stamped:
            let body = try encoded(
                CurrentWeatherBody(fixture.stamped(serial), latitude: lat, longitude: lon))
            return HTTPResponse(statusCode: .ok, headers: jsonHeaders, body: body)
        case .normal, .emptyWeatherArray, .fixed:
            return nil
        }
    }

    private static var jsonHeaders: HTTPHeaders {
        var headers = HTTPHeaders()
        headers[HTTPHeader("Content-Type")] = "application/json; charset=utf-8"
        return headers
    }

    private static func encoded(_ body: CurrentWeatherBody) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(body)
    }
}

extension ServerFault {
    /// What is left of the fault after one request met it: nil once its `times` are used up.
    var afterOneUse: ServerFault? {
        guard let times else { return self }
        return times > 1 ? ServerFault(reply: reply, answers: answers, times: times - 1) : nil
    }
}

/// The first `sent` bytes of a body, then a failure that makes the server close the connection.
struct CutOffBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let bytes: [UInt8]
    let sent: Int

    struct ConnectionCut: Error {}

    func makeAsyncIterator() -> Iterator { Iterator(bytes: bytes[..<sent]) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var bytes: ArraySlice<UInt8>

        mutating func next() async throws -> UInt8? {
            guard let byte = bytes.popFirst() else { throw ConnectionCut() }
            return byte
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            guard !bytes.isEmpty else { throw ConnectionCut() }
            let chunk = bytes.prefix(count)
            bytes = bytes.dropFirst(chunk.count)
            return chunk
        }
    }
}
