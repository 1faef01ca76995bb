import Domain

extension GazetteerRecord {
    /// The coordinates on a city line, read in one pass without the rest of it and equal to those
    /// `city(from:)` reads; nil when they are not plain decimals ("-46.63611") of a valid point, for
    /// `city(from:)` to judge.
    static func coordinates<Line: Collection<UInt8>>(from line: Line) -> Coordinates? {
        var fields = line[...]
        for _ in 0..<latitudeField {
            guard let tab = fields.firstIndex(of: 0x09) else { return nil }
            fields = fields[fields.index(after: tab)...]
        }
        guard let latitude = PlainDecimal.value(before: 0x09, in: &fields),
            let longitude = PlainDecimal.value(before: 0x09, in: &fields)
        else { return nil }
        return Coordinates(latitude: latitude, longitude: longitude)
    }
}

/// A number written as "-", digits, "." and digits, 15 digits at most, read byte by byte.
///
/// Its digits make a whole number that a Double holds exactly, so that dividing it by an exact power of
/// ten rounds once, to the value `Double(String)` gives.
private struct PlainDecimal {
    private var digits: Int64 = 0
    private var digitCount = 0
    /// -1 before the point.
    private var fractionDigitCount = -1
    private var isNegative = false

    /// The number at the start of `bytes` up to `separator`, which `bytes` is then moved past; nil when
    /// something else comes first.
    static func value<Bytes: Collection<UInt8>>(before separator: UInt8, in bytes: inout Bytes) -> Double?
    where Bytes.SubSequence == Bytes {
        var number = PlainDecimal()
        while let byte = bytes.popFirst() {
            if byte == separator { return number.value }
            guard number.append(byte) else { return nil }
        }
        return nil
    }

    /// Adds `byte` to the number; false when it cannot come next.
    mutating func append(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9") where digitCount < 15:
            digits = digits &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
            digitCount &+= 1
            if fractionDigitCount >= 0 { fractionDigitCount &+= 1 }
        case UInt8(ascii: ".") where fractionDigitCount < 0:
            fractionDigitCount = 0
        case UInt8(ascii: "-") where digitCount == 0 && fractionDigitCount < 0 && !isNegative:
            isNegative = true
        default:
            return false
        }
        return true
    }

    /// Nil without a digit.
    var value: Double? {
        guard digitCount > 0 else { return nil }
        let magnitude = Double(digits) / Self.powerOfTen(max(fractionDigitCount, 0))
        return isNegative ? -magnitude : magnitude
    }

    /// 10 to the `power` (at most 15), exactly.
    private static func powerOfTen(_ power: Int) -> Double {
        switch power {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        default: 1e8 * powerOfTen(power - 8)
        }
    }
}
