import Domain
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Place {
    /// Within this many kilometres, two places of one country with the same name read alike are one place.
    static let twinRadiusKilometres = 30.0

    /// True when `other` is this place under another spelling: same country, the same name once case, accents
    /// and Unicode form are set aside ("Bogota" from the catalog, "Bogotá" from the gazetteer), and close by.
    func isTwin(of other: Place) -> Bool {
        countryCode == other.countryCode && name.searchKey == other.name.searchKey
            && coordinates.kilometres(to: other.coordinates) <= Self.twinRadiusKilometres
    }
}

extension Coordinates {
    /// The great-circle distance, in kilometres, on a spherical Earth.
    func kilometres(to other: Coordinates) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (other.latitude - latitude) * radians
        let dLongitude = (other.longitude - longitude) * radians
        let a =
            sin(dLatitude / 2) * sin(dLatitude / 2) + cos(latitude * radians) * cos(other.latitude * radians)
            * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 6_371 * 2 * atan2(sqrt(a), sqrt(max(0, 1 - a)))
    }
}
