#!/usr/bin/env python3
"""Writes the sun times wxapp's own are checked against (SunTimesReferenceTests): for every gazetteer city
outside the polar circles, sunrise and sunset on two days of 2026 half a year apart, chosen so that the
cities together cover every day of the year; and every day of 2026 for the cities nearest the circles.

The sun's declination, the equation of time and the hour angle are astral's
(https://pypi.org/project/astral/, version 3.2), a published implementation of NOAA's solar equations;
each event is NOAA's calculator's (the sun's centre 90.833° from the zenith, refraction included), with
the equations taken at the event's own instant until it no longer moves. (astral's own sunrise() takes
90.789° and, for an event near 00:00 UTC, evaluates the equations a day away, off by up to two minutes.)
Times are at sea level, on the local calendar day at the nautical offset of the city's longitude. Each
line is "sunrise sunset" in seconds after that local midnight, or "-" for an event that does not happen
that day. Run: python3 -m venv v && v/bin/pip install astral==3.2 && v/bin/python
scripts/generate_sun_reference.py > Packages/Domain/Tests/DomainTests/Fixtures/sun-reference.txt
"""
import datetime
import math
import sys

from astral import Observer
from astral.julian import julianday, julianday_to_juliancentury
from astral.sun import SunDirection, eq_of_time, hour_angle, sun_declination

POLAR_CIRCLE = 66.5622
YEAR_DAYS = 365
NEAREST_THE_CIRCLES = 12


def cities(path):
    with open(path, encoding="utf-8") as file:
        count = int(file.readline().split("\t")[2])
        for _ in range(count):
            fields = file.readline().rstrip("\n").split("\t")
            yield float(fields[5]), float(fields[6])


def plan(path):
    """(latitude, longitude, day of 2026) in the order the test walks them."""
    all_cities = list(cities(path))
    outside = [(i, lat, lon) for i, (lat, lon) in enumerate(all_cities) if abs(lat) < POLAR_CIRCLE]
    for i, lat, lon in outside:
        for day in (i % YEAR_DAYS, (i + 182) % YEAR_DAYS):
            yield lat, lon, day
    nearest = sorted(outside, key=lambda city: (-abs(city[1]), city[0]))[:NEAREST_THE_CIRCLES]
    for _, lat, lon in sorted(nearest, key=lambda city: (city[1], city[2], city[0])):
        for day in range(YEAR_DAYS):
            yield lat, lon, day


NOAA_ZENITH = 90.833


def nautical_hours(longitude):
    """The longitude's nautical offset in hours, halves rounded away from zero (as Swift rounds)."""
    return int(math.copysign(math.floor(abs(longitude) / 15 + 0.5), longitude))


def solar_event(latitude, longitude, solar_date, direction):
    """The event (a UTC datetime) around the mean solar noon of `solar_date` at the longitude."""
    midnight = julianday(solar_date)
    day = midnight + 0.5 - longitude / 360
    for _ in range(8):
        centuries = julianday_to_juliancentury(day)
        angle = hour_angle(latitude, sun_declination(centuries), NOAA_ZENITH, direction)
        minutes = 720 - 4 * (longitude + math.degrees(angle)) - eq_of_time(centuries)
        day = midnight + minutes / 1440
    utc = datetime.datetime.combine(solar_date, datetime.time(), tzinfo=datetime.timezone.utc)
    return utc + datetime.timedelta(minutes=minutes)


def event(observer, date, zone, direction):
    """The event of the solar day, that day or either side of it, that falls on the local `date`."""
    for shift in (0, -1, 1):
        try:
            time = solar_event(
                observer.latitude, observer.longitude, date + datetime.timedelta(days=shift), direction
            ).astimezone(zone)
        except ValueError:
            continue
        if time.date() == date:
            return time
    raise ValueError("no event on the date")


def seconds(direction, observer, date, zone, midnight):
    try:
        return str(round((event(observer, date, zone, direction) - midnight).total_seconds()))
    except ValueError:
        return "-"


def main():
    start = datetime.date(2026, 1, 1)
    for lat, lon, day in plan(sys.argv[1] if len(sys.argv) > 1 else "gazetteer.tsv"):
        zone = datetime.timezone(datetime.timedelta(hours=nautical_hours(lon)))
        date = start + datetime.timedelta(days=day)
        midnight = datetime.datetime.combine(date, datetime.time(), tzinfo=zone)
        observer = Observer(latitude=lat, longitude=lon)
        print(
            seconds(SunDirection.RISING, observer, date, zone, midnight),
            seconds(SunDirection.SETTING, observer, date, zone, midnight),
        )


if __name__ == "__main__":
    main()
