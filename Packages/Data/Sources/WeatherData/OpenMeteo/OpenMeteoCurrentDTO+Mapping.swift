import Domain
import FoundationEssentials

extension OpenMeteoCurrentDTO {
    /// The observation in Domain terms, credited to Open-Meteo, read in the units the reply declares.
    func toDomain() throws(WeatherError) -> CurrentWeather {
        let units = OpenMeteoUnits(currentUnits)
        let daily = OpenMeteoUnits(dailyUnits)
        // Open-Meteo reports 0 for no rain or snow, where OpenWeatherMap leaves the value out.
        let rain = try Self.sum([
            units.precipitation(current.rain, of: "rain"),
            units.precipitation(current.showers, of: "showers"),
        ])
        let snow = try units.snowfallWater(current.snowfall, of: "snowfall")
        let readings = OpenMeteoReadings(
            weatherCode: current.weatherCode, isDay: current.isDay != 0, temperature: current.temperature,
            apparentTemperature: current.apparentTemperature,
            minimum: try daily.temperature(Self.today(self.daily?.minimum), of: "temperature_2m_min"),
            maximum: try daily.temperature(Self.today(self.daily?.maximum), of: "temperature_2m_max"),
            pressure: current.pressure, humidity: current.humidity, dewPoint: current.dewPoint,
            windSpeed: current.windSpeed,
            windDirection: current.windDirection, windGusts: current.windGusts,
            cloudCover: current.cloudCover,
            visibility: current.visibility,
            rain: rain.flatMap { $0.millimetres > 0 ? $0 : nil },
            snow: snow.flatMap { $0.millimetres > 0 ? $0 : nil })
        return CurrentWeather(
            readings: try readings.readings(in: units),
            sunrise: Self.sunTime(self.daily?.sunrise, dayStart: self.daily?.time),
            sunset: Self.sunTime(self.daily?.sunset, dayStart: self.daily?.time),
            observedAt: Date(timeIntervalSince1970: current.time),
            utcOffsetSeconds: utcOffsetSeconds ?? 0,
            provider: .openMeteo, nowcast: nowcast)
    }

    /// The 15-minute steps with a time; nil when the reply has none (a reply without `minutely_15`).
    var nowcast: Nowcast? {
        guard let times = minutely15?.time, !times.isEmpty else { return nil }
        let amounts = minutely15?.precipitation ?? []
        let steps = times.enumerated().compactMap { index, time in
            time.map {
                Nowcast.Step(
                    time: Date(timeIntervalSince1970: $0),
                    precipitationMillimetres: index < amounts.count ? amounts[index] : nil)
            }
        }
        return steps.isEmpty ? nil : Nowcast(steps: steps)
    }

    /// Today's sunrise or sunset, or nil when there is none: Open-Meteo gives the day's start itself when
    /// the sun does not rise or set (polar day and night), which is no time of sunrise.
    static func sunTime(_ values: [Double?]?, dayStart: [Double?]?) -> Date? {
        guard let seconds = today(values), seconds != today(dayStart) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Today's value of a daily series: its first.
    private static func today(_ values: [Double?]?) -> Double? {
        values?.first.flatMap { $0 }
    }

    /// The total of the amounts given; nil when none was.
    static func sum(_ amounts: [Precipitation?]) -> Precipitation? {
        let given = amounts.compactMap { $0 }
        return given.isEmpty ? nil : Precipitation(millimetres: given.reduce(0) { $0 + $1.millimetres })
    }
}
