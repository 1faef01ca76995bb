import Foundation

/// `wxapp forecast --format json`, decoded strictly: a wrong type or a missing member fails the test.
struct ForecastDocument: Decodable, Equatable {
    struct Day: Decodable, Equatable {
        let date: String
        let minimum: ReportDocument.Value
        let maximum: ReportDocument.Value
        let precipitationProbability: ReportDocument.Value?
        let rain: ReportDocument.Value
        let snow: ReportDocument.Value
        let steps: Int
    }

    struct Entry: Decodable, Equatable {
        let time: String
        let temperature: ReportDocument.Value
        let precipitationProbability: ReportDocument.Value?
        let rain: ReportDocument.Value?
    }

    let name: String
    let country: String
    let fetchedAt: String
    let ageSeconds: Double
    let stale: Bool
    let source: String
    let fallbackReason: String?
    let units: String
    let utcOffsetSeconds: Int
    let days: [Day]
    let entries: [Entry]

    static func decode(_ text: String) throws -> ForecastDocument {
        try JSONDecoder().decode(ForecastDocument.self, from: Data(text.utf8))
    }

    /// The documents of several places, `{"places": […]}`.
    static func several(_ text: String) throws -> [ForecastDocument] {
        struct Several: Decodable { let places: [ForecastDocument] }
        return try JSONDecoder().decode(Several.self, from: Data(text.utf8)).places
    }

    /// The document without what changes from one run to the next of the same cached forecast.
    var withoutFreshness: ForecastDocument {
        ForecastDocument(
            name: name, country: country, fetchedAt: fetchedAt, ageSeconds: 0, stale: false, source: "",
            fallbackReason: nil, units: units, utcOffsetSeconds: utcOffsetSeconds, days: days,
            entries: entries)
    }

    /// "2024-05-01": the calendar day at a place `utcOffsetSeconds` east of UTC.
    static func localDate(_ date: Date, utcOffsetSeconds: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: utcOffsetSeconds)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
