import Domain
import Foundation
import Testing

@testable import Presentation

struct ReportJSONTests {
    @Test func fallbackPlaceCarriesItsOriginReasonAndValuesToTheirUnitsPrecision() throws {
        let text = try ReportJSON.place(.zurich, display: .stub(units: .imperial)).text()
        let place = try JSONObject.dictionary(text)
        let weather = try #require(place["weather"] as? [String: Any])
        let temperature = try #require(weather["temperature"] as? [String: Any])
        let rain = try #require(weather["rainLastHour"] as? [String: Any])

        #expect(place["name"] as? String == "Zürich")
        #expect(place["region"] as? String == "Zurich")
        #expect(place["source"] as? String == "fallback")
        #expect(place["fallbackReason"] as? String == "the network is unreachable")
        #expect(place["stale"] as? Bool == true)
        #expect(place["ageSeconds"] as? Int == 345_600)
        #expect(place["fetchedAt"] as? String == "2024-04-27T12:00:00Z")
        #expect(temperature["unit"] as? String == "°F")
        #expect(rain["unit"] as? String == "in")
        // Compared as text: the encoder writes the shortest exact form, which a parser may not read back exactly.
        // 31 °C is 87.8 °F, not 87.80000000000001; 0.25 mm is 0.0098 in, which reads back as 0.25 mm.
        #expect(text.contains("\"value\" : 87.8\n"))
        #expect(text.contains("\"value\" : 0.0098\n"))
    }

    @Test func absentValuesAreNullNotMissing() throws {
        let text = try ReportJSON.place(.madrid, display: .stub()).text()
        let place = try JSONObject.dictionary(text)
        let weather = try #require(place["weather"] as? [String: Any])

        for key in [
            "windGust", "windDirection", "clouds", "visibility", "rainLastHour", "snowLastHour", "condition",
            "sunrise", "sunset",
        ] {
            #expect(weather[key] is NSNull, "\(key) should be null")
        }
        #expect(place["region"] is NSNull)
        #expect(place["fallbackReason"] as? String == "the weather service did not answer in time")
    }

    @Test func anEmptyListIsCompact() throws {
        #expect(
            try ReportJSON.list([], display: .stub()).text()
                == "{\n  \"places\" : [],\n  \"unitSymbols\" : {\n    \"distance\" : \"km\",\n    \"precipitation\" : \"mm\",\n    \"pressure\" : \"hPa\",\n    \"temperature\" : \"°C\",\n    \"wind\" : \"m/s\"\n  },\n  \"units\" : \"metric\"\n}\n"
        )
    }

    @Test func escapesControlCharacters() throws {
        let report = WeatherReport.stub(place: .stub(name: "Bad\u{1B}Name"))

        let text = try ReportJSON.place(report, display: .stub()).text()

        #expect(!text.contains("\u{1B}"))
        #expect(try JSONObject.dictionary(text)["name"] as? String == "Bad\u{1B}Name")
    }
}
