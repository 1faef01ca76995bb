#!/usr/bin/env python3
"""Write wxapp's man page (roff) from the command line's own description of itself.

Usage: python3 scripts/generate_manpage.py PATH/TO/wxapp > wxapp.1
       PATH/TO/wxapp --experimental-dump-help | python3 scripts/generate_manpage.py - > wxapp.1

ArgumentParser's `--experimental-dump-help` prints every command, argument and help text as JSON; this
script lays them out as a man page, so the page always matches the commands of the binary it was made
from. Only the standard library is used.
"""

import json
import subprocess
import sys


def escape(text):
    """Roff-safe text: backslashes and hyphens escaped, characters beyond ASCII named (so that groff reads
    the page without warnings whatever its input encoding), no line starting with a control character."""
    text = (text or "").replace("\\", "\\e").replace("-", "\\-")
    text = "".join(c if ord(c) < 128 else f"\\[u{ord(c):04X}]" for c in text)
    lines = []
    for line in text.split("\n"):
        lines.append("\\&" + line if line.startswith((".", "'")) else line)
    return "\n".join(lines)


def option_names(argument):
    names = []
    for name in argument.get("names", []):
        prefix = "-" if name["kind"] == "short" else "--"
        names.append(f"\\fB{escape(prefix + name['name'])}\\fR")
    return ", ".join(names)


def argument_line(argument):
    value = argument.get("valueName", "")
    if argument["kind"] == "positional":
        text = f"\\fI<{escape(value)}>\\fR"
        return text + (" ..." if argument.get("isRepeating") else "")
    names = option_names(argument)
    if argument["kind"] == "option":
        names += f" \\fI<{escape(value)}>\\fR"
    return names


def visible(arguments):
    return [a for a in arguments or [] if a.get("shouldDisplay", True) and a.get("valueName") not in ("help", "version")]


def command_section(command, path):
    out = [".TP", f"\\fB{escape(' '.join(path))}\\fR"]
    out.append(escape(command.get("abstract", "")))
    if command.get("discussion"):
        out += [".IP", escape(command["discussion"])]
    for argument in visible(command.get("arguments")):
        line = argument_line(argument)
        help_text = escape(argument.get("abstract", ""))
        if argument.get("defaultValue") not in (None, "", "false"):
            help_text += f" (default: {escape(argument['defaultValue'])})"
        out += [".RS", ".TP", line, help_text, ".RE"]
    for sub in command.get("subcommands", []) or []:
        if sub.get("shouldDisplay", True) and sub["commandName"] != "help":
            out += command_section(sub, path + [sub["commandName"]])
    return out


def environment(root):
    """The variables wxapp reads, with what each does; the providers as the --provider option lists them."""
    return [
        ("OPENWEATHER_API_KEY", "The OpenWeatherMap key (or wxapp config set api-key); never printed, logged or stored."),
        ("WXAPP_PROVIDER", "The provider when --provider does not name one: " + provider_values(root) + "."),
        *ENVIRONMENT,
    ]


def provider_values(root):
    """What --provider says of its values ("openmeteo, metno or nws (no key needed), or ..."), found in any
    command that takes it."""
    commands = [root]
    while commands:
        command = commands.pop(0)
        for argument in command.get("arguments", []) or []:
            if any(name.get("name") == "provider" for name in argument.get("names", []) or []):
                return argument.get("abstract", "").split(": ", 1)[-1].rstrip(".")
        commands += command.get("subcommands", []) or []
    sys.exit("generate_manpage.py: no command takes --provider")


ENVIRONMENT = [
    ("WXAPP_FALLBACK", "0 to never ask another provider when the one in use fails (--no-fallback); default 1."),
    ("WXAPP_CONTACT", "Your e-mail address or web site, sent in the User-Agent as MET Norway and the US National "
     "Weather Service ask."),
    ("WXAPP_LANG", "The language of human output when --language is not given: a code as --language takes, a tag "
     "such as pt-BR, or auto (the locale's)."),
    ("LANGUAGE, LC_ALL, LC_MESSAGES, LANG", "Without --language, WXAPP_LANG or a language setting: the first "
     "language of LANGUAGE (a colon list) that wxapp writes, unless the locale is C or POSIX; else the language of "
     "the locale (LC_ALL, else LC_MESSAGES, else LANG); English for any other. LC_ALL, LC_CTYPE and LANG also say "
     "whether the terminal takes UTF-8, LC_ALL, LC_TIME and LANG which clock times are read in, and LC_ALL, "
     "LC_MEASUREMENT and LANG the units nothing else chooses: the territory's (en_US: F, mph, inHg, in, mi; en_GB: "
     "C, mph, hPa, mm, mi; de_DE, fr_FR and others: km/h), else metric."),
    ("COLUMNS", "The width human output fits when standard output is not a terminal."),
    ("WXAPP_UNITS, WXAPP_TEMPERATURE_UNIT, WXAPP_WIND_UNIT, WXAPP_PRESSURE_UNIT, WXAPP_PRECIPITATION_UNIT, "
     "WXAPP_DISTANCE_UNIT", "Units when no option gives them."),
    ("WXAPP_ICONS, WXAPP_CLOCK, WXAPP_LINE_TEMPLATE", "Icons, the clock and the line template when no option gives them."),
    ("WXAPP_DB", "The database file (--db; default $XDG_DATA_HOME/wxapp/wxapp.sqlite3)."),
    ("WXAPP_CACHE_LIFETIME", "Seconds fetched weather counts as fresh (default 600)."),
    ("WXAPP_HTTP_TIMEOUT", "Seconds one attempt of a request may go without data (default 15, 1 to 120); a request "
     "with its retries takes at most twice this."),
    ("WXAPP_MAX_CONCURRENCY", "Requests at once when many places refresh (default 4, 1 to 16)."),
    ("WXAPP_REQUESTS_PER_MINUTE", "Requests started to each service's host in any minute, retries included "
     "(default 50, 1 to 10000); places beyond it go to the next provider."),
    ("WXAPP_LOG_LEVEL", "Diagnostics on stderr: trace, debug, info, notice, warning (default), error or critical; "
     "--verbose means debug."),
    ("WXAPP_OPENMETEO_URL, WXAPP_OPENWEATHER_URL, WXAPP_METNO_URL, WXAPP_NWS_URL, WXAPP_GEOLOCATION_URL",
     "The services' base URLs (plain http only for loopback hosts); the last finds \"here\"."),
    ("XDG_DATA_HOME, XDG_CONFIG_HOME, NO_COLOR, SSL_CERT_FILE", "As their conventions say."),
]

FILES = [
    ("$XDG_DATA_HOME/wxapp/wxapp.sqlite3", "The saved places and their kept weather (else ~/.local/share/wxapp/)."),
    ("$XDG_CONFIG_HOME/wxapp/config.toml", "The configuration file that wxapp config reads and writes (else ~/.config/wxapp/)."),
    ("/usr/share/wxapp/countries.json, /usr/share/wxapp/gazetteer.tsv",
     "The country catalog and the offline gazetteer of cities (../share/wxapp/ beside the binary in the tarball)."),
]

EXAMPLES = [
    ("wxapp", "The home place's card (wxapp config set home), then every saved place."),
    ("wxapp Berlin", "Berlin's weather, without saving it; kept for the next look, also offline."),
    ("wxapp 48.85,2.35", "The weather at a point, named after the nearest city (\"near Paris\")."),
    ('wxapp add Japan "Paris,FR"', "Save Tokyo (Japan's capital) and Paris, and show their weather."),
    ("wxapp list -u imperial", "Every saved place, in imperial units."),
    ("wxapp show Tokyo -o", "Tokyo's card from the cache, with no network."),
    ("wxapp forecast Tokyo -d 3 --hourly", "Three days of Tokyo's forecast, every step, with a chart."),
    ("wxapp line Tokyo --template '{icon} {temperature}'", "One line for a status bar."),
    ("wxapp config set units metric", "Make metric the default."),
]


def tagged(pairs):
    """Each (name, text) as a tagged paragraph: the name in bold, its text below."""
    out = []
    for name, text in pairs:
        out += [".TP", f"\\fB{escape(name)}\\fR", escape(text)]
    return out


def manpage(tool, version):
    root = tool["command"]
    name = root["commandName"]
    out = [
        f'.TH {name.upper()} 1 "" "{escape(version)}" "User Commands"',
        ".SH NAME",
        f"{name} \\- {escape(root.get('abstract', ''))}",
        ".SH SYNOPSIS",
        f"\\fB{name}\\fR \\fIcommand\\fR [\\fIoptions\\fR]",
        ".SH DESCRIPTION",
        escape(root.get("discussion", "")),
        ".SH COMMANDS",
    ]
    for command in root.get("subcommands", []):
        if command.get("shouldDisplay", True) and command["commandName"] != "help":
            out += command_section(command, [name, command["commandName"]])
    out += [
        ".SH EXIT STATUS",
        "0 success; 1 an alert is in force (wxapp alerts \\-\\-exit\\-code only); 64 usage error; "
        "65 unreadable data from the weather service; 66 not found; "
        "69 network unavailable and nothing cached; 70 internal error; 74 local storage error; "
        "75 temporary failure; 77 API key rejected; 78 configuration error.",
        ".SH ENVIRONMENT",
        *tagged(environment(root)),
        ".SH FILES",
        *tagged(FILES),
        ".SH EXAMPLES",
        *tagged(EXAMPLES),
        ".SH SEE ALSO",
        f"\\fB{name} help\\fR \\fIcommand\\fR, and the README and docs/ that come with {name} "
        "(in /usr/share/doc/wxapp/ when installed from the Debian package).",
    ]
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: generate_manpage.py PATH/TO/wxapp | -")
    if argv[1] == "-":
        dump, version = sys.stdin.read(), "wxapp"
    else:
        dump = subprocess.run([argv[1], "--experimental-dump-help"], check=True, capture_output=True, text=True).stdout
        version = subprocess.run([argv[1], "--version"], check=True, capture_output=True, text=True).stdout.strip()
    sys.stdout.write(manpage(json.loads(dump), version))


if __name__ == "__main__":
    main(sys.argv)
