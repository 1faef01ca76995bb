/// A value that makes copies of itself with one property changed, also a property only it may set.
protocol Amendable {}

extension Amendable {
    /// This value with the property at `path` set to `value`.
    func amended<Value>(_ path: WritableKeyPath<Self, Value>, to value: Value) -> Self {
        var copy = self
        copy[keyPath: path] = value
        return copy
    }
}
