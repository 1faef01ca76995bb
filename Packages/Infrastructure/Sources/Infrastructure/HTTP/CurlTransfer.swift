import CCurlShim
import FoundationEssentials
import Synchronization

/// The state of one libcurl transfer: what has arrived so far, and whether to stop it.
final class CurlTransfer: Sendable {
    private struct State {
        var statusLine = ""
        var redirected = false
        var headers: [String: String] = [:]
        var body = Data()
        var tooLarge = false
        var cancelled = false
    }

    let maximumBodyBytes: Int
    private let state = Mutex(State())

    init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    var isTooLarge: Bool { state.withLock { $0.tooLarge } }
    var isCancelled: Bool { state.withLock { $0.cancelled } }
    /// True once a reply of status 3xx arrived: a failure after it is one of following its redirect.
    var wasRedirected: Bool { state.withLock { $0.redirected } }

    func cancel() {
        state.withLock { $0.cancelled = true }
    }

    func response(status: Int) -> HTTPResponse {
        state.withLock { HTTPResponse(statusCode: status, headers: $0.headers, body: $0.body) }
    }

    /// Takes one header line; a new status line (after a redirect) starts the headers afresh. False aborts.
    func receiveHeader(_ line: String) -> Bool {
        state.withLock { state in
            let trimmed = line.trimmingASCIIWhitespace()
            if trimmed.hasPrefix("HTTP/") {
                state.statusLine = trimmed
                if trimmed.split(separator: " ").dropFirst().first?.hasPrefix("3") == true {
                    state.redirected = true
                }
                state.headers = [:]
                return true
            }
            guard let colon = trimmed.firstIndex(of: ":") else { return true }
            let name = trimmed[..<colon].trimmingASCIIWhitespace().lowercased()
            let value = trimmed[trimmed.index(after: colon)...].trimmingASCIIWhitespace()
            state.headers[name] = value
            if name == "content-length", let length = Int(value), length > maximumBodyBytes {
                state.tooLarge = true
                return false
            }
            return true
        }
    }

    /// Appends body bytes unless they pass the limit. False aborts.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        state.withLock { state in
            guard state.body.count + bytes.count <= maximumBodyBytes else {
                state.tooLarge = true
                return false
            }
            state.body.append(contentsOf: bytes)
            return true
        }
    }
}

extension CurlTransfer {
    /// The C callbacks, which find their transfer through the context pointer.
    static let onHeader: wx_curl_chunk_handler = { bytes, length, context in
        guard let bytes, let context else { return 1 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
        return transfer.receiveHeader(line) ? 0 : 1
    }

    static let onBody: wx_curl_chunk_handler = { bytes, length, context in
        guard let context else { return 1 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        return transfer.receiveBody(UnsafeRawBufferPointer(start: bytes, count: length)) ? 0 : 1
    }

    static let shouldAbort: wx_curl_abort_check = { context in
        guard let context else { return 1 }
        return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
    }
}
