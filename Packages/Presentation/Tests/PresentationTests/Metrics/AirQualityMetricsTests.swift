import Domain
import Foundation
import TestSupport
import Testing

@testable import Presentation

/// The gauges of a place's air quality: concentrations in grams per cubic metre, pollen by plant, none for a
/// value the service did not send.
struct AirQualityMetricsTests {
    static let observed = FixedClock.testNow.addingTimeInterval(-1_800)

    static func report(
        european: Double? = 41, us: Double? = 49, pm25: Double? = 8.1, pm10: Double? = 12.3,
        ozone: Double? = 55, nitrogenDioxide: Double? = 12.6, uv: Double? = 2, uvMaximum: Double? = 6,
        pollen: [AirQuality.Pollen: Double]? = [.birch: 12, .grass: 3.5, .alder: 0]
    ) -> AirQualityReport {
        RegisteredProviders.ensure()
        let air = AirQuality(
            observedAt: observed, utcOffsetSeconds: 3_600, europeanIndex: european, usIndex: us, pm25: pm25,
            pm10: pm10, ozone: ozone, nitrogenDioxide: nitrogenDioxide, uvIndex: uv,
            uvIndexMaximum: uvMaximum,
            pollen: pollen)
        return AirQualityReport(
            place: .stub(name: "Paris", countryCode: "FR", latitude: 48.85, longitude: 2.35), air: air,
            fetchedAt: FixedClock.testNow.addingTimeInterval(-600), origin: .cache)
    }

    @Test func everyValueInItsBaseUnit() {
        let text = ReportMetrics.air(Self.report(), now: FixedClock.testNow)
        let samples = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let labels = #"place="Paris",country="FR",provider="openmeteo""#

        #expect(
            samples == [
                "wxapp_european_air_quality_index{\(labels)} 41",
                "wxapp_us_air_quality_index{\(labels)} 49",
                "wxapp_pm2_5_grams_per_cubic_meter{\(labels)} 8.1e-06",
                "wxapp_pm10_grams_per_cubic_meter{\(labels)} 1.23e-05",
                "wxapp_ozone_grams_per_cubic_meter{\(labels)} 5.5e-05",
                "wxapp_nitrogen_dioxide_grams_per_cubic_meter{\(labels)} 1.26e-05",
                "wxapp_uv_index{\(labels)} 2",
                "wxapp_uv_index_daily_max{\(labels)} 6",
                "wxapp_pollen_grains_per_cubic_meter{\(labels),plant=\"alder\"} 0",
                "wxapp_pollen_grains_per_cubic_meter{\(labels),plant=\"birch\"} 12",
                "wxapp_pollen_grains_per_cubic_meter{\(labels),plant=\"grass\"} 3.5",
                "wxapp_air_quality_timestamp_seconds{\(labels)} 1714563000",
                "wxapp_air_quality_age_seconds{\(labels)} 1800",
                "wxapp_air_quality_fetch_timestamp_seconds{\(labels)} 1714564200",
                "wxapp_air_quality_fetch_age_seconds{\(labels)} 600",
            ])
        let reader = ExpositionReader(text)
        #expect(reader.violations == [])
        #expect(reader.names == AirQualityMetrics.families.map(\.name))
        #expect(
            reader.help["wxapp_pm2_5_grams_per_cubic_meter"]
                == "Concentration of fine particles (PM2.5) in the air.")
    }

    @Test func aValueTheServiceDidNotSendHasNoSample() {
        let removals: [(AirQualityReport, MetricFamily)] = [
            (Self.report(european: nil), AirQualityMetrics.europeanIndex),
            (Self.report(us: nil), AirQualityMetrics.usIndex),
            (Self.report(pm25: nil), AirQualityMetrics.pm25),
            (Self.report(pm10: nil), AirQualityMetrics.pm10),
            (Self.report(ozone: nil), AirQualityMetrics.ozone),
            (Self.report(nitrogenDioxide: nil), AirQualityMetrics.nitrogenDioxide),
            (Self.report(uv: nil), AirQualityMetrics.uvIndex),
            (Self.report(uvMaximum: nil), AirQualityMetrics.uvIndexMaximum),
            (Self.report(pollen: nil), AirQualityMetrics.pollen),
            (Self.report(pollen: [:]), AirQualityMetrics.pollen),
        ]
        for (report, family) in removals {
            let reader = ExpositionReader(ReportMetrics.air(report, now: FixedClock.testNow))

            #expect(reader.names == AirQualityMetrics.families.map(\.name).filter { $0 != family.name })
            #expect(reader.violations == [])
        }
    }

    @Test func aPlantNotReportedThisHourHasNoSample() {
        let reader = ExpositionReader(
            ReportMetrics.air(Self.report(pollen: [.ragweed: 0.4]), now: FixedClock.testNow))

        #expect(reader.values("wxapp_pollen_grains_per_cubic_meter", by: "plant") == ["ragweed": 0.4])
    }

    @Test func aPlaceWithKeptAirHasItsAirBesideItsWeather() {
        let weather = WeatherReport.stub(place: Self.report().place)

        let text = ReportMetrics.places(
            [weather, .madrid], air: [weather.place.key: Self.report()], now: FixedClock.testNow)

        let reader = ExpositionReader(text)
        #expect(reader.violations == [])
        #expect(reader.names.first == "wxapp_temperature_celsius")
        #expect(
            Array(reader.names.drop { !$0.hasPrefix("wxapp_european") })
                == AirQualityMetrics.families.map(\.name))
        #expect(reader.values("wxapp_us_air_quality_index") == ["Paris": 49])
    }
}
