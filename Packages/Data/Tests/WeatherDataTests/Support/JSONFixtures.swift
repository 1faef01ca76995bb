enum JSONFixtures {
    static let fullWeather = """
        {"coord":{"lon":139.6917,"lat":35.6895},
         "weather":[{"id":803,"main":"Clouds","description":"broken clouds","icon":"04d"},
                    {"id":300,"main":"Drizzle","description":"light drizzle","icon":"09d"}],
         "base":"stations",
         "main":{"temp":291.15,"feels_like":290.5,"temp_min":289.9,"temp_max":292.4,"pressure":1012,
                 "humidity":62,"sea_level":1012,"grnd_level":1010},
         "visibility":10000,"wind":{"speed":4.1,"deg":20,"gust":7.2},"rain":{"1h":0.3},
         "clouds":{"all":75},"dt":1700000000,
         "sys":{"type":2,"id":2001249,"country":"JP","sunrise":1699996000,"sunset":1700034000},
         "timezone":32400,"id":1850147,"name":"Shuzenji","cod":200}
        """

    static let minimalWeather = """
        {"weather":[],"main":{"temp":273.15,"pressure":1000,"humidity":100},"dt":1700000000,
         "sys":{"country":"ES"},"timezone":-3600,"name":"Somewhere","cod":"200"}
        """

    static let noWeatherArray = """
        {"main":{"temp":250,"pressure":990,"humidity":40},"wind":{"speed":0},"dt":1700000000}
        """

    static let wrongTypes = """
        {"weather":[],"main":{"temp":"warm","pressure":1000,"humidity":50},"dt":1700000000}
        """

    static let truncated = #"{"weather":[{"id":800,"main":"Clear","#

    static let rejectedKey = """
        {"cod":401,"message":"Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}
        """

    static let cityNotFound = #"{"cod":"404","message":"city not found"}"#

    static let geocodingParis = """
        [{"name":"Paris","local_names":{"fr":"Paris","en":"Paris"},"lat":48.8588897,"lon":2.3200410,
          "country":"FR","state":"Ile-de-France"},
         {"name":"Paris","lat":33.6617962,"lon":-95.555513,"country":"US","state":"Texas"},
         {"name":"Broken","lat":200,"lon":0,"country":"XX"}]
        """
}
