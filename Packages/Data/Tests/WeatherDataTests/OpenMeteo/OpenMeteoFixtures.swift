/// Replies shaped like Open-Meteo's, as its documentation shows them (`timeformat=unixtime`, `wind_speed_unit=ms`).
enum OpenMeteoFixtures {
    /// Tokyo, 2024-06-08 03:00 UTC: 20 °C, overcast by day.
    static let current = """
        {"latitude":35.7,"longitude":139.6875,"generationtime_ms":0.06,"utc_offset_seconds":32400,
         "timezone":"Asia/Tokyo","timezone_abbreviation":"JST","elevation":40.0,
         "current_units":{"time":"unixtime","interval":"seconds","temperature_2m":"°C"},
         "current":{"time":1717815600,"interval":900,"temperature_2m":20.0,"relative_humidity_2m":64,
           "apparent_temperature":19.5,"is_day":1,"rain":0.4,"showers":0.1,"snowfall":0.7,"weather_code":3,
           "cloud_cover":75,"pressure_msl":1015.2,"wind_speed_10m":3.6,"wind_direction_10m":160,
           "wind_gusts_10m":5.1,"visibility":24140.0},
         "daily_units":{"time":"unixtime"},
         "daily":{"time":[1717772400],"temperature_2m_max":[22.0],"temperature_2m_min":[18.0],
           "sunrise":[1717789234],"sunset":[1717841012]}}
        """

    /// Six hours from 00:00 UTC: two 3-hour steps.
    static let hourly = """
        {"latitude":35.7,"longitude":139.6875,"utc_offset_seconds":32400,"timezone":"Asia/Tokyo",
         "hourly":{"time":[1717804800,1717808400,1717812000,1717815600,1717819200,1717822800],
           "temperature_2m":[18.0,19.0,21.0,20.0,null,17.0],
           "apparent_temperature":[17.0,18.0,20.0,19.0,18.0,16.0],
           "relative_humidity_2m":[70,68,66,64,60,62],
           "pressure_msl":[1015.0,1015.0,1014.0,1013.0,1013.0,1012.0],
           "wind_speed_10m":[3.0,3.2,3.4,3.6,3.8,4.0],"wind_direction_10m":[150,155,160,165,170,175],
           "wind_gusts_10m":[5.0,5.0,5.0,6.0,6.0,6.0],"cloud_cover":[10,20,30,80,90,100],
           "visibility":[24000,24000,24000,10000,10000,10000],
           "precipitation_probability":[0,10,20,40,70,50],
           "rain":[0.0,0.0,0.0,0.5,1.0,0.0],"showers":[0.0,0.0,0.0,0.0,0.5,0.0],
           "snowfall":[0.0,0.0,0.0,0.0,0.0,0.0],"weather_code":[0,1,2,61,63,3],"is_day":[1,1,1,1,1,1]},
         "daily":{"time":[1717772400],"sunrise":[1717789234],"sunset":[1717841012]}}
        """

    static let geocoding = """
        {"results":[
          {"id":2988507,"name":"Paris","latitude":48.85341,"longitude":2.3488,"elevation":42.0,
           "feature_code":"PPLC","country_code":"FR","admin1_id":3012874,"timezone":"Europe/Paris",
           "population":2138551,"country_id":3017382,"country":"France","admin1":"Île-de-France"},
          {"id":4717560,"name":"Paris","latitude":33.66094,"longitude":-95.55551,"country_code":"US",
           "admin1":"Texas","population":24782},
          {"id":1,"name":"Nowhere","latitude":123.0,"longitude":0.0,"country_code":"ZZ"}],
         "generationtime_ms":1.2}
        """
}
