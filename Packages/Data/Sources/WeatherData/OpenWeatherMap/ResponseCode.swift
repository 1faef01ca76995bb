/// OpenWeatherMap's `cod` field, an integer in some bodies and a string in others.
struct ResponseCode: Decodable, Sendable, Equatable {
    let value: Int?
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
            text = String(number)
        } else {
            let string = try container.decode(String.self)
            value = Int(string)
            text = string
        }
    }
}
