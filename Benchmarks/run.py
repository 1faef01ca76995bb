#!/usr/bin/env python3
"""wxapp's benchmark suite: prints a table of figures (median and spread, peak RSS where it matters).

  python3 Benchmarks/run.py            # builds release binaries, then measures everything
  python3 Benchmarks/run.py --quick    # fewer runs, for a quick look
  python3 Benchmarks/run.py --cached   # only the cached commands: a, b and g
  python3 Benchmarks/run.py --extra-command   # only h (builds twice more)

It measures, on this machine, against real SQLite files and a loopback HTTP server:
  a. `wxapp list --offline` on databases of 1, 10, 1,000 and 10,000 places, next to the sqlite3 shell
     running the equivalent SELECT on the same file, their runs interleaved (wall time, peak RSS, ratio);
  b. a cold `wxapp show <place> --offline`, `wxapp line <place>` on a fresh cache and `wxapp forecast <place>
     --offline`, on files of 10 places and of one, each next to the sqlite3 shell printing the same rows (the
     place, its reading and conditions; for forecast every kept step); `show <country> --offline` (a country
     resolved from the names the place was saved under), `delete <country>` and `wxapp --version`, next to
     sqlite3 answering a one-row query (a one-row DELETE for delete);
  g. the instructions of one run of `--version` and of each cached command (valgrind's callgrind: the same
     figure on a busy machine), with the share spent parsing the command line;
  h. (--extra-command) the instructions of `show --offline` and `--version` built as usual and built with one
     more subcommand of 20 options, which they never run.
  i. (--against BINARY) the instructions of each cached command, 10 places, in each language wxapp speaks
     (chosen by LANG, as a user's locale chooses it), of this build and of BINARY (another commit's release
     build, e.g. from `git worktree add`), and the change: English is to stay within +3 % of the commit
     issue 43 was filed on (0bf6ffd), every other language within +10 %.
  c. `wxapp list` refreshing 100 stale places against a server that waits 100 ms per reply: total time
     against the ideal ceil(100 / concurrency) x 100 ms, and the number of requests (and none when fresh);
  d. place search inside the process (Benchmarks/Sources/CatalogSearchBenchmark);
  e. `wxapp list` refreshing 10 and 100 stale places with each provider against a server that charges
     what a distant HTTPS service does: 150 ms before a new connection's first byte (the handshakes) and
     50 ms per request. Wall time against the ideal (Open-Meteo: one connection and ceil(places / 100)
     requests; OpenWeatherMap: four connections and ceil(places / 4) rounds of requests), requests and
     connections opened;
  f. one shell completion of a place name, as bash asks for it: saved places for `show` (10,000 saved),
     countries and cities for `add`; the target is 20 ms.
"""
import argparse
import http.server
import json
import math
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build-release")
CONCURRENCY = 4  # the default of WXAPP_MAX_CONCURRENCY
LATENCY = 0.100
CONNECTION_COST = 0.150
REQUEST_COST = 0.050
OPEN_METEO_BATCH = 100  # places per Open-Meteo request


def build_wxapp():
    """The binary, built as `make install` builds it (Makefile, target build)."""
    subprocess.run(["make", "build", f"SCRATCH={SCRATCH}"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return os.path.join(SCRATCH, "release", "wxapp")


def build():
    build_wxapp()
    # The in-process benchmark is built as wxapp is (Makefile, BUILD_FLAGS), so that its first-use costs are
    # wxapp's: the runtime linked in, generic types instantiated through their metadata functions.
    subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", os.path.join(ROOT, "Benchmarks"),
         "--static-swift-stdlib", "-Xlinker", "--no-export-dynamic",
         "-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-concrete-type-metadata-mangled-name-accessors",
         "-Xswiftc", "-L" + os.path.join(SCRATCH, "static-libstdc++")],
        cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return os.path.join(SCRATCH, "release", "wxapp")


def run_once(argv, env):
    """Wall seconds of one run, output discarded."""
    started = time.perf_counter()
    completed = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - started
    if completed.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} exited {completed.returncode}")
    return elapsed


def peak_rss_kib(argv, env):
    """Peak resident set of one run in KiB, as GNU time reports it (the child alone, after exec)."""
    completed = subprocess.run(["/usr/bin/time", "-f", "%M", *argv], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, check=True)
    return int(completed.stderr.strip().splitlines()[-1])


def measure(argv, env, runs):
    for _ in range(3):
        run_once(argv, env)
    times = sorted(run_once(argv, env) * 1000 for _ in range(runs))
    quartiles = statistics.quantiles(times, n=4)
    return {
        "median_ms": statistics.median(times),
        "iqr_ms": quartiles[2] - quartiles[0],
        "rss_kib": max(peak_rss_kib(argv, env) for _ in range(3)),
    }


def measure_pair(app_argv, shell_argv, env, runs):
    """`measure` of wxapp and of the sqlite3 shell, their runs interleaved, so that a machine whose speed drifts
    (another build, a busy neighbour) moves both figures of a ratio alike."""
    times = {"app": [], "shell": []}
    for run in range(runs + 3):
        for name, argv in (("app", app_argv), ("shell", shell_argv)):
            elapsed = run_once(argv, env) * 1000
            if run >= 3:
                times[name].append(elapsed)

    def summary(samples, argv):
        quartiles = statistics.quantiles(sorted(samples), n=4)
        return {"median_ms": statistics.median(samples), "iqr_ms": quartiles[2] - quartiles[0],
                "rss_kib": max(peak_rss_kib(argv, env) for _ in range(3))}

    return summary(times["app"], app_argv), summary(times["shell"], shell_argv)


def search_key(name):
    """The compact form of wxapp's SearchKey for an ASCII name: lower-case letters and digits run together."""
    return "".join(c for c in name.lower() if c.isalnum())


def create_database(wxapp, path, places, fetched_at, env):
    """Lets wxapp create and migrate the file, then fills it with `places` saved places. The first is Tokyo,
    saved as `wxapp add Japan` saves it: answering to the country's name and codes as well."""
    run_once([wxapp, "list", "--offline", "--db", path], env)
    connection = sqlite3.connect(path)
    with connection:
        for i in range(places):
            name = "Tokyo" if i == 0 else f"Place {i:05d}"
            # Each with its time zone, as a place added from the gazetteer is, so that a forecast is labelled
            # by the zone's offsets.
            cursor = connection.execute(
                "INSERT INTO place (name, country_code, latitude, longitude, time_zone) VALUES (?, ?, ?, ?, ?)",
                (name, "JP", -60 + (i * 0.011) % 120, -170 + (i * 0.037) % 340, "Asia/Tokyo"))
            place_id = cursor.lastrowid
            for alias in [name] + (["Japan", "JP", "JPN"] if i == 0 else []):
                connection.execute("INSERT INTO place_name (place_id, kind, name, key) VALUES (?, 0, ?, ?)",
                                   (place_id, alias, search_key(alias)))
            connection.execute(
                "INSERT INTO observation (place_id, fetched_at, observed_at, utc_offset_seconds, temperature_k,"
                " feels_like_k, minimum_k, maximum_k, pressure_hpa, humidity_percent, wind_speed_mps,"
                " wind_direction_deg, wind_gust_mps, clouds_percent, visibility_m, sunrise, sunset)"
                " VALUES (?, ?, ?, 32400, 291.65, 290.9, 290.1, 292.8, 1012, 62, 4.1, 20, 7.2, 75, 10000, ?, ?)",
                (place_id, fetched_at, fetched_at - 120, fetched_at - 20000, fetched_at + 20000))
            connection.execute(
                "INSERT INTO observation_condition (place_id, position, code, summary, description, icon)"
                " VALUES (?, 0, 803, 'Clouds', 'broken clouds', '04d')", (place_id,))
            if name == FORECAST_PLACE or places == 1:
                add_forecast(connection, place_id, fetched_at)
    connection.close()


FORECAST_PLACE = "Place 00001"  # the place `show`, `line` and `forecast` read in a file of 10 places
FORECAST_STEPS = 40  # five days of three-hour steps, as OpenWeatherMap sends them


def add_forecast(connection, place_id, fetched_at):
    """A kept five-day forecast for `place_id`, as `wxapp forecast` keeps one."""
    connection.execute("INSERT INTO forecast (place_id, fetched_at, utc_offset_seconds, sunrise, sunset)"
                       " VALUES (?, ?, 32400, ?, ?)", (place_id, fetched_at, fetched_at - 20000, fetched_at + 20000))
    start = int(fetched_at // 10800 + 1) * 10800
    for step in range(FORECAST_STEPS):
        time_ = start + step * 10800
        connection.execute(
            "INSERT INTO forecast_entry (place_id, time, temperature_k, feels_like_k, minimum_k, maximum_k,"
            " pressure_hpa, humidity_percent, wind_speed_mps, wind_direction_deg, wind_gust_mps, clouds_percent,"
            " visibility_m, precipitation_probability, rain_3h_mm, snow_3h_mm)"
            " VALUES (?, ?, ?, 290.5, 289.0, 293.0, 1011, 60, 3.5, 200, 6.0, 40, 10000, 0.2, 0.4, NULL)",
            (place_id, time_, 285 + step % 8))
        connection.execute(
            "INSERT INTO forecast_condition (place_id, time, position, code, summary, description, icon)"
            " VALUES (?, ?, 0, 500, 'Rain', 'light rain', '10d')", (place_id, time_))


LIST_SQL = (
    "SELECT p.*, o.*, c.* FROM place p JOIN observation o ON o.place_id = p.id"
    " LEFT JOIN observation_condition c ON c.place_id = p.id ORDER BY p.id, c.position")
def one_place_sql(name):
    """What `show <name>` and `line <name>` print, as the sqlite3 shell prints it: the place, its reading and
    its conditions."""
    return ("SELECT p.*, o.*, c.* FROM place p JOIN observation o ON o.place_id = p.id"
            " LEFT JOIN observation_condition c ON c.place_id = p.id"
            f" WHERE p.name = '{name}' ORDER BY c.position")


def forecast_sql(name):
    """What `forecast <name>` prints, as the sqlite3 shell prints it: the place and every kept step with its
    conditions."""
    return ("SELECT p.*, f.*, e.*, c.* FROM place p JOIN forecast f ON f.place_id = p.id"
            " JOIN forecast_entry e ON e.place_id = p.id"
            " LEFT JOIN forecast_condition c ON c.place_id = p.id AND c.time = e.time"
            f" WHERE p.name = '{name}' ORDER BY e.time, c.position")


DELETE_ONE_SQL = "PRAGMA foreign_keys = ON; DELETE FROM place WHERE name = 'Tokyo'"


def measure_on_copies(argv_for, template, directory, env, runs):
    """Like `measure`, for a command that changes the file: each run gets a fresh copy, made untimed."""
    path = os.path.join(directory, "copy.sqlite3")
    times = []
    for run in range(runs + 3):
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(path + suffix):
                os.remove(path + suffix)
        shutil.copyfile(template, path)
        elapsed = run_once(argv_for(path), env) * 1000
        if run >= 3:
            times.append(elapsed)
    times.sort()
    quartiles = statistics.quantiles(times, n=4)
    shutil.copyfile(template, path)
    return {"median_ms": statistics.median(times), "iqr_ms": quartiles[2] - quartiles[0],
            "rss_kib": peak_rss_kib(argv_for(path), env)}


class SlowWeatherServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256

    def __init__(self):
        super().__init__(("127.0.0.1", 0), SlowWeatherHandler)
        self.requests = 0
        self.lock = threading.Lock()


class SlowWeatherHandler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # as ChargingHandler

    def do_GET(self):
        with self.server.lock:
            self.server.requests += 1
        time.sleep(LATENCY)
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        body = json.dumps({
            "coord": {"lat": float(query["lat"][0]), "lon": float(query["lon"][0])},
            "weather": [{"id": 800, "main": "Clear", "description": "clear sky", "icon": "01d"}],
            "main": {"temp": 280.0, "feels_like": 279.0, "temp_min": 278.0, "temp_max": 281.0,
                     "pressure": 1010, "humidity": 50},
            "wind": {"speed": 3.0, "deg": 90}, "dt": int(time.time()), "timezone": 0, "name": "x", "cod": 200,
        }).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def refresh_benchmark(wxapp, directory, env, runs):
    server = SlowWeatherServer()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # The request pacing is set above the load, so that only latency and concurrency count.
    env = dict(env, OPENWEATHER_API_KEY="benchmark-key", WXAPP_MAX_CONCURRENCY=str(CONCURRENCY),
               WXAPP_REQUESTS_PER_MINUTE="10000",
               WXAPP_OPENWEATHER_URL=f"http://127.0.0.1:{server.server_address[1]}")
    ideal_ms = math.ceil(100 / CONCURRENCY) * LATENCY * 1000
    totals, stale_requests, fresh_requests = [], [], []
    for run in range(runs):
        path = os.path.join(directory, f"refresh-{run}.sqlite3")
        create_database(wxapp, path, 100, time.time() - 3600, env)
        before = server.requests
        elapsed = run_once([wxapp, "list", "--db", path], env)
        stale_requests.append(server.requests - before)
        totals.append(elapsed * 1000)
        before = server.requests
        run_once([wxapp, "list", "--db", path], env)
        fresh_requests.append(server.requests - before)
    server.shutdown()
    quartiles = statistics.quantiles(sorted(totals), n=4) if len(totals) > 1 else [totals[0]] * 3
    return {
        "median_ms": statistics.median(totals), "iqr_ms": quartiles[2] - quartiles[0], "ideal_ms": ideal_ms,
        "stale_requests": sorted(set(stale_requests)), "fresh_requests": sorted(set(fresh_requests)),
    }


class ChargingServer(http.server.ThreadingHTTPServer):
    """Answers OpenWeatherMap's and Open-Meteo's current-weather requests, keeps connections open, and
    charges CONNECTION_COST once per connection and REQUEST_COST per request."""
    daemon_threads = True
    request_queue_size = 256

    def __init__(self):
        super().__init__(("127.0.0.1", 0), ChargingHandler)
        self.requests = 0
        self.connections = 0
        self.lock = threading.Lock()


class ChargingHandler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes: with Nagle's algorithm, the second would wait for the client's
    # delayed acknowledgement on a kept connection, a cost no real server charges.
    disable_nagle_algorithm = True

    def setup(self):
        super().setup()
        with self.server.lock:
            self.server.connections += 1
        time.sleep(CONNECTION_COST)

    def do_GET(self):
        with self.server.lock:
            self.server.requests += 1
        time.sleep(REQUEST_COST)
        url = urllib.parse.urlparse(self.path)
        query = urllib.parse.parse_qs(url.query)
        now = int(time.time())
        if url.path == "/v1/forecast":
            points = list(zip(query["latitude"][0].split(","), query["longitude"][0].split(",")))
            replies = [{
                "latitude": float(lat), "longitude": float(lon), "utc_offset_seconds": 0,
                "current": {"time": now, "temperature_2m": 7.0, "relative_humidity_2m": 50, "apparent_temperature": 6.0,
                            "is_day": 1, "rain": 0.0, "showers": 0.0, "snowfall": 0.0, "weather_code": 1,
                            "cloud_cover": 20, "pressure_msl": 1010.0, "wind_speed_10m": 3.0,
                            "wind_direction_10m": 90, "wind_gusts_10m": 5.0, "visibility": 20000.0},
            } for lat, lon in points]
            body = json.dumps(replies if len(replies) > 1 else replies[0]).encode()
        else:
            body = json.dumps({
                "coord": {"lat": float(query["lat"][0]), "lon": float(query["lon"][0])},
                "weather": [{"id": 800, "main": "Clear", "description": "clear sky", "icon": "01d"}],
                "main": {"temp": 280.0, "feels_like": 279.0, "temp_min": 278.0, "temp_max": 281.0,
                         "pressure": 1010, "humidity": 50},
                "wind": {"speed": 3.0, "deg": 90}, "dt": now, "timezone": 0, "name": "x", "cod": 200,
            }).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def connection_benchmark(wxapp, directory, env, runs, provider, places):
    """`wxapp list` refreshing `places` stale places from `provider` against a ChargingServer."""
    server = ChargingServer()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    env = dict(env, WXAPP_MAX_CONCURRENCY=str(CONCURRENCY), WXAPP_REQUESTS_PER_MINUTE="10000")
    if provider == "openmeteo":
        env.update(WXAPP_PROVIDER="openmeteo", WXAPP_OPENMETEO_URL=url)
        ideal_ms = (CONNECTION_COST + math.ceil(places / OPEN_METEO_BATCH) * REQUEST_COST) * 1000
    else:
        env.update(WXAPP_PROVIDER="openweathermap", OPENWEATHER_API_KEY="benchmark-key", WXAPP_OPENWEATHER_URL=url)
        ideal_ms = (CONNECTION_COST + math.ceil(places / CONCURRENCY) * REQUEST_COST) * 1000
    totals, requests, connections = [], [], []
    for run in range(runs):
        path = os.path.join(directory, f"connections-{provider}-{places}-{run}.sqlite3")
        create_database(wxapp, path, places, time.time() - 3600, env)
        before = (server.requests, server.connections)
        totals.append(run_once([wxapp, "list", "--db", path], env) * 1000)
        requests.append(server.requests - before[0])
        connections.append(server.connections - before[1])
    server.shutdown()
    quartiles = statistics.quantiles(sorted(totals), n=4) if len(totals) > 1 else [totals[0]] * 3
    return {"provider": provider, "places": places, "median_ms": statistics.median(totals),
            "iqr_ms": quartiles[2] - quartiles[0], "ideal_ms": ideal_ms,
            "requests": sorted(set(requests)), "connections": sorted(set(connections))}


def cached_commands(wxapp, sqlite, path, name):
    """(label, wxapp's argv, the sqlite3 shell's argv printing the same rows) of each cached command on `path`,
    reading the saved place `name`."""
    return [
        ("list --offline", [wxapp, "list", "--offline", "--db", path], [sqlite, path, LIST_SQL]),
        ("show <place> --offline", [wxapp, "show", name, "--offline", "--db", path],
         [sqlite, path, one_place_sql(name)]),
        ("line <place> (fresh cache)", [wxapp, "line", name, "--db", path], [sqlite, path, one_place_sql(name)]),
        ("forecast <place> --offline", [wxapp, "forecast", name, "--offline", "--db", path],
         [sqlite, path, forecast_sql(name)]),
    ]


# The functions whose inclusive cost is the parsing of the command line: the seam that parses it
# (Presentation's CommandDispatch), or, in a build from before it, ArgumentParser's parseAsRoot.
PARSE_SYMBOLS = ("$s12Presentation15CommandDispatchO5parse", "$s14ArgumentParser15ParsableCommandPAAE11parseAsRoot")


def instruction_count(wxapp, argv, directory, env):
    """Instructions of one run of `argv` under callgrind (deterministic, unlike wall time), and of those the
    ones spent parsing the command line. `wxapp` is a copy of the binary without DWARF, which valgrind reads."""
    out = os.path.join(directory, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *argv], env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                               capture_output=True, text=True, check=True).stdout
    total, parsing = 0, 0
    for line in annotated.splitlines():
        figure = line.split(" (", 1)[0].strip().replace(",", "")
        if not figure.isdigit():
            continue
        if "PROGRAM TOTALS" in line:
            total = int(figure)
        elif any(symbol in line for symbol in PARSE_SYMBOLS):
            parsing = max(parsing, int(figure))
    return total, parsing


def instruction_table(wxapp, directory, env, commands):
    """[(label, instructions, parsing)] for each (label, argv), argv naming `wxapp`."""
    if not (shutil.which("valgrind") and shutil.which("callgrind_annotate")):
        raise SystemExit("valgrind is needed for the instruction counts: apt-get install valgrind")
    symbols = os.path.join(directory, "wxapp-symbols")
    subprocess.run(["strip", "--strip-debug", "-o", symbols, wxapp], check=True)
    rows = []
    for label, argv in commands:
        total, parsing = instruction_count(wxapp, [symbols if part == wxapp else part for part in argv],
                                           directory, env)
        rows.append((label, total, parsing))
    return rows


def print_instruction_table(counts):
    print("g. instructions per run (callgrind), and those spent parsing the command line:")
    print(f"   {'command':<42} {'instructions':>13} {'parsing':>9} {'share':>6}")
    for label, total, parsing in counts:
        print(f"   {label:<42} {total / 1e6:>11.2f} M {parsing / 1e6:>7.2f} M {parsing / total:>6.1%}")


def print_cached(rows, counts, runs):
    print(f"wxapp benchmarks on {os.cpu_count()} cores, {time.strftime('%Y-%m-%d')}, {runs} runs each\n")
    print(f"{'measurement':<44} {'wxapp median':>13} {'IQR':>7} {'peak RSS':>10}"
          f" {'sqlite3 median':>15} {'IQR':>7} {'peak RSS':>10} {'ratio':>7}")
    for name, app, shell in rows:
        print(f"{name:<44} {app['median_ms']:>10.2f} ms {app['iqr_ms']:>4.2f} ms {app['rss_kib'] / 1024:>7.1f} MiB"
              f" {shell['median_ms']:>12.2f} ms {shell['iqr_ms']:>4.2f} ms {shell['rss_kib'] / 1024:>7.1f} MiB"
              f" {app['median_ms'] / shell['median_ms']:>6.2f}x")
    print()
    print_instruction_table(counts)
    print()


ROOT_COMMAND = os.path.join(ROOT, "Packages", "Presentation", "Sources", "Presentation", "Commands",
                            "WxappCommand.swift")


def probe_command_source(options=20):
    """A subcommand of `options` options of several kinds (text, numbers, a flag, an enum of its own)."""
    kinds = ["String?", "Int?", "Double?", "ProbeChoice?"]
    lines = ["",
             "enum ProbeChoice: String, CaseIterable, ExpressibleByArgument { case one, two, three }", "",
             "struct ProbeCommand: ParsableCommand {",
             '    static let configuration = CommandConfiguration(commandName: "probe", _superCommandName: "wxapp")']
    for index in range(options):
        if index % 5 == 4:
            lines.append(f'    @Flag(help: "Probe flag {index}.") var flag{index} = false')
        else:
            lines.append(f'    @Option(help: "Probe option {index}.") var option{index}: {kinds[index % 4]}')
    return "\n".join(lines + ["}", ""])


def extra_command_probe(directory, env):
    """`show --offline` and `--version`, counted in instructions, built as usual and then with one more
    subcommand of 20 options: what every other command pays for a command it does not run. The probe is
    added to the root command's file for the build (a new file would not be seen by an incremental build),
    and the file is restored afterwards."""
    database = os.path.join(directory, "probe.sqlite3")
    commands = lambda wxapp: [("--version", [wxapp, "--version"]),
                              ("show <place> --offline", [wxapp, "show", FORECAST_PLACE, "--offline", "--db", database])]
    wxapp = build_wxapp()
    create_database(wxapp, database, 10, time.time(), env)
    before = instruction_table(wxapp, directory, env, commands(wxapp))
    original = open(ROOT_COMMAND).read()
    try:
        with open(ROOT_COMMAND, "w") as root:
            root.write(original.replace("ExportCommand.self,", "ExportCommand.self, ProbeCommand.self,")
                       + probe_command_source())
        wxapp = build_wxapp()
        after = instruction_table(wxapp, directory, env, commands(wxapp))
    finally:
        with open(ROOT_COMMAND, "w") as root:
            root.write(original)
    build_wxapp()
    print("h. one more subcommand of 20 options (instructions, callgrind):")
    for (label, total, _), (_, probed, _) in zip(before, after):
        print(f"   {label:<26} {total / 1e6:>8.2f} M without, {probed / 1e6:>8.2f} M with:"
              f" {(probed - total) / total:+.2%}")


def search_benchmark():
    binary = os.path.join(ROOT, "Benchmarks", ".build", "release", "CatalogSearchBenchmark")
    output = subprocess.run([binary, os.path.join(ROOT, "countries.json"), os.path.join(ROOT, "gazetteer.tsv"), "200"],
                            check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in output.splitlines() if line.strip()]


def cold_load_benchmark(runs=21):
    """Median first use of the catalog (read, index, one exact lookup) and the gazetteer (open, one lookup),
    each in a fresh process, in milliseconds."""
    binary = os.path.join(ROOT, "Benchmarks", ".build", "release", "CatalogSearchBenchmark")
    samples = [json.loads(subprocess.run(
        [binary, os.path.join(ROOT, "countries.json"), os.path.join(ROOT, "gazetteer.tsv"), "--cold"],
        check=True, capture_output=True, text=True).stdout) for _ in range(runs)]
    return {key: statistics.median(sample[key] for sample in samples) / 1000
            for key in ("catalogMicroseconds", "gazetteerMicroseconds")}


# The locale each language is chosen by (a locale that commit did not read, as es_MX before Latin America's
# Spanish, reads as that commit read it).
LANGUAGE_LOCALES = [("en", "en_US.UTF-8"), ("de", "de_DE.UTF-8"), ("fr", "fr_FR.UTF-8"), ("es", "es_ES.UTF-8"),
                    ("es-419", "es_MX.UTF-8"), ("it", "it_IT.UTF-8"), ("pt", "pt_BR.UTF-8"),
                    ("pt-PT", "pt_PT.UTF-8"), ("nl", "nl_NL.UTF-8"), ("pl", "pl_PL.UTF-8"), ("ja", "ja_JP.UTF-8"),
                    ("zh", "zh_CN.UTF-8")]


def language_comparison(wxapp, base, sqlite):
    """i: {(language, command): (base instructions, these)} for the cached commands on a file of 10 places
    that each binary makes and fills itself."""
    counts = {}
    for which, binary in (("base", base), ("this", wxapp)):
        directory = tempfile.mkdtemp(prefix="wxapp-bench-")
        try:
            env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": directory, "XDG_DATA_HOME": directory,
                   "NO_COLOR": "1", "TZ": "UTC"}
            path = os.path.join(directory, "list-10.sqlite3")
            create_database(binary, path, 10, time.time(), env)
            commands = [(label, app) for label, app, _ in cached_commands(binary, sqlite, path, FORECAST_PLACE)]
            for code, locale in LANGUAGE_LOCALES:
                for label, total, _ in instruction_table(binary, directory, dict(env, LANG=locale), commands):
                    counts.setdefault((code, label), {})[which] = total
        finally:
            shutil.rmtree(directory, ignore_errors=True)
    return {key: (value["base"], value["this"]) for key, value in counts.items()}


def print_language_comparison(counts, base):
    print(f"i. instructions per run (callgrind), 10 places, by language: {base} against this build")
    print(f"   {'language':<8} {'command':<30} {'then':>9} {'now':>9} {'change':>7}")
    for (code, label), (then, now) in counts.items():
        print(f"   {code:<8} {label:<30} {then / 1e6:>7.2f} M {now / 1e6:>7.2f} M {(now - then) / then:>+7.1%}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer runs")
    parser.add_argument("--no-build", action="store_true", help="use the binaries already built")
    parser.add_argument("--cached", action="store_true", help="measure only the cached commands (a, b and g)")
    parser.add_argument("--extra-command", action="store_true",
                        help="only h: what one more subcommand of 20 options costs the others (two more builds)")
    parser.add_argument("--against", metavar="BINARY",
                        help="only i: each cached command's instructions in every language, against BINARY")
    options = parser.parse_args()
    runs = 10 if options.quick else 40
    sqlite = shutil.which("sqlite3") or sys.exit("the sqlite3 shell is needed: apt-get install sqlite3")
    if options.extra_command:
        directory = tempfile.mkdtemp(prefix="wxapp-bench-")
        try:
            return extra_command_probe(directory, {"PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                                                   "HOME": directory, "NO_COLOR": "1"})
        finally:
            shutil.rmtree(directory, ignore_errors=True)
    wxapp = os.path.join(SCRATCH, "release", "wxapp") if options.no_build else build()
    if options.against:
        return print_language_comparison(language_comparison(wxapp, options.against, sqlite), options.against)

    directory = tempfile.mkdtemp(prefix="wxapp-bench-")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": directory, "XDG_DATA_HOME": directory,
           "NO_COLOR": "1"}
    rows = []
    try:
        for places in (10, 1_000, 10_000):
            path = os.path.join(directory, f"list-{places}.sqlite3")
            create_database(wxapp, path, places, time.time(), env)
            rows.append((f"a. list --offline, {places:,} places",
                         *measure_pair([wxapp, "list", "--offline", "--db", path], [sqlite, path, LIST_SQL], env, runs)))
        one = os.path.join(directory, "list-1.sqlite3")
        create_database(wxapp, one, 1, time.time(), env)
        rows.append(("a. list --offline, 1 place",
                     *measure_pair([wxapp, "list", "--offline", "--db", one], [sqlite, one, LIST_SQL], env, runs)))
        path = os.path.join(directory, "list-10.sqlite3")
        for label, database, name in (("10 places", path, FORECAST_PLACE), ("1 place", one, "Tokyo")):
            for command, app, shell in cached_commands(wxapp, sqlite, database, name)[1:]:
                rows.append((f"b. {command}, {label}", *measure_pair(app, shell, env, runs)))
        show_country, one_row = measure_pair([wxapp, "show", "Japan", "--offline", "--db", path],
                                             [sqlite, path, one_place_sql(FORECAST_PLACE)], env, runs)
        rows.append(("b. show <country> --offline, 10 places", show_country, one_row))
        # The WAL is folded back so that every copy starts from one file.
        sqlite3.connect(path).execute("PRAGMA wal_checkpoint(TRUNCATE)").close()
        delete_shell = measure_on_copies(lambda copy: [sqlite, copy, DELETE_ONE_SQL], path, directory, env, runs)
        rows.append(("b. delete <country> (cold)",
                     measure_on_copies(lambda copy: [wxapp, "delete", "Japan", "--db", copy], path, directory,
                                       env, runs), delete_shell))
        rows.append(("b. --version", measure([wxapp, "--version"], env, runs), one_row))
        counts = instruction_table(wxapp, directory, env, [
            ("--version", [wxapp, "--version"]),
            *[(f"{command}, {label}", app)
              for label, database, name in (("10 places", path, FORECAST_PLACE), ("1 place", one, "Tokyo"))
              for command, app, _ in cached_commands(wxapp, sqlite, database, name)],
            ("show <country> --offline, 10 places", [wxapp, "show", "Japan", "--offline", "--db", path]),
        ])
        if options.cached:
            return print_cached(rows, counts, runs)
        big = os.path.join(directory, "list-10000.sqlite3")
        completions = [
            ("show <Pl…> (10,000 saved)", measure(
                [wxapp, "---completion", "show", "--", "positional@0", "2", "2", "wxapp", "show", "--db", big, "Place 0001"],
                env, runs)),
            ("add <Sa…> (catalog and gazetteer)", measure(
                [wxapp, "---completion", "add", "--", "positional@0", "2", "2", "wxapp", "add", "Sa"], env, runs)),
        ]
        refresh = refresh_benchmark(wxapp, directory, env, 3 if options.quick else 5)
        charged = [connection_benchmark(wxapp, directory, env, 3 if options.quick else 7, provider, places)
                   for provider in ("openmeteo", "openweathermap") for places in (10, 100)]
        searches = search_benchmark()
        cold = cold_load_benchmark()
    finally:
        shutil.rmtree(directory, ignore_errors=True)

    print_cached(rows, counts, runs)
    print(f"c. list refreshing 100 stale places, {LATENCY * 1000:.0f} ms per reply, concurrency {CONCURRENCY}:"
          f" median {refresh['median_ms']:.0f} ms (IQR {refresh['iqr_ms']:.0f} ms), ideal {refresh['ideal_ms']:.0f} ms,"
          f" ratio {refresh['median_ms'] / refresh['ideal_ms']:.2f}x;"
          f" requests when stale {refresh['stale_requests']}, when fresh {refresh['fresh_requests']}")
    print(f"d. first use in a fresh process (median of 21): country catalog read, indexed and one lookup"
          f" {cold['catalogMicroseconds']:.2f} ms; gazetteer opened and one lookup {cold['gazetteerMicroseconds']:.2f} ms")
    for name, result in completions:
        print(f"f. completion of {name}: median {result['median_ms']:.2f} ms (IQR {result['iqr_ms']:.2f} ms), target 20 ms")
    print(f"e. list refreshing stale places, {CONNECTION_COST * 1000:.0f} ms per new connection and"
          f" {REQUEST_COST * 1000:.0f} ms per request, concurrency {CONCURRENCY}:")
    for row in charged:
        print(f"   {row['provider']:<15} {row['places']:>3} places: median {row['median_ms']:>5.0f} ms"
              f" (IQR {row['iqr_ms']:.0f} ms), ideal {row['ideal_ms']:.0f} ms, ratio {row['median_ms'] / row['ideal_ms']:.2f}x;"
              f" requests {row['requests']}, connections opened {row['connections']}")
    for search in searches:
        print(f"d. {search['name']}: median {search['medianMicroseconds']:.1f} µs, p90 {search['p90Microseconds']:.1f} µs,"
              f" max {search['maxMicroseconds']:.1f} µs over {search['queries']} queries;"
              f" loading the data {search['loadMicroseconds'] / 1000:.1f} ms")


if __name__ == "__main__":
    main()
