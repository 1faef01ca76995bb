import Foundation

/// Forecast replies shaped like OpenWeatherMap's `/data/2.5/forecast`.
enum ForecastJSONFixtures {
    /// 2024-05-01T00:00:00Z, the first step.
    static let start = 1_714_521_600

    /// The free API's 40 steps for Tokyo: every fourth step rains, every fifth snows, every third
    /// has no `pop`, step 0 has no `rain`, `snow`, `visibility` or `wind.gust`.
    static let tokyoForty: String = {
        let steps = (0..<40).map(step).joined(separator: ",\n")
        return """
            {"cod":"200","message":0,"cnt":40,"list":[
            \(steps)
            ],
            "city":{"id":1850147,"name":"Shuzenji","coord":{"lat":35.6895,"lon":139.6917},"country":"JP",
                    "population":12445327,"timezone":32400,"sunrise":1714506480,"sunset":1714555860}}
            """
    }()

    static func step(_ index: Int) -> String {
        let time = start + index * 10_800
        let hour = (index * 3 + 9) % 24
        let pod = (6..<18).contains(hour) ? "d" : "n"
        var members = [
            #""dt":\#(time)"#,
            #""main":{"temp":\#(280 + Double(index) / 4),"feels_like":\#(279 + Double(index) / 4),"temp_min":\#(279.5 + Double(index) / 4),"temp_max":\#(280.5 + Double(index) / 4),"pressure":1012,"sea_level":1012,"grnd_level":1009,"humidity":70,"temp_kf":0.5}"#,
            #""weather":[{"id":\#(index % 4 == 1 ? 500 : 803),"main":"\#(index % 4 == 1 ? "Rain" : "Clouds")","description":"\#(index % 4 == 1 ? "light rain" : "broken clouds")","icon":"\#(index % 4 == 1 ? "10" : "04")\#(pod)"}]"#,
            #""clouds":{"all":75}"#,
            #""sys":{"pod":"\#(pod)"}"#,
            #""dt_txt":"2024-05-0\#(1 + index / 8) \#(index % 8 * 3 < 10 ? "0" : "")\#(index % 8 * 3):00:00""#,
        ]
        members.append(
            index == 0 ? #""wind":{"speed":3.2,"deg":160}"# : #""wind":{"speed":3.2,"deg":160,"gust":5.5}"#)
        if index != 0 { members.append(#""visibility":10000"#) }
        if index % 3 != 0 { members.append(#""pop":0.\#(index % 10)"#) }
        if index % 4 == 1 { members.append(#""rain":{"3h":0.25}"#) }
        if index % 5 == 4 { members.append(#""snow":{"3h":1.5}"#) }
        return "{" + members.joined(separator: ",") + "}"
    }

    static let emptyList = #"{"cod":"200","message":0,"cnt":0,"list":[],"city":{"timezone":0}}"#

    static let impossibleTemperature = """
        {"cod":"200","cnt":1,"list":[{"dt":1714521600,"main":{"temp":-5,"pressure":1000,"humidity":50}}],
         "city":{"timezone":0}}
        """

    static let withoutCity = """
        {"cod":200,"cnt":1,"list":[{"dt":1714521600,"main":{"temp":280,"pressure":1000,"humidity":50}}]}
        """
}
