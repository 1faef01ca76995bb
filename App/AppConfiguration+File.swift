import Domain
import WeatherData

extension AppConfiguration {
    /// The configuration file's valid settings, or none and the problem that makes it unusable.
    static func fileSettings(_ path: String) -> (
        settings: [ConfigurationKey: ConfigurationValue], problem: WeatherError?
    ) {
        do throws(WeatherError) {
            return (try ConfigureUseCase(repository: TOMLConfigurationFile(path: path)).validSettings(), nil)
        } catch {
            return ([:], error)
        }
    }

    /// The environment variable `name` when set (checked as `key` checks it), else the file's value for `key`.
    static func choice(
        _ variable: String?, name: String, key: ConfigurationKey, file: [ConfigurationKey: ConfigurationValue]
    ) throws(WeatherError) -> String? {
        guard let variable, !variable.isEmpty else { return file[key]?.text }
        guard let value = key.normalized(.text(variable)) else {
            throw .configuration(.invalidVariable(name: name, value: variable, accepted: key.accepted))
        }
        return value.text
    }
}
