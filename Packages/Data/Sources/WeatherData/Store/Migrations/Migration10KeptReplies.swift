import Infrastructure

extension WeatherSchema {
    /// Version 10. Replies of services whose terms say when to ask again (MET Norway's `Expires`), kept by request URL
    /// with what revalidates them; and what each provider did when last asked, for `doctor`.
    static let keptReplies = SQLiteMigration(
        "kept-replies",
        sql: """
            CREATE TABLE kept_reply (
                url TEXT PRIMARY KEY,
                body BLOB NOT NULL,
                expires REAL,
                last_modified TEXT,
                kept_at REAL NOT NULL
            );
            CREATE TABLE provider_check (
                provider TEXT PRIMARY KEY,
                checked_at REAL NOT NULL,
                failure TEXT
            );
            """)
}
