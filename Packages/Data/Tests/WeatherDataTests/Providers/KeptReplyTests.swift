import Foundation
import ProviderKit
import Testing

/// When a kept reply may stand for asking its service again.
struct KeptReplyTests {
    static let now = Date(timeIntervalSince1970: 1_795_591_200)

    static func reply(expires: Date?) -> KeptReply {
        KeptReply(
            url: "https://api.met.no/", body: Data("{}".utf8), expires: expires, lastModified: nil,
            keptAt: now)
    }

    @Test func aReplyIsReusableOnlyBeforeItExpires() {
        let expires = Self.now.addingTimeInterval(1_800)
        let reply = Self.reply(expires: expires)
        #expect(reply.isReusable(at: Self.now))
        #expect(reply.isReusable(at: expires.addingTimeInterval(-1)))
        #expect(!reply.isReusable(at: expires))
        #expect(!reply.isReusable(at: expires.addingTimeInterval(1)))
    }

    @Test func aReplyWhoseServiceNamedNoExpiryIsNeverReused() {
        #expect(!Self.reply(expires: nil).isReusable(at: Self.now))
        #expect(!Self.reply(expires: nil).isReusable(at: .distantPast))
    }
}
