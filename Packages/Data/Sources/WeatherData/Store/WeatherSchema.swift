import Infrastructure

/// The database schema as append-only migrations: migration i takes `user_version` from i to i + 1.
enum WeatherSchema {
    static let migrations: [SQLiteMigration] = [
        """
        CREATE TABLE place (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            country_code TEXT NOT NULL,
            region TEXT,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            UNIQUE (name, country_code)
        );
        CREATE TABLE observation (
            place_id INTEGER PRIMARY KEY REFERENCES place (id) ON DELETE CASCADE,
            fetched_at REAL NOT NULL,
            observed_at REAL NOT NULL,
            utc_offset_seconds INTEGER NOT NULL,
            temperature_k REAL NOT NULL,
            feels_like_k REAL NOT NULL,
            minimum_k REAL NOT NULL,
            maximum_k REAL NOT NULL,
            pressure_hpa REAL NOT NULL,
            humidity_percent REAL NOT NULL,
            wind_speed_mps REAL NOT NULL,
            wind_direction_deg REAL,
            wind_gust_mps REAL,
            clouds_percent REAL,
            visibility_m REAL,
            rain_1h_mm REAL,
            snow_1h_mm REAL,
            sunrise REAL,
            sunset REAL
        );
        CREATE TABLE observation_condition (
            place_id INTEGER NOT NULL REFERENCES observation (place_id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            code INTEGER NOT NULL,
            summary TEXT NOT NULL,
            description TEXT NOT NULL,
            icon TEXT NOT NULL,
            PRIMARY KEY (place_id, position)
        );
        """,
        """
        CREATE TABLE forecast (
            place_id INTEGER PRIMARY KEY REFERENCES place (id) ON DELETE CASCADE,
            fetched_at REAL NOT NULL,
            utc_offset_seconds INTEGER NOT NULL,
            sunrise REAL,
            sunset REAL
        );
        CREATE TABLE forecast_entry (
            place_id INTEGER NOT NULL REFERENCES forecast (place_id) ON DELETE CASCADE,
            time REAL NOT NULL,
            temperature_k REAL NOT NULL,
            feels_like_k REAL NOT NULL,
            minimum_k REAL NOT NULL,
            maximum_k REAL NOT NULL,
            pressure_hpa REAL NOT NULL,
            humidity_percent REAL NOT NULL,
            wind_speed_mps REAL NOT NULL,
            wind_direction_deg REAL,
            wind_gust_mps REAL,
            clouds_percent REAL,
            visibility_m REAL,
            precipitation_probability REAL,
            rain_3h_mm REAL,
            snow_3h_mm REAL,
            PRIMARY KEY (place_id, time)
        );
        CREATE TABLE forecast_condition (
            place_id INTEGER NOT NULL,
            time REAL NOT NULL,
            position INTEGER NOT NULL,
            code INTEGER NOT NULL,
            summary TEXT NOT NULL,
            description TEXT NOT NULL,
            icon TEXT NOT NULL,
            PRIMARY KEY (place_id, time, position),
            FOREIGN KEY (place_id, time) REFERENCES forecast_entry (place_id, time) ON DELETE CASCADE
        );
        """,
        // Which service produced each reading (openweathermap, openmeteo); null for older readings.
        """
        ALTER TABLE observation ADD COLUMN provider TEXT;
        """,
        // Every name a place answers to (kind 0: its own name and aliases; 1: its region's names), by the
        // compact form of its SearchKey, so that a place is found by whatever name added it.
        SQLiteMigration(
            """
            CREATE TABLE place_name (
                place_id INTEGER NOT NULL REFERENCES place (id) ON DELETE CASCADE,
                kind INTEGER NOT NULL,
                name TEXT NOT NULL,
                key TEXT NOT NULL,
                PRIMARY KEY (place_id, kind, name)
            );
            CREATE INDEX place_name_by_key ON place_name (key, kind);
            """, backfill: PlaceRow.backfillNames),
        // Every reading but the temperature may be missing, and is stored as NULL, never as 0: the NOT NULL
        // constraints of 0.1.0 on the other readings are lifted in place, with every row kept.
        SQLiteMigration("") { (database) throws(SQLiteError) in
            let columns = [
                "feels_like_k", "minimum_k", "maximum_k", "pressure_hpa", "humidity_percent",
                "wind_speed_mps",
            ]
            try database.allowNull(in: columns, ofTable: "observation")
            try database.allowNull(in: columns, ofTable: "forecast_entry")
        },
        // Air quality, beside its place: any value may be missing; pollen_available is 0 where the service
        // has no pollen at all (outside Europe), so that "none" and "not available" stay apart.
        """
        CREATE TABLE air_quality (
            place_id INTEGER PRIMARY KEY REFERENCES place (id) ON DELETE CASCADE,
            fetched_at REAL NOT NULL,
            observed_at REAL NOT NULL,
            utc_offset_seconds INTEGER NOT NULL,
            european_aqi REAL,
            us_aqi REAL,
            pm2_5 REAL,
            pm10 REAL,
            ozone REAL,
            nitrogen_dioxide REAL,
            uv_index REAL,
            uv_index_max REAL,
            pollen_available INTEGER NOT NULL,
            alder_pollen REAL,
            birch_pollen REAL,
            grass_pollen REAL,
            mugwort_pollen REAL,
            olive_pollen REAL,
            ragweed_pollen REAL
        );
        """,
        // Precipitation in the next two hours, in 15-minute steps, with the observation it came with; none
        // where the service gives no such steps.
        """
        CREATE TABLE observation_nowcast (
            place_id INTEGER NOT NULL REFERENCES observation (place_id) ON DELETE CASCADE,
            time REAL NOT NULL,
            precipitation_mm REAL,
            PRIMARY KEY (place_id, time)
        );
        """,
        // Each saved place's 1991–2020 normal high and low for each calendar day, fetched once and kept.
        """
        CREATE TABLE climate_normal (
            place_id INTEGER NOT NULL REFERENCES place (id) ON DELETE CASCADE,
            month INTEGER NOT NULL,
            day INTEGER NOT NULL,
            high_k REAL NOT NULL,
            low_k REAL NOT NULL,
            PRIMARY KEY (place_id, month, day)
        );
        """,
        // Official alerts, as each place's source last gave them: when it was asked, and its alerts.
        """
        CREATE TABLE alert_check (
            place_id INTEGER PRIMARY KEY REFERENCES place (id) ON DELETE CASCADE,
            fetched_at REAL NOT NULL,
            source TEXT NOT NULL
        );
        CREATE TABLE alert (
            place_id INTEGER NOT NULL REFERENCES alert_check (place_id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            event TEXT NOT NULL,
            severity TEXT NOT NULL,
            headline TEXT NOT NULL,
            issuer TEXT NOT NULL,
            starts_at REAL,
            ends_at REAL,
            PRIMARY KEY (place_id, position)
        );
        """,
        // Replies of services whose terms say when to ask again (MET Norway's `Expires`), kept by request URL
        // with what revalidates them; and what each provider did when last asked, for `doctor`.
        """
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
        """,
        // The dew point, where the service gives one (MET Norway's `complete`, Open-Meteo); NULL before.
        """
        ALTER TABLE observation ADD COLUMN dew_point_k REAL;
        ALTER TABLE forecast_entry ADD COLUMN dew_point_k REAL;
        """,
        // One place saved by an older version under two spellings of one name key (Tromsø and Tromso, NO),
        // which no name could tell apart: merged into the row saved first, with every name and the newest
        // kept data of both.
        SQLiteMigration("", backfill: PlaceRow.mergeSpellings),
        // The time zone whose rules the place keeps, as its geocoder or the gazetteer's nearest city named
        // it; NULL until one is known.
        "ALTER TABLE place ADD COLUMN time_zone TEXT;",
        // A current reading may lack its temperature, when the service sent none for now (a null in MET
        // Norway's or Open-Meteo's current step): NULL, never a value from another hour.
        SQLiteMigration("") { (database) throws(SQLiteError) in
            try database.allowNull(in: ["temperature_k"], ofTable: "observation")
        },
        // The extremes of the hours after a forecast step, where the service gives them (MET Norway's six
        // hours); NULL elsewhere and before.
        """
        ALTER TABLE forecast_entry ADD COLUMN period_hours INTEGER;
        ALTER TABLE forecast_entry ADD COLUMN period_low_k REAL;
        ALTER TABLE forecast_entry ADD COLUMN period_high_k REAL;
        """,
        // A place only looked at (`wxapp show Berlin` with Berlin not saved) is kept with its weather, so
        // that the next look is instant and works offline, but is not on the list: listed = 0, with when
        // it was last looked at online.
        """
        ALTER TABLE place ADD COLUMN listed INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE place ADD COLUMN looked_at REAL;
        """,
        // Where "here" was last found, from the machine's public IP address: one row, asked again after a
        // day, and used whatever its age offline.
        """
        CREATE TABLE here (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            name TEXT NOT NULL,
            country_code TEXT NOT NULL,
            region TEXT,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            found_at REAL NOT NULL
        );
        """,
        // The station that measured an observation, where the service names one (the NWS's nearest
        // station): its code, its name and its distance from the place; NULL for a model's reading.
        """
        ALTER TABLE observation ADD COLUMN station_id TEXT;
        ALTER TABLE observation ADD COLUMN station_name TEXT;
        ALTER TABLE observation ADD COLUMN station_distance_m REAL;
        """,
        // Which service produced each forecast, so that a kept one still says what its service gives; NULL
        // for forecasts kept before.
        "ALTER TABLE forecast ADD COLUMN provider TEXT;",
    ]
}
