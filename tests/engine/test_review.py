"""Game review (tablier.review, docs/review.md): verdicts, a planted blunder, the record, the API."""

from __future__ import annotations

import json
import random

import pytest
from record_games import random_game

import tablier.dames_rabattues  # noqa: F401  (registers the games)
import tablier.tables  # noqa: F401
from tablier import api
from tablier.protocol import Phase
from tablier.record import load, new_record, replay
from tablier.registry import find_variant
from tablier.reversi.evaluation import CORNERS
from tablier.reversi.state import ReversiState
from tablier.review import cube as review_cube
from tablier.review import tables as review_tables
from tablier.review.data import valid
from tablier.review.reversi import grade as reversi_grade
from tablier.review.verdicts import THRESHOLDS, VERDICTS, summary, verdict
from tablier.tables import BACKGAMMON_225, PORTES, pos
from tablier.tables.geometry import BAR, OFF
from tablier.tables.state import Stage


def _review(record: dict) -> dict:
    """The whole review of ``record`` through the API, one step at a time."""
    while True:
        answer = api.review_step(record)
        assert "error" not in answer, answer
        record = answer["record"]
        if answer["review"]["done"]:
            return record


# ---- verdicts ----


@pytest.mark.parametrize("scale", sorted(THRESHOLDS))
def test_verdicts_grow_with_the_loss(scale: str) -> None:
    """A larger loss never gets a milder verdict; each threshold starts its verdict."""
    losses = [i / 200 for i in range(0, 120)]
    ranks = [VERDICTS.index(verdict(loss, scale)) for loss in losses]
    assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == len(VERDICTS) - 1
    for limit, name in zip(THRESHOLDS[scale], VERDICTS[1:], strict=True):
        assert verdict(limit, scale) == name
        assert VERDICTS.index(verdict(limit - 1e-9, scale)) == VERDICTS.index(name) - 1


def test_summary_counts_and_error_rate() -> None:
    moves = [
        {"seat": 0, "verdict": "best", "loss": 0.0},
        {"seat": 0, "verdict": "blunder", "loss": 0.3},
        {"seat": 1, "verdict": "mistake", "loss": 0.1},
    ]
    south, north = summary(moves)
    assert south["counts"] == {"best": 1, "inaccuracy": 0, "mistake": 0, "blunder": 1}
    assert south["error_rate"] == 0.5 and south["graded"] == 2 and south["mean_loss"] == 0.15
    assert north["error_rate"] == 1.0 and north["counts"]["mistake"] == 1


# ---- a planted blunder in Portes ----


def _south_blots_hit_directly(position) -> int:
    """South's blots that a North checker reaches with one die (1 to 6 pips), from the position alone.

    South's point k (its own numbering, route index 25 - k) is North's point 25 - k; North moves from its
    24-point down, that is up South's numbering, so a North checker on South's point j hits a South blot on
    South's point k > j directly when k - j <= 6 (and a checker on North's bar, South's 0, too)."""
    south, north = position[0], position[1]
    north_on = {25 - n for n in range(1, 25) for _ in range(north[25 - n])}  # South's numbering of North's points
    if north[BAR]:
        north_on.add(0)
    blots = [25 - r for r in range(1, 25) if south[r] == 1]
    return sum(1 for k in blots if any(0 < k - j <= 6 for j in north_on))


def test_a_blot_left_to_a_direct_shot_is_a_blunder_when_a_safe_play_exists() -> None:
    """South to play 6-4 with North's two back checkers on South's 1-point and a five-point home board
    against him: 8/2 6/2 makes a point and leaves nothing to hit, 13/3 leaves a blot two pips in front of
    them (a lone checker is hit: « Le Tavli », Grecomania), which a hit would send against that board."""
    state = PORTES.setup(pos("S: 13x5 8x4 6x4 5x2 / N: 24x2 6x3 5x3 4x3 3x2 2x2"), 0, (6, 4))
    plays = state.legal_plays()
    safe = [p for p in plays if _south_blots_hit_directly(p.result) == 0]
    exposed = [p for p in plays if _south_blots_hit_directly(p.result) > 0]
    assert safe and exposed
    blunder = state.parse_play("13/3")
    assert blunder.result in {p.result for p in exposed}
    graded = review_tables.grade(state, "13/3")
    assert graded is not None
    assert VERDICTS.index(graded["verdict"]) >= VERDICTS.index("mistake")
    assert graded["loss"] >= THRESHOLDS["equity"][1]
    best = state.parse_play(graded["best"])
    assert _south_blots_hit_directly(best.result) == 0
    assert any("blot" in p["en"] and "Tavli" in p["en"] for p in graded["principles"])
    # the best play graded as played: verdict best, no loss, first of the top three
    again = review_tables.grade(state, graded["best"])
    assert again["verdict"] == "best" and again["loss"] == 0.0 and again["top"][0][0] == graded["best"]


def test_grades_are_consistent_over_a_game() -> None:
    """Over a random Portes game: loss = best - played equity, never negative, the verdict is the
    threshold's, the top three are sorted and the best play heads them; forced turns are not graded."""
    record, states = random_game("portes", 11, limit=50)
    review = _review(record)["review"]
    assert review["done"] and review["moves"]
    for move in review["moves"]:
        state = states[move["at"]]
        assert len(state.legal_plays()) > 1 and move["seat"] == state.turn
        assert move["loss"] >= 0 and move["loss"] == pytest.approx(move["best_equity"] - move["equity"], abs=2e-4)
        assert move["verdict"] == verdict(move["loss"], "equity")
        values = [value for _, value, _ in move["top"]]
        assert values == sorted(values, reverse=True) and move["top"][0][0] == move["best"]
        assert move["played"] == record["actions"][move["at"]]["play"]
    graded = {m["at"] for m in review["moves"]}
    for index, action in enumerate(record["actions"]):
        if "play" in action and len(states[index].legal_plays()) == 1:
            assert index not in graded
    assert sum(sum(s["counts"].values()) for s in review["summary"]) == len(review["moves"])


# ---- Reversi ----


def test_reversi_corner_given_away_is_named() -> None:
    """Black may play b2 or g7, the X-squares next to the empty corners a1 and h8: each lets White take that
    corner (a disc never flipped again), which the review names; a move naming a corner always gives one."""
    diagram = "..................OOO.....OXXX....OXXO....OOOOO................."
    state = ReversiState.from_diagram(diagram)
    named = {}
    for name in state.legal_plays():
        graded = reversi_grade(state, name)
        assert graded is not None and graded["scale"] == "win"
        assert graded["verdict"] == verdict(graded["loss"], "win")
        corners = [p["en"] for p in graded["principles"] if "corner" in p["en"]]
        if corners:
            assert state.apply_play(name).moves & CORNERS, name
            named[name] = (graded["verdict"], corners[0])
    for square, corner in (("b2", "a1"), ("g7", "h8")):
        assert named[square][0] == "blunder" and f"the corner {corner}" in named[square][1]
        assert "Jeux du monde" in named[square][1]


def test_reversi_endgame_is_solved_exactly() -> None:
    record, _ = random_game("reversi", 5)
    review = _review(record)["review"]
    exact = [m for m in review["moves"] if m.get("exact")]
    assert exact and review["solver_from"] == exact[0]["at"]
    assert all(m["top"][0][2] is not None for m in exact)  # exact margins
    assert all(not m.get("exact") for m in review["moves"] if m["at"] < review["solver_from"])


def test_dames_rabattues_has_no_decisions() -> None:
    record, _ = random_game("dames-rabattues", 2, limit=30)
    review = _review(record)["review"]
    assert review["moves"] == [] and review["note"]["en"].startswith("Dames Rabattues has no decisions")


# ---- stored in the record ----


def test_review_is_kept_in_the_record_and_never_needed_to_replay() -> None:
    record, states = random_game("portes", 4, limit=30)
    reviewed = _review(record)
    assert valid(reviewed["review"], len(record["actions"]))
    text = json.dumps(reviewed)
    assert load(text)["review"] == json.loads(text)["review"]  # kept through JSON, as exported
    assert len(replay(text)) == len(states)
    broken = {**json.loads(text), "review": {"version": 99, "moves": "?"}}
    assert "review" not in load(broken) and len(replay(broken)) == len(states)  # dropped, never refused
    assert api.load_record(reviewed)["record"]["review"]["done"]


def test_a_review_resumes_and_goes_on_with_new_actions() -> None:
    record, _ = random_game("portes", 7, limit=40)
    first = {**record, "actions": record["actions"][:20]}
    part = _review(first)
    longer = {**record, "review": part["review"]}
    answer = api.review_step(longer)
    review = answer["review"]
    assert review["moves"][: len(part["review"]["moves"])] == part["review"]["moves"]
    assert answer["progress"][1] == 40 and answer["progress"][0] > 20
    whole = _review(longer)["review"]
    alone = _review(record)["review"]
    assert [m["at"] for m in whole["moves"]] == [m["at"] for m in alone["moves"]]


def test_review_step_answers_errors_in_words() -> None:
    answer = api.review_step({"game": "portes", "actions": [{"play": "nonsense"}]})
    assert set(answer["error"]) == {"en", "fr"}


def test_review_moves_carry_board_steps_for_tables() -> None:
    record, _ = random_game("fevga", 3, limit=30)
    for move in _review(record)["review"]["moves"]:
        for _, _, steps in move["top"]:
            assert all((a == "bar" or 0 <= a < 24) and (b == "off" or 0 <= b < 24) for a, b, _ in steps)
        assert move["played_steps"]
    assert OFF == 25


# ---- Reversi openings ----


def test_the_four_first_moves_are_one_opening_turned_about_the_board() -> None:
    """Black's four first moves give the same position turned: the lines read the same from each."""
    from tablier.review.openings import from_f5

    start = ReversiState.from_diagram("." * 27 + "OX......XO" + "." * 27)
    for first in start.legal_plays():
        turned = from_f5([first])
        assert turned == ["f5"]
        # the symmetry keeps the start: the reply squares of the turned game are the turned replies
        replies = start.apply_play(first).legal_plays()
        assert sorted(from_f5([first, r])[1] for r in replies) == sorted(start.apply_play("f5").legal_plays())


def test_opening_named_and_where_the_game_left_the_known_lines() -> None:
    from tablier.review.openings import LINES, opening

    by_name = {names[0]: line.split() for line, names in LINES.items()}
    tiger = by_name["Tiger"]
    followed = opening([*tiger, "f4"])
    assert followed["name"]["en"] == "Tiger" and followed["left"] == len(tiger) and not followed["deviated"]
    perpendicular = by_name["Perpendicular opening"]
    off = opening([*perpendicular, "c5"])  # the Tiger goes on with c3: c5 is outside every known line
    assert off["name"]["en"] == "Perpendicular opening" and off["left"] == 2 and off["deviated"]
    assert opening(perpendicular)["left"] is None  # still inside
    # the same game opened on c4 (the half-turn of f5) reads the same
    assert opening(["c4", "e3", "f6", "e6", "f5"])["name"]["en"] == "Tiger"


def test_a_reversi_review_carries_its_opening() -> None:
    record, _ = random_game("reversi", 2, limit=12)
    review = _review(record)["review"]
    assert review["opening"]["source"]["en"] == "Robert Gatliff's list of Othello openings"
    assert review["opening"]["left"] is None or 0 < review["opening"]["left"] <= 12


def test_plakoto_mother_left_alone_is_named() -> None:
    """Plakoto, South to play 6-5 with two checkers left on its starting point (the « mana ») and North's
    checkers one to three pips from it: a play leaving one checker there lets North pin the mother, which wins
    him the game double (Plakoto's mother rule); the review names it, citing the Tavli source."""
    from tablier.registry import find_variant

    state = find_variant("plakoto").setup(pos("S: 24x2 6x5 5x4 4x4 / N: 4x2 3x2 2x2 13x9"), 0, (6, 5))
    plays = state.legal_plays()
    alone = [p for p in plays if p.result[0][1] == 1]  # route index 1: the starting point
    assert alone and len(alone) < len(plays)
    for play in alone:
        graded = review_tables.grade(state, state.play_to_str(play))
        assert VERDICTS.index(graded["verdict"]) >= VERDICTS.index("mistake")
        assert state.parse_play(graded["best"]).result[0][1] != 1
        assert any("mother" in p["en"] and "Tavli" in p["en"] for p in graded["principles"])


def test_fevga_block_missed_is_named_only_where_the_best_play_holds_a_longer_block() -> None:
    """Fevga: a single checker holds a point (« un pion simple bloque une position », Grecomania); the review
    names a missed block exactly where the best play holds four or more points in a row, more than the play
    made, and the play made was not the best."""
    record, states = random_game("fevga", 3, limit=60)
    review = _review(record)["review"]
    named = 0

    def run(side: tuple[int, ...]) -> int:
        best = length = 0
        for r in range(1, 25):
            length = length + 1 if side[r] >= 1 else 0
            best = max(best, length)
        return best

    for move in review["moves"]:
        state = states[move["at"]]
        seat = state.turn
        mine = run(state.parse_play(move["played"]).result[seat])
        good = run(state.parse_play(move["best"]).result[seat])
        said = any("block of" in p["en"] for p in move["principles"])
        assert said == (move["verdict"] != "best" and good >= 4 and good > mine), move
        named += said
    assert named  # the seeded game has one


# ---- cube decisions (Backgammon 225 with the doubling cube) ----


def _pips(side) -> int:
    """Pips a side still has to travel: a checker on route index r needs 25 - r to bear off."""
    return sum(n * (25 - r) for r, n in enumerate(side) if r < OFF)


def test_doubling_as_a_big_underdog_is_graded_an_error() -> None:
    """South on roll may double (the cube in the middle) with 13 checkers still on the mid-point and two on
    North's home board, North all home and far ahead in the race: doubling only hands North the cube at 2,
    which he takes, so it is a mistake or a blunder; rolling on is the best."""
    state = BACKGAMMON_225.setup(pos("S: 24x2 13x13 / N: 6x5 5x5 4x5"), 0, None, {"cube": True})
    assert state.stage is Stage.ROLL and state.may_double() and state.seat == 0
    assert _pips(state.position[0]) > 2 * _pips(state.position[1])
    graded = review_cube.grade(state, "double")
    assert graded is not None and graded["best"] == review_cube.NO_DOUBLE and graded["played"] == "double"
    assert VERDICTS.index(graded["verdict"]) >= VERDICTS.index("mistake")
    assert graded["loss"] == pytest.approx(graded["best_equity"] - graded["equity"], abs=2e-4)
    assert graded["loss"] >= THRESHOLDS["equity"][1] and graded["win"] < 0.25
    assert [name for name, _, _ in graded["top"]] == [review_cube.NO_DOUBLE, "double"]
    # the underdog rolling on is no cube decision worth grading (doubling is far from right)
    assert review_cube.grade(state, None) is None


def test_dropping_a_takeable_double_is_graded_an_error() -> None:
    """From the starting position South doubles before his first throw: both sides have the same checkers and
    the same pip count, South has only the throw, so North wins close to half the games, far above the
    quarter a take needs (a drop loses 1 at once, a take risks 2 only when he loses): dropping is an error."""
    start = pos("S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5")
    assert _pips(start[0]) == _pips(start[1])
    state = BACKGAMMON_225.setup(start, 0, None, {"cube": True}).apply_play("double")
    assert state.stage is Stage.CUBE and state.seat == 1
    graded = review_cube.grade(state, "drop")
    assert graded is not None and graded["best"] == "take" and graded["equity"] == -1.0
    assert VERDICTS.index(graded["verdict"]) >= VERDICTS.index("mistake")
    assert 0.35 < graded["win"] < 0.6
    taken = review_cube.grade(state, "take")
    assert taken["verdict"] == "best" and taken["loss"] == 0.0 and taken["top"][0][0] == "take"


def test_rolling_on_where_the_opponent_must_drop_is_graded_an_error() -> None:
    """A pure race (no contact: South's checkers are all past North's) in which South, on roll, has 45 pips left
    against North's 77 and North has all his checkers home, so no gammon is possible either way: a double cashes
    the game, so throwing without doubling is graded (the throw is the decision) and is not the best."""
    state = BACKGAMMON_225.setup(pos("S: 4x5 3x5 2x5 / N: 6x6 5x5 4x4"), 0, None, {"cube": True})
    assert state.may_double() and (_pips(state.position[0]), _pips(state.position[1])) == (45, 77)
    graded = review_cube.grade(state, None)
    assert graded is not None and graded["played"] == review_cube.NO_DOUBLE and graded["best"] == "double"
    assert graded["best_equity"] == 1.0 and VERDICTS.index(graded["verdict"]) >= VERDICTS.index("inaccuracy")


def test_janowski_equities_at_their_take_and_cash_points() -> None:
    """Janowski's live cube (x = 1, no gammons): owning it is worth 1 at the cash point 0.8, facing it -1 at
    the take point 0.2, the centred cube -1 and 1 there; with x = 0 every cube is the cubeless 2p - 1."""
    for p in (0.1, 0.3, 0.5, 0.7):
        for owner in ("centred", "mine", "theirs"):
            assert review_cube.cubeful(p, 1.0, 1.0, owner, x=0.0) == pytest.approx(2 * p - 1)
    assert review_cube.cubeful(0.8, 1.0, 1.0, "mine", x=1.0) == pytest.approx(1.0)
    assert review_cube.cubeful(0.2, 1.0, 1.0, "theirs", x=1.0) == pytest.approx(-1.0)
    assert review_cube.cubeful(0.8, 1.0, 1.0, "centred", x=1.0) == pytest.approx(1.0)
    assert review_cube.cubeful(0.2, 1.0, 1.0, "centred", x=1.0) == pytest.approx(-1.0)


def _cube_game(seed: int, limit: int = 80) -> tuple[dict, list]:
    """A Backgammon 225 record with the cube: random plays, a double offered now and then, random answers."""
    rng = random.Random(seed)
    record = new_record("backgammon-225", {"cube": True}, seed)
    state = find_variant("backgammon-225").new_game(record["options"], seed)
    states = [state]
    while state.phase is not Phase.OVER and len(record["actions"]) < limit:
        plays = list(state.legal_plays())
        if state.phase is Phase.ROLL and (not plays or rng.random() < 0.8):
            dice = [rng.randint(1, 6), rng.randint(1, 6)]
            record["actions"].append({"roll": dice})
            state = state.apply_roll(dice)
        else:
            play = rng.choice(plays)
            record["actions"].append({"play": state.play_to_str(play)})
            state = state.apply_play(play)
        states.append(state)
    return record, states


def test_the_review_of_a_cube_game_grades_every_cube_action() -> None:
    """Every double, take and drop is graded with its options; a throw is graded only where its player could
    have doubled; loss and verdict follow the same rule as a play's."""
    for seed in range(40):
        record, states = _cube_game(seed)
        if any(a.get("play") == "double" for a in record["actions"]):
            break
    review = _review(record)["review"]
    graded = {m["at"]: m for m in review["moves"]}
    for index, action in enumerate(record["actions"]):
        if action.get("play") in ("double", "take", "drop"):
            move = graded[index]
            assert move["played"] == action["play"] and move["cube"]
            assert {name for name, _, _ in move["top"]} in ({"no double", "double"}, {"take", "drop"})
    for move in review["moves"]:
        assert move["verdict"] == verdict(move["loss"], "equity")
        if "roll" in record["actions"][move["at"]]:
            state = states[move["at"]]
            assert state.may_double() and move["played"] == review_cube.NO_DOUBLE
    assert any(m.get("cube") for m in review["moves"]) and any(not m.get("cube") for m in review["moves"])
