#!/usr/bin/env python3
"""Record everything wxapp prints for a fixed set of command lines, and check that it still prints exactly that.

A restructuring of the code must change nothing a user sees. This script runs wxapp a few hundred times
(help, man page, completion scripts, and command lines covering every command and option, errors included)
against fake weather services that always give the same answers, with the clock set to a fixed instant, and
keeps what each run printed in Tests/Recordings/: one file per case, NNN-short-slug.txt, laid out as

    $ COLUMNS=40 wxapp list          the command line as typed, with its environment changes
    exit 0                           the exit status
    --- stdout
    ...                              standard output, byte for byte
    --- stderr
    ...                              standard error, byte for byte

(a stream that does not end in a newline is followed by the line "\\ no newline at end").

Usage, from anywhere in the repository:

    python3 scripts/record_outputs.py                      check: run every case and compare with the recording
    python3 scripts/record_outputs.py --record             rewrite the recording
    python3 scripts/record_outputs.py --binary PATH        the wxapp to run (default .build/debug/wxapp)

The check prints a unified diff of (at most) the first 10 cases that differ and a one-line summary, and exits
1 when any case differs, is missing from the recording, or is recorded but no longer run; 0 when all match.
Record with the binary of the commit before the change, then check with the binary after it.

How the runs are made the same on every machine:

- The fake services are one http.server.ThreadingHTTPServer per sandbox, on 127.0.0.1 and a free port. They
  answer Open-Meteo (forecast, geocoding, air quality, climate archive), MET Norway (Locationforecast,
  MetAlerts), OpenWeatherMap (weather, forecast, geocoding), the National Weather Service's alerts and
  IPinfo's location lookup, with the paths, parameters and reply shapes wxapp uses. Every reply is computed
  from the place asked about (see SPOTS) and from the case's fixed instant, never from the real clock.
- wxapp runs under libfaketime (Debian package faketime) with TZ=UTC and FAKETIME="2026-11-26 12:00:00":
  without the "@" that would start each process at that instant and let its clock run on, the clock stands
  still at it. A running clock gave different output from run to run: each process started the clock anew,
  so one could find the weather another had fetched "later" than its own now (and fetch it again, or not,
  by a few milliseconds), and an age in seconds came out 12599 or 12600 by how fast two processes started.
  Some cases run at other instants, shown on their command line as FAKETIME=... .
- Under libfaketime a wait of wxapp's (Task.sleep) does not end when it should, so the fake services never
  make wxapp wait: a failing reply says Retry-After beyond what wxapp would wait for, and wxapp gives up at
  once instead of retrying. A case that still runs longer than CASE_TIMEOUT is killed and recorded so.
- Each case runs in a sandbox: a temporary directory that is HOME, XDG_CONFIG_HOME, XDG_DATA_HOME and
  XDG_CACHE_HOME, with WXAPP_DB inside it and every service URL pointing at the sandbox's fake server. The
  environment is built from scratch (PATH alone is kept), with LANG=C.UTF-8 unless a case says otherwise and
  no COLUMNS; stdin is /dev/null and the working directory is the sandbox. The cases of one sandbox run in
  order and share its state (add, then list, show, delete...); sandboxes are independent and run side by
  side, which keeps the whole run short.

Normalisations, the only ones, applied to the command line, stdout and stderr:

- the sandbox's temporary directory is written $SANDBOX;
- the port of the sandbox's fake server is written $PORT, in "127.0.0.1:<port>" and in curl's
  "127.0.0.1 port <port>";
- the port kept closed to stand for a service that is down is written $CLOSED_PORT likewise.

Anything else that changes from one run to the next is a flaw of this script to fix, not to hide.
Only the Python standard library is used.
"""

import argparse
import dataclasses
import datetime
import difflib
import fcntl
import glob
import json
import math
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import zoneinfo
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RECORDINGS = os.path.join(REPOSITORY, "Tests", "Recordings")
LIBFAKETIME = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"

# The instant every case runs at unless it names another, in libfaketime's notation for a clock that stands
# still (UTC, as TZ=UTC).
NOW = "2026-11-26 12:00:00"
# Three and a half hours later: what was fetched at NOW is stale.
LATER = "2026-11-26 15:30:00"
# Past the end of every forecast kept at NOW.
MUCH_LATER = "2026-12-20 12:00:00"

# Seconds a case may run; every one takes well under one.
CASE_TIMEOUT = 20

# The key the fake OpenWeatherMap accepts; any other is rejected with 401.
OPENWEATHER_KEY = "0f1e2d3c4b5a69788796a5b4c3d2e1f0"


def epoch(text):
    """Seconds since 1970 of a UTC time written "YYYY-MM-DD hh:mm:ss"."""
    moment = datetime.datetime.strptime(text, "%Y-%m-%d %H:%M:%S").replace(tzinfo=datetime.timezone.utc)
    return int(moment.timestamp())


def iso(seconds, offset=0):
    """An ISO 8601 time with its offset from UTC: "2026-11-26T05:00:00-07:00"."""
    zone = datetime.timezone(datetime.timedelta(seconds=offset))
    return datetime.datetime.fromtimestamp(seconds, zone).isoformat()


def http_date(seconds):
    """An HTTP date: "Thu, 26 Nov 2026 12:00:00 GMT"."""
    moment = datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc)
    return moment.strftime("%a, %d %b %Y %H:%M:%S GMT")


# ---------------------------------------------------------------------------------------------------------
# The weather the fake services report
# ---------------------------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Spot:
    """The weather near one point, in the units wxapp asks Open-Meteo for (°C, m/s, hPa, %, m, mm, cm of
    snow). None is a value the services leave out (null in Open-Meteo's replies, absent in the others)."""

    name: str
    latitude: float
    longitude: float
    country: str
    zone: str
    temperature: float
    code: int  # WMO weather code now
    feels: float | None
    humidity: float | None
    dew_point: float | None
    clouds: float | None
    pressure: float | None
    wind: float | None
    gust: float | None
    direction: float | None
    visibility: float | None
    high: float
    low: float
    # Local times of today's sunrise and sunset; None for a polar night.
    sunrise: str | None
    sunset: str | None
    rain: float = 0.0
    showers: float = 0.0
    snowfall: float = 0.0
    # Minutes by which the reading lags behind now, beyond what each service's own steps make it lag.
    lag: int = 0
    # Precipitation (mm) of the nine quarter hours from the one in progress; None is a step not known.
    nowcast: tuple = (0.0,) * 9
    # The forecast's condition of each day (WMO codes, repeated), rain turned to snow in the cold.
    days: tuple = (2,)
    # Air quality: European and US indices, particles, gases, UV now and today's highest, and pollen (alder,
    # birch, grass, mugwort, olive, ragweed) or None where the service sends nulls.
    air: dict = dataclasses.field(default_factory=dict)


POLLEN_NONE = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
POLLEN_NULL = (None,) * 6

SPOTS = [
    Spot("Tokyo", 35.6895, 139.6917, "JP", "Asia/Tokyo", 9.4, 1, 7.9, 58, 1.6, 20, 1021.3, 3.1, 6.4, 335,
         24140, 14.2, 6.8, "06:24", "16:29",
         days=(1, 3, 61, 63, 2, 0, 80, 3, 1, 2, 61, 0, 3, 2, 1, 0),
         air=dict(eu=28, us=42, pm2_5=9.6, pm10=15.2, ozone=48.0, no2=21.4, uv=0.0, uv_max=3.0,
                  pollen=POLLEN_NULL)),
    Spot("Paris", 48.8534, 2.3488, "FR", "Europe/Paris", 7.8, 61, 4.6, 89, 6.1, 100, 1004.6, 5.7, 11.8, 245,
         7900, 9.6, 5.2, "08:20", "16:58", rain=0.4,
         nowcast=(0.3, 0.4, 0.2, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0),
         days=(61, 3, 45, 53, 2, 80, 61, 3, 0, 3, 61, 63, 2, 1, 3, 61),
         air=dict(eu=41, us=49, pm2_5=8.1, pm10=12.3, ozone=55.0, no2=12.6, uv=1.0, uv_max=1.0,
                  pollen=(0.0, 0.0, 1.2, 0.0, 0.0, 0.0))),
    Spot("Oslo", 59.9127, 10.7461, "NO", "Europe/Oslo", -3.2, 73, -8.1, 86, -5.3, 100, 998.2, 4.4, 9.0, 20,
         2500, -1.0, -5.5, "08:51", "15:19", snowfall=0.7,
         nowcast=(0.0, 0.0, 0.2, 0.4, 0.5, 0.5, 0.3, 0.1, 0.0),
         days=(73, 71, 3, 2, 0, 71, 85, 3, 3, 0, 1, 71, 73, 3, 2, 0),
         air=dict(eu=15, us=20, pm2_5=3.1, pm10=5.5, ozone=61.0, no2=8.0, uv=0.0, uv_max=0.0,
                  pollen=POLLEN_NONE)),
    Spot("Madrid", 40.4165, -3.7026, "ES", "Europe/Madrid", 13.1, 0, 12.0, 41, 0.2, 0, 1026.0, 1.2, None, 90,
         40000, 15.8, 3.9, "08:15", "17:51",
         days=(0, 0, 1, 2, 3, 61, 80, 2, 0, 0, 1, 3, 63, 2, 0, 0),
         air=dict(eu=62, us=88, pm2_5=24.0, pm10=38.5, ozone=80.0, no2=44.1, uv=2.0, uv_max=2.0,
                  pollen=POLLEN_NONE)),
    # Fog, no wind at all, and a nowcast that stops knowing after the third quarter hour.
    Spot("London", 51.5085, -0.1257, "GB", "Europe/London", 9.0, 45, 7.9, 97, 8.6, 100, 1015.2, 0.0, None,
         None, 300, 10.1, 7.4, "07:33", "15:58",
         nowcast=(0.0, 0.04, 0.06, None, None, None, None, None, None),
         days=(45, 53, 3, 61, 63, 2, 3, 80, 45, 3, 61, 2, 0, 3, 53, 2),
         air=dict(eu=33, us=None, pm2_5=11.0, pm10=17.9, ozone=None, no2=30.5, uv=0.0, uv_max=1.0,
                  pollen=POLLEN_NONE)),
    Spot("Denver", 39.7392, -104.9847, "US", "America/Denver", -6.5, 75, -13.2, 79, -9.4, 100, 1009.8, 8.9,
         15.2, 20, 800, -3.0, -9.8, "06:57", "16:37", snowfall=2.1,
         nowcast=(0.8, 0.9, 1.1, 1.0, 0.9, 0.7, 0.5, 0.4, 0.3),
         days=(75, 73, 71, 3, 0, 0, 1, 2, 71, 3, 0, 0, 2, 3, 71, 0),
         air=dict(eu=12, us=18, pm2_5=2.0, pm10=4.1, ozone=70.3, no2=5.5, uv=0.0, uv_max=2.0,
                  pollen=POLLEN_NULL)),
    # No feels-like temperature, gusts or visibility: left out, never shown as zero.
    Spot("New York", 40.7143, -74.006, "US", "America/New_York", 4.4, 3, None, 63, -2.2, 96, 1017.4, 6.2,
         None, 300, None, 6.1, 1.7, "06:55", "16:31", lag=15,
         days=(3, 2, 0, 61, 63, 3, 1, 0, 2, 61, 3, 3, 0, 1, 2, 65),
         air=dict(eu=None, us=55, pm2_5=13.5, pm10=20.0, ozone=31.0, no2=39.9, uv=1.0, uv_max=2.0,
                  pollen=POLLEN_NULL)),
    Spot("Sydney", -33.8679, 151.2073, "AU", "Australia/Sydney", 27.6, 95, 31.2, 74, 22.5, 88, 1006.1, 7.5,
         16.9, 45, 12000, 31.4, 21.0, "05:39", "19:52", rain=3.2, showers=1.1,
         nowcast=(2.1, 1.4, 0.6, 0.1, 0.0, 0.0, 0.0, 0.0, 0.0),
         days=(95, 80, 2, 0, 0, 1, 95, 3, 81, 0, 1, 2, 0, 95, 3, 0),
         air=dict(eu=22, us=31, pm2_5=5.5, pm10=11.0, ozone=40.0, no2=9.2, uv=0.0, uv_max=11.0,
                  pollen=POLLEN_NULL)),
    # Sunrise and sunset left out, as on a polar night, a day before Tromsø's begins; wxapp's own reckoning
    # still finds an hour of daylight.
    Spot("Tromsø", 69.6489, 18.9551, "NO", "Europe/Oslo", -8.4, 71, -14.9, 80, -11.2, 90, 1002.0, 6.0, 12.5,
         160, 5000, -6.9, -10.1, None, None, snowfall=0.3,
         nowcast=(0.1,) * 9,
         days=(71, 73, 3, 71, 2, 0, 3, 85, 71, 3, 0, 73, 71, 3, 2, 71),
         air=dict(eu=5, us=8, pm2_5=1.0, pm10=2.0, ozone=52.0, no2=2.1, uv=0.0, uv_max=0.0,
                  pollen=POLLEN_NULL)),
    Spot("Reykjavík", 64.1355, -21.8954, "IS", "Atlantic/Reykjavik", 1.1, 80, -4.8, 84, -1.2, 75, 987.5,
         14.3, 22.0, 200, 30000, 3.0, -0.5, "10:32", "16:01", showers=0.6,
         nowcast=(0.0, 0.3, 0.0, 0.0, 0.5, 0.0, 0.0, 0.0, 0.0),
         days=(80, 81, 3, 85, 61, 3, 80, 2, 80, 3, 61, 65, 3, 80, 2, 3),
         air=dict(eu=8, us=10, pm2_5=1.5, pm10=6.0, ozone=58.0, no2=3.3, uv=0.0, uv_max=0.0,
                  pollen=POLLEN_NULL)),
    # A zone half an hour off the hour, and air that is very unhealthy.
    Spot("Delhi", 28.652, 77.2315, "IN", "Asia/Kolkata", 21.0, 45, 20.4, 48, 9.7, 10, 1014.0, 1.5, 3.0, 290,
         1500, 27.0, 12.0, "06:54", "17:24",
         days=(45, 45, 0, 0, 1, 0, 45, 0, 0, 2, 0, 0, 45, 1, 0, 0),
         air=dict(eu=112, us=268, pm2_5=180.4, pm10=260.1, ozone=30.0, no2=70.2, uv=0.0, uv_max=5.0,
                  pollen=POLLEN_NULL)),
    Spot("Edinburgh", 55.9521, -3.1965, "GB", "Europe/London", 6.0, 51, 3.1, 91, 4.6, 100, 1011.0, 7.1, 13.0,
         250, 9000, 7.0, 3.5, "08:11", "15:45", rain=0.1,
         nowcast=(0.1, 0.1, 0.1, 0.05, 0.0, 0.0, 0.0, 0.0, 0.0),
         days=(51, 61, 3, 80, 2, 61, 53, 3, 0, 61, 3, 80, 2, 3, 61, 1),
         air=dict(eu=18, us=25, pm2_5=4.0, pm10=9.0, ozone=50.0, no2=15.0, uv=0.0, uv_max=1.0,
                  pollen=POLLEN_NONE)),
    Spot("Berlin", 52.5244, 13.4105, "DE", "Europe/Berlin", 2.5, 3, -0.9, 81, -0.4, 100, 1012.7, 4.0, 8.2, 280,
         15000, 4.0, 0.5, "07:46", "15:56",
         days=(3, 3, 71, 61, 2, 0, 3, 45, 3, 61, 2, 0, 3, 3, 71, 2),
         air=dict(eu=36, us=45, pm2_5=10.0, pm10=16.0, ozone=35.0, no2=25.0, uv=0.0, uv_max=1.0,
                  pollen=POLLEN_NONE)),
    Spot("Lima", -12.0432, -77.0282, "PE", "America/Lima", 19.5, 2, 19.5, 78, 15.5, 60, 1013.0, 3.9, None, 190,
         10000, 22.5, 17.0, "05:26", "18:22",
         days=(2, 2, 3, 1, 0, 2, 51, 3, 2, 1, 2, 3, 2, 1, 0, 2)),
    Spot("Salt Lake City", 40.7608, -111.8911, "US", "America/Denver", -1.0, 0, -4.0, 55, -9.0, 5, 1030.0, 2.0,
         4.0, 150, 50000, 3.0, -7.0, "07:24", "17:03",
         days=(0, 0, 1, 2, 71, 3, 0, 0, 1, 2, 3, 71, 0, 0, 1, 2)),
    Spot("Nairobi", -1.2833, 36.8167, "KE", "Africa/Nairobi", 22.8, 80, 22.8, 65, 15.9, 70, 1016.0, 4.5, 8.0,
         60, 10000, 25.0, 14.0, "06:14", "18:36", showers=0.9,
         nowcast=(0.5, 0.6, 0.3, 0.0, 0.0, 0.0, 0.2, 0.4, 0.0),
         days=(80, 95, 80, 2, 81, 80, 2, 95, 3, 80, 2, 1, 80, 95, 2, 3)),
    # Places no offline gazetteer knows, found by geocoding; the first in the polar night beyond doubt.
    Spot("Longyearbyen", 78.2232, 15.6267, "SJ", "Arctic/Longyearbyen", -12.3, 3, -19.8, 74, -15.9, 95, 1008.4,
         7.7, 13.9, 110, 10000, -10.5, -14.0, None, None,
         days=(3, 71, 3, 2, 0, 73, 3, 3, 71, 2, 0, 3, 71, 3, 2, 0)),
    Spot("Kinosaki", 35.6258, 134.8114, "JP", "Asia/Tokyo", 6.2, 85, 3.0, 88, 4.3, 95, 1019.0, 5.0, 9.5, 320,
         6000, 8.0, 3.0, "06:40", "16:46", snowfall=0.4,
         days=(85, 71, 3, 61, 2, 85, 3, 0, 1, 61, 3, 85, 2, 0, 3, 1)),
    Spot("Hallstatt", 47.5622, 13.6493, "AT", "Europe/Vienna", -1.5, 2, -3.9, 77, -5.0, 45, 1024.0, 1.9, 3.5,
         300, 20000, 1.0, -4.5, "07:33", "16:15",
         days=(2, 0, 3, 71, 73, 2, 0, 1, 3, 71, 2, 0, 0, 3, 71, 2)),
]

# The weather of any other point: mild, partly cloudy, no pollen forecast, nautical time.
GENERIC = dict(code=2, feels=None, humidity=70, dew_point=10.0, clouds=50, pressure=1013.0, wind=3.0, gust=None,
               direction=180, visibility=20000, sunrise="06:30", sunset="18:00", days=(2, 3, 0, 61, 1, 2, 3, 0))


def spot_at(latitude, longitude):
    """The spot within half a degree of the point, else a generic one of the point's own."""
    for spot in SPOTS:
        if abs(spot.latitude - latitude) < 0.5 and abs(spot.longitude - longitude) < 0.5:
            return spot
    temperature = round(28 - 0.45 * abs(latitude), 1)
    return Spot("Somewhere", latitude, longitude, "ZZ", "", temperature, high=temperature + 3,
                low=temperature - 4, **GENERIC)


def utc_offset(spot, seconds):
    """The spot's offset from UTC at an instant: its zone's, or nautical time for a generic point."""
    if not spot.zone:
        return round(spot.longitude / 15) * 3600
    moment = datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc)
    return int(zoneinfo.ZoneInfo(spot.zone).utcoffset(moment).total_seconds())


SNOW_OF_RAIN = {51: 71, 53: 71, 55: 73, 61: 71, 63: 73, 65: 75, 80: 85, 81: 85, 82: 86}
RAIN_OF_SNOW = {71: 61, 73: 63, 75: 65, 77: 61, 85: 80, 86: 82}
# Millimetres of rain (or showers) and centimetres of snow an hour, by WMO code.
RAIN_PER_HOUR = {51: 0.1, 53: 0.3, 55: 0.6, 61: 0.4, 63: 1.2, 65: 3.0}
SHOWERS_PER_HOUR = {80: 0.8, 81: 2.0, 82: 5.0, 95: 2.5}
SNOW_PER_HOUR = {71: 0.3, 73: 0.8, 75: 1.8, 77: 0.1, 85: 0.5, 86: 1.5}
# Day-to-day changes of the mean temperature (°C), repeated.
TRENDS = (0.0, 1.5, -1.0, -2.5, 0.5, 2.0, 3.0, -0.5, -3.0, 1.0, 0.0, -1.5, 2.5, 1.0, -2.0, 0.5)


class Sky:
    """A spot's weather at any hour of the next days, as every service's forecast reports it: each day has
    its condition by day (06:00 to 21:00 local) and a quieter one by night, a temperature that peaks at
    15:00 local, and precipitation in the hours of its condition."""

    def __init__(self, spot, now):
        self.spot = spot
        self.offset = utc_offset(spot, now)
        local = now + self.offset
        # Today's local midnight, as seconds since 1970 in UTC.
        self.midnight = local - local % 86400 - self.offset

    def day(self, seconds):
        return (seconds - self.midnight) // 86400

    def local_hour(self, seconds):
        return (seconds + self.offset) % 86400 / 3600

    def sun(self, day):
        """The UTC times of a day's sunrise and sunset; both the day's start in a polar night."""
        start = self.midnight + day * 86400
        if self.spot.sunrise is None:
            return start, start

        def at(text, drift):
            hours, minutes = map(int, text.split(":"))
            return start + hours * 3600 + minutes * 60 + drift * day

        return at(self.spot.sunrise, 60), at(self.spot.sunset, -45)

    def is_day(self, seconds):
        rise, set_ = self.sun(self.day(seconds))
        return rise < seconds < set_

    def mean(self, day):
        return (self.spot.high + self.spot.low) / 2 + TRENDS[(day + int(abs(self.spot.latitude))) % len(TRENDS)]

    def day_code(self, day):
        code = self.spot.days[day % len(self.spot.days)]
        if self.mean(day) < 0.5:
            return SNOW_OF_RAIN.get(code, code)
        return RAIN_OF_SNOW.get(code, code)

    def code(self, seconds):
        code = self.day_code(self.day(seconds))
        if 6 <= self.local_hour(seconds) < 21:
            return code
        return 0 if code <= 2 else 3

    def temperature(self, seconds):
        amplitude = (self.spot.high - self.spot.low) / 2
        hour = self.local_hour(seconds)
        return round(self.mean(self.day(seconds)) + amplitude * math.cos(2 * math.pi * (hour - 15) / 24), 1)

    def feels(self, seconds):
        if self.spot.feels is None:
            return None
        return round(self.temperature(seconds) - (self.spot.temperature - self.spot.feels), 1)

    def rain(self, seconds):
        return RAIN_PER_HOUR.get(self.code(seconds), 0.0)

    def showers(self, seconds):
        return SHOWERS_PER_HOUR.get(self.code(seconds), 0.0)

    def snowfall(self, seconds):
        return SNOW_PER_HOUR.get(self.code(seconds), 0.0)

    def chance(self, seconds):
        """Percent; None beyond ten days, as Open-Meteo leaves it out there."""
        if self.day(seconds) >= 10:
            return None
        step = int(seconds // 3600)
        # Codes from 51 up are drizzle, rain, snow and thunder.
        return (55 + step * 7 % 40) if self.code(seconds) >= 51 else (step * 3 % 15)

    def wind(self, seconds):
        if self.spot.wind is None:
            return None
        return round(max(0.0, self.spot.wind * (0.7 + (int(seconds // 3600) * 7 % 6) / 10)), 1)

    def gust(self, seconds):
        wind = self.wind(seconds)
        return None if self.spot.gust is None or wind is None else round(wind * 1.8, 1)

    def direction(self, seconds):
        return ((self.spot.direction or 180) + 15 * self.day(seconds)) % 360

    def clouds(self, seconds):
        return {0: 5, 1: 20, 2: 50}.get(self.code(seconds), 95)

    def visibility(self, seconds):
        if self.spot.visibility is None:
            return None
        return 400.0 if self.code(seconds) in (45, 48) else 24000.0


# Open-Meteo's WMO codes as OpenWeatherMap states them: id, main, description, icon.
OPENWEATHER_CONDITIONS = {
    0: (800, "Clear", "clear sky", "01"), 1: (801, "Clouds", "few clouds", "02"),
    2: (802, "Clouds", "scattered clouds", "03"), 3: (804, "Clouds", "overcast clouds", "04"),
    45: (741, "Fog", "fog", "50"), 48: (741, "Fog", "fog", "50"),
    51: (300, "Drizzle", "light intensity drizzle", "09"), 53: (301, "Drizzle", "drizzle", "09"),
    55: (302, "Drizzle", "heavy intensity drizzle", "09"), 61: (500, "Rain", "light rain", "10"),
    63: (501, "Rain", "moderate rain", "10"), 65: (502, "Rain", "heavy intensity rain", "10"),
    71: (600, "Snow", "light snow", "13"), 73: (601, "Snow", "snow", "13"), 75: (602, "Snow", "heavy snow", "13"),
    77: (600, "Snow", "light snow", "13"), 80: (520, "Rain", "light intensity shower rain", "09"),
    81: (521, "Rain", "shower rain", "09"), 82: (522, "Rain", "heavy intensity shower rain", "09"),
    85: (620, "Snow", "light shower snow", "13"), 86: (622, "Snow", "heavy shower snow", "13"),
    95: (211, "Thunderstorm", "thunderstorm", "11"),
}

# Open-Meteo's WMO codes as MET Norway's symbols; True where the symbol has day and night variants.
METNO_SYMBOLS = {
    0: ("clearsky", True), 1: ("fair", True), 2: ("partlycloudy", True), 3: ("cloudy", False),
    45: ("fog", False), 48: ("fog", False), 51: ("lightrain", False), 53: ("lightrain", False),
    55: ("rain", False), 61: ("lightrain", False), 63: ("rain", False), 65: ("heavyrain", False),
    71: ("lightsnow", False), 73: ("snow", False), 75: ("heavysnow", False), 77: ("lightsnow", False),
    80: ("lightrainshowers", True), 81: ("rainshowers", True), 82: ("heavyrainshowers", True),
    85: ("lightsnowshowers", True), 86: ("heavysnowshowers", True), 95: ("rainshowersandthunder", True),
}


def metno_symbol(sky, seconds):
    name, varies = METNO_SYMBOLS[sky.code(seconds)]
    if not varies:
        return name
    if sky.spot.sunrise is None:
        return name + ("_polartwilight" if 10 <= sky.local_hour(seconds) < 14 else "_night")
    return name + ("_day" if sky.is_day(seconds) else "_night")


# ---------------------------------------------------------------------------------------------------------
# The replies
# ---------------------------------------------------------------------------------------------------------


def open_meteo_current(spot, latitude, longitude, query, now):
    """/v1/forecast?current=...: the current quarter hour, today's extremes and sun times, and, when asked
    for, the 15-minute precipitation from the quarter hour of the reading."""
    sky = Sky(spot, now)
    observed = (now - spot.lag * 60) // 900 * 900
    rise, set_ = sky.sun(0)
    reply = {
        "latitude": latitude, "longitude": longitude, "generationtime_ms": 0.06,
        "utc_offset_seconds": sky.offset, "timezone": spot.zone or "GMT",
        "current_units": {"time": "unixtime", "interval": "seconds", "temperature_2m": "°C",
                          "wind_speed_10m": "m/s", "snowfall": "cm", "visibility": "m"},
        "current": {
            "time": observed, "interval": 900, "temperature_2m": spot.temperature,
            "relative_humidity_2m": spot.humidity, "dew_point_2m": spot.dew_point,
            "apparent_temperature": spot.feels, "is_day": 1 if sky.is_day(now) else 0, "rain": spot.rain,
            "showers": spot.showers, "snowfall": spot.snowfall, "weather_code": spot.code,
            "cloud_cover": spot.clouds, "pressure_msl": spot.pressure, "wind_speed_10m": spot.wind,
            "wind_direction_10m": spot.direction, "wind_gusts_10m": spot.gust, "visibility": spot.visibility,
        },
        "daily_units": {"time": "unixtime", "temperature_2m_max": "°C", "temperature_2m_min": "°C"},
        "daily": {"time": [sky.midnight], "temperature_2m_max": [spot.high], "temperature_2m_min": [spot.low],
                  "sunrise": [rise], "sunset": [set_]},
    }
    if query.get("minutely_15") == "precipitation":
        reply["minutely_15_units"] = {"time": "unixtime", "precipitation": "mm"}
        # As many quarter hours as asked for, the spot's last amount repeated past its own.
        count = int(query.get("forecast_minutely_15", len(spot.nowcast)))
        amounts = (list(spot.nowcast) + [spot.nowcast[-1]] * count)[:count]
        reply["minutely_15"] = {"time": [observed + step * 900 for step in range(count)],
                                "precipitation": amounts}
    return reply


def open_meteo_hourly(spot, latitude, longitude, query, now):
    """/v1/forecast?hourly=...: every hour from today's local midnight for `forecast_days` days."""
    sky = Sky(spot, now)
    days = int(query.get("forecast_days", "7"))
    hours = [sky.midnight + hour * 3600 for hour in range(days * 24)]
    temperatures = [sky.temperature(t) for t in hours]
    if spot.name == "Sydney":
        # The last hours come without a temperature, and are left out.
        temperatures[-6:] = [None] * 6
    suns = [sky.sun(day) for day in range(days)]
    return {
        "latitude": latitude, "longitude": longitude, "generationtime_ms": 1.2,
        "utc_offset_seconds": sky.offset, "timezone": spot.zone or "GMT",
        "hourly_units": {"time": "unixtime", "temperature_2m": "°C", "precipitation_probability": "%",
                         "snowfall": "cm"},
        "hourly": {
            "time": hours, "temperature_2m": temperatures,
            "apparent_temperature": [sky.feels(t) for t in hours],
            "relative_humidity_2m": [spot.humidity for _ in hours],
            "dew_point_2m": [spot.dew_point for _ in hours],
            "pressure_msl": [spot.pressure for _ in hours],
            "wind_speed_10m": [sky.wind(t) for t in hours],
            "wind_direction_10m": [sky.direction(t) for t in hours],
            "wind_gusts_10m": [sky.gust(t) for t in hours],
            "cloud_cover": [sky.clouds(t) for t in hours],
            "visibility": [sky.visibility(t) for t in hours],
            "precipitation_probability": [sky.chance(t) for t in hours],
            "rain": [sky.rain(t) for t in hours],
            "showers": [sky.showers(t) for t in hours],
            "snowfall": [sky.snowfall(t) for t in hours],
            "weather_code": [sky.code(t) for t in hours],
            "is_day": [1 if sky.is_day(t) else 0 for t in hours],
        },
        "daily": {"time": [sky.midnight + day * 86400 for day in range(days)],
                  "sunrise": [sun[0] for sun in suns], "sunset": [sun[1] for sun in suns]},
    }


def air_quality(spot, latitude, longitude, now):
    """/v1/air-quality: the current hour and today's hourly UV index from local midnight."""
    sky = Sky(spot, now)
    air = spot.air or dict(eu=20, us=30, pm2_5=5.0, pm10=10.0, ozone=45.0, no2=10.0, uv=0.0, uv_max=4.0,
                           pollen=POLLEN_NULL)
    hours = [sky.midnight + hour * 3600 for hour in range(24)]
    # The UV index of each hour, highest at local noon.
    uv = [round(max(0.0, air["uv_max"] * (1 - abs(sky.local_hour(t) - 12) / 6)), 1) for t in hours]
    alder, birch, grass, mugwort, olive, ragweed = air["pollen"]
    return {
        "latitude": latitude, "longitude": longitude, "utc_offset_seconds": sky.offset,
        "timezone": spot.zone or "GMT",
        "current": {"time": now // 3600 * 3600, "interval": 3600, "european_aqi": air["eu"],
                    "us_aqi": air["us"], "pm10": air["pm10"], "pm2_5": air["pm2_5"], "ozone": air["ozone"],
                    "nitrogen_dioxide": air["no2"], "uv_index": air["uv"], "alder_pollen": alder,
                    "birch_pollen": birch, "grass_pollen": grass, "mugwort_pollen": mugwort,
                    "olive_pollen": olive, "ragweed_pollen": ragweed},
        "hourly": {"time": hours, "uv_index": uv},
    }


def archive(spot, latitude, longitude, query):
    """/v1/archive: every day's high and low from start_date to end_date: a seasonal curve (turned over south
    of the equator) whose normal high on NOW's day of the year is two degrees above the spot's mean of today,
    with a little from year to year."""
    start = datetime.date.fromisoformat(query["start_date"])
    end = datetime.date.fromisoformat(query["end_date"])
    season = 1 if latitude >= 0 else -1
    centre = (spot.high + spot.low) / 2 + 2

    def curve(day_of_year):
        return math.sin(2 * math.pi * (day_of_year - 110) / 365.25)

    today = curve(datetime.date.fromisoformat(NOW[:10]).timetuple().tm_yday)
    times, highs, lows = [], [], []
    day = start
    while day <= end:
        number = day.timetuple().tm_yday
        seasonal = season * 9 * (curve(number) - today)
        high = centre + seasonal + (day.year * 7 + number) % 5 * 0.3
        times.append(day.isoformat())
        highs.append(round(high, 1))
        lows.append(round(high - 8.5, 1))
        day += datetime.timedelta(days=1)
    return {"latitude": latitude, "longitude": longitude, "utc_offset_seconds": 0, "timezone": "GMT",
            "daily_units": {"time": "iso8601", "temperature_2m_max": "°C", "temperature_2m_min": "°C"},
            "daily": {"time": times, "temperature_2m_max": highs, "temperature_2m_min": lows}}


def past_days(spot, latitude, longitude, query, now):
    """/v1/archive?hourly=... (and /v1/forecast with start_date, for the last days): every hour from
    start_date's midnight to the end of end_date at the one offset the spot keeps now, as Open-Meteo cuts
    them whatever the season, and the days it sums from those hours. Each date's high follows the archive's
    seasonal curve, with a warm afternoon and a cool night; the afternoons of every third day are wet (snow
    below freezing), and the sun shines in the other hours of daylight."""
    start = datetime.date.fromisoformat(query["start_date"])
    end = datetime.date.fromisoformat(query["end_date"])
    offset = utc_offset(spot, now)
    first = epoch(f"{start.isoformat()} 00:00:00") - offset
    count = ((end - start).days + 1) * 24
    days = archive_days(spot, latitude, start, end)
    hourly = {name: [] for name in ("time", "temperature_2m", "precipitation", "rain", "snowfall", "weather_code",
                                     "wind_speed_10m", "wind_direction_10m", "sunshine_duration", "is_day")}
    if "showers" in query.get("hourly", ""):
        hourly["showers"] = []
    for number in range(count):
        time_ = first + number * 3600
        day, hour = divmod(number, 24)
        high, low = days[day]
        temperature = round(low + (high - low) * (1 + math.sin(2 * math.pi * (hour - 9) / 24)) / 2, 1)
        ordinal = (start + datetime.timedelta(days=day)).toordinal()
        wet = ordinal % 3 == 0 and 13 <= hour <= 17
        snowy = wet and temperature < 0.5
        rain = round(0.2 + (hour - 13) * 0.3, 1) if wet and not snowy else 0.0
        snowfall = round(0.2 + (hour - 13) * 0.2, 2) if snowy else 0.0
        daylight = 7 <= hour <= 18
        hourly["time"].append(time_)
        hourly["temperature_2m"].append(temperature)
        showers = 0.1 if "showers" in hourly and wet and not snowy and hour == 15 else 0.0
        hourly["precipitation"].append(round(rain + showers + snowfall / 0.7, 1))
        hourly["rain"].append(rain)
        hourly["snowfall"].append(snowfall)
        if "showers" in hourly:
            hourly["showers"].append(showers)
        hourly["weather_code"].append((73 if snowy else 61) if wet else (0 if daylight and hour % 4 else 2))
        hourly["wind_speed_10m"].append(round(2.0 + (ordinal % 5) * 0.7 + (hour % 6) * 0.3, 1))
        hourly["wind_direction_10m"].append((180 + ordinal * 37 + hour * 5) % 360)
        hourly["sunshine_duration"].append(0.0 if wet or not daylight else 3600.0 if hour % 4 else 1800.0)
        hourly["is_day"].append(1 if daylight else 0)
    daily = {name: [] for name in ("time", "temperature_2m_max", "temperature_2m_min", "precipitation_sum",
                                    "rain_sum", "snowfall_sum", "sunshine_duration", "wind_speed_10m_max",
                                    "wind_direction_10m_dominant", "weather_code")}
    if "showers" in hourly:
        daily["showers_sum"] = []
    for day in range(count // 24):
        hours = slice(day * 24, day * 24 + 24)

        def total(name):
            return round(sum(hourly[name][hours]), 2)
        speeds, directions = hourly["wind_speed_10m"][hours], hourly["wind_direction_10m"][hours]
        east = sum(v * math.sin(math.radians(d)) for v, d in zip(speeds, directions))
        north = sum(v * math.cos(math.radians(d)) for v, d in zip(speeds, directions))
        daily["time"].append(first + day * 86400)
        daily["temperature_2m_max"].append(max(hourly["temperature_2m"][hours]))
        daily["temperature_2m_min"].append(min(hourly["temperature_2m"][hours]))
        daily["precipitation_sum"].append(round(total("precipitation"), 1))
        daily["rain_sum"].append(round(total("rain"), 1))
        daily["snowfall_sum"].append(total("snowfall"))
        if "showers_sum" in daily:
            daily["showers_sum"].append(round(total("showers"), 1))
        daily["sunshine_duration"].append(total("sunshine_duration"))
        daily["wind_speed_10m_max"].append(max(speeds))
        daily["wind_direction_10m_dominant"].append(round(math.degrees(math.atan2(east, north)) % 360))
        daily["weather_code"].append(max(hourly["weather_code"][hours]))
    units = {"time": "unixtime", "temperature_2m": "°C", "precipitation": "mm", "rain": "mm", "snowfall": "cm",
             "weather_code": "wmo code", "wind_speed_10m": "m/s", "wind_direction_10m": "°",
             "sunshine_duration": "s", "is_day": ""}
    daily_units = {"time": "unixtime", "temperature_2m_max": "°C", "temperature_2m_min": "°C",
                   "precipitation_sum": "mm", "rain_sum": "mm", "snowfall_sum": "cm", "sunshine_duration": "s",
                   "wind_speed_10m_max": "m/s", "wind_direction_10m_dominant": "°", "weather_code": "wmo code"}
    return {"latitude": latitude, "longitude": longitude, "generationtime_ms": 12.5, "utc_offset_seconds": offset,
            "timezone": spot.zone or "GMT", "hourly_units": units, "hourly": hourly,
            "daily_units": daily_units, "daily": daily}


def archive_days(spot, latitude, start, end):
    """The high and low of each date from `start` to `end`, as the archive's seasonal curve gives them."""
    reply = archive(spot, latitude, 0.0, {"start_date": start.isoformat(), "end_date": end.isoformat()})
    return list(zip(reply["daily"]["temperature_2m_max"], reply["daily"]["temperature_2m_min"]))


def metno_forecast(spot, latitude, longitude, now):
    """MET Norway's Locationforecast 2.0 `complete`: hourly steps from the hour in progress for 60 hours,
    then six-hourly ones to nine days ahead; the step in progress holds the current weather."""
    sky = Sky(spot, now)
    hour = now // 3600 * 3600
    times = [hour + step * 3600 for step in range(60)]
    while times[-1] < hour + 9 * 86400:
        times.append(times[-1] + 6 * 3600)

    def period(start, hours, with_extremes):
        moments = [start + h * 3600 for h in range(hours)]
        amount = sum(sky.rain(t) + sky.showers(t) + sky.snowfall(t) * 10 / 7 for t in moments)
        chances = [sky.chance(t) or 0 for t in moments]
        details = {"precipitation_amount": round(amount, 1), "probability_of_precipitation": float(max(chances))}
        if with_extremes:
            temperatures = [sky.temperature(t) for t in moments]
            details["air_temperature_max"] = max(temperatures)
            details["air_temperature_min"] = min(temperatures)
        return {"summary": {"symbol_code": metno_symbol(sky, start + hours * 1800)}, "details": details}

    steps = []
    for index, time_ in enumerate(times):
        current = index == 0
        details = {
            "air_pressure_at_sea_level": spot.pressure,
            "air_temperature": spot.temperature if current else sky.temperature(time_),
            "cloud_area_fraction": spot.clouds if current else sky.clouds(time_),
            "dew_point_temperature": spot.dew_point,
            "relative_humidity": spot.humidity,
            "wind_from_direction": spot.direction if current else sky.direction(time_),
            "wind_speed": spot.wind if current else sky.wind(time_),
            "wind_speed_of_gust": spot.gust if current else sky.gust(time_),
        }
        data = {"instant": {"details": {k: v for k, v in details.items() if v is not None}}}
        last = index == len(times) - 1
        if index < 60:
            data["next_1_hours"] = period(time_, 1, False)
        if not last:
            data["next_6_hours"] = period(time_, 6, True)
            symbol = metno_symbol(sky, time_ + 6 * 3600)
            data["next_12_hours"] = {"summary": {"symbol_code": symbol}, "details": {}}
        steps.append({"time": iso(time_).replace("+00:00", "Z"), "data": data})
    return {
        "type": "Feature", "geometry": {"type": "Point", "coordinates": [longitude, latitude, 20]},
        "properties": {
            "meta": {"updated_at": iso(now - 1200).replace("+00:00", "Z"), "units": {
                "air_pressure_at_sea_level": "hPa", "air_temperature": "celsius",
                "air_temperature_max": "celsius", "air_temperature_min": "celsius", "cloud_area_fraction": "%",
                "dew_point_temperature": "celsius", "precipitation_amount": "mm",
                "probability_of_precipitation": "%", "relative_humidity": "%", "wind_from_direction": "degrees",
                "wind_speed": "m/s", "wind_speed_of_gust": "m/s"}},
            "timeseries": steps,
        },
    }


def openweather_condition(code, day):
    number, main, description, icon = OPENWEATHER_CONDITIONS[code]
    return {"id": number, "main": main, "description": description, "icon": icon + ("d" if day else "n")}


def openweather_sun(sky):
    """Today's sunrise and sunset as OpenWeatherMap gives them: 0 and 0 on a polar night."""
    return (0, 0) if sky.spot.sunrise is None else sky.sun(0)


def openweather_current(spot, latitude, longitude, now):
    """/data/2.5/weather in standard units (kelvin, m/s); a reading seven minutes old."""
    sky = Sky(spot, now)
    rise, set_ = openweather_sun(sky)
    conditions = [openweather_condition(spot.code, sky.is_day(now))]
    if spot.code == 61:
        # OpenWeatherMap gives several conditions at once, the main one first.
        conditions.append({"id": 701, "main": "Mist", "description": "mist", "icon": "50d"})
    reply = {
        "coord": {"lon": round(longitude, 4), "lat": round(latitude, 4)},
        "weather": conditions, "base": "stations",
        "main": {"temp": round(spot.temperature + 273.15, 2), "temp_min": round(spot.low + 273.15, 2),
                 "temp_max": round(spot.high + 273.15, 2), "pressure": spot.pressure, "humidity": spot.humidity},
        "wind": {"speed": spot.wind}, "clouds": {"all": spot.clouds},
        "dt": now - 7 * 60 - spot.lag * 60,
        "sys": {"type": 2, "id": 2000001, "country": spot.country, "sunrise": rise, "sunset": set_},
        "timezone": sky.offset, "id": 1000000 + int(abs(latitude) * 100), "name": spot.name, "cod": 200,
    }
    if spot.feels is not None:
        reply["main"]["feels_like"] = round(spot.feels + 273.15, 2)
    if spot.visibility is not None:
        reply["visibility"] = min(spot.visibility, 10000)
    if spot.direction is not None:
        reply["wind"]["deg"] = spot.direction
    if spot.gust is not None:
        reply["wind"]["gust"] = spot.gust
    if spot.rain + spot.showers > 0:
        reply["rain"] = {"1h": round(spot.rain + spot.showers, 2)}
    if spot.snowfall > 0:
        reply["snow"] = {"1h": round(spot.snowfall * 10 / 7, 2)}
    return reply


def openweather_forecast(spot, latitude, longitude, now):
    """/data/2.5/forecast: 40 steps of three hours from the next multiple of three hours."""
    sky = Sky(spot, now)
    start = now - now % 10800 + 10800
    steps = []
    for index in range(40):
        time_ = start + index * 10800
        temperature = sky.temperature(time_)
        moments = [time_ + h * 3600 for h in range(3)]
        step = {
            "dt": time_,
            "main": {"temp": round(temperature + 273.15, 2), "temp_min": round(temperature + 272.65, 2),
                     "temp_max": round(temperature + 273.65, 2), "pressure": spot.pressure,
                     "humidity": spot.humidity},
            "weather": [openweather_condition(sky.code(time_), sky.is_day(time_))],
            "clouds": {"all": sky.clouds(time_)},
            "wind": {"speed": sky.wind(time_), "deg": sky.direction(time_)},
            "sys": {"pod": "d" if sky.is_day(time_) else "n"},
            "dt_txt": datetime.datetime.fromtimestamp(time_, datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S"),
        }
        if sky.feels(time_) is not None:
            step["main"]["feels_like"] = round(sky.feels(time_) + 273.15, 2)
        if index % 3:
            # Every third step comes without its chance of precipitation.
            step["pop"] = round((sky.chance(time_) or 0) / 100, 2)
        rain = sum(sky.rain(t) + sky.showers(t) for t in moments)
        snow = sum(sky.snowfall(t) * 10 / 7 for t in moments)
        if rain:
            step["rain"] = {"3h": round(rain, 2)}
        if snow:
            step["snow"] = {"3h": round(snow, 2)}
        if spot.visibility is not None:
            step["visibility"] = min(10000, int(sky.visibility(time_)))
        steps.append(step)
    rise, set_ = openweather_sun(sky)
    return {"cod": "200", "message": 0, "cnt": len(steps), "list": steps,
            "city": {"id": 1000000 + int(abs(latitude) * 100), "name": spot.name,
                     "coord": {"lat": round(latitude, 4), "lon": round(longitude, 4)}, "country": spot.country,
                     "population": 1000000, "timezone": sky.offset, "sunrise": rise, "sunset": set_}}


# What the geocoding services know beyond the offline gazetteer, by the name asked (case aside): name,
# country, region, latitude, longitude, population and zone. The last one's name and region carry an escape
# sequence, a bell and a bidirectional override, which wxapp must not print as they are.
GEOCODED = {
    "kinosaki": ("Kinosaki", "JP", "Hyōgo", 35.6258, 134.8114, 3500, "Asia/Tokyo"),
    "hallstatt": ("Hallstatt", "AT", "Upper Austria", 47.5622, 13.6493, 778, "Europe/Vienna"),
    "longyearbyen": ("Longyearbyen", "SJ", "Svalbard", 78.2232, 15.6267, 2417, "Arctic/Longyearbyen"),
    "escapeville": ("Escape\u001b[2Jville\u202e", "GB", "England\u0007", 52.2053, 0.1218, 900, "Europe/London"),
}


def geocoded(name, country=None):
    """The GEOCODED entries for a name, in a country when one is given."""
    entry = GEOCODED.get(name.strip().casefold())
    return [entry] if entry and (country is None or entry[1].casefold() == country.casefold()) else []


def open_meteo_geocoding(query):
    """/v1/search: without `results` when nothing matches, as the service answers."""
    results = [{"id": 2000000 + population, "name": name, "latitude": lat, "longitude": lon, "elevation": 200.0,
                "feature_code": "PPL", "country_code": country, "admin1": region, "population": population,
                "timezone": zone, "country": country}
               for name, country, region, lat, lon, population, zone
               in geocoded(query.get("name", ""), query.get("countryCode"))]
    reply = {"generationtime_ms": 0.4}
    if results:
        reply["results"] = results[: int(query.get("count", "10"))]
    return reply


def openweather_geocoding(query):
    """/geo/1.0/direct: `q` is "name", "name,country" or "name,region,country"."""
    parts = [part.strip() for part in query.get("q", "").split(",")]
    country = parts[-1] if len(parts) > 1 else None
    found = [{"name": name, "local_names": {"en": name}, "lat": lat, "lon": lon, "country": country_code,
              "state": region}
             for name, country_code, region, lat, lon, _, _ in geocoded(parts[0], country)]
    return found[: int(query.get("limit", "5"))]


def nws_alerts(spot, now):
    """The National Weather Service's active alerts: several in force at Denver, with the messages a
    correct reader drops (ended, a test, a cancelled one, an update's original), and none elsewhere."""
    if spot.name != "Denver":
        return {"type": "FeatureCollection", "features": [], "title": "Current watches, warnings, and advisories"}
    offset = utc_offset(spot, now)

    def feature(number, event, severity, start, end, status="Actual", kind="Alert", references=(), expires=None):
        return {"id": f"https://api.weather.gov/alerts/urn:oid:2.49.0.1.840.0.{number}", "type": "Feature",
                "properties": {
                    "id": f"urn:oid:2.49.0.1.840.0.{number}", "status": status, "messageType": kind,
                    "references": [{"identifier": f"urn:oid:2.49.0.1.840.0.{r}"} for r in references],
                    "event": event, "severity": severity, "senderName": "NWS Boulder CO",
                    "headline": f"{event} issued by NWS Boulder CO",
                    "onset": iso(now + start, offset), "effective": iso(now + start, offset),
                    "ends": None if end is None else iso(now + end, offset),
                    "expires": iso(now + (expires if expires is not None else end), offset)}}

    hour = 3600
    return {"type": "FeatureCollection", "features": [
        feature(1, "Winter Storm Warning", "Severe", -2 * hour, 18 * hour),
        feature(2, "Wind Advisory", "Minor", -hour, 6 * hour),
        feature(3, "Wind Advisory", "Moderate", -hour, 9 * hour, kind="Update", references=(2,)),
        feature(4, "Frost Advisory", "Minor", -10 * hour, -3 * hour),
        feature(5, "Blizzard Warning", "Extreme", 0, 4 * hour, status="Test"),
        feature(6, "Special Weather Statement", "Minor", -hour, 2 * hour),
        feature(7, "Special Weather Statement", "Minor", -hour, 2 * hour, kind="Cancel", references=(6,)),
        # Until further notice: no end, and a message that expires before the onset.
        feature(8, "Avalanche Watch", "Moderate", 3 * hour, None, expires=hour),
    ]}


def metno_alerts(spot, now):
    """MET Norway's MetAlerts: a yellow wind warning in force at Tromsø and one that has ended; none
    elsewhere."""
    features = []
    if spot.name == "Tromsø":
        def feature(number, event, awareness, severity, title, start, end):
            return {"type": "Feature", "geometry": None,
                    "properties": {"id": f"2.49.0.1.578.0.20261126.{number}", "status": "Actual",
                                   "type": "Alert", "event": event, "eventAwarenessName": awareness,
                                   "severity": severity, "title": title, "area": "Troms"},
                    "when": {"interval": [iso(now + start), iso(now + end)]}}

        features = [
            feature(1, "gale", "Wind", "Moderate", "Wind, yellow level, Troms", -2 * 3600, 18 * 3600),
            feature(2, "snow", "Snow", "Minor", "Snow, yellow level, Troms", -20 * 3600, -4 * 3600),
        ]
    return {"type": "FeatureCollection", "features": features, "lang": "en", "lastChange": iso(now - 600)}


# NWS weather types of Open-Meteo's WMO codes, with their intensity.
NWS_WEATHER = {
    51: ("drizzle", "light"), 53: ("drizzle", "moderate"), 55: ("drizzle", "heavy"), 61: ("rain", "light"),
    63: ("rain", "moderate"), 65: ("rain", "heavy"), 71: ("snow", "light"), 73: ("snow", "moderate"),
    75: ("snow", "heavy"), 77: ("snow", "light"), 80: ("rain_showers", "light"), 81: ("rain_showers", "moderate"),
    82: ("rain_showers", "heavy"), 85: ("snow_showers", "light"), 86: ("snow_showers", "heavy"),
    95: ("thunderstorms", None), 45: ("fog", None), 48: ("fog", None),
}
NWS_ICONS = {0: "skc", 1: "few", 2: "sct", 3: "ovc", 45: "fog", 48: "fog", 61: "rain", 63: "rain", 65: "rain",
             71: "snow", 73: "snow", 75: "snow", 80: "rain_showers", 81: "rain_showers", 95: "tsra"}


def nws_grid(spot):
    """The office and grid square of a spot: its position to a twentieth of a degree, so that later
    requests find the spot again; None outside the United States, where the NWS has no grid."""
    if spot.country != "US":
        return None
    return "BOU", round((spot.longitude + 180) * 20), round((spot.latitude + 90) * 20)


def nws_spot(x, y):
    return spot_at(y / 20 - 90, x / 20 - 180)


def nws_quantity(unit, value, flag="V"):
    return {"unitCode": f"wmoUnit:{unit}", "value": value, "qualityControl": flag}


def nws_weather(path, now):
    """api.weather.gov's point lookup, the stations near a grid square, a station's latest observation and
    the forecast grid, for the spots of the United States; a point elsewhere is its InvalidPoint problem."""
    parts = path.strip("/").split("/")
    if parts[0] == "points":
        lat, lon = map(float, parts[1].split(","))
        grid = nws_grid(spot_at(lat, lon))
        if grid is None:
            return 404, {"type": "https://api.weather.gov/problems/InvalidPoint", "status": 404,
                         "title": "Data Unavailable For Requested Point",
                         "detail": f"Unable to provide data for requested point {lat},{lon}"}
        office, x, y = grid
        return 200, {"properties": {"gridId": office, "gridX": x, "gridY": y, "timeZone": spot_at(lat, lon).zone}}
    if parts[0] == "gridpoints" and parts[-1] == "stations":
        x, y = map(int, parts[2].split(","))
        spot = nws_spot(x, y)
        stations = [(f"W{x}N{y}", f"{spot.name} Airport", 0.06), (f"W{x}S{y}", f"{spot.name} Downtown", 0.12)]
        return 200, {"type": "FeatureCollection", "features": [
            {"geometry": {"type": "Point", "coordinates": [spot.longitude + shift, spot.latitude + shift]},
             "properties": {"stationIdentifier": code, "name": name}} for code, name, shift in stations]}
    if parts[0] == "stations":
        code = parts[1]
        x, y = (int(n) for n in code[1:].replace("S", "N").split("N"))
        spot = nws_spot(x, y)
        sky = Sky(spot, now)
        wind = None if spot.wind is None else round(spot.wind * 3.6, 2)
        return 200, {"properties": {
            "stationId": code, "timestamp": iso(now - 25 * 60),
            "icon": f"https://api.weather.gov/icons/land/{'day' if sky.is_day(now) else 'night'}/"
                    f"{NWS_ICONS.get(spot.code, 'bkn')}?size=medium",
            "temperature": nws_quantity("degC", spot.temperature),
            "dewpoint": nws_quantity("degC", spot.dew_point, "Z"),
            "windDirection": nws_quantity("degree_(angle)", spot.direction),
            "windSpeed": nws_quantity("km_h-1", wind),
            "windGust": nws_quantity("km_h-1", None if spot.gust is None else round(spot.gust * 3.6, 2), "Z"),
            "seaLevelPressure": nws_quantity("Pa", round(spot.pressure * 100)),
            "visibility": nws_quantity("m", spot.visibility, "C"),
            "precipitationLastHour": nws_quantity("mm", None, "Z"),
            "relativeHumidity": nws_quantity("percent", spot.humidity),
            "windChill": nws_quantity("degC", spot.feels),
        }}
    if parts[0] == "gridpoints":
        x, y = map(int, parts[2].split(","))
        sky = Sky(nws_spot(x, y), now)
        start = now // 3600 * 3600 - 3 * 3600
        hours = [start + h * 3600 for h in range(7 * 24 + 6)]

        def layer(unit, value, step=1):
            return {"uom": f"wmoUnit:{unit}", "values": [
                {"validTime": f"{iso(t)}/PT{step}H", "value": value(t)} for t in hours[::step]]}

        def weather(t):
            kind = NWS_WEATHER.get(sky.code(t))
            if kind is None:
                return [{"coverage": None, "weather": None, "intensity": None, "attributes": []}]
            return [{"coverage": "likely", "weather": kind[0], "intensity": kind[1], "attributes": []}]

        return 200, {"properties": {
            "gridId": "BOU", "gridX": str(x), "gridY": y,
            "temperature": layer("degC", sky.temperature),
            "apparentTemperature": layer("degC", sky.feels),
            "relativeHumidity": {"uom": "wmoUnit:percent", "values": [
                {"validTime": f"{iso(start)}/P7DT6H", "value": sky.spot.humidity}]},
            "skyCover": layer("percent", sky.clouds, 3),
            "windSpeed": layer("km_h-1", lambda t: None if sky.wind(t) is None else round(sky.wind(t) * 3.6, 2)),
            "windDirection": layer("degree_(angle)", sky.direction),
            "probabilityOfPrecipitation": layer("percent", sky.chance),
            "quantitativePrecipitation": layer("mm", lambda t: round(6 * sky.rain(t), 1), 6),
            "weather": {"values": [{"validTime": f"{iso(t)}/PT1H", "value": weather(t)} for t in hours]},
        }}
    return 400, {"type": "https://api.weather.gov/problems/BadRequest", "status": 400, "title": "Bad Request"}


IPINFO = {"ip": "203.0.113.7", "hostname": "example.net", "city": "Edinburgh", "region": "Scotland",
          "country": "GB", "loc": "55.9521,-3.1965", "org": "AS64500 Example", "postal": "EH1",
          "timezone": "Europe/London"}

# The services by the first part of their paths, as named in faults.
SERVICES = {
    "/v1/forecast": "openmeteo", "/v1/search": "geocoding", "/v1/air-quality": "air", "/v1/archive": "archive",
    "/weatherapi/locationforecast/2.0/complete": "metno", "/weatherapi/metalerts/2.0/current.json": "metalerts",
    "/data/2.5/weather": "openweathermap", "/data/2.5/forecast": "openweathermap",
    "/geo/1.0/direct": "openweathermap-geocoding", "/alerts/active": "nws", "/json": "ipinfo",
}


@dataclasses.dataclass(frozen=True)
class Fault:
    """What a service answers instead of its reply."""

    status: int
    body: str
    headers: tuple = ()


# A failing reply says when to try again, and says it beyond the 60 s that wxapp would wait, so that wxapp
# gives up at once rather than retry: under libfaketime a wait (Task.sleep) does not end when it should, as
# the timer it arms is off by as much as the faked clock is off the real one (see the docstring).
NEVER_AGAIN_SOON = (("Retry-After", "3600"),)
GARBAGE = Fault(200, "<html><body>Service temporarily replaced by a captive portal</body></html>")
FAILURE = Fault(500, '{"error":true,"reason":"Internal Server Error"}', NEVER_AGAIN_SOON)
UNAVAILABLE = Fault(503, "", NEVER_AGAIN_SOON)
RATE_LIMITED = Fault(429, '{"error":true,"reason":"Too many requests"}', (("Retry-After", "120"),))
REFUSED_USER_AGENT = Fault(403, "Forbidden")


class FakeServices(ThreadingHTTPServer):
    """Every service wxapp talks to, on 127.0.0.1 and a free port. `now` is the instant the replies are
    for, and `faults` the services that misbehave, by name (see SERVICES); both are set before each case."""

    daemon_threads = True

    def __init__(self):
        super().__init__(("127.0.0.1", 0), ServiceHandler)
        self.now = epoch(NOW)
        self.faults = {}

    @property
    def port(self):
        return self.server_address[1]


class ServiceHandler(BaseHTTPRequestHandler):
    server: FakeServices

    def log_message(self, format, *args):
        pass  # a request log on stderr would only hide the script's own report

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(url.query, keep_blank_values=True))
        service = SERVICES.get(url.path)
        if service is None and url.path.startswith(("/points/", "/gridpoints/", "/stations/")):
            service = "nws-weather"
        fault = self.server.faults.get(service)
        if fault:
            return self.reply(fault.status, fault.body, dict(fault.headers))
        now = self.server.now
        if service == "openmeteo" and "start_date" in query:
            lat, lon = float(query["latitude"]), float(query["longitude"])
            return self.json(past_days(spot_at(lat, lon), lat, lon, query, now))
        if service == "openmeteo":
            latitudes = query.get("latitude", "").split(",")
            longitudes = query.get("longitude", "").split(",")
            build = open_meteo_current if "current" in query else open_meteo_hourly
            replies = [build(spot_at(float(lat), float(lon)), float(lat), float(lon), query, now)
                       for lat, lon in zip(latitudes, longitudes)]
            # Several places get an array, in the order asked; one gets its object alone.
            return self.json(replies if len(replies) > 1 else replies[0])
        if service == "geocoding":
            return self.json(open_meteo_geocoding(query))
        if service in ("air", "archive"):
            lat, lon = float(query["latitude"]), float(query["longitude"])
            spot = spot_at(lat, lon)
            if service == "air":
                return self.json(air_quality(spot, lat, lon, now))
            if "hourly" in query:
                return self.json(past_days(spot, lat, lon, query, now))
            return self.json(archive(spot, lat, lon, query))
        if service == "metno":
            lat, lon = float(query["lat"]), float(query["lon"])
            modified = http_date(now - 1200)
            headers = {"Expires": http_date(now + 1800), "Last-Modified": modified}
            if self.headers.get("If-Modified-Since") == modified:
                return self.reply(304, "", headers)
            return self.json(metno_forecast(spot_at(lat, lon), lat, lon, now), headers)
        if service == "metalerts":
            return self.json(metno_alerts(spot_at(float(query["lat"]), float(query["lon"])), now))
        if service == "nws":
            lat, lon = map(float, query["point"].split(","))
            return self.json(nws_alerts(spot_at(lat, lon), now))
        if service == "nws-weather":
            status, body = nws_weather(url.path, now)
            return self.reply(status, json.dumps(body), {})
        if service == "ipinfo":
            return self.json(IPINFO)
        if service == "openweathermap-geocoding" and query.get("appid") == OPENWEATHER_KEY:
            return self.json(openweather_geocoding(query))
        if service == "openweathermap" and query.get("appid") == OPENWEATHER_KEY:
            lat, lon = float(query["lat"]), float(query["lon"])
            build = openweather_current if url.path.endswith("weather") else openweather_forecast
            return self.json(build(spot_at(lat, lon), lat, lon, now))
        if service in ("openweathermap", "openweathermap-geocoding"):
            return self.reply(401, '{"cod":401,"message":"Invalid API key. Please see '
                                   'https://openweathermap.org/faq#error401 for more info."}')
        return self.reply(400, '{"error":true,"reason":"Unexpected request"}')

    def json(self, body, headers=None):
        self.reply(200, json.dumps(body, ensure_ascii=False), headers or {})

    def reply(self, status, body, headers=None):
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if status != 304:
            self.wfile.write(data)


# ---------------------------------------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Case:
    """One command line. `env` holds the variables it changes (shown on its command line), `at` the instant
    it runs at, `faults` the services that misbehave during it, `files` the files written into the sandbox
    before it runs (path relative to the sandbox: text), `program` a command other than wxapp, and `down`
    whether every service is down during it. In arguments and variables, $SANDBOX, $PORT and $CLOSED_PORT
    stand for their values; a variable named SERVICE_URL stands for the first of the binary's service URL
    variables, so that no provider is named here."""

    slug: str
    args: list
    sandbox: str
    env: dict
    at: str
    faults: dict
    files: dict
    program: list | None = None
    down: bool = False

    def resolved(self, url_variables):
        """The case with SERVICE_URL and `down` spelt out as the variables they stand for, in the binary's
        names."""
        env = {url_variables[0] if name == SERVICE_URL else name: value for name, value in self.env.items()}
        if self.down:
            env = {**{variable: CLOSED for variable in url_variables}, **env}
        return dataclasses.replace(self, env=env, down=False)


class CaseList:
    """The cases in the order they run: each one belongs to the sandbox chosen last."""

    def __init__(self):
        self.cases = []
        self.sandbox = None

    def use(self, sandbox):
        self.sandbox = sandbox

    def __call__(self, slug, *args, env=None, at=NOW, faults=None, files=None, program=None, down=False):
        self.cases.append(Case(slug, list(args), self.sandbox, dict(env or {}), at, dict(faults or {}),
                               dict(files or {}), program, down))


# A service that is down: nothing listens at its port.
CLOSED = "http://127.0.0.1:$CLOSED_PORT"
# Stands for a service's URL variable, whichever the sources name first.
SERVICE_URL = "SERVICE_URL"
# A list of places to import, as strings and as objects in each spelling of their members that import takes.
PLACES_FILE = json.dumps([
    "Japan", {"name": "Paris", "country": "FR"}, {"city": "Denver", "state": "CO", "countryCode": "US"},
    {"name": "Zürich", "country": "CH", "lat": 47.37, "lon": 8.55}, "Reykjavik",
], indent=2) + "\n"
# 300 characters, beyond the 200 a place name may have.
LONG_NAME = "Llanfairpwllgwyngyll" * 15
# Every command and nested command whose --help is recorded.
HELP = ["add", "list", "show", "forecast", "air", "normals", "alerts", "line", "watch", "delete", "search",
        "doctor", "config", "config get", "config set", "config unset", "config list", "config path", "import",
        "export"]


def all_cases():
    case = CaseList()

    # No state: help, the man page, completion scripts, search and mistakes in the command line.
    case.use("static")
    case("help", "--help")
    case("version", "--version")
    case("help-command", "help")
    for command in HELP:
        case("help-" + command.replace(" ", "-"), *command.split(), "--help")
    case("help-forecast-by-help", "help", "forecast")
    case("help-mistyped", "help", "shwo")
    case("help-show-60-columns", "show", "--help", env={"COLUMNS": "60"})
    case("manpage", program=["python3", "scripts/generate_manpage.py", "wxapp"])
    for shell in ("bash", "zsh", "fish"):
        case("completion-" + shell, "--generate-completion-script", shell)

    case("search", "search", "osa", "--limit", "3")
    case("search-country", "search", "cote d")
    case("search-country-and-cities", "search", "cote")
    case("search-plain", "search", "springfield", "--format", "plain", "--limit", "2")
    case("search-json", "search", "springfield", "--format", "json", "--limit", "1")
    case("search-json-countries-only", "search", "ivo", "--format", "json", "--limit", "0")
    case("search-no-match", "search", "Narnia")
    case("search-too-short", "search", "j")
    case("search-letters-spelt-out", "search", "tromso")
    case("search-accents", "search", "sao paulo", "--limit", "2")
    case("search-cjk", "search", "東京")
    case("search-other-name", "search", "bombay", "--limit", "1")
    case("search-limit-too-high", "search", "osa", "--limit", "1001")
    case("search-ascii", "search", "cote", env={"LANG": "C"})
    case("search-40-columns", "search", "springfield", "--limit", "3", env={"COLUMNS": "40"})

    case("command-mistyped", "shwo", "Tokyo")
    case("place-one-slip-from-a-command", "Linz")
    case("option-json-mistyped", "list", "--json")
    case("option-bad-units", "list", "--units", "kelvin")
    case("option-bad-format", "list", "--format", "xml")
    case("option-bad-clock", "show", "Tokyo", "--clock", "13")
    case("option-bad-wind-unit", "show", "Tokyo", "--wind-unit", "furlongs")
    case("option-not-taken", "list", "--days", "3")
    case("option-empty-db", "list", "--db", "")
    case("variable-empty-db", "list", env={"WXAPP_DB": ""})
    case("variable-bad-units", "list", env={"WXAPP_UNITS": "kelvin"})
    case("variable-bad-cache-lifetime", "list", env={"WXAPP_CACHE_LIFETIME": "abc"})
    case("variable-plain-http-url", "list", env={SERVICE_URL: "http://example.com"})
    case("variable-empty-url", "list", env={SERVICE_URL: ""})
    case("other-database", "--db", "other.sqlite3", "list")

    # The main sandbox: Open-Meteo without a key, from nothing saved to many places, then taking them away.
    case.use("main")
    case("bare-nothing-saved")
    case("list-nothing-saved", "list")
    case("list-nothing-saved-json", "list", "--format", "json")
    case("export-nothing-saved", "export")
    case("alerts-nothing-saved", "alerts")
    case("line-nothing-saved", "line")
    case("watch-nothing-saved", "watch", "--count", "1")
    case("delete-all-nothing-saved", "delete", "--all")
    case("delete-not-saved", "delete", "Tokyo")
    case("show-no-place-nothing-saved", "show")
    case("air-no-place-nothing-saved", "air", "--offline")

    case("add-country", "add", "Japan")
    case("add-several", "add", "Paris,FR", "Oslo", "Madrid")
    case("add-words-of-one-name", "add", "Denver", "New", "York")
    case("add-plain", "add", "London,GB", "--format", "plain")
    case("add-json", "add", "Sydney", "--format", "json")
    case("add-ascii-spelling", "add", "Tromso")
    case("add-imperial", "add", "Reykjavik", "--units", "imperial")
    case("add-clock-12", "add", "Delhi", "--clock", "12")
    case("add-geocoded", "add", "Kinosaki")
    case("add-geocoded-json", "add", "Hallstatt", "--format", "json")
    case("add-point-named", "add", "48.85,2.35", "--name", "Home")
    case("add-again", "add", "Tokyo")
    case("add-some-unknown", "add", "Narnia", "JP", "Madrid", "--format", "plain")
    case("add-ambiguous", "add", "Springfield")
    case("add-region", "add", "Springfield,IL,US")
    case("add-second-of-a-name", "add", "Springfield,MO,US")
    case("add-empty-name", "add", "")
    case("add-quote", "add", "O'Brien")
    case("add-control-characters", "add", "Par\tis\u001b[31m")
    case("add-huge-name", "add", LONG_NAME)
    case("add-off-the-earth", "add", "91,0")
    case("add-name-with-several", "add", "Lima", "Berlin", "--name", "Two")
    case("add-misspelt", "add", "Japn")

    case("list", "list")
    case("list-plain", "list", "--format", "plain")
    case("list-json", "list", "--format", "json")
    case("list-imperial", "list", "--units", "imperial")
    case("list-standard", "list", "-u", "standard")
    case("list-uk-kpa", "list", "--units", "uk", "--pressure-unit", "kpa")
    case("list-every-unit", "list", "--temperature-unit", "k", "--wind-unit", "kn", "--pressure-unit", "mmhg",
         "--precipitation-unit", "in", "--distance-unit", "m", "--format", "plain")
    case("list-beaufort", "list", "--wind-unit", "bft")
    case("list-unit-names", "list", "--temperature-unit", "°F", "--wind-unit", "knots", "--format", "plain")
    case("list-emoji", "list", "--icons", "emoji")
    case("list-no-icons", "list", "--icons", "none", "--no-color")
    case("list-verbose", "list", "-v")
    case("list-offline", "list", "--offline")
    case("list-offline-verbose", "list", "-ov")
    case("list-refresh", "list", "--refresh")
    case("list-ascii", "list", env={"LANG": "C"})
    case("list-ascii-lc-all", "list", "--format", "plain", env={"LANG": "C.UTF-8", "LC_ALL": "POSIX"})
    case("list-units-from-environment", "list", env={"WXAPP_UNITS": "imperial", "WXAPP_WIND_UNIT": "kmh"})
    case("list-option-before-command", "--units", "imperial", "list")
    case("bare")
    case("bare-options", "-u", "imperial")
    case("bare-offline-plain", "--offline", "--format", "plain")
    case("bare-json", "--format", "json")

    case("show", "show", "Tokyo")
    case("place-alone", "Tokyo")
    case("show-plain", "show", "Paris", "--format", "plain")
    case("show-json", "show", "Paris", "--format", "json")
    case("show-imperial-snow", "show", "Oslo", "--units", "imperial")
    case("show-polar-night", "show", "Tromso")
    case("show-thunder-clock-12", "show", "Sydney", "--clock", "12")
    case("show-beaufort-fahrenheit", "show", "Denver", "--wind-unit", "bft", "--temperature-unit", "f")
    case("show-fog-calm", "show", "London")
    case("show-missing-values", "show", "New", "York")
    case("show-half-hour-zone", "show", "Delhi", "--clock", "24")
    case("show-country-saved-capital", "show", "Japan")
    case("show-country-code", "show", "JP")
    case("show-own-name", "show", "Home")
    case("show-geocoded", "show", "Kinosaki", "--format", "plain")
    case("show-polar-night-certain", "show", "Longyearbyen")
    case("show-emoji", "show", "Sydney", "--icons", "emoji")
    case("show-clock-from-locale", "show", "Denver", env={"LANG": "en_US.UTF-8"})
    case("show-clock-from-environment", "show", "Sydney", env={"WXAPP_CLOCK": "12"})
    case("show-offline-verbose", "show", "Tokyo", "-ov")
    case("show-several-json", "show", "Tokyo", "Madrid", "--format", "json")
    case("show-not-saved", "show", "Berlin")
    case("show-not-saved-offline", "show", "Berlin", "--offline")
    case("show-several-offline", "show", "Madrid,ES", "Qwertyville", "Lima", "--offline")
    case("show-several-words", "show", "Salt", "Lake", "City", "Lima")
    case("show-coordinates", "show", "-33.87,151.21")
    case("show-coordinates-far", "show", "0,0")
    case("show-coordinates-near-city", "show", "35.01,135.77")
    case("show-coordinates-space", "show", "-22.91, -43.17", "--format", "plain")
    case("place-alone-plain", "Paris,FR", "--format", "plain")
    case("place-alone-coordinates", "48.85,2.35")
    case("show-misspelt", "show", "Madird")
    case("show-unknown", "show", "Qwertyville")
    case("show-springfield", "show", "Springfield")
    case("show-ascii", "show", "Oslo", env={"LANG": "C"})
    case("show-40-columns", "show", "Paris", env={"COLUMNS": "40"})
    case("show-hostile-geocoded-name", "show", "Escapeville")
    case("show-control-characters", "show", "Tok\u001b[31myo")
    case("show-empty-name", "show", "")
    case("show-quote", "show", "O'Brien")
    case("show-huge-name", "show", LONG_NAME)
    case("show-metno", "show", "Nairobi", "--provider", "metno")
    case("show-openweathermap-without-key", "show", "Cairo", "--provider", "openweathermap")

    case("forecast", "forecast", "Tokyo")
    case("forecast-days", "forecast", "Paris", "--days", "3")
    case("forecast-hourly", "forecast", "Oslo", "--hourly", "--days", "2")
    case("forecast-hourly-week", "forecast", "Tokyo", "--hourly")
    case("forecast-no-place", "forecast", "--offline", "--days", "2")
    case("forecast-hours", "forecast", "Tokyo", "--hours", "6", "--format", "plain")
    case("forecast-hours-json", "forecast", "Tokyo", "--hours", "3", "--format", "json")
    case("forecast-hours-and-days", "forecast", "Tokyo", "--hours", "6", "--days", "2")
    case("forecast-hours-out-of-range", "forecast", "Tokyo", "--hours", "0")
    case("forecast-hourly-plain", "forecast", "Sydney", "--hourly", "--format", "plain", "--days", "1")
    case("forecast-plain", "forecast", "Madrid", "--format", "plain")
    case("forecast-json", "forecast", "Denver", "--format", "json", "--days", "2")
    case("forecast-several", "forecast", "Tokyo", "Paris", "London", "--days", "2")
    case("forecast-several-json", "forecast", "Tokyo", "Oslo", "--days", "1", "--format", "json")
    case("forecast-sixteen-days", "forecast", "Tokyo", "--days", "16")
    case("forecast-too-many-days", "forecast", "Tokyo", "--days", "17")
    case("forecast-no-days", "forecast", "Tokyo", "--days", "0")
    case("forecast-polar-imperial", "forecast", "Tromso", "--units", "imperial", "--days", "4")
    case("forecast-60-columns", "forecast", "Paris", env={"COLUMNS": "60"})
    case("forecast-40-columns-hourly", "forecast", "Paris", "--hourly", "--days", "1", env={"COLUMNS": "40"})
    case("forecast-120-columns", "forecast", "Reykjavik", env={"COLUMNS": "120"})
    case("forecast-ascii", "forecast", "Oslo", "--days", "3", env={"LANG": "C"})
    case("forecast-clock-12-hourly", "forecast", "Reykjavik", "--clock", "12", "--hourly", "--days", "1")
    case("forecast-missing-values", "forecast", "New", "York", "--hourly", "--days", "1", "--format", "plain")
    case("forecast-offline", "forecast", "Tokyo", "--offline", "--days", "3")
    case("forecast-offline-none-kept", "forecast", "Lima", "--offline")
    case("forecast-metno", "forecast", "Nairobi", "--provider", "metno", "--days", "9")
    case("forecast-metno-hourly", "forecast", "Nairobi", "--provider", "metno", "--hourly", "--days", "3")
    case("forecast-metno-too-many-days", "forecast", "Nairobi", "--provider", "metno", "--days", "10")
    case("forecast-coordinates", "forecast", "-33.87,151.21", "--days", "2")
    case("forecast-some-unknown", "forecast", "Tokyo", "Qwertyville", "--days", "1")

    case("air", "air", "Paris")
    case("air-outside-europe", "air", "Tokyo")
    case("air-very-unhealthy", "air", "Delhi")
    case("air-pollen-not-reported", "air", "Reykjavik")
    case("air-plain", "air", "Madrid", "--format", "plain")
    case("air-json", "air", "New", "York", "--format", "json")
    case("air-us-index-missing", "air", "London")
    case("air-clock-12", "air", "Oslo", "--clock", "12")
    case("air-offline", "air", "Paris", "--offline")
    case("air-offline-none-kept", "air", "Lima", "--offline")
    case("air-words-joined", "air", "Salt", "Lake", "City")
    case("show-with-air", "show", "Paris")
    case("list-120-columns", "list", env={"COLUMNS": "120"})
    case("list-80-columns", "list", env={"COLUMNS": "80"})
    case("list-60-columns", "list", env={"COLUMNS": "60"})
    case("list-40-columns", "list", env={"COLUMNS": "40"})
    case("list-160-columns-air", "list", env={"COLUMNS": "160"})
    case("list-json-with-air", "list", "--format", "json", "--units", "uk")

    case("normals", "normals", "Paris")
    case("normals-southern-imperial", "normals", "Sydney", "--units", "imperial")
    case("normals-plain", "normals", "Oslo", "--format", "plain")
    case("normals-json", "normals", "Madrid", "--format", "json")
    case("normals-offline-none-kept", "normals", "Tokyo", "--offline")
    case("normals-offline", "normals", "Paris", "--offline")
    case("show-with-normals", "show", "Paris")
    case("forecast-with-normals", "forecast", "Paris", "--days", "5")
    case("forecast-with-normals-plain", "forecast", "Paris", "--days", "3", "--format", "plain")
    case("forecast-with-normals-json", "forecast", "Oslo", "--days", "1", "--format", "json")

    case("alerts", "alerts")
    case("alerts-nws", "alerts", "Denver")
    case("alerts-json", "alerts", "Denver", "--format", "json")
    case("alerts-plain", "alerts", "Tromso", "--format", "plain")
    case("alerts-no-source", "alerts", "Paris")
    case("alerts-none-in-force", "alerts", "New", "York")
    case("alerts-exit-code-alert", "alerts", "Denver", "--exit-code")
    case("alerts-exit-code-none", "alerts", "Oslo", "--exit-code")
    case("alerts-clock-12", "alerts", "Denver", "Tromso", "--clock", "12")
    case("alerts-offline", "alerts", "--offline")
    case("alerts-offline-none-kept", "alerts", "Lima", "--offline")
    case("alerts-60-columns", "alerts", "Denver", env={"COLUMNS": "60"})
    case("alerts-ascii", "alerts", "Denver", env={"LANG": "C"})
    case("list-with-alerts", "list")
    case("show-with-alerts", "show", "Denver")

    case("line", "line")
    case("line-template", "line", "Tokyo", "--template", "{icon} {temperature:.1} {wind:kn} {aqi}{stale}",
         "--icons", "ascii")
    case("line-every-field", "line", "Paris", "--template",
         "{place}|{name}|{country}|{condition}|{temp:f}|{feels:k.1}|{high}/{low}|{hum}|{wind:bft}|"
         "{pressure:inhg.2}|{aqi}|{alerts}|{age}|{stale}|{{braces}}")
    case("line-waybar", "line", "Paris", "--format", "waybar")
    case("line-waybar-alerts", "line", "Denver", "Tromso", "--format", "waybar")
    case("line-fields", "line", "--fields")
    case("line-unknown-field", "line", "Tokyo", "--template", "{tempature}")
    case("line-open-brace", "line", "Tokyo", "--template", "x{temp")
    case("line-unknown-place", "line", "Qwertyville")
    case("line-no-newline", "line", "Tokyo", "--no-newline")
    case("line-template-from-environment", "line", "Oslo", env={"WXAPP_LINE_TEMPLATE": "{city}: {temp:f} {cond}"})
    case("line-looked-at", "line", "Berlin")
    case("line-never-looked-at", "line", "Cairo")
    case("line-after-first-use", "line", "Cairo")
    case("line-quoted-words", "line", "New York")
    case("line-imperial-clock", "line", "Sydney", "Delhi", "--units", "imperial", "--clock", "12")

    case("watch", "watch", "--count", "1")
    case("watch-plain", "watch", "--count", "1", "--format", "plain")
    case("watch-json", "watch", "--count", "1", "--format", "json")
    case("watch-60-columns", "watch", "--count", "1", env={"COLUMNS": "60"})
    case("watch-short-interval", "watch", "--interval", "30s")

    case("completion-of-places", "---completion", "show", "--", "positional@0", "2", "2", "wxapp", "show", "To")
    case("completion-of-saved-places",
         "---completion", "delete", "--", "positional@0", "2", "1", "wxapp", "delete", "P")

    case("export", "export")
    case("delete", "delete", "Madrid", "Japan")
    case("delete-some-unknown", "delete", "Home", "Nowhere")
    case("delete-other-name", "delete", "Sidney")
    case("delete-misspelt", "delete", "Londom")
    case("delete-json", "delete", "Oslo", "--format", "json")
    case("delete-plain", "delete", "Denver", "--format", "plain")
    case("delete-looked-at", "delete", "Berlin")
    case("delete-neither", "delete")
    case("delete-both", "delete", "--all", "Paris")
    case("list-after-delete", "list", "--format", "plain")

    # Settings: the configuration file, its values and how they meet variables and options.
    case.use("config")
    case("config-path", "config", "path")
    case("config-list-empty", "config", "list")
    case("config-get-unset", "config", "get", "units")
    case("config-set", "config", "set", "units", "imperial")
    case("config-get", "config", "get", "units")
    case("config-set-misspelt-value", "config", "set", "units", "imperal")
    case("config-set-unit-by-name", "config", "set", "units.wind", "knots")
    case("config-get-unit", "config", "get", "units.wind")
    case("config-set-api-key", "config", "set", "api-key", OPENWEATHER_KEY)
    case("config-get-api-key", "config", "get", "api-key")
    case("config-set-provider", "config", "set", "provider", "openmeteo")
    case("config-set-home", "config", "set", "home", "Tokyo")
    case("show-no-place-home", "show", "--offline", "--format", "plain")
    case("config-set-clock", "config", "set", "clock", "12")
    case("config-set-template", "config", "set", "line-template", "{place}: {temp} {cond}")
    case("config-set-cache-lifetime-too-long", "config", "set", "cache-lifetime", "99999")
    case("config-set-unknown-key", "config", "set", "unit", "metric")
    case("config-set-bad-fallback", "config", "set", "fallback", "maybe")
    case("config-list", "config", "list")
    case("config-list-json", "config", "list", "--format", "json")
    case("config-list-plain", "config", "list", "--format", "plain")
    case("config-set-bad-api-key", "config", "set", "api-key", "not a key!")
    case("config-unset-api-key", "config", "unset", "api-key")
    case("bare-home-not-saved")
    case("add-with-settings", "add", "Oslo")
    case("bare-home-and-list")
    case("show-wind-from-environment", "show", "Tokyo", env={"WXAPP_WIND_UNIT": "kmh"})
    case("show-preset-option", "show", "Tokyo", "--units", "metric")
    case("line-template-from-settings", "line", "Tokyo")
    case("config-set-unknown-home", "config", "set", "home", "Qwertyville")
    case("bare-unknown-home")
    case("config-unset-home", "config", "unset", "home")
    case("config-file-bad-value", "list", files={".config/wxapp/config.toml": "units = 'kelvin'\n"})
    case("config-list-bad-file", "config", "list")
    case("config-set-fixes-file", "config", "set", "units", "uk")
    case("list-after-fix", "list")
    case("config-file-unknown-key", "list", files={".config/wxapp/config.toml": "colour = 'blue'\n"})
    case("config-file-both-units", "list",
         files={".config/wxapp/config.toml": "units = 'uk'\nunits.wind = 'kn'\n"})
    case("config-file-nul", "list", files={".config/wxapp/config.toml": "units = 'metric'\nclock = '1\u00002'\n"})
    case("config-file-units-table", "show", "Oslo",
         files={".config/wxapp/config.toml": "[units]\npreset = 'imperial'\nwind = 'kn'\n"})

    # OpenWeatherMap, with a key.
    case.use("openweathermap")
    case("owm-set-key", "config", "set", "api-key", OPENWEATHER_KEY)
    case("owm-add", "add", "Tokyo")
    case("owm-add-several-plain", "add", "Paris", "Madrid", "Tromso", "--format", "plain")
    case("owm-show-json", "show", "Tokyo", "--format", "json")
    case("owm-show-missing-values", "show", "New", "York")
    case("owm-forecast", "forecast", "Tokyo")
    case("owm-forecast-hourly", "forecast", "Paris", "--hourly", "--days", "2")
    case("owm-forecast-polar", "forecast", "Tromso", "--format", "plain")
    case("owm-forecast-too-many-days", "forecast", "Tokyo", "--days", "6")
    case("owm-add-geocoded", "add", "Kinosaki")
    case("owm-list", "list")
    case("owm-rejected-key", "show", "Oslo", env={"OPENWEATHER_API_KEY": "ffffffffffffffffffffffffffffffff"})
    case("owm-other-provider", "show", "Oslo", "--provider", "openmeteo")
    case("owm-doctor", "doctor")

    # MET Norway: its replies are kept until they expire, then revalidated.
    case.use("metno")
    case("metno-provider", "config", "set", "provider", "metno")
    case("metno-add", "add", "Oslo", "Tromso", "Longyearbyen")
    case("metno-show-json", "show", "Oslo", "--format", "json")
    case("metno-forecast-kept-reply", "forecast", "Tromso", "--days", "3", "-v")
    # One request at a time, so that the debug lines of the requests come in one order.
    case("metno-refresh-not-modified", "list", "--refresh", "-v", env={"WXAPP_MAX_CONCURRENCY": "1"})
    case("metno-alerts", "alerts", "Tromso", "Longyearbyen")
    case("metno-reply-expired", "list", "-v", at=LATER, env={"WXAPP_MAX_CONCURRENCY": "1"})
    case("metno-doctor", "doctor", at=LATER)

    # Time passes: what was fetched at NOW grows old, and the network goes away.
    case.use("stale")
    case("stale-add", "add", "Tokyo", "Paris", "Oslo")
    case("stale-forecast", "forecast", "Tokyo", "--days", "2")
    case("stale-air", "air", "Paris")
    case("stale-alerts", "alerts", "Oslo")
    case("stale-list-offline", "list", "--offline", at=LATER)
    case("stale-show-offline", "show", "Tokyo", "--offline", at=LATER)
    case("stale-forecast-offline", "forecast", "Tokyo", "--offline", "--days", "2", at=LATER)
    case("stale-air-offline", "air", "Paris", "--offline", at=LATER)
    case("stale-line-offline", "line", "--offline", at=LATER)
    case("stale-service-down-list", "list", at=LATER, down=True)
    case("stale-service-down-json", "show", "Paris", "--format", "json", at=LATER, down=True)
    case("stale-service-down-forecast", "forecast", "Tokyo", "--days", "2", at=LATER, down=True)
    case("stale-service-down-air", "air", "Paris", at=LATER, down=True)
    case("stale-service-down-alerts", "alerts", "Oslo", at=LATER, down=True)
    case("stale-service-down-nothing-kept", "show", "Lima", at=LATER, down=True)
    case("stale-service-down-verbose", "show", "Lima", "-v", at=LATER, down=True)
    case("stale-line", "line", "--template", "{place} {temp}{stale} {age}", at=LATER)
    case("stale-list-refreshed", "list", at=LATER)
    case("stale-weeks-later-offline", "list", "--offline", at=MUCH_LATER)
    case("stale-forecast-ended", "forecast", "Tokyo", "--offline", at=MUCH_LATER)
    case("stale-doctor", "doctor", at=MUCH_LATER)

    # Services that fail, and the next one that answers.
    case.use("faults")
    case("faults-add", "add", "Paris", "Oslo", "Denver")
    case("faults-failover", "list", "--refresh", faults={"openmeteo": FAILURE})
    case("faults-all-fail-cached", "list", "--refresh",
         faults={"openmeteo": FAILURE, "metno": FAILURE, "nws-weather": FAILURE})
    case("faults-all-fail-nothing-kept", "show", "Lima", faults={"openmeteo": FAILURE, "metno": FAILURE})
    case("faults-no-fallback", "show", "Lima", "--no-fallback", faults={"openmeteo": FAILURE})
    case("faults-fallback-off-by-variable", "show", "Quito", faults={"openmeteo": FAILURE},
         env={"WXAPP_FALLBACK": "0"})
    case("faults-garbage-failover", "show", "Quito", faults={"openmeteo": GARBAGE})
    case("faults-garbage-everywhere", "show", "Bogota", faults={"openmeteo": GARBAGE, "metno": GARBAGE})
    case("faults-garbage-no-fallback", "show", "Bogota", "--no-fallback", "-v", faults={"openmeteo": GARBAGE})
    case("faults-rate-limited", "show", "Bogota", "--no-fallback", faults={"openmeteo": RATE_LIMITED})
    case("faults-user-agent-refused", "show", "Bogota", "--provider", "metno",
         faults={"metno": REFUSED_USER_AGENT})
    case("faults-forecast-failover", "forecast", "Oslo", "--days", "2", faults={"openmeteo": FAILURE})
    case("faults-air", "air", "Paris", faults={"air": FAILURE})
    case("faults-normals", "normals", "Paris", faults={"archive": UNAVAILABLE})
    case("faults-alerts", "alerts", "Denver", faults={"nws": FAILURE})
    case("faults-alerts-garbage", "alerts", "Oslo", faults={"metalerts": GARBAGE})
    case("faults-geocoding-garbage", "show", "Kinosaki", faults={"geocoding": GARBAGE})
    case("faults-here", "here", faults={"ipinfo": FAILURE})
    case("faults-doctor", "doctor")
    case("faults-doctor-json", "doctor", "--format", "json")

    # "here", from the location lookup.
    case.use("here")
    case("here-offline-none-found", "here", "--offline")
    case("here", "here")
    case("here-forecast", "forecast", "here", "--days", "2")
    case("here-offline", "here", "--offline", "--format", "plain")
    case("here-home", "config", "set", "home", "here")
    case("here-bare", "--format", "plain")

    # Files: the database, import and export.
    case.use("files")
    case("doctor-no-database", "doctor")
    case("doctor-no-database-json", "doctor", "--format", "json")
    case("import", "import", "places.json", files={"places.json": PLACES_FILE})
    case("import-json", "import", "again.json", "--format", "json",
         files={"again.json": '{"places": ["Oslo", {"name": "Lima", "country": "PE"}]}\n'})
    case("import-plain", "import", "one.json", "--format", "plain", files={"one.json": '["Berlin"]\n'})
    case("import-unknown", "import", "bad.json",
         files={"bad.json": '["Tokyo", "Narnia", {"name": "Qwertyville", "country": "ZZ"}]\n'})
    case("import-empty", "import", "empty.json", files={"empty.json": ""})
    case("import-not-a-list", "import", "object.json", files={"object.json": '{"cities": 3}\n'})
    case("import-missing-file", "import", "missing.json")
    case("export-places", "export")
    case("export-plain", "export", "--format", "plain")
    case("doctor", "doctor")
    case("doctor-plain", "doctor", "--format", "plain")
    case("doctor-json", "doctor", "--format", "json")
    case("doctor-backup", "doctor", "--backup")
    case("database-broken", "list", env={"WXAPP_DB": "broken.sqlite3"},
         files={"broken.sqlite3": "This is not an SQLite database, only some text.\n" * 20})
    case("doctor-broken", "doctor", "--db", "broken.sqlite3")
    case("doctor-rebuild-broken", "doctor", "--rebuild", "--db", "broken.sqlite3")
    case("doctor-rebuilt", "doctor", "--db", "broken.sqlite3", "--format", "plain")
    case("delete-all", "delete", "--all")
    case("delete-all-again", "delete", "--all", "--format", "json")
    case("list-after-delete-all", "list")

    # The NWS: the United States alone, from its stations' observations and its forecast grid.
    case.use("nws")
    case("nws-add", "add", "Denver", "New York", "Paris", "--provider", "nws")
    case("nws-show", "show", "Denver", "--provider", "nws")
    case("nws-show-plain", "show", "New York", "--provider", "nws", "--format", "plain")
    case("nws-show-json", "show", "Denver", "--provider", "nws", "--format", "json", at=LATER)
    case("nws-list", "list", "--provider", "nws", "--refresh")
    case("nws-forecast", "forecast", "Denver", "--provider", "nws", "--days", "2")
    case("nws-forecast-hourly-json", "forecast", "New York", "--provider", "nws", "--days", "1", "--hourly",
         "--format", "json")
    case("nws-forecast-too-far", "forecast", "Denver", "--provider", "nws", "--days", "9")
    case("nws-outside-reach", "show", "Paris", "--provider", "nws", at=LATER)
    case("nws-outside-reach-no-fallback", "show", "Lima", "--provider", "nws", "--no-fallback", at=LATER)
    case("nws-failover", "show", "Denver", at=LATER, faults={"openmeteo": FAILURE, "metno": FAILURE})
    case("nws-down", "show", "Salt Lake City", "--provider", "nws", at=LATER,
         faults={"nws-weather": UNAVAILABLE})
    case("nws-doctor", "doctor", at=LATER)

    # Every language: the locale chooses it, --language and WXAPP_LANG over the locale; JSON as in English.
    case.use("languages")
    case("language-add", "add", "Tokyo", "Paris,FR", "Oslo")
    for code, locale in (("de", "de_DE.UTF-8"), ("fr", "fr_FR.UTF-8"), ("es", "es_ES.UTF-8"),
                         ("it", "it_IT.UTF-8"), ("pt", "pt_BR.UTF-8"), ("nl", "nl_NL.UTF-8"),
                         ("pl", "pl_PL.UTF-8"), ("ja", "ja_JP.UTF-8"), ("zh", "zh_CN.UTF-8")):
        language = {"LANG": locale}
        case(f"language-{code}-show", "show", "Tokyo", "--offline", env=language)
        case(f"language-{code}-list", "list", "--offline", env=language)
        case(f"language-{code}-list-plain", "list", "--offline", "--format", "plain", env=language)
        case(f"language-{code}-forecast", "forecast", "Oslo", "--days", "3", env=language)
        case(f"language-{code}-forecast-plain", "forecast", "Paris", "--days", "2", "--format", "plain",
             env=language)
        case(f"language-{code}-error", "delete", "Narnia", env=language)
        case(f"language-{code}-offline-error", "show", "Madrid", "--offline", env=language)
    case("language-option", "show", "Tokyo", "--offline", "--language", "pl", env={"LANG": "de_DE.UTF-8"})
    case("language-variable", "list", "--offline", env={"LANG": "de_DE.UTF-8", "WXAPP_LANG": "ja"})
    case("language-json", "list", "--offline", "--format", "json", env={"LANG": "de_DE.UTF-8"})
    case("language-unknown-option", "list", "--language", "xx")
    case("language-unsupported-locale", "list", "--offline", env={"LANG": "ko_KR.UTF-8"})
    case("language-ja-search-country", "search", "japan", env={"LANG": "ja_JP.UTF-8"})
    case("language-de-search-city", "search", "wien", "--limit", "2", env={"LANG": "de_DE.UTF-8"})
    case("language-fr-search-script", "search", "Москва", "--limit", "1", env={"LANG": "fr_FR.UTF-8"})
    case("language-de-watch", "watch", "--count", "1", "--offline", env={"LANG": "de_DE.UTF-8"})
    case("language-ja-watch-plain", "watch", "--count", "1", "--format", "plain", env={"LANG": "ja_JP.UTF-8"})
    case("language-pl-add-country", "add", "Niemcy", env={"LANG": "pl_PL.UTF-8"})
    # A provider named with --provider is asked, not another's fresh copy served; offline the copy says whose.
    case("provider-named-is-asked", "show", "Tokyo", "--provider", "metno", "--format", "plain")
    case("provider-named-offline", "show", "Paris", "--provider", "metno", "--offline", "--format", "plain")

    # The meteogram of the next 48 hours: each width it fits, units, clocks, languages, ASCII and refusals.
    case.use("chart")
    case("chart-add", "add", "Paris", "Tokyo", "Oslo", "--format", "plain")
    for columns in ("40", "80", "200"):
        case(f"chart-{columns}-columns", "forecast", "Paris", "--chart", env={"COLUMNS": columns})
    case("chart-imperial-12-hour", "forecast", "Tokyo", "--chart", "--units", "imperial", "--clock", "12")
    case("chart-metno", "forecast", "Oslo", "--chart", "--provider", "metno")
    case("chart-offline-two-places", "forecast", "Paris", "Tokyo", "--chart", "--offline")
    case("chart-ascii", "forecast", "Oslo", "--chart", "--offline", env={"LANG": "C", "COLUMNS": "60"})
    for code, locale in (("de", "de_DE.UTF-8"), ("fr", "fr_FR.UTF-8"), ("pl", "pl_PL.UTF-8"), ("ja", "ja_JP.UTF-8")):
        case(f"chart-language-{code}", "forecast", "Tokyo", "--chart", "--offline", env={"LANG": locale})
    case("chart-with-hourly", "forecast", "Paris", "--chart", "--hourly")
    case("chart-with-days", "forecast", "Paris", "--chart", "--days", "2")
    case("chart-as-json", "forecast", "Paris", "--chart", "--format", "json")

    # The samples README.md shows, which ReadmeSampleTests finds here byte for byte.
    case.use("readme")
    case("readme-add", "add", "Japan", "Paris,FR", "Spain", "Norway")
    case("readme-show", "show", "Tokyo", "--offline")

    # --format prometheus of list, show and air: base units whatever the units options and the language say,
    # what the service did not send left out, names cleaned of control characters; the other commands refuse
    # it.
    case.use("prometheus")
    case("prometheus-list-nothing-saved", "list", "--format", "prometheus")
    case("prometheus-add", "add", "Paris,FR", "Tokyo", "Oslo", "New York", "Escapeville")
    case("prometheus-list", "list", "--format", "prometheus")
    case("prometheus-list-imperial", "list", "--format", "prometheus", "--units", "imperial")
    case("prometheus-list-every-unit", "list", "-f", "prometheus", "--temperature-unit", "k", "--wind-unit",
         "bft", "--pressure-unit", "inhg", "--precipitation-unit", "in", "--distance-unit", "mi")
    case("prometheus-list-german", "list", "--format", "prometheus", env={"LANG": "de_DE.UTF-8"})
    case("prometheus-list-ascii", "list", "--format", "prometheus", env={"LANG": "C"})
    case("prometheus-air", "air", "Paris", "--format", "prometheus")
    case("prometheus-air-outside-europe", "air", "Tokyo", "--format", "prometheus")
    case("prometheus-air-offline-none-kept", "air", "Lima", "--offline", "--format", "prometheus")
    case("prometheus-list-with-kept-air", "list", "--format", "prometheus")
    case("prometheus-show", "show", "Paris", "--format", "prometheus")
    case("prometheus-show-several", "show", "Tokyo", "Escapeville", "New", "York", "--format", "prometheus")
    case("prometheus-show-not-saved", "show", "Berlin", "--format", "prometheus")
    case("prometheus-show-unknown", "show", "Qwertyville", "--format", "prometheus")
    case("prometheus-list-offline-later", "list", "--offline", "--format", "prometheus", at=LATER)
    case("prometheus-list-failing-later", "list", "--format", "prometheus", at=LATER,
         faults={"openmeteo": FAILURE, "metno": FAILURE, "nws-weather": FAILURE})
    case("prometheus-search-refused", "search", "japan", "--format", "prometheus")
    case("prometheus-forecast-refused", "forecast", "Tokyo", "-f", "prometheus")
    # Past days (show --date): a day as a card with its hours by the place's clock (23 of them the day the
    # clocks go forward), several days as rows against the normals, recent days preliminary, offline, units,
    # another provider in use, the archive down, every refusal, and every language.
    case.use("past")
    case("past-day", "show", "Berlin", "--date", "2024-07-14")
    case("past-day-clocks-forward-plain", "show", "Berlin", "--date", "2024-03-31", "--format", "plain")
    case("past-day-leap-json", "show", "Berlin", "--date", "2024-02-29", "--format", "json")
    case("past-normals", "normals", "Berlin")
    case("past-days-with-normals", "show", "Berlin", "--date", "2024-07-01..2024-07-14")
    case("past-days-plain", "show", "Berlin", "--date", "2024-07-01..2024-07-03", "--format", "plain")
    case("past-yesterday", "show", "Berlin", "--date", "yesterday")
    case("past-days-ago-40-columns", "show", "Berlin", "--date", "-3", env={"COLUMNS": "40"})
    case("past-recent-days", "show", "Berlin", "--date", "2026-11-15..2026-11-25")
    case("past-day-offline", "show", "Berlin", "--date", "2024-07-14", "--offline")
    case("past-day-offline-stale", "show", "Berlin", "--date", "yesterday", "--offline", at=LATER)
    case("past-offline-none-kept", "show", "Tokyo", "--date", "2024-07-14", "--offline")
    case("past-imperial", "show", "Denver", "--date", "2024-01-15", "--units", "imperial")
    case("past-other-provider", "show", "Oslo", "--date", "2024-07-14", "--provider", "metno", "--format", "plain")
    case("past-archive-down", "show", "Paris", "--date", "2020-01-01", faults={"archive": UNAVAILABLE})
    case("past-before-1940", "show", "Berlin", "--date", "1939-12-31")
    case("past-today", "show", "Berlin", "--date", "today")
    case("past-future", "show", "Berlin", "--date", "2026-11-27")
    case("past-reversed", "show", "Berlin", "--date", "2024-07-14..2024-07-01")
    case("past-too-long", "show", "Berlin", "--date", "2024-01-01..2025-01-01")
    case("past-unreadable", "show", "Berlin", "--date", "14.07.2024")
    case("past-prometheus-refused", "show", "Berlin", "--date", "2024-07-14", "--format", "prometheus")
    case("past-ascii", "show", "Berlin", "--date", "2024-03-31", "--offline", env={"LANG": "C"})
    for code, locale in (("de", "de_DE.UTF-8"), ("fr", "fr_FR.UTF-8"), ("es", "es_ES.UTF-8"),
                         ("it", "it_IT.UTF-8"), ("pt", "pt_BR.UTF-8"), ("nl", "nl_NL.UTF-8"),
                         ("pl", "pl_PL.UTF-8"), ("ja", "ja_JP.UTF-8"), ("zh", "zh_CN.UTF-8")):
        language = {"LANG": locale}
        case(f"past-language-{code}", "show", "Berlin", "--date", "2024-07-14", "--offline", env=language)
        case(f"past-language-{code}-days", "show", "Berlin", "--date", "2024-07-01..2024-07-03", "--offline",
             "--format", "plain", env=language)
        case(f"past-language-{code}-error", "show", "Berlin", "--date", "1939-12-31", env=language)
    case("past-several-places-json", "show", "Berlin", "Oslo", "--date", "2024-07-14", "--offline", "--format",
         "json")
    case("past-language-pl-offline-none-kept", "show", "Madrid", "--date", "2024-07-14", "--offline",
         env={"LANG": "pl_PL.UTF-8"})
    # Units before any choice: the measurement locale's territory's, and config list saying whence.
    case.use("units")
    case("units-locale-add", "add", "Paris,FR", "Denver", "Tokyo")
    case("units-locale-us-list", "list", env={"LANG": "en_US.UTF-8"})
    case("units-locale-gb-show", "show", "Paris", "--format", "plain", env={"LANG": "en_GB.UTF-8"})
    case("units-locale-measurement-list", "list", "--format", "plain",
         env={"LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"})
    case("units-locale-config-list", "config", "list", env={"LANG": "de_DE.UTF-8"})
    # A point named after a city, worded in the reader's language around the city's name in it.
    case("point-name-add", "add", "35.69,139.75", "60.5,11.5")
    for code, locale in (("de", "de_DE.UTF-8"), ("fr", "fr_FR.UTF-8"), ("pl", "pl_PL.UTF-8"),
                         ("ja", "ja_JP.UTF-8"), ("zh", "zh_CN.UTF-8")):
        case(f"point-name-{code}", "list", "--offline", "--format", "plain", env={"LANG": locale})
    # Cities by their names in the reader's language, as GeoNames gives them.
    case.use("city-names")
    case("city-names-add", "add", "Munich", "Milan", "The Hague", "Beijing", "Osaka")
    for code, locale in (("de", "de_DE.UTF-8"), ("it", "it_IT.UTF-8"), ("nl", "nl_NL.UTF-8"),
                         ("ja", "ja_JP.UTF-8"), ("zh", "zh_CN.UTF-8")):
        case(f"city-names-{code}", "list", "--offline", env={"LANG": locale})
    # Snow in the last hour is its water, which Japanese and Chinese say (their 降雪量 is a depth).
    case("snow-water-ja", "show", "Oslo", "--format", "plain", env={"LANG": "ja_JP.UTF-8"})
    # Hints and usage errors in the reader's language; a city completed by its name in the script typed.
    case("hint-it-gazetteer", "show", "Berlinn", "--offline", env={"LANG": "it_IT.UTF-8"})
    case("hint-fr-country", "show", "Germani", "--offline", env={"LANG": "fr_FR.UTF-8"})
    case("hint-ja-saved", "delete", "Osakka", env={"LANG": "ja_JP.UTF-8"})
    for code, locale in (("de", "de_DE.UTF-8"), ("fr", "fr_FR.UTF-8"), ("pl", "pl_PL.UTF-8"),
                         ("ja", "ja_JP.UTF-8"), ("zh", "zh_CN.UTF-8")):
        case(f"usage-error-{code}-option", "show", "--bogus", env={"LANG": locale})
        case(f"usage-error-{code}-value", "show", "--units", "kelvin", env={"LANG": locale})
    case("usage-error-es-command", "lsit", env={"LANG": "es_ES.UTF-8"})
    case("usage-error-nl-argument", "search", env={"LANG": "nl_NL.UTF-8"})
    case("usage-error-it-language-flag", "forecast", "--days", "x", "--language", "it")
    case("completion-of-places-cyrillic", "---completion", "show", "--", "positional@0", "2", "4", "wxapp",
         "show", "Моск")
    case("search-cyrillic-start", "search", "Моск", "--limit", "3")
    # Portugal's Portuguese: a catalog, a plural rule, digit grouping and place names of its own.
    case.use("languages")
    portugal = {"LANG": "pt_PT.UTF-8"}
    case("language-pt-PT-show", "show", "Tokyo", "--offline", env=portugal)
    case("language-pt-PT-list", "list", "--offline", env=portugal)
    case("language-pt-PT-forecast-plain", "forecast", "Paris", "--days", "2", "--format", "plain", env=portugal)
    case("language-pt-PT-offline-error", "show", "Madrid", "--offline", env=portugal)
    case("language-pt-PT-past", "show", "Berlin", "--date", "2024-07-14", "--offline", env=portugal)
    case("language-pt-PT-country", "search", "Irão", env=portugal)
    case("language-pt-PT-city", "search", "Moscovo", "--limit", "2", env=portugal)
    case("language-pt-BR-city", "search", "Moscou", "--limit", "2", env={"LANG": "pt_BR.UTF-8"})
    # A city added by one of its other names is shown by it in every language; scripts read its own name.
    case.use("typed-name")
    case("typed-name-add", "add", "munchen", "Bombay")
    case("typed-name-list-ja", "list", "--offline", "--format", "plain", env={"LANG": "ja_JP.UTF-8"})
    case("typed-name-json", "list", "--offline", "--format", "json")
    case("typed-name-own-name-again", "add", "Munich", "--format", "plain")
    case("typed-name-list-de", "list", "--offline", "--format", "plain", env={"LANG": "de_DE.UTF-8"})
    case("typed-name-line-name-ja", "line", "Munich", "Bombay", "--template", "{name} {temperature}",
         env={"LANG": "ja_JP.UTF-8"})
    # Help in the reader's language: the root, a command, config's subcommands; a command's own check.
    case.use("static")
    case("help-de", "--help", env={"LANG": "de_DE.UTF-8"})
    case("help-fr-forecast", "forecast", "--help", env={"LANG": "fr_FR.UTF-8"})
    case("help-ja-add", "add", "--help", "--language", "ja")
    case("help-zh-config", "help", "config", env={"LANG": "zh_CN.UTF-8"})
    case("help-pl-show", "show", "--help", env={"LANG": "pl_PL.UTF-8"})
    case("help-pt-PT-alerts", "alerts", "--help", env={"LANG": "pt_PT.UTF-8"})
    case("usage-error-es-own-check", "forecast", "Oslo", "--hours", "2", "--days", "1",
         env={"LANG": "es_ES.UTF-8"})
    case("usage-error-nl-help-line", "show", "--units", env={"LANG": "nl_NL.UTF-8"})
    # Latin America's Spanish: a catalog, a decimal point and digit grouping, and place names of its own.
    case.use("languages")
    mexico = {"LANG": "es_MX.UTF-8"}
    case("language-es-419-show", "show", "Tokyo", "--offline", env=mexico)
    case("language-es-419-list", "list", "--offline", env={"LANG": "es_AR.UTF-8"})
    case("language-es-419-forecast-plain", "forecast", "Paris", "--days", "2", "--format", "plain",
         "--language", "es-419")
    case("language-es-419-offline-error", "show", "Madrid", "--offline", env=mexico)
    case("language-es-419-country", "search", "Arabia Saudita", env=mexico)
    case("language-es-419-air", "air", "Tokyo", "--offline", env=mexico)
    case("help-es-419-forecast", "forecast", "--help", env=mexico)
    # A 12-hour clock in the marks of the language: "午後4:29", "4:29 p.\u202fm.".
    case("clock-12-ja", "show", "Tokyo", "--offline", "--clock", "12", "--language", "ja")
    case("clock-12-es", "forecast", "Paris", "--hours", "3", "--format", "plain",
         "--clock", "12", "--language", "es")
    case("clock-12-es-chart", "forecast", "Paris", "--chart", "--clock", "12", "--language", "es-419")
    case("clock-12-ja-chart", "forecast", "Paris", "--chart", "--clock", "12", "--language", "ja")
    # ArgumentParser's own help command, in the reader's language.
    case.use("static")
    case("help-de-help", "help", "help", env={"LANG": "de_DE.UTF-8"})
    # A point is found by the name the reader's language shows it by; a slip of that name is offered.
    case.use("units")
    case("point-name-de-show", "show", "Hamar (40 km SO)", "--offline", "--format", "plain",
         env={"LANG": "de_DE.UTF-8"})
    case("point-name-ja-slip", "delete", "ハーマルの南東41 km", env={"LANG": "ja_JP.UTF-8"})
    return case.cases


# ---------------------------------------------------------------------------------------------------------
# Running the cases
# ---------------------------------------------------------------------------------------------------------


class Sandbox:
    """A temporary home for the cases of one name, with its own fake services."""

    def __init__(self, name, parent, programs, closed_port, url_variables):
        self.name = name
        self.root = os.path.realpath(tempfile.mkdtemp(prefix=f"{name}-", dir=parent))
        self.server = FakeServices()
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.closed_port = closed_port
        url = f"http://127.0.0.1:{self.server.port}"
        self.database = os.path.join(self.root, "wxapp.sqlite3")
        self.environment = {
            "PATH": programs + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.root,
            "XDG_CONFIG_HOME": os.path.join(self.root, ".config"),
            "XDG_DATA_HOME": os.path.join(self.root, ".local", "share"),
            "XDG_CACHE_HOME": os.path.join(self.root, ".cache"),
            "WXAPP_DB": self.database,
            "LANG": "C.UTF-8",
            "TZ": "UTC",
            "LD_PRELOAD": LIBFAKETIME,
        }
        # Every service wxapp knows, a provider added later included, asks the sandbox's fake server.
        self.environment.update({variable: url for variable in url_variables})

    def placeholders(self, text):
        """$SANDBOX, $PORT and $CLOSED_PORT replaced by their values."""
        return (text.replace("$SANDBOX", self.root).replace("$CLOSED_PORT", str(self.closed_port))
                .replace("$PORT", str(self.server.port)))

    def normalised(self, text):
        """The sandbox's path and the ports written as placeholders: the only normalisations."""
        text = text.replace(self.root, "$SANDBOX")
        for port, placeholder in ((self.server.port, "$PORT"), (self.closed_port, "$CLOSED_PORT")):
            # As in URLs, and as curl's messages write it.
            text = text.replace(f"127.0.0.1:{port}", f"127.0.0.1:{placeholder}")
            text = text.replace(f"127.0.0.1 port {port}", f"127.0.0.1 port {placeholder}")
        return text

    def wait_for_background_refresh(self):
        """Waits until no `wxapp line --refresh-only` started by a case holds the lock beside the database:
        such a process outlives its case and writes to the database, so the next case must wait for it."""
        lock = self.database + ".line-lock"
        if not os.path.exists(lock):
            return
        deadline = time.monotonic() + 30
        with open(lock, "rb") as file:
            while True:
                try:
                    fcntl.flock(file, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    fcntl.flock(file, fcntl.LOCK_UN)
                    return
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"a background refresh of the {self.name} sandbox never ended")
                    time.sleep(0.02)

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def shell_word(text):
    """`text` as it would be typed in a shell: bare when it can be, else in single quotes, in double quotes
    when it holds a single quote, and as $'...' with escapes when it holds characters that cannot be shown."""
    if not all(c.isprintable() for c in text):
        escaped = "".join(
            "\\" + c if c in "\\'" else c if c.isprintable() else f"\\x{ord(c):02x}" if ord(c) < 0x100
            else f"\\u{ord(c):04x}" for c in text)
        return "$'" + escaped + "'"
    if "'" in text and not any(c in text for c in '"$`\\!'):
        return '"' + text + '"'
    return shlex.quote(text)


def command_line(case):
    """The case's command line as typed, with the variables it changes."""
    changes = dict(case.env)
    if case.at != NOW:
        changes = {"FAKETIME": case.at, **changes}
    words = [f"{name}={shell_word(value)}" for name, value in changes.items()]
    words += case.program or ["wxapp", *(shell_word(argument) for argument in case.args)]
    return " ".join(words)


def stream(name, data):
    """One output stream as the recording shows it: bytes that are not UTF-8 escaped, and a note when the
    stream does not end with a newline."""
    text = data.decode("utf-8", "backslashreplace")
    if text and not text.endswith("\n"):
        text += "\n\\ no newline at end\n"
    return f"--- {name}\n{text}"


def run_case(case, sandbox):
    """Runs one case in its sandbox and returns its recording."""
    for path, content in case.files.items():
        path = os.path.join(sandbox.root, path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write(content)
    environment = dict(sandbox.environment, FAKETIME=case.at)
    environment.update({name: sandbox.placeholders(value) for name, value in case.env.items()})
    sandbox.server.now = epoch(case.at)
    sandbox.server.faults = case.faults
    if case.program:
        arguments, directory = case.program, REPOSITORY
    else:
        arguments, directory = ["wxapp", *(sandbox.placeholders(a) for a in case.args)], sandbox.root
    process = subprocess.Popen(arguments, env=environment, cwd=directory, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        stdout, stderr = process.communicate(timeout=CASE_TIMEOUT)
        status = str(process.returncode)
    except subprocess.TimeoutExpired:
        # A case that hangs is a difference to report, not a reason to stop.
        process.kill()
        stdout, stderr = process.communicate()
        status = f"killed after {CASE_TIMEOUT} s"
    finally:
        sandbox.server.faults = {}
    sandbox.wait_for_background_refresh()
    text = f"$ {command_line(case)}\nexit {status}\n" + stream("stdout", stdout) + stream("stderr", stderr)
    return sandbox.normalised(text)


def file_names(cases):
    """NNN-slug.txt for each case, numbered in run order."""
    names = [f"{number:03d}-{case.slug}.txt" for number, case in enumerate(cases, 1)]
    duplicates = {name for name in names if names.count(name) > 1}
    assert not duplicates, duplicates
    return names


def service_url_variables():
    """The variables that point wxapp's services elsewhere (WXAPP_<NAME>_URL), as the sources the binary is built
    from name them: every registered provider and alert source's, and the location lookup's, with no list kept
    here to forget one. Read from the sources, not the binary: an optimised build keeps a name of 15 bytes or
    fewer in its instructions, where no search of the file finds it."""
    variables = set()
    for folder in [*glob.glob(os.path.join(REPOSITORY, "Packages", "*", "Sources")), os.path.join(REPOSITORY, "App")]:
        for path in glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True):
            with open(path, encoding="utf-8") as file:
                variables.update(re.findall(r"\bWXAPP_[A-Z0-9_]+_URL\b", file.read()))
    if not variables:
        sys.exit("record_outputs: the sources name no service URL variable")
    return sorted(variables)


def run_all(binary):
    """Runs every case and returns the recordings by file name. The sandboxes run side by side, the cases of
    each in order."""
    url_variables = service_url_variables()
    cases = [case.resolved(url_variables) for case in all_cases()]
    names = file_names(cases)
    work = tempfile.mkdtemp(prefix="wxapp-recordings-")
    # wxapp is run by its name, as typed on the command lines shown.
    programs = os.path.join(work, "bin")
    os.mkdir(programs)
    os.symlink(os.path.abspath(binary), os.path.join(programs, "wxapp"))
    # A port bound but never listening: a connection to it is refused, as by a service that is down, and
    # no other program can take it while the cases run.
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))
    sandboxes = {}
    for case in cases:
        if case.sandbox not in sandboxes:
            sandboxes[case.sandbox] = Sandbox(
                case.sandbox, work, programs, closed.getsockname()[1], url_variables)
    recordings = {}

    def run_sandbox(name):
        for case, file_name in zip(cases, names):
            if case.sandbox == name:
                recordings[file_name] = run_case(case, sandboxes[name])

    try:
        with ThreadPoolExecutor(max_workers=len(sandboxes)) as pool:
            for finished in [pool.submit(run_sandbox, name) for name in sandboxes]:
                finished.result()
    finally:
        for sandbox in sandboxes.values():
            sandbox.close()
        closed.close()
        shutil.rmtree(work, ignore_errors=True)
    return {name: recordings[name] for name in names}


def recorded():
    """The committed recording, by file name."""
    if not os.path.isdir(RECORDINGS):
        return {}
    result = {}
    for name in sorted(os.listdir(RECORDINGS)):
        if re.fullmatch(r"\d{3}-.*\.txt", name):
            with open(os.path.join(RECORDINGS, name), encoding="utf-8", newline="") as file:
                result[name] = file.read()
    return result


def record(recordings):
    os.makedirs(RECORDINGS, exist_ok=True)
    for name in set(recorded()) - set(recordings):
        os.remove(os.path.join(RECORDINGS, name))
    for name, text in recordings.items():
        with open(os.path.join(RECORDINGS, name), "w", encoding="utf-8", newline="") as file:
            file.write(text)


def check(recordings):
    """Prints the differences from the recording; returns the number of cases that differ, are missing or
    are extra."""
    expected = recorded()
    differing = [name for name in recordings if name in expected and expected[name] != recordings[name]]
    missing = [name for name in expected if name not in recordings]
    extra = [name for name in recordings if name not in expected]
    for name in differing[:10]:
        sys.stdout.writelines(difflib.unified_diff(
            expected[name].splitlines(keepends=True), recordings[name].splitlines(keepends=True),
            fromfile=f"recorded/{name}", tofile=f"now/{name}"))
    if len(differing) > 10:
        print(f"... and {len(differing) - 10} more cases differ")
    for name in missing:
        print(f"recorded but not run: {name}")
    for name in extra:
        print(f"run but not recorded: {name}")
    return len(differing), len(missing), len(extra)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(REPOSITORY, ".build", "debug", "wxapp"),
                        help="the wxapp to run (default: .build/debug/wxapp)")
    parser.add_argument("--record", action="store_true", help="rewrite Tests/Recordings/ instead of checking")
    options = parser.parse_args()
    if not os.access(options.binary, os.X_OK):
        sys.exit(f"record_outputs: no executable at {options.binary}")
    if not os.path.exists(LIBFAKETIME):
        sys.exit(f"record_outputs: {LIBFAKETIME} is missing; install the faketime package")
    started = time.monotonic()
    recordings = run_all(options.binary)
    seconds = time.monotonic() - started
    if options.record:
        record(recordings)
        print(f"record_outputs: recorded {len(recordings)} cases in {RECORDINGS} ({seconds:.1f} s)")
        return 0
    differing, missing, extra = check(recordings)
    summary = (f"{len(recordings)} cases: {differing} differ, {missing} recorded but not run, "
               f"{extra} run but not recorded ({seconds:.1f} s)")
    if differing or missing or extra:
        print(f"record_outputs: FAILED: {summary}")
        return 1
    print(f"record_outputs: all identical: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
