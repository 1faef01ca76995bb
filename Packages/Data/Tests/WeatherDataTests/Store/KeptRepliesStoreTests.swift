import Domain
import Foundation
import ProviderKit
import Testing

@testable import WeatherData

/// The replies services ask to be reused, kept in a real SQLite file through the one seam every kind is
/// kept through: by URL, replaced when kept again, and forgotten a day after they expire.
struct KeptRepliesStoreTests {
    static let url = "https://api.met.no/weatherapi/locationforecast/2.0/complete?lat=59.9139&lon=10.7522"
    static let now = Date(timeIntervalSince1970: 1_795_591_200)

    static func reply(_ body: String, url: String = url, expires: Date?, keptAt: Date = now) -> KeptReply {
        KeptReply(
            url: url, body: Data(body.utf8), expires: expires, lastModified: "Wed, 25 Nov 2026 06:40:00 GMT",
            keptAt: keptAt)
    }

    @Test func aReplyReadsBackAsKeptAndAKeptAgainReplacesIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let replies = try SQLiteWeatherStore(path: folder.database).keptReplies
        let first = Self.reply("first", expires: Self.now.addingTimeInterval(1_800))
        try await replies.keep(first)
        #expect(try await replies.copy(Self.url) == first)
        #expect(try await replies.copy(Self.url + "&altitude=11") == nil)

        let second = Self.reply("second", expires: nil, keptAt: Self.now.addingTimeInterval(60))
        try await replies.keep(second)
        // Read again from the file by another store, as the next run reads it.
        let reopened = try SQLiteWeatherStore(path: folder.database).keptReplies
        #expect(try await reopened.copy(Self.url) == second)
    }

    /// Each reply is kept two days before the one whose keeping forgets them, so that no keep but that one
    /// prunes them: a reply is forgotten when it expired more than a day before, or (with no expiry) was
    /// kept more than a day before; one kept long ago that has not expired stays.
    @Test func keepingAReplyForgetsThoseExpiredMoreThanADayBefore() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let replies = try SQLiteWeatherStore(path: folder.database).keptReplies
        let day = SQLiteWeatherStore.expiredReplyLifetime
        let earlier = Self.now.addingTimeInterval(-2 * day)
        func reply(_ name: String, expires: Date?) -> KeptReply {
            Self.reply(name, url: Self.url + "&" + name, expires: expires, keptAt: earlier)
        }
        let kept = [
            reply("lapsed", expires: Self.now.addingTimeInterval(-day - 1)),
            reply("boundary", expires: Self.now.addingTimeInterval(-day)),
            reply("recent", expires: Self.now.addingTimeInterval(-day + 1)),
            reply("undated", expires: nil),
            reply("lasting", expires: Self.now.addingTimeInterval(day)),
        ]
        for reply in kept { try await replies.keep(reply) }
        for reply in kept { #expect(try await replies.copy(reply.url) == reply) }

        try await replies.keep(Self.reply("new", expires: Self.now.addingTimeInterval(1_800)))

        var left: [String] = []
        for reply in kept where try await replies.copy(reply.url) == reply {
            left.append(String(decoding: reply.body, as: UTF8.self))
        }
        #expect(left == ["boundary", "recent", "lasting"])
    }
}
