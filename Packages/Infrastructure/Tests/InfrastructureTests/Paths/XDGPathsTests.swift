import Testing

@testable import Infrastructure

struct XDGPathsTests {
    @Test func absoluteEnvironmentValuesWin() {
        let paths = XDGPaths(
            environment: ["XDG_DATA_HOME": "/data/", "XDG_CONFIG_HOME": "/conf", "XDG_CACHE_HOME": "/tmp/c"],
            homeDirectory: "/home/ana")

        #expect([paths.dataHome, paths.configHome, paths.cacheHome] == ["/data", "/conf", "/tmp/c"])
    }

    @Test func missingEmptyOrRelativeValuesFallBackToHome() {
        let paths = XDGPaths(
            environment: ["XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "relative/conf"],
            homeDirectory: "/home/ana/")

        #expect(
            [paths.dataHome, paths.configHome, paths.cacheHome]
                == ["/home/ana/.local/share", "/home/ana/.config", "/home/ana/.cache"])
    }

    @Test func rootHomeDoesNotDoubleTheSlash() {
        let paths = XDGPaths(environment: [:], homeDirectory: "/")

        #expect(paths.dataHome == "/.local/share")
    }
}
