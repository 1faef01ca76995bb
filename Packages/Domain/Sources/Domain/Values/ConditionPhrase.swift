/// The words for what the sky is doing that wxapp shows, one set for every provider: each provider's codes
/// (weather codes, symbols, ids, icons) map to one of these in its own folder, and Presentation translates
/// them, so that a condition never reads as a provider wrote it, and reads alike from every provider.
///
/// The raw value is the English phrase, as kept in the database and written in JSON.
public enum ConditionPhrase: String, Sendable, CaseIterable {
    case thunderstormWithLightRain = "thunderstorm with light rain"
    case thunderstormWithRain = "thunderstorm with rain"
    case thunderstormWithHeavyRain = "thunderstorm with heavy rain"
    case lightThunderstorm = "light thunderstorm"
    case thunderstorm
    case heavyThunderstorm = "heavy thunderstorm"
    case raggedThunderstorm = "ragged thunderstorm"
    case thunderstormWithLightDrizzle = "thunderstorm with light drizzle"
    case thunderstormWithDrizzle = "thunderstorm with drizzle"
    case thunderstormWithHeavyDrizzle = "thunderstorm with heavy drizzle"
    case lightIntensityDrizzle = "light intensity drizzle"
    case drizzle
    case heavyIntensityDrizzle = "heavy intensity drizzle"
    case lightIntensityDrizzleRain = "light intensity drizzle rain"
    case drizzleRain = "drizzle rain"
    case heavyIntensityDrizzleRain = "heavy intensity drizzle rain"
    case showerRainAndDrizzle = "shower rain and drizzle"
    case heavyShowerRainAndDrizzle = "heavy shower rain and drizzle"
    case showerDrizzle = "shower drizzle"
    case lightRain = "light rain"
    case moderateRain = "moderate rain"
    case heavyIntensityRain = "heavy intensity rain"
    case veryHeavyRain = "very heavy rain"
    case extremeRain = "extreme rain"
    case freezingRain = "freezing rain"
    case lightIntensityShowerRain = "light intensity shower rain"
    case showerRain = "shower rain"
    case heavyIntensityShowerRain = "heavy intensity shower rain"
    case raggedShowerRain = "ragged shower rain"
    case lightSnow = "light snow"
    case snow
    case heavySnow = "heavy snow"
    case sleet
    case lightShowerSleet = "light shower sleet"
    case showerSleet = "shower sleet"
    case lightRainAndSnow = "light rain and snow"
    case rainAndSnow = "rain and snow"
    case lightShowerSnow = "light shower snow"
    case showerSnow = "shower snow"
    case heavyShowerSnow = "heavy shower snow"
    case mist
    case smoke
    case haze
    case sandDustWhirls = "sand/dust whirls"
    case fog
    case sand
    case dust
    case volcanicAsh = "volcanic ash"
    case squalls
    case tornado
    case clearSky = "clear sky"
    case fewClouds = "few clouds"
    case scatteredClouds = "scattered clouds"
    case brokenClouds = "broken clouds"
    case overcastClouds = "overcast clouds"
    case mainlyClear = "mainly clear"
    case partlyCloudy = "partly cloudy"
    case depositingRimeFog = "depositing rime fog"
    case lightFreezingDrizzle = "light freezing drizzle"
    case freezingDrizzle = "freezing drizzle"
    case lightFreezingRain = "light freezing rain"
    case snowGrains = "snow grains"
    case thunderstormWithSlightHail = "thunderstorm with slight hail"
    case thunderstormWithHeavyHail = "thunderstorm with heavy hail"
    case fair
    case cloudy
    case rain
    case heavyRain = "heavy rain"
    case lightRainShowers = "light rain showers"
    case rainShowers = "rain showers"
    case heavyRainShowers = "heavy rain showers"
    case lightSleet = "light sleet"
    case heavySleet = "heavy sleet"
    case lightSleetShowers = "light sleet showers"
    case sleetShowers = "sleet showers"
    case heavySleetShowers = "heavy sleet showers"
    case lightSnowShowers = "light snow showers"
    case snowShowers = "snow showers"
    case heavySnowShowers = "heavy snow showers"
    case lightRainAndThunder = "light rain and thunder"
    case rainAndThunder = "rain and thunder"
    case heavyRainAndThunder = "heavy rain and thunder"
    case lightRainShowersAndThunder = "light rain showers and thunder"
    case rainShowersAndThunder = "rain showers and thunder"
    case heavyRainShowersAndThunder = "heavy rain showers and thunder"
    case lightSleetAndThunder = "light sleet and thunder"
    case sleetAndThunder = "sleet and thunder"
    case heavySleetAndThunder = "heavy sleet and thunder"
    case lightSleetShowersAndThunder = "light sleet showers and thunder"
    case sleetShowersAndThunder = "sleet showers and thunder"
    case heavySleetShowersAndThunder = "heavy sleet showers and thunder"
    case lightSnowAndThunder = "light snow and thunder"
    case snowAndThunder = "snow and thunder"
    case heavySnowAndThunder = "heavy snow and thunder"
    case lightSnowShowersAndThunder = "light snow showers and thunder"
    case snowShowersAndThunder = "snow showers and thunder"
    case heavySnowShowersAndThunder = "heavy snow showers and thunder"
    case skyObscured = "sky obscured"
    case clearSkyAndWindy = "clear sky and windy"
    case fewCloudsAndWindy = "few clouds and windy"
    case scatteredCloudsAndWindy = "scattered clouds and windy"
    case brokenCloudsAndWindy = "broken clouds and windy"
    case overcastCloudsAndWindy = "overcast clouds and windy"
    case rainAndSleet = "rain and sleet"
    case snowAndSleet = "snow and sleet"
    case rainAndFreezingRain = "rain and freezing rain"
    case freezingRainAndSnow = "freezing rain and snow"
    case isolatedRainShowers = "isolated rain showers"
    case scatteredThunderstorms = "scattered thunderstorms"
    case isolatedThunderstorms = "isolated thunderstorms"
    case hurricaneConditions = "hurricane conditions"
    case tropicalStormConditions = "tropical storm conditions"
    case hot
    case cold
    case blizzard
    case freezingSpray = "freezing spray"
    case icePellets = "ice pellets"
    case hail
    case blowingSnow = "blowing snow"
    case iceCrystals = "ice crystals"
    case freezingFog = "freezing fog"
    case iceFog = "ice fog"
    case blowingDust = "blowing dust"
    case blowingSand = "blowing sand"
    case waterspouts
    case frost
    case lightDrizzle = "light drizzle"
    case heavyDrizzle = "heavy drizzle"
}
