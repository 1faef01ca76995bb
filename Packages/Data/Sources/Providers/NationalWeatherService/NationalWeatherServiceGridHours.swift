import Domain
import FoundationEssentials
import ProviderKit

/// The hours a forecast grid is read over: from the hour in progress at a time on, as many as a forecast
/// holds. A layer's values are spread over these hours alone, so a reply whose intervals span weeks, or
/// lie years away, costs no more than one that keeps to the forecast's days.
struct NationalWeatherServiceGridHours {
    typealias Layer = NationalWeatherServiceDTO.GridpointReply.Layer
    typealias Quantities = NationalWeatherServiceQuantities

    /// The most hours one interval is spread over: a week and a half, beyond any grid's.
    static let longestInterval = 240

    /// The first hour: the whole hour in progress at the time the grid is read for.
    let start: Date
    let count = ReplyBounds.forecastSteps

    /// The hours from the one in progress at `now` on.
    init(from now: Date) {
        let hour = (now.timeIntervalSince1970 / 3_600).rounded(.down) * 3_600
        start = Date(timeIntervalSince1970: hour)
    }

    /// The start of the hour at `index`.
    func hour(_ index: Int) -> Date { start.addingTimeInterval(Double(index) * 3_600) }

    /// Each hour's value of `layer`: that of the interval that covers it, read in the layer's unit by
    /// `read`; nil where none does. Intervals longer than `longestHours`, values `read` cannot read, and
    /// intervals that do not begin on the hour are left out; where intervals overlap, the later one holds.
    /// Throws when the layer has more values than a forecast has hours, before any is spread.
    func values<Item, Value>(
        of layer: Layer<Item>?, named name: String, _ read: (Item, String?) -> Value?,
        longestHours: Int = longestInterval
    ) throws(WeatherError) -> [Value?] {
        var values = [Value?](repeating: nil, count: count)
        guard let layer else { return values }
        try ReplyBounds.check(
            layer.values.count, atMost: count, "values of \(name)", in: "the NWS forecast grid")
        let unit = Quantities.unit(layer.uom)
        for entry in layer.values {
            guard let interval = Quantities.interval(entry.validTime), interval.hours <= longestHours,
                let slots = slots(of: interval), let item = entry.value, let value = read(item, unit)
            else { continue }
            for slot in slots { values[slot] = value }
        }
        return values
    }

    /// The indices of the hours an interval covers, clipped to these hours; nil for an interval that does
    /// not begin on the hour.
    private func slots(of interval: (start: Date, hours: Int)) -> Range<Int>? {
        let offset = interval.start.timeIntervalSince(start) / 3_600
        guard offset == offset.rounded(), abs(offset) < Double(Int32.max) else { return nil }
        let first = Int(offset)
        let end = first + max(interval.hours, 0)
        return min(max(first, 0), count)..<min(max(end, 0), count)
    }
}
