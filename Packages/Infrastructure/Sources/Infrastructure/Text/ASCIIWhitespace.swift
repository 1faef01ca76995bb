extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks: the white space of HTTP
    /// headers and environment values.
    func trimmingASCIIWhitespace() -> String {
        let isWhitespace: (Character) -> Bool = { " \t\r\n".contains($0) }
        guard let first = firstIndex(where: { !isWhitespace($0) }),
            let last = lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
