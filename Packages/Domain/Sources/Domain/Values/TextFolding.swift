extension String {
    /// The string with leading and trailing white space (spaces, tabs, line breaks) removed.
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        if let first = scalars.first, let last = scalars.last, !first.isWhitespace, !last.isWhitespace {
            return self
        }
        guard let first = scalars.firstIndex(where: { !$0.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The string in Unicode normalization form C, the one names are stored and sent in, so that an
    /// "é" typed as "e" and a combining accent is the same name as a precomposed "é".
    public var precomposed: String {
        // The standard library's NFC transform: public, though underscored.
        String(decoding: _nfcCodeUnits, as: UTF8.self)
    }

}

extension Unicode.Scalar {
    /// White space as Unicode defines it, without a property lookup for ASCII.
    fileprivate var isWhitespace: Bool {
        isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
