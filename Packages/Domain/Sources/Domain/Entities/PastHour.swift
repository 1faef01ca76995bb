import FoundationEssentials

/// One hour of a past day as the archive gives it, in SI units: each value nil when the service sent none.
public struct PastHour: Sendable, Amendable {
    /// The hour's time stamp: its instantaneous values are of this moment, its amounts of the hour before.
    public let time: Date
    /// The place's offset from UTC at `time`, which labels the hour and puts it in its day.
    public private(set) var utcOffsetSeconds: Int
    public let condition: WeatherCondition?
    public let temperature: Temperature?
    /// Rain and snow (as water) together.
    public let precipitation: Precipitation?
    public let rain: Precipitation?
    /// Snow, as water.
    public let snow: Precipitation?
    /// The mean wind of the hour's moment; never a gust.
    public let wind: Wind
    /// Seconds of sunshine in the hour, 0 through 3,600.
    public let sunshineSeconds: Double?

    public init(
        time: Date, utcOffsetSeconds: Int, condition: WeatherCondition?, temperature: Temperature?,
        precipitation: Precipitation?, rain: Precipitation?, snow: Precipitation?, wind: Wind,
        sunshineSeconds: Double?
    ) {
        self.time = time
        self.utcOffsetSeconds = utcOffsetSeconds
        self.condition = condition
        self.temperature = temperature
        self.precipitation = precipitation
        self.rain = rain
        self.snow = snow
        self.wind = wind
        self.sunshineSeconds = sunshineSeconds
    }

    /// The same hour at a place `seconds` east of UTC.
    public func at(utcOffsetSeconds seconds: Int) -> PastHour {
        amended(\.utcOffsetSeconds, to: seconds)
    }

    /// The place's calendar day the hour belongs to.
    public var date: LocalDate {
        LocalDate(containing: time, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// Seconds since the place's midnight, by its clock.
    var secondsIntoDay: Double {
        let local = time.timeIntervalSince1970 + Double(utcOffsetSeconds)
        return local - Double(date.daysSinceEpoch) * 86_400
    }
}
