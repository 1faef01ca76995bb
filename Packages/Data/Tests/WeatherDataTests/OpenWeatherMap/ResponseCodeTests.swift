import Foundation
import Testing

@testable import WeatherData

struct ResponseCodeTests {
    @Test func codAsIntegerOrStringDecodesToTheSameNumber() throws {
        let number = try JSONDecoder().decode(ErrorDTO.self, from: Data(JSONFixtures.rejectedKey.utf8))
        let string = try JSONDecoder().decode(ErrorDTO.self, from: Data(JSONFixtures.cityNotFound.utf8))

        #expect(number.cod?.value == 401)
        #expect(string.cod?.value == 404)
        #expect(string.cod?.text == "404")
        #expect(string.message == "city not found")
    }

    @Test func aNonNumericStringIsKeptAsText() throws {
        let dto = try JSONDecoder().decode(ErrorDTO.self, from: Data(#"{"cod":"abc"}"#.utf8))
        #expect(dto.cod?.value == nil)
        #expect(dto.cod?.text == "abc")
    }
}
