import Domain
import FoundationEssentials
import Infrastructure
import ProviderKit
import Providers

/// Where the outcome of each provider's last request is kept.
public protocol ProviderCheckStore: Sendable {
    func providerChecks() async throws(WeatherError) -> [ProviderCheck]
    func record(_ check: ProviderCheck) async throws(WeatherError)
}

extension SQLiteWeatherStore: ProviderCheckStore {
    /// How long an expired reply is kept for revalidation before it is forgotten.
    static let expiredReplyLifetime: TimeInterval = 86_400

    /// The replies services asked to be reused, as providers keep them.
    public nonisolated var keptReplies: KeptReplies {
        KeptReplies(
            copy: { url throws(WeatherError) in try await self.keptReply(for: url) },
            keep: { reply throws(WeatherError) in try await self.keep(reply) })
    }

    private func keptReply(for url: String) throws(WeatherError) -> KeptReply? {
        try read { database in
            guard let row = try database.query("SELECT * FROM kept_reply WHERE url = ?", [.text(url)]).first,
                let body = row.blob("body"), let keptAt = row.double("kept_at")
            else { return nil }
            return KeptReply(
                url: url, body: Data(body),
                expires: row.double("expires").map(Date.init(timeIntervalSince1970:)),
                lastModified: row.string("last_modified"), keptAt: Date(timeIntervalSince1970: keptAt))
        }
    }

    private func keep(_ reply: KeptReply) throws(WeatherError) {
        try write { database in
            try database.run(
                "INSERT OR REPLACE INTO kept_reply (url, body, expires, last_modified, kept_at) VALUES (?, ?, ?, ?, ?)",
                [
                    .text(reply.url), .blob(Array(reply.body)),
                    reply.expires.map { .real($0.timeIntervalSince1970) } ?? .null,
                    reply.lastModified.map(SQLiteValue.text) ?? .null,
                    .real(reply.keptAt.timeIntervalSince1970),
                ])
            try database.run(
                "DELETE FROM kept_reply WHERE coalesce(expires, kept_at) < ?",
                [.real(reply.keptAt.timeIntervalSince1970 - Self.expiredReplyLifetime)])
        }
    }

    /// The first schema version with `provider_check` (migration 10); later migrations keep it.
    static let providerCheckSchemaVersion = 10

    public func providerChecks() throws(WeatherError) -> [ProviderCheck] {
        try read { database in try Self.providerChecks(in: database) }
    }

    /// The rows of `provider_check` in `database`; a row of a provider this wxapp does not know is skipped.
    static func providerChecks(in database: SQLiteDatabase) throws -> [ProviderCheck] {
        try database.query("SELECT * FROM provider_check ORDER BY provider").compactMap { row in
            guard let name = row.string("provider"), let provider = ProviderRegistry.provider(id: name),
                let checkedAt = row.double("checked_at")
            else { return nil }
            return ProviderCheck(
                provider: provider, checkedAt: Date(timeIntervalSince1970: checkedAt),
                failure: row.string("failure"))
        }
    }

    public func record(_ check: ProviderCheck) throws(WeatherError) {
        try write { database in
            try database.run(
                "INSERT OR REPLACE INTO provider_check (provider, checked_at, failure) VALUES (?, ?, ?)",
                [
                    .text(check.provider.id), .real(check.checkedAt.timeIntervalSince1970),
                    check.failure.map(SQLiteValue.text) ?? .null,
                ])
        }
    }
}
