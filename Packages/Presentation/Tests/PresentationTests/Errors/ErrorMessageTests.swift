import Domain
import TestSupport
import Testing
import WeatherData

@testable import Presentation

struct ErrorMessageTests {
    init() { RegisteredProviders.ensure() }

    @Test(arguments: [
        (
            WeatherError.apiKeyMissing,
            "No OpenWeatherMap API key is set. Set OPENWEATHER_API_KEY or run \"wxapp config set api-key KEY\" "
                + "(a free key: https://openweathermap.org/api), or use Open-Meteo, which needs none "
                + "(--provider openmeteo)."
        ),
        (
            .ambiguousPlace(query: "London", candidates: ["London,GB", "London,CA", "London,US"]),
            "\"London\" matches more than one saved place; try \"London,GB\", \"London,CA\" or \"London,US\"."
        ),
        (
            .rateLimited(retryAfterSeconds: 60),
            "The weather service is limiting requests. Try again in 60 seconds."
        ),
        (
            .outsideReach(provider: "Regional", area: "Japan"),
            "Regional has data for Japan alone, and this place is not there; choose another provider "
                + "(--provider), or let wxapp fall back to the others."
        ),
        (
            .rateLimited(retryAfterSeconds: nil),
            "The weather service is limiting requests. Try again in a few minutes."
        ),
        (
            .requestBudgetSpent(host: "api.openweathermap.org", requestsPerMinute: 50, retryAfterSeconds: 58),
            "wxapp did not ask api.openweathermap.org: its own budget of 50 requests a minute to it "
                + "(WXAPP_REQUESTS_PER_MINUTE) has no room for 58 seconds, longer than this command waits, and "
                + "there is no cached copy to show. Try again in 58 seconds, or raise WXAPP_REQUESTS_PER_MINUTE "
                + "if the service allows more."
        ),
        (
            .allProvidersFailed([
                ProviderFailure(
                    provider: .openWeatherMap,
                    error: .requestBudgetSpent(
                        host: "api.openweathermap.org", requestsPerMinute: 1, retryAfterSeconds: 1)),
                ProviderFailure(provider: .openMeteo, error: .serviceUnavailable(statusCode: 500)),
            ]),
            "No weather service could answer: OpenWeatherMap was not asked, as wxapp's own budget of 1 request "
                + "a minute to it is used up (WXAPP_REQUESTS_PER_MINUTE); Open-Meteo failed (HTTP 500). "
                + "Try again later."
        ),
        (
            .storage(path: "/tmp/wx.sqlite3", detail: "disk I/O error"),
            "The database /tmp/wx.sqlite3 could not be used: disk I/O error. Nothing in it was changed. "
                + "To go on with another file, use --db."
        ),
        (
            .placeNotSaved(query: "Madrid"),
            "\"Madrid\" is not among your saved places. Run \"wxapp list\" to see them, or \"wxapp add Madrid\" "
                + "to add it."
        ),
        (
            .networkUnavailable(detail: "no route to host"),
            "The network is unreachable and there is no cached copy to show. Check your connection and try again."
        ),
        (
            .untrustedService(
                host: "api.open-meteo.com", detail: "SSL certificate problem: certificate has expired."),
            "wxapp refused to talk to api.open-meteo.com because its certificate could not be verified "
                + "(SSL certificate problem: certificate has expired), and there is no cached copy to show. "
                + "To trust a private certificate authority, set SSL_CERT_FILE to its certificate."
        ),
        (
            .networkLibraryMissing(detail: "libcurl.so.4: cannot open shared object file"),
            "wxapp needs libcurl to reach the network and could not load it; "
                + "install the libcurl4 package (apt-get install libcurl4)."
        ),
        (
            .ambiguousCity(query: "Springfield", candidates: ["Springfield,MO,US", "Springfield,IL,US"]),
            "\"Springfield\" names more than one city; say which with a region or country code: "
                + "\"Springfield,MO,US\" or \"Springfield,IL,US\"."
        ),
        (
            .weatherNotFound(
                place: .stub(name: "Denver", countryCode: "US", latitude: 39.74, longitude: -104.98)),
            "The weather service has no weather for Denver, US. Try again later, or add a city nearby."
        ),
        (.invalidQuery(.empty), "The place name is empty."),
        (
            .invalidQuery(.tooLong(length: 201, limit: 200)),
            "The place name is 201 characters long; the limit is 200."
        ),
        (.invalidQuery(.controlCharacters), "The place name contains control characters."),
        (.invalidQuery(.noLetterOrDigit), "The place name has no letter or digit."),
        (.invalidQuery(.emptyBeforeComma), "The place name before the comma is empty."),
        (
            .invalidQuery(.searchTooShort(query: "j", minimum: 2)),
            "The search \"j\" is too short; type at least 2 characters."
        ),
        (
            .invalidPlaceList(.unusable(path: "x.json", problem: "is empty")),
            "The file x.json is empty, so nothing was imported."
        ),
        (
            .invalidPlaceList(
                .unknownPlaces(path: "x.json", entries: [UnknownPlaceEntry(query: "Narnia", number: 2)])),
            "x.json lists a place wxapp cannot find: \"Narnia\" (entry 2). "
                + "Nothing was imported; correct or remove it and try again."
        ),
        (
            .invalidPlaceList(
                .unknownPlaces(
                    path: "x.json",
                    entries: [
                        UnknownPlaceEntry(query: "Narnia", number: 2),
                        UnknownPlaceEntry(query: "Oz", number: 5),
                    ])),
            "x.json lists 2 places wxapp cannot find: \"Narnia\" (entry 2), \"Oz\" (entry 5). "
                + "Nothing was imported; correct or remove them and try again."
        ),
        (
            .configuration(.noSuchSetting(name: "colour", settings: ["units", "icons"])),
            "There is no setting called \"colour\"; the settings are units, icons."
        ),
        (
            .configuration(
                .invalidValue(
                    setting: "units", value: "si", accepted: .oneOf(["metric", "imperial", "standard"]))),
            "\"si\" is not a valid value for units; it must be metric, imperial or standard."
        ),
        (
            .configuration(.unknownSetting(name: "colour", file: "/c/config.toml")),
            "The configuration is invalid: /c/config.toml has the unknown setting \"colour\"; remove it with "
                + "\"wxapp config unset colour\". Fix it and try again."
        ),
        (
            .configuration(
                .invalidSetting(
                    name: "cache-lifetime", file: "/c/config.toml", value: "-1",
                    accepted: .wholeSeconds(0...86_400))),
            "The configuration is invalid: cache-lifetime in /c/config.toml is \"-1\", which wxapp cannot use; it "
                + "must be a whole number of seconds from 0 to 86400 (change it with \"wxapp config set cache-lifetime …\"). "
                + "Fix it and try again."
        ),
        (
            .configuration(
                .invalidSetting(name: "api-key", file: "/c/config.toml", value: nil, accepted: .apiKey)),
            "The configuration is invalid: api-key in /c/config.toml is not valid; it must be a key of 1 to 200 "
                + "ASCII letters, digits, hyphens and underscores (change it with \"wxapp config set api-key …\"). "
                + "Fix it and try again."
        ),
        (
            .configuration(.settingOfUnknownType(name: "icons", file: "/c/config.toml")),
            "The configuration is invalid: icons in /c/config.toml is neither text nor a whole number; change it "
                + "with \"wxapp config set icons …\". Fix it and try again."
        ),
        (
            .configuration(.notTOML(file: "/c/config.toml", detail: "line 1: expected a value")),
            "The configuration is invalid: the configuration file /c/config.toml is not valid TOML (line 1: expected "
                + "a value); fix it, or delete it to start afresh. Fix it and try again."
        ),
        (
            .configuration(
                .unusableFile(file: "/c/config.toml", problem: "cannot be read: permission denied")),
            "The configuration is invalid: the configuration file /c/config.toml cannot be read: permission denied. "
                + "Fix it and try again."
        ),
        (
            .configuration(
                .invalidVariable(name: "WXAPP_HTTP_TIMEOUT", value: "0", accepted: .seconds(1...120))),
            "The configuration is invalid: WXAPP_HTTP_TIMEOUT is \"0\"; it must be a number of seconds from 1 to "
                + "120. Fix it and try again."
        ),
        (
            .configuration(
                .invalidVariable(name: "WXAPP_MAX_CONCURRENCY", value: "99", accepted: .wholeNumber(1...16))),
            "The configuration is invalid: WXAPP_MAX_CONCURRENCY is \"99\"; it must be a whole number from 1 to 16. "
                + "Fix it and try again."
        ),
        (
            .configuration(.invalidURL(name: "WXAPP_OPENWEATHER_URL", value: "not a url")),
            "The configuration is invalid: WXAPP_OPENWEATHER_URL is \"not a url\", which is not an http(s) URL; "
                + "unset it or fix it. Fix it and try again."
        ),
        (
            .configuration(.insecureURL(name: "WXAPP_OPENWEATHER_URL")),
            "The configuration is invalid: WXAPP_OPENWEATHER_URL must use https; plain http is allowed only for "
                + "loopback hosts. Fix it and try again."
        ),
        (
            .configuration(
                .damagedDataFile(.countryCatalog, path: "/x/countries.json", problem: "is not valid JSON")),
            "The country catalog /x/countries.json is not valid JSON. "
                + "Reinstall wxapp or regenerate the file with scripts/generate_countries.py."
        ),
        (
            .configuration(.damagedDataFile(.gazetteer, path: "/x/gazetteer.tsv", problem: "does not exist")),
            "The city gazetteer /x/gazetteer.tsv does not exist. "
                + "Reinstall wxapp or regenerate the file with scripts/generate_gazetteer.py."
        ),
    ])
    func messagesAreWholeSentencesThatSayWhatToDo(error: WeatherError, expected: String) {
        #expect(ErrorMessage(error, words: Words(.english)).text == expected)
    }
}
