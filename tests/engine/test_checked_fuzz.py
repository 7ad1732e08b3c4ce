"""Fuzzing every entry point of outside input (issue 18): at least 10,000 mutated inputs, 0 uncaught exceptions,
every refusal a sentence in each language.

The entry points, each followed as far as the app takes an accepted input (the engine included):

- a stored entry (``Store.read``, then the engine's ``check_records`` and ``view``: the list, then Resume);
- an imported file (``parse_import``, then ``load_record``);
- a ``#record=`` link (``decode_link``, then ``load_record``);
- embed's ``?record=`` (``embed.Settings``, then ``view`` and ``replay_views``: the replay bar);
- embed's ``?position=`` (``embed.Settings``, then ``position``);
- a host page's message (``inbound.read``);
- a backup file (``checked.backup`` and ``entry_data`` for each game, then ``load_record``).

Inputs are real ones (records of real games, entries, links, positions, messages, backups) mutated at the text
level (characters flipped, inserted, deleted; brackets 1,500 deep; ``1e999``, ``NaN``; a truncation) or at the
data level (any value replaced by another, of any type).  Derandomized, about a minute:

    .venv/bin/python -m pytest tests/engine/test_checked_fuzz.py -q -s

prints the figures (inputs and refusals by entry point) that the README's *Reliability* section quotes.  The same
command draws the same inputs, but hypothesis also draws integers from the constants of the project's modules
imported at the time, so other test files collected in the same process (a full run) draw other inputs.
"""

from __future__ import annotations

import copy
import json
import os
import random
import sys
import types
from collections import Counter

from fake_storage import FakeStorage
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from record_games import random_game

from tablier import api
from ui import checked
from ui.host import inbound
from ui.store import backup as backups
from ui.store.storage import PREFIX, Store
from ui.store.transfer import b64url_encode, decode_link, parse_import
from ui.texts import LANGS

if "pyscript" not in sys.modules:  # embed.py's parameters are plain Python; its page side needs PyScript
    pyscript = types.ModuleType("pyscript")
    ffi = types.ModuleType("pyscript.ffi")
    ffi.create_proxy = lambda function: function
    ffi.to_js = lambda value, **options: value
    pyscript.ffi, pyscript.window, pyscript.document = ffi, None, None
    sys.modules.update({"pyscript": pyscript, "pyscript.ffi": ffi})
from ui.host import embed  # noqa: E402

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "10500"))
GAMES = ("portes", "plakoto", "reversi", "dames-rabattues")
RECORDS = [random_game(game, seed=i, limit=10)[0] for i, game in enumerate(GAMES)]
VERSION_0 = {"game": "dames-rabattues", "moves": [[3, 4], [6, 6], [2, 5]]}
ENTRY = {
    "id": "g1",
    "rev": 3,
    "created": "2026-01-01T10:00:00.000Z",
    "updated": "2026-01-02T10:00:00.000Z",
    "record": RECORDS[0],
    "bots": {"1": "easy"},
    "names": ["Ann", "Bob"],
    "status": {"phase": "move", "winner": None, "points": None, "score": None},
}
POSITIONS = ["S:24x2,13x5,8x3,6x5/N:24x2,13x5,8x3,6x5/S/62", "8/8/8/3OX3/3XO3/8/8/8/X", "S:6x5,5x5,4x5/N:24x15/N/31"]
MESSAGES = [
    {"type": "tablier:set-lang", "version": 1, "lang": "fr"},
    {"type": "tablier:new-game", "game": "portes", "opponent": "bot-easy"},
]
BACKUP = {"tablier": "backup", "version": 1, "created": "2026-01-03", "games": [ENTRY, {**ENTRY, "id": "g2"}]}
SEEDS = {
    "entry": [ENTRY, {**ENTRY, "record": VERSION_0}, {**ENTRY, "record": RECORDS[2], "bots": None, "names": None}],
    "import": [*RECORDS, VERSION_0, {**RECORDS[1], "names": ["Ann", "Bob"]}],
    "link": [*RECORDS, VERSION_0],
    "url_record": [*RECORDS, VERSION_0],
    "position": POSITIONS,
    "message": MESSAGES,
    "backup": [BACKUP],
}
SNIPPETS = [
    "[",
    "]",
    "{",
    "}",
    '"',
    ",",
    ":",
    "\\",
    "1e999",
    "-1e999",
    "NaN",
    "Infinity",
    "null",
    "true",
    "7",
    '{"x": "easy"}',
    "[" * 1500,
    '{"a":' * 1500,
    "[" * 1500 + "]" * 1500,
    "9" * 5000,
    "\\ud800",
    "é",
    "<script>",
    "x" * 300,
]
NASTY = [
    float("inf"),
    float("-inf"),
    float("nan"),
    10**400,
    7,
    -1,
    True,
    None,
    "",
    "<img src=x onerror=alert(1)>",
    "x" * 300,
    [],
    {},
    {"x": "easy"},
    {"0": 5},
    [None, None],
    ["a", "b", "c"],
    [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
]
MUTATIONS = ("flip", "insert", "delete", "truncate", "duplicate")
CHARACTERS = '{}[]",:0123456789eE.-+\\ ntfalsuéあ\x00\U0001f600'

counts: Counter[tuple[str, str]] = Counter()


def paths(data: object) -> list[tuple[object, object]]:
    """Every (container, key) of ``data``, the place of each value in it."""
    found, pending = [], [data]
    while pending:
        value = pending.pop()
        keys = list(value) if isinstance(value, dict) else range(len(value)) if isinstance(value, list) else []
        for key in keys:
            found.append((value, key))
            pending.append(value[key])
    return found


def random_value(rng: random.Random, depth: int = 0) -> object:
    """A value of any JSON type (numbers not finite included), or one of the nasty ones."""
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return rng.choice(NASTY)
    if kind == 1:
        return rng.choice([None, True, False])
    if kind == 2:
        return rng.choice([rng.randint(-(10**6), 10**6), rng.randint(-(2**70), 2**70)])
    if kind == 3:
        return rng.choice([rng.uniform(-1e6, 1e6), float("inf"), float("nan"), 1e308 * 10, -0.0])
    if kind in (4, 5):
        return "".join(rng.choice(CHARACTERS) for _ in range(rng.randrange(12)))
    if kind in (6, 7):
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {str(random_value(rng, 3)): random_value(rng, depth + 1) for _ in range(rng.randrange(4))}


def text_mutation(rng: random.Random) -> tuple[str, int, int, str]:
    if rng.random() < 0.6:
        snippet = rng.choice(SNIPPETS)
    else:
        snippet = "".join(rng.choice(CHARACTERS) for _ in range(rng.randint(1, 3)))
    return rng.choice(MUTATIONS), rng.randrange(10**6), rng.randrange(10**6), snippet


def mutate_text(text: str, mutations: list) -> str:
    for kind, a, b, snippet in mutations:
        i, j = a % (len(text) + 1), b % (len(text) + 1)
        if kind == "flip" and text:
            i = min(i, len(text) - 1)
            text = text[:i] + (snippet[:1] or "x") + text[i + 1 :]
        elif kind == "insert":
            text = text[:i] + snippet + text[i:]
        elif kind == "delete":
            text = text[: min(i, j)] + text[max(i, j) :]
        elif kind == "truncate":
            text = text[:i]
        else:
            text = text[:i] + text[min(i, j) : max(i, j)] + text[i:]
    return text


def mutate_data(data: object, mutations: list) -> str:
    """``data`` as JSON text with each mutation's value at one of its places; ``data`` and the values stay as they
    are (a later mutation may write into an earlier one's value: it writes into the input's copy)."""
    data = copy.deepcopy(data)
    for where, value in mutations:
        places = paths(data)
        if places:
            container, key = places[where % len(places)]
            container[key] = copy.deepcopy(value)
    return json.dumps(data)


def sentence(refusal: tuple) -> None:
    """A refusal of the checked reader reads as words in every language."""
    for lang in LANGS:
        words = checked.words(refusal, lang)
        assert words.strip() and "{" not in words and refusal[0] not in words, (refusal, lang, words)


def engine_answer(answer: dict, where: str) -> bool:
    """True when the engine accepted; its refusal must be words in every language."""
    if "error" not in answer:
        return True
    assert all(isinstance(answer["error"].get(lang), str) and answer["error"][lang] for lang in LANGS), answer
    counts[where, "refused by the engine"] += 1
    return False


def refused(where: str, refusal: object) -> None:
    if isinstance(refusal, tuple):
        sentence(refusal)
    counts[where, "refused by the reader"] += 1


def through_entry(text: str) -> None:
    fake = FakeStorage()
    fake.items[PREFIX + "g1"] = text
    store = Store(fake, fake)
    entry, problem = store.read("g1")
    if entry is None:
        return refused("entry", problem)
    if checked.newer(entry["record"]):
        counts["entry", "kept: a newer version"] += 1
        return None
    (answer,) = api.check_records([entry["record"]])
    if engine_answer(answer, "entry") and engine_answer(api.view(answer["record"]), "entry"):
        assert {int(seat) for seat in (entry["bots"] or {})} <= {0, 1}  # what Resume does with them
        assert entry["names"] is None or all(isinstance(n, str) for n in entry["names"])
        counts["entry", "accepted"] += 1
    return None


def through_import(text: str) -> None:
    record, names, problem = parse_import(text)
    if problem is not None:
        return refused("import", problem)
    if engine_answer(api.load_record(record), "import"):
        counts["import", "accepted"] += 1
    return None


def through_link(text: str) -> None:
    record, problem = decode_link("#record=" + b64url_encode(text.encode("utf-8", "surrogatepass")))
    if problem is not None:
        return refused("link", problem)
    if engine_answer(api.load_record(record), "link"):
        counts["link", "accepted"] += 1
    return None


def through_url_record(text: str) -> None:
    settings_ = embed.Settings({"record": b64url_encode(text.encode("utf-8", "surrogatepass")), "embed": "1"})
    if settings_.errors:
        return refused("url_record", settings_.errors[0][1].get("why"))
    record = settings_.record
    if engine_answer(api.view(record), "url_record") and engine_answer(api.replay_views(record), "url_record"):
        counts["url_record", "accepted"] += 1
    return None


def through_position(text: str) -> None:
    settings_ = embed.Settings({"game": "portes" if ":" in text else "reversi", "position": text})
    if settings_.errors:
        return refused("position", settings_.errors[0][1].get("why"))
    if engine_answer(api.position(settings_.game, settings_.position), "position"):
        counts["position", "accepted"] += 1
    return None


def through_message(text: str) -> None:
    kind, fields = inbound.read(text, GAMES)
    if kind is None:
        assert isinstance(fields, str) and fields
        counts["message", "refused by the reader"] += 1
    else:
        counts["message", "accepted"] += 1


def through_backup(text: str) -> None:
    games, problem = checked.backup(text)
    if problem is not None:
        return refused("backup", problem)
    fake = FakeStorage()
    store = Store(fake, fake)
    taken = 0
    for item in games:  # each game on its own: one refused refuses no other
        entry, problem = checked.entry_data(item)
        if entry is None:
            refused("backup's games", problem)
        elif checked.newer(entry["record"]) or engine_answer(api.load_record(entry["record"]), "backup's games"):
            backups.placement(store, {}, entry)
            counts["backup's games", "accepted"] += 1
            taken += 1
    counts["backup", "accepted" if taken == len(games) else "some games refused"] += 1
    return None


ENTRY_POINTS = {
    "entry": through_entry,
    "import": through_import,
    "link": through_link,
    "url_record": through_url_record,
    "position": through_position,
    "message": through_message,
    "backup": through_backup,
}


def seed_text(where: str, seed: object) -> str:
    return seed if isinstance(seed, str) else json.dumps(seed)


@st.composite
def inputs(draw: st.DrawFn) -> tuple[str, str]:
    """An entry point and a mutated input for it; hypothesis draws the entry point and the mutations' seed (one
    draw each: drawing every mutation through hypothesis took ten times as long)."""
    where = draw(st.sampled_from(sorted(ENTRY_POINTS)))
    return where, mutated_input(where, random.Random(draw(st.integers(0, 2**32 - 1))))


def mutated_input(where: str, rng: random.Random) -> str:
    """One of ``where``'s seeds mutated as text or as data, as ``rng`` says."""
    seed = rng.choice(SEEDS[where])
    if isinstance(seed, str) or rng.random() < 0.5:
        return mutate_text(seed_text(where, seed), [text_mutation(rng) for _ in range(rng.randint(1, 3))])
    return mutate_data(seed, [(rng.randrange(10**6), random_value(rng)) for _ in range(rng.randint(1, 3))])


def test_every_seed_is_accepted_unmutated() -> None:
    """The fuzz starts from inputs the app takes: a refusal below is the mutation's doing."""
    for where, seeds in SEEDS.items():
        for seed in seeds:
            counts.clear()
            ENTRY_POINTS[where](seed_text(where, seed))
            assert counts[where, "accepted"] == 1 and all(what == "accepted" for _, what in counts), (where, counts)
    counts.clear()


def test_ten_thousand_mutated_inputs_through_every_entry_point() -> None:
    counts.clear()

    @settings(
        max_examples=EXAMPLES,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(inputs())
    def one(case: tuple[str, str]) -> None:
        where, text = case
        counts[where, "inputs"] += 1
        ENTRY_POINTS[where](text)  # any exception fails the test: no traceback reaches the player

    one()
    total = sum(n for (where, what), n in counts.items() if what == "inputs")
    outcomes = [(where, what, n) for (where, what), n in counts.items() if where in ENTRY_POINTS]
    refusals = sum(n for where, what, n in outcomes if what.startswith(("refused", "some")))
    print(f"\nfuzz: {total} inputs, {refusals} refused (each a sentence in EN and FR), 0 uncaught exceptions")
    for where in [*sorted(ENTRY_POINTS), "backup's games"]:
        row = {what: n for (place, what), n in counts.items() if place == where}
        print(f"  {where:11} " + ", ".join(f"{what} {n}" for what, n in sorted(row.items())))
    assert total >= 10_000
    assert all(counts[where, "inputs"] >= 1000 for where in ENTRY_POINTS), counts
    assert all(counts[where, "refused by the reader"] > 0 for where in ENTRY_POINTS if where != "backup"), counts
    assert counts["backup", "some games refused"] > 0 and counts["backup's games", "refused by the reader"] > 0


def test_mutations_change_no_value_the_inputs_are_made_from() -> None:
    """An input's mutations write into its own copy only, never into ``NASTY`` or ``SEEDS``, which every input
    shares.  (When a value taken from ``NASTY`` was put in an input and a later mutation of that input wrote into
    it, ``NASTY`` changed from input to input; its lists came to hold themselves, and ``paths`` of an input holding
    one never ended: a full test run hung here, GBs of memory.)"""
    before = json.dumps([NASTY, SEEDS])
    rng = random.Random(3)
    for n in range(3000):
        mutated_input(sorted(ENTRY_POINTS)[n % len(ENTRY_POINTS)], rng)
    assert json.dumps([NASTY, SEEDS]) == before


def test_the_reader_knows_the_engines_newest_record_format() -> None:
    """ui/checked.py tells a newer version's game (kept untouched) by the engine's FORMAT_VERSION."""
    from tablier.record import FORMAT_VERSION

    assert checked.RECORD_FORMAT == FORMAT_VERSION
    assert checked.newer({"format": FORMAT_VERSION + 1, "game": "portes"})
    assert not checked.newer({"format": FORMAT_VERSION, "game": "portes"}) and not checked.newer({"game": "x"})


def reference_depth(text: str) -> int:
    """The nesting depth of ``text``, a character at a time (what ``checked.depth_of`` counts faster)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            escaped, in_string = (False, True) if escaped else (char == "\\", char != '"')
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def test_the_depth_count_is_exact_where_it_matters() -> None:
    """Over the limit exactly when the text is, for any JSON text; a text it lets through parses no deeper."""
    rng = random.Random(7)
    alphabet = '[]{}"\\ab,:'
    for _ in range(20_000):
        value = random_value(rng)
        for _ in range(rng.randrange(4)):
            value = [value] if rng.random() < 0.5 else {'"\\[': value}
        text = json.dumps(value)
        noise = "".join(rng.choice(alphabet) for _ in range(rng.randrange(30)))
        for limit in (1, 3, 6):
            assert (checked.depth_of(text, limit) > limit) == (reference_depth(text) > limit), (text, limit)
            if checked.depth_of(noise, limit) <= limit and reference_depth(noise) > limit:
                try:
                    json.loads(noise)
                except ValueError:
                    continue
                raise AssertionError(noise)


def test_every_game_record_the_engine_writes_passes_the_reader() -> None:
    """A saved game is never refused for its shape: every game's record, a match's with its games' options too."""
    from tablier.registry import variants

    for variant in variants():
        record = api.new_game(variant.id)["record"]
        assert checked.record(record) == (record, None), variant.id
    match = {"games": ["portes", "plakoto"], "to": 3, "game_options": {"portes": {"connection": True}}}
    record = api.new_game("match", match)["record"]
    assert checked.record(record) == (record, None)
    entry = {**ENTRY, "record": record}
    assert checked.entry_data(entry)[1] is None
