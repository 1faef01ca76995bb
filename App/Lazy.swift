import Domain
import Synchronization

/// A value built on first use and kept; a failed build is retried on the next use.
final class Lazy<Value: Sendable>: Sendable {
    private let make: @Sendable () throws(WeatherError) -> Value
    private let value = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () throws(WeatherError) -> Value) {
        self.make = make
    }

    func get() throws(WeatherError) -> Value {
        try value.withLock { (stored: inout Value?) throws(WeatherError) -> Value in
            if let stored { return stored }
            let built = try make()
            stored = built
            return built
        }
    }
}
