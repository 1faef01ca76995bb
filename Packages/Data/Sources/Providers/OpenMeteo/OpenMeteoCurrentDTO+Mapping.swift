import Domain
import FoundationEssentials
import ProviderKit

extension OpenMeteoCurrentDTO {
    /// The observation in Domain terms, credited to Open-Meteo, read in the units the reply declares.
    func toDomain() throws(WeatherError) -> CurrentWeather {
        let units = OpenMeteoUnits(currentUnits)
        let daily = OpenMeteoUnits(dailyUnits)
        // Open-Meteo reports 0 for no rain or snow, where OpenWeatherMap leaves the value out.
        let rain = try units.rain(current.rain, showers: current.showers, of: ("rain", "showers"))
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
            provider: .openMeteo, nowcast: try nowcast(from: Date(timeIntervalSince1970: current.time)))
    }

    /// The 15-minute steps the reading keeps (`Nowcast.keptSteps`), from the quarter hour in progress at
    /// `observedAt`, in millimetres whatever unit the reply declares (`minutely_15_units`); a null amount
    /// stays unknown. Nil when the reply has no step in that span (a reply without `minutely_15`).
    func nowcast(from observedAt: Date) throws(WeatherError) -> Nowcast? {
        guard let times = minutely15?.time, !times.isEmpty else { return nil }
        let units = OpenMeteoUnits(minutely15Units)
        let amounts = minutely15?.precipitation ?? []
        let end = observedAt.addingTimeInterval(Double(Nowcast.keptSteps) * Nowcast.stepSeconds)
        var steps: [Nowcast.Step] = []
        for (index, time) in times.enumerated() {
            guard let time else { continue }
            let start = Date(timeIntervalSince1970: time)
            guard start.addingTimeInterval(Nowcast.stepSeconds) > observedAt, start < end else { continue }
            let amount = index < amounts.count ? amounts[index] : nil
            steps.append(
                Nowcast.Step(
                    time: start,
                    precipitationMillimetres: try units.precipitation(amount, of: "precipitation")?
                        .millimetres))
        }
        let kept = Nowcast(steps: steps).steps.prefix(Nowcast.keptSteps)
        return kept.isEmpty ? nil : Nowcast(steps: Array(kept))
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
}
