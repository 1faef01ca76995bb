#!/usr/bin/env python3
"""Extract wxapp's sentences into gettext catalogs, and build the tables the binary reads from them.

Usage:
  python3 scripts/generate_catalogs.py           extract, merge into every language's catalog, generate
  python3 scripts/generate_catalogs.py --check   change nothing; exit 1 naming every catalog that is behind

The sentences are the string literals (one-line or multi-line) of `words("…")`, `Help.words("…")` and
`words.plural(count, "…", "…")` in
Packages/Presentation/Sources; `words("Sun", context: "weekday")` gives a sentence a context (gettext's
msgctxt) where one English word has two meanings. An interpolation `\\(value)` becomes a numbered placeholder `{0}`, `{1}`, …
in the order written (gettext's python-brace-format), which a translation may move or repeat; a brace of
the text itself is doubled, "{{". A value whose expression ends in a name that says it holds the name of a
place or a country (`place`, `places[0]`, `view.place`, `country`, `savedPlace`, `area`, …: see
NAME_VALUE) is marked for translators with a comment, "#. {0} is a name: …", and is where a test checks that
each language puts it where it takes no article and no case ending.

Extracting writes Packages/Presentation/Catalogs/wxapp.pot (the source catalog) and merges it into each
language's `<code>.po`: a new sentence is added untranslated, a sentence the code no longer has is dropped.
Generating writes Packages/Presentation/Sources/Presentation/Language/Catalog+Tables.swift.

The check fails when the source catalog differs from the code, when a language's catalog lacks a sentence,
keeps one the source no longer has, leaves one untranslated, has the wrong number of plural forms, or uses
placeholders other than its sentence's, and when the generated tables differ from the catalogs.
See docs/LANGUAGES.md.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Packages/Presentation/Sources/Presentation"
CATALOGS = ROOT / "Packages/Presentation/Catalogs"
TABLES = SOURCES / "Language/Catalog+Tables.swift"
TEMPLATE = CATALOGS / "wxapp.pot"

# Code, English name, Swift case, gettext plural rule: the same rules as `Language.pluralForm(of:)`.
LANGUAGES = [
    ("de", "German", "german", "nplurals=2; plural=(n != 1);"),
    ("fr", "French", "french", "nplurals=2; plural=(n > 1);"),
    ("es", "Spanish", "spanish", "nplurals=2; plural=(n != 1);"),
    ("es_419", "Latin American Spanish", "spanishLatinAmerica", "nplurals=2; plural=(n != 1);"),
    ("it", "Italian", "italian", "nplurals=2; plural=(n != 1);"),
    ("pt", "Portuguese", "portuguese", "nplurals=2; plural=(n > 1);"),
    ("pt_PT", "European Portuguese", "portuguesePortugal", "nplurals=2; plural=(n != 1);"),
    ("nl", "Dutch", "dutch", "nplurals=2; plural=(n != 1);"),
    (
        "pl",
        "Polish",
        "polish",
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    ),
    ("ja", "Japanese", "japanese", "nplurals=1; plural=0;"),
    ("zh", "Simplified Chinese", "chinese", "nplurals=1; plural=0;"),
]

# A catalog that mostly reads as another: its table holds only the translations that differ from the other's,
# which is searched for the rest (Latin America's Spanish and Spain's, Portugal's Portuguese and Brazil's).
FALLBACKS = {"es_419": "es", "pt_PT": "pt"}

PLURAL_SEPARATOR = "\x01"
CONTEXT_SEPARATOR = "\x04"
CONTEXT = re.compile(r"\s*,\s*context:\s*")
CALL = re.compile(r"(?<![\w.])(?:[A-Za-z_][\w.]*\.)?words(\.plural)?\(")
PLACEHOLDER = re.compile(r"\{(\d+)\}")
LABEL = re.compile(r"\s*[A-Za-z_]\w*(\s+[A-Za-z_]\w*)?\s*:")
# The last name of an interpolated expression (`view.place`, `places[0]`) that holds a place's or a country's
# name: the word alone or as the end of a longer name (`savedPlace`, `askedPlace`).
NAME_VALUE = re.compile(
    r"^(?:place|places|country|area|region|capital|city|station)$"
    r"|[a-z0-9](?:Place|Places|Country|Area|Region|Capital|City|Station)$"
)
NAME_COMMENT = "{%s} is a name: put it where it takes no article and no case ending (docs/LANGUAGES.md)"


class ExtractionError(Exception):
    pass


# --- Reading Swift string literals -----------------------------------------------------------------


def skip_space(text, i):
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


def read_literal(text, i, where):
    """The sentence key of the Swift string literal at `text[i]` ("…", or a multi-line \"\"\"…\"\"\"), the numbers
    of its placeholders that hold names (NAME_VALUE), and the index after it."""
    if text.startswith('"""', i):
        single, end = single_line(text, i, where)
        key, names, _ = read_literal(single, 0, where)
        return key, names, end
    if text.startswith('#"', i) or text[i] != '"':
        raise ExtractionError(f"{where}: words() takes a plain string literal written in place")
    i += 1
    key = []
    names = set()
    count = 0
    while True:
        if i >= len(text) or text[i] == "\n":
            raise ExtractionError(f"{where}: unterminated string literal")
        c = text[i]
        if c == '"':
            return "".join(key), names, i + 1
        if c == "\\":
            nxt = text[i + 1]
            if nxt == "(":
                start, i = i + 2, skip_interpolation(text, i + 2, where)
                if holds_name(text[start : i - 1]):
                    names.add(count)
                key.append("{%d}" % count)
                count += 1
                continue
            simple = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "'": "'", "0": "\0"}
            if nxt in simple:
                key.append(simple[nxt])
                i += 2
                continue
            if nxt == "u":
                end = text.index("}", i)
                key.append(chr(int(text[i + 3 : end], 16)))
                i = end + 1
                continue
            raise ExtractionError(f"{where}: unknown escape \\{nxt}")
        key.append(c * 2 if c in "{}" else c)  # a brace of the text is doubled, as placeholders are not
        i += 1


def single_line(text, i, where):
    """The multi-line literal at `text[i]` written as the one-line literal of the same string, and the
    index after it: each line without the closing delimiter's indentation, a line that ends in a backslash
    joined to the next, the others ended by a newline escape (but the last)."""
    start = text.index("\n", i) + 1
    close = text.find('"""', start)
    if close < 0:
        raise ExtractionError(f"{where}: unterminated multi-line literal")
    indent = text[text.rfind("\n", 0, close) + 1 : close]
    if indent.strip():
        raise ExtractionError(f"{where}: a multi-line literal's closing delimiter stands on its own line")
    lines = text[start : close - len(indent) - 1].split("\n")
    out = ['"']
    for number, line in enumerate(lines):
        if line.strip() and not line.startswith(indent):
            raise ExtractionError(f"{where}: a line of a multi-line literal is indented less than its end")
        line = line[len(indent) :]
        j = 0
        while j < len(line):
            c = line[j]
            if c == "\\" and j + 1 == len(line):
                break  # a line continuation
            if c == "\\" and line[j + 1] == "(":
                end = skip_interpolation(line, j + 2, where)
                out.append(line[j:end])
                j = end
                continue
            if c == "\\":
                out.append(line[j : j + 2])
                j += 2
                continue
            out.append('\\"' if c == '"' else c)
            j += 1
        else:
            if number < len(lines) - 1:
                out.append("\\n")
    out.append('"')
    return "".join(out), close + 3


def holds_name(expression):
    """Whether an interpolated expression holds a name, by the last name it ends with (NAME_VALUE)."""
    last = re.sub(r"\[[^\]]*\]$", "", expression.strip()).split(".")[-1]
    return bool(NAME_VALUE.search(last))


def skip_interpolation(text, i, where):
    """The index after the `)` that closes an interpolation whose expression starts at `text[i]`."""
    depth = 1
    while depth:
        if i >= len(text):
            raise ExtractionError(f"{where}: unterminated interpolation")
        c = text[i]
        if c == '"':
            _, i = read_nested_literal(text, i, where)
            continue
        depth += {"(": 1, ")": -1}.get(c, 0)
        i += 1
    return i


def read_nested_literal(text, i, where):
    """Skips a string literal inside an interpolation (which may hold interpolations of its own)."""
    i += 1
    while text[i] != '"':
        if text[i] == "\\":
            if text[i + 1] == "(":
                i = skip_interpolation(text, i + 2, where)
                continue
            i += 2
            continue
        i += 1
    return None, i + 1


def skip_argument(text, i, where):
    """The index of the comma that ends the argument starting at `text[i]`."""
    depth = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            _, i = read_nested_literal(text, i, where)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            return i
        i += 1
    raise ExtractionError(f"{where}: unterminated call")


def strip_comments(text):
    """`text` with // comments blanked (string literals kept), so that calls in comments are not read."""
    out = []
    i = 0
    while i < len(text):
        if text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = len(text) if j < 0 else j + 3
            out.append(text[i:j])
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < len(text) and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = len(text) if j < 0 else j
            out.append(" " * (j - i))
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def extract():
    """Every sentence of the code, once, in the order first met: (context or None, key, plural key or None)
    with its references; and the numbers of the placeholders that hold names, by sentence."""
    sentences = {}
    names = {}
    for path in sorted(SOURCES.rglob("*.swift")):
        if path == TABLES:
            continue
        relative = path.relative_to(ROOT)
        text = strip_comments(path.read_text(encoding="utf-8"))
        for match in CALL.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            where = f"{relative}:{line}"
            i = match.end()
            if LABEL.match(text, i) or text[: match.start()].endswith("func "):
                continue  # another function of that name, as `words(of: line)`
            if match.group(1):
                i = skip_argument(text, i, where) + 1
                one, held, i = read_literal(text, skip_space(text, i), where)
                i = skip_space(text, i)
                if text[i] != ",":
                    raise ExtractionError(f"{where}: words.plural takes a count and two literals")
                other, held_too, i = read_literal(text, skip_space(text, i + 1), where)
                entry = (None, one, other)
                held = held | held_too
            else:
                key, held, i = read_literal(text, skip_space(text, i), where)
                context = CONTEXT.match(text, i)
                if context:
                    name, _, i = read_literal(text, context.end(), where)
                    entry = (name, key, None)
                else:
                    entry = (None, key, None)
            names.setdefault(entry, set()).update(held)
            references = sentences.setdefault(entry, [])
            # Files without lines (gettext's --add-location=file), so that moving code is no change.
            if str(relative) not in references:
                references.append(str(relative))
    return sentences, names


# --- Catalogs --------------------------------------------------------------------------------------


def po_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\x01", "\\x01")
    if "\n" not in escaped[:-1]:
        return '"' + escaped.replace("\n", "\\n") + '"'
    lines = escaped.split("\n")
    parts = [line + "\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    return '""\n' + "\n".join(f'"{part}"' for part in parts)


def unquote(text):
    out = []
    i = 0
    while i < len(text):
        if text[i] == "\\":
            nxt = text[i + 1]
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(nxt, "\\" + nxt))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def parse_po(path):
    """The header and the entries of a PO file: {(msgctxt or None, msgid, msgid_plural or None): [msgstr, …]}."""
    entries = {}
    header = ""
    current = {}
    field = None

    def finish():
        nonlocal current, header
        if "msgid" in current:
            key = (current.get("msgctxt"), current["msgid"], current.get("msgid_plural"))
            forms = [current[k] for k in sorted(k for k in current if k.startswith("msgstr"))]
            if key == (None, "", None):
                header = forms[0] if forms else ""
            else:
                if key in entries:
                    raise ExtractionError(f"{path}: {key[1]!r} is in the catalog twice")
                entries[key] = forms
        current = {}

    for raw in path.read_text(encoding="utf-8").split("\n"):
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line and current:
                finish()
            continue
        if line.startswith('"'):
            current[field] += unquote(line[1:-1])
            continue
        name, _, rest = line.partition(" ")
        name = name.replace("[", "_").replace("]", "")
        if (name == "msgctxt" or (name == "msgid" and "msgctxt" not in current)) and "msgid" in current:
            finish()
        field = name
        current[field] = unquote(rest.strip()[1:-1])
    finish()
    return header, entries


def entry_text(key, forms, references=None, brace=False, names=()):
    context, one, other = key
    lines = ["#. " + NAME_COMMENT % number for number in sorted(names)]
    if references:
        lines.append("#: " + " ".join(references))
    if brace:
        lines.append("#, python-brace-format")
    if context is not None:
        lines.append("msgctxt " + po_string(context))
    lines.append("msgid " + po_string(one))
    if other is None:
        lines.append("msgstr " + po_string(forms[0]))
    else:
        lines.append("msgid_plural " + po_string(other))
        lines += [f"msgstr[{n}] " + po_string(form) for n, form in enumerate(forms)]
    return "\n".join(lines) + "\n"


def placeholders(text):
    """The placeholders of a key or translation, its doubled braces aside."""
    return set(PLACEHOLDER.findall(text.replace("{{", "").replace("}}", "")))


def stray_brace(text):
    rest = PLACEHOLDER.sub("", text.replace("{{", "").replace("}}", ""))
    return "{" in rest or "}" in rest


def has_placeholders(key):
    return any(PLACEHOLDER.search(part or "") for part in key[1:])


def template_text(sentences, names):
    header = (
        'msgid ""\nmsgstr ""\n"Project-Id-Version: wxapp\\n"\n"MIME-Version: 1.0\\n"\n'
        '"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n'
    )
    body = [
        entry_text(key, ["", ""] if key[2] is not None else [""], refs, has_placeholders(key), names[key])
        for key, refs in sentences.items()
    ]
    return "\n".join([header] + body)


def catalog_text(code, name, rule, sentences, names, translations):
    header = (
        f'# {name} translations of wxapp.\nmsgid ""\nmsgstr ""\n"Project-Id-Version: wxapp\\n"\n'
        f'"Language: {code}\\n"\n"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        f'"Content-Transfer-Encoding: 8bit\\n"\n"Plural-Forms: {rule}\\n"\n'
    )
    count = int(re.search(r"nplurals=(\d+)", rule).group(1))
    body = []
    for key, refs in sentences.items():
        empty = [""] * (count if key[2] is not None else 1)
        body.append(entry_text(key, translations.get(key, empty), refs, has_placeholders(key), names[key]))
    return "\n".join([header] + body)


def problems_of(code, rule, sentences, translations, header):
    problems = []
    if f"Plural-Forms: {rule}" not in header:
        problems.append(f"{code}.po: the header's Plural-Forms is not {rule}")
    count = int(re.search(r"nplurals=(\d+)", rule).group(1))
    for key in sentences:
        if key not in translations:
            problems.append(f"{code}.po lacks {key[1]!r}")
            continue
        forms = translations[key]
        wanted = count if key[2] is not None else 1
        if len(forms) != wanted or any(not form for form in forms):
            problems.append(f"{code}.po leaves {key[1]!r} untranslated or without its {wanted} form(s)")
            continue
        source = placeholders(key[1]) | placeholders(key[2] or "")
        for form in forms:
            if placeholders(form) != source:
                problems.append(f"{code}.po: {form!r} has other placeholders than {key[1]!r}")
            if stray_brace(form):
                problems.append(f"{code}.po: {form!r} holds a brace that is no placeholder")
    for key in translations:
        if key not in sentences:
            problems.append(f"{code}.po keeps {key[1]!r}, which the code no longer has")
    return problems


# --- Swift tables ----------------------------------------------------------------------------------


def swift_line(text):
    """`text` escaped for a line of a Swift multi-line string literal."""
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif ord(c) < 0x20 or c == "\x7f":
            out.append("\\u{%X}" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def swift_table(name, pairs, indent="    "):
    """A `SortedTable` literal named `name` of (key, value) `pairs`: one multi-line string, a line per pair
    sorted by the keys' UTF-8 bytes, and the offsets of its lines. One literal, not an array of them: every
    string of an array is a pointer the dynamic loader relocates at each start."""
    pairs = sorted(pairs, key=lambda pair: pair[0].encode("utf-8"))
    offsets = []
    offset = 0
    for key, value in pairs:
        assert "\0" not in key + value
        offsets.append(offset)
        offset += len((key + "\0" + value).encode("utf-8")) + 1
    lines = [f"{indent}private static let {name} = SortedTable(", f"{indent}    text: \"\"\""]
    for key, value in pairs:
        line = swift_line(key) + "\\u{0}" + swift_line(value)
        trimmed = line.rstrip(" ")  # a space that ends a line would be lost to editors: spelt out
        lines.append(f"{indent}        " + trimmed + "\\u{20}" * (len(line) - len(trimmed)))
    lines += [f'{indent}        """,', f"{indent}    lines: ["]
    row = f"{indent}       "
    for value in offsets:
        if len(row) + len(str(value)) + 2 > 110:
            lines.append(row)
            row = f"{indent}       "
        row += f" {value},"
    lines += [row, f"{indent}    ])"]
    return lines


def tables_text(catalogs):
    """The catalogs' translations, a `SortedTable` a language; a language in FALLBACKS has only what differs
    from the other language's, and names that language as the one searched for the rest."""
    cases = {code: case for code, _, case, _ in LANGUAGES}
    lines = [
        "// Generated by scripts/generate_catalogs.py from Packages/Presentation/Catalogs; do not edit.",
        "",
        "import Domain",
        "",
        "extension Catalog {",
        "    static func table(_ language: Language) -> SortedTable {",
        "        switch language {",
        '        case .english: SortedTable(text: "", lines: [])',
    ]
    lines += [f"        case .{case}: {case}" for _, _, case, _ in LANGUAGES]
    lines += ["        }", "    }", "",
              "    /// The language whose table has the translations `language`'s leaves out, as its own.",
              "    static func fallback(of language: Language) -> Language? {",
              "        switch language {"]
    lines += [f"        case .{cases[code]}: .{cases[other]}" for code, other in FALLBACKS.items()]
    lines += ["        default: nil", "        }", "    }"]
    for code, _, case, _ in LANGUAGES:
        pairs = []
        other = catalogs.get(FALLBACKS.get(code), {})
        for key, forms in catalogs[code].items():
            if other.get(key) == forms:
                continue
            context, one, plural = key
            source = one if plural is None else one + PLURAL_SEPARATOR + plural
            source = source if context is None else context + CONTEXT_SEPARATOR + source
            pairs.append((source, PLURAL_SEPARATOR.join(forms)))
        lines.append("")
        lines += swift_table(case, pairs)
    lines.append("}")
    return "\n".join(lines) + "\n"


# --- Main ------------------------------------------------------------------------------------------


def main(argv):
    check = argv[1:] == ["--check"]
    if argv[1:] not in ([], ["--check"]):
        sys.exit("usage: generate_catalogs.py [--check]")
    try:
        sentences, names = extract()
        wanted = {TEMPLATE: template_text(sentences, names)}
        problems = []
        catalogs = {}
        for code, name, _, rule in LANGUAGES:
            path = CATALOGS / f"{code}.po"
            header, translations = parse_po(path) if path.exists() else ("", {})
            if check:
                problems += problems_of(code, rule, sentences, translations, header)
            kept = {key: forms for key, forms in translations.items() if key in sentences}
            wanted[path] = catalog_text(code, name, rule, sentences, names, kept)
            catalogs[code] = {key: forms for key, forms in kept.items() if all(forms)}
        wanted[TABLES] = tables_text(catalogs)
    except ExtractionError as error:
        sys.exit(f"generate_catalogs: {error}")
    for path, text in wanted.items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        if check:
            problems.append(f"{path.relative_to(ROOT)} is not what the code and catalogs make")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}", file=sys.stderr)
    if check and problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(f"generate_catalogs: {len(problems)} problem(s); run scripts/generate_catalogs.py and translate")
    print(f"{len(sentences)} sentences, {len(LANGUAGES)} languages besides English", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
