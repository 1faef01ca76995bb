/// Why bytes are not JSON: the byte offset where reading stopped.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let offset: Int
}

/// Parses JSON text (RFC 8259, UTF-8) into `JSONNode`s in one pass over the bytes.
///
/// Decoding countries.json with `JSONDecoder` took 6.5 ms of a 7 ms catalog load, most of it in the
/// `Decodable` machinery; this reader does the same file in a fraction of a millisecond.
public struct JSONReader {
    /// Deeper nesting is refused rather than risking the stack.
    public static let maximumDepth = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The one value `bytes` hold, with nothing but white space around it.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes)
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.failure }
        return value
    }

    /// The one value `bytes` hold.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONNode in try parse(buffer)
        }
    }

    private var failure: JSONSyntaxError { JSONSyntaxError(offset: position) }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws(JSONSyntaxError) {
        guard current == byte else { throw failure }
        position += 1
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"): return try nested { (reader) throws(JSONSyntaxError) in try reader.object() }
        case UInt8(ascii: "["): return try nested { (reader) throws(JSONSyntaxError) in try reader.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func nested(_ body: (inout JSONReader) throws(JSONSyntaxError) -> JSONNode)
        throws(JSONSyntaxError) -> JSONNode
    {
        guard depth < Self.maximumDepth else { throw failure }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONNode {
        try expect(UInt8(ascii: "{"))
        var members: [(key: String, value: JSONNode)] = []
        members.reserveCapacity(8)
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            members.append((key, try value()))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return .object(members)
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONNode {
        try expect(UInt8(ascii: "["))
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return .array(elements)
        }
    }

    private mutating func literal(_ word: StaticString, _ node: JSONNode) throws(JSONSyntaxError) -> JSONNode
    {
        for index in 0..<word.utf8CodeUnitCount {
            try expect(word.utf8Start[index])
        }
        return node
    }

    /// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            position += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite
        else { throw JSONSyntaxError(offset: start) }
        return value
    }

    private mutating func digits() throws(JSONSyntaxError) {
        let start = position
        while let byte = current, (0x30...0x39).contains(byte) { position += 1 }
        guard position > start else { throw failure }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        // Most strings have no escape: their bytes are the string.
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { throw failure }
            position += 1
        }
        var scalars = String.UnicodeScalarView()
        var text = String(decoding: bytes[start..<position], as: UTF8.self)
        while current == UInt8(ascii: "\\") {
            position += 1
            scalars.append(try escaped())
            let run = position
            while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                guard byte >= 0x20 else { throw failure }
                position += 1
            }
            text += String(scalars) + String(decoding: bytes[run..<position], as: UTF8.self)
            scalars = String.UnicodeScalarView()
        }
        try expect(UInt8(ascii: "\""))
        return text
    }

    private mutating func escaped() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw failure }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit), current == UInt8(ascii: "\\") {
                position += 1
                try expect(UInt8(ascii: "u"))
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw failure }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            // A lone surrogate is no character.
            guard let scalar = Unicode.Scalar(unit) else { throw failure }
            return scalar
        default:
            throw JSONSyntaxError(offset: position - 1)
        }
    }

    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure }
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw failure
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
