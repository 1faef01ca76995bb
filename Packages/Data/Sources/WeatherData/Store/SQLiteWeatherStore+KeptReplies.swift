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

extension SQLiteWeatherStore: KeptReplyStore, ProviderCheckStore {
    /// How long an expired reply is kept for revalidation before it is forgotten.
    static let expiredReplyLifetime: TimeInterval = 86_400

    public func keptReply(for url: String) throws(WeatherError) -> KeptReply? {
        try read { database in
            guard let row = try database.query("SELECT * FROM kept_reply WHERE url = ?", [.text(url)]).first,
                let body = row.blob("body")
            else { return nil }
            return KeptReply(
                body: Data(body), expires: row.double("expires").map(Date.init(timeIntervalSince1970:)),
                lastModified: row.string("last_modified"),
                keptAt: row.double("kept_at").map(Date.init(timeIntervalSince1970:)))
        }
    }

    public func keep(_ reply: KeptReply, for url: String, now: Date) throws(WeatherError) {
        try write { database in
            try database.run(
                "INSERT OR REPLACE INTO kept_reply (url, body, expires, last_modified, kept_at) VALUES (?, ?, ?, ?, ?)",
                [
                    .text(url), .blob(Array(reply.body)),
                    reply.expires.map { .real($0.timeIntervalSince1970) } ?? .null,
                    reply.lastModified.map(SQLiteValue.text) ?? .null, .real(now.timeIntervalSince1970),
                ])
            try database.run(
                "DELETE FROM kept_reply WHERE coalesce(expires, kept_at) < ?",
                [.real(now.timeIntervalSince1970 - Self.expiredReplyLifetime)])
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
