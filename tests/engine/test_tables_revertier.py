"""Révertier (seed 000 part 1; rules.md §1): the worked examples and property tests.

Positions are written in the seed's letters with ``from_letters``: B is Black
(seat S, talon a, tête l), W is White (seat N, talon m, tête x).  Plays are
written in the core's standard numbers from the mover's side (n = 25 − r).
"""

from __future__ import annotations

import json
import random

import pytest
from game_helpers import check_turn_builder, random_game

from tablier.protocol import IllegalActionError, Outcome, Phase
from tablier.record import new_record, replay
from tablier.tables import REVERTIER, SWEDISH_TABLES, TablesState, TurnBuilder, pos
from tablier.tables.revertier import LETTERS, blocked_for_good, from_letters

BLACK, WHITE = 0, 1
BEAR_OFF = from_letters("W: l11 k i h f / B: a15")  # seed §14, rules.md §1.11
PERMANENT_BLOCK = "B: a4 e f bar3 t n5 / W: b2 d3 m8 q x"  # seed §15, rules.md §1.9 (k = F = 3)


def texts_of(state) -> set[str]:
    return {state.play_to_str(p) for p in state.legal_plays()}


def test_letters_follow_the_seed_figure() -> None:
    """§2–4: Black's talon a, tête l; White's talon m, tête x; letters a..x = A23..A0."""
    start = REVERTIER.new_game()
    assert start.position == from_letters("B: a15 / W: m15") == pos("S: 24x15 / N: 24x15")
    view = start.view("fr")
    json.dumps(view)
    assert view["labels"] == [LETTERS[23 - a] for a in range(24)]
    assert view["points"][23] == [[BLACK, 15]] and view["points"][11] == [[WHITE, 15]]
    marks = view["marks"]
    assert [view["labels"][a] for a in marks["talon"]] == ["a", "m"]
    assert [view["labels"][a] for a in marks["tete"]] == ["l", "x"]


@pytest.mark.parametrize(("dice", "count"), [((3, 2), 6), ((6, 5), 2), ((1, 1), 25), ((6, 6), 1)])
def test_bear_off_example_final_positions(dice: tuple[int, int], count: int) -> None:
    """rules.md §1.11 / §7: 6, 2, 25, 1 distinct final positions."""
    assert len(REVERTIER.setup(BEAR_OFF, WHITE, dice).legal_plays()) == count


def test_bear_off_example_the_seeds_plays() -> None:
    """Seed §14: each play the text describes is legal."""
    assert {"7/4 2/off", "5/3 4/1", "7/5 4/1"} <= texts_of(REVERTIER.setup(BEAR_OFF, WHITE, (3, 2)))
    assert texts_of(REVERTIER.setup(BEAR_OFF, WHITE, (6, 5))) == {"7/1 5/off", "7/2 5/off"}  # f→l or f→k, h off
    bezas = texts_of(REVERTIER.setup(BEAR_OFF, WHITE, (1, 1)))
    assert {"7/6 1/off(3)", "7/6 2/off 1/off"} <= bezas
    (sonnes,) = REVERTIER.setup(BEAR_OFF, WHITE, (6, 6)).legal_plays()
    assert sonnes.result == from_letters("W: l12 off3 / B: a15")


def test_bear_off_blocked_by_the_opponents_tete() -> None:
    """rules.md §0.5: White only on r23, Black holds White's r24 (his tête l): 1-1 cannot be played."""
    state = REVERTIER.setup(from_letters("W: k3 / B: l2 a13"), WHITE, (1, 1))
    assert texts_of(state) == {"pass"}


def test_jeu_aller_no_two_checkers_on_one_point_except_the_tete() -> None:
    """§11: from the start no roll puts two of the mover's checkers on one of r2–r11."""
    for a in range(1, 7):
        for b in range(a, 7):
            state = REVERTIER.setup(REVERTIER.new_game().position, BLACK, (a, b))
            for play in state.legal_plays():
                assert max(play.result.south[2:12]) <= 1
    assert texts_of(REVERTIER.setup(from_letters("B: a13 f h / W: m15"), BLACK, (6, 4))) >= {"19/13 17/13"}
    state = REVERTIER.setup(REVERTIER.new_game().position, BLACK, (1, 1))
    assert texts_of(state) == {"24/20", "24/21 24/23"}  # rests never on an own checker
    with pytest.raises(IllegalActionError) as refused:
        TurnBuilder(state).step(1, 2).step(1, 2)
    assert refused.value.explanation["en"].startswith("Révertier §11: in the jeu aller")
    assert refused.value.explanation["fr"].startswith("Révertier §11 : au jeu aller")


def test_entry_not_on_the_talon_while_it_holds_own_checkers() -> None:
    """§13: a 1 cannot enter while the talon is occupied; a 2 enters on b."""
    position = from_letters("B: bar a13 c / W: m15")
    state = REVERTIER.setup(position, BLACK, (2, 1))
    assert texts_of(state) == {"bar/23 22/21"}  # b, then the 1 from c (b→c would rest on c)
    refused = TurnBuilder(REVERTIER.setup(position, BLACK, (1, 1))).explain(0, 1)
    assert refused["en"].startswith("Révertier §13") and "talon" in refused["en"]
    assert REVERTIER.setup(position, BLACK, (1, 1)).legal_plays()[0].steps == ()
    empty_talon = from_letters("B: bar c off13 / W: m15")
    assert "bar/24 22/19" in texts_of(REVERTIER.setup(empty_talon, BLACK, (1, 1)))  # a 1 enters on a


def test_entry_first_and_hitting() -> None:
    """§12–13: every die enters first, the entering checker hits a lone opposing checker."""
    state = REVERTIER.setup(from_letters("B: bar2 a10 off3 / W: d m14"), BLACK, (4, 3))
    assert texts_of(state) == {"bar/21* bar/22"}
    after = state.apply_play(state.legal_plays()[0])
    assert after.position.north[0] == 1 and after.stage.value == "roll"


def test_permanent_block_example_k_equals_f_goes_on() -> None:
    """§15 (rules.md §1.9): k = 3 and F = 3 (b, c, d): not lost; Black may enter on c."""
    position = from_letters(PERMANENT_BLOCK)
    assert not blocked_for_good(position.south) and REVERTIER.rules_class({}).winner(position) is None
    state = REVERTIER.setup(position, BLACK, (3, 3))
    assert texts_of(state) == {"bar/22", "pass"}  # temporary block: he may also pass


def test_permanent_block_example_fourth_checker_ends_the_game() -> None:
    """A hit making k = 4 > F = 3 ends the game at once, 2 points: a die not yet
    played is void, but the 1 may be played before the hit (rules.md §0.4)."""
    state = REVERTIER.setup(from_letters(PERMANENT_BLOCK), WHITE, (3, 1))
    blocking = [p for p in state.legal_plays() if blocked_for_good(p.result.south)]
    assert all(p.steps[-1].die == 3 and p.steps[-1].hit for p in blocking)
    hit_first = [p for p in blocking if len(p.steps) == 1]
    assert [state.play_to_str(p) for p in hit_first] == ["20/17*"]
    assert len(blocking) > 1  # 11/10 or 9/8* first, then the blocking hit
    hits_e = [  # 9/8* without the hit with the 3: e hit, k − F unchanged
        p for p in state.legal_plays() if p.result.south[5] == 0 and not any(s.hit and s.die == 3 for s in p.steps)
    ]
    assert hits_e and all(not blocked_for_good(p.result.south) for p in hits_e)
    over = state.apply_play(hit_first[0])
    assert over.phase is Phase.OVER and over.outcome == Outcome(WHITE, 2, "blocage-definitif")
    assert over.view("fr")["outcome"]["reason_text"] == "blocage définitif : 2 points"
    assert over.view("en")["outcome"]["reason_text"].startswith("blocage définitif")


def test_a_hit_inside_the_entry_quadrant_does_not_block_for_good() -> None:
    """Hitting e (Black's r5) adds a checker to the bar and a point to F: k − F unchanged."""
    position = from_letters("B: a4 e f bar3 t n5 / W: b2 d3 m7 q x o")  # White o = r3, e = White's r17
    state = REVERTIER.setup(position, WHITE, (6, 6))
    assert not [p for p in state.legal_plays() if p.result.south[0] == 4 and len(p.steps) == 1]


def test_the_blocking_play_is_compulsory() -> None:
    """rules.md §0.4: entering with the 6 hits and blocks; the 1 would leave the 6 unplayable."""
    position = from_letters("W: bar off14 / B: a5 b c d e f r s2 t2")
    state = REVERTIER.setup(position, WHITE, (6, 1))
    assert texts_of(state) == {"bar/19*"}
    over = state.apply_play(state.legal_plays()[0])
    assert over.outcome == Outcome(WHITE, 2, "blocage-definitif")


def test_temporary_block_pass_and_the_always_must_play_option() -> None:
    """§15 (rules.md §1.7, §9.6): k > Acc, the player may pass; option: he must play."""
    position = from_letters(PERMANENT_BLOCK)
    state = REVERTIER.setup(position, BLACK, (3, 5))
    assert texts_of(state) == {"bar/22", "pass"}
    passed = state.apply_play(state.parse_play("pass"))
    assert passed.position == position and passed.turn == WHITE
    builder = TurnBuilder(state)
    assert builder.complete and builder.movable() == [0]  # passing is complete, entering is offered
    assert builder.step(0, 3).complete
    strict = REVERTIER.setup(position, BLACK, (3, 5), {"always_must_play": True})
    assert texts_of(strict) == {"bar/22"}
    open_entry = from_letters("B: a4 e f bar2 t n6 / W: b2 d3 m8 q x")  # k = 2 > Acc = 1 (c)
    assert "pass" in texts_of(REVERTIER.setup(open_entry, BLACK, (3, 5)))
    enough = from_letters("B: a4 f bar t n7 / W: b2 d3 m8 q x")  # k = 1, Acc = 2 (c, e)
    assert "pass" not in texts_of(REVERTIER.setup(enough, BLACK, (3, 5)))


def test_bearing_off_first_wins_one_point_whatever_the_opponent() -> None:
    """§16: 1 point, no gammon."""
    state = REVERTIER.setup(from_letters("W: l / B: a15"), WHITE, (2, 1))
    over = state.apply_play(state.legal_plays()[0])
    assert over.outcome == Outcome(WHITE, 1, "sortie")


def test_roll_off_then_the_winner_throws_both_dice() -> None:
    """§6: a doublet may open the game."""
    state = REVERTIER.new_game().apply_roll([2, 2]).apply_roll([5, 2])
    assert state.stage.value == "roll" and state.turn == BLACK
    state = state.apply_roll([6, 6])
    assert texts_of(state) == {"24/18"}  # r7 then r13 is White's talon: three sixes lost


def test_explanations_cite_the_section() -> None:
    state = REVERTIER.setup(from_letters("B: bar a12 g h / W: m2 n o p q r s t u v w"), BLACK, (6, 1))
    refused = TurnBuilder(state).explain(7, 8)
    assert "Révertier, 1699, §13" in refused["en"] and "Révertier, 1699, §13" in refused["fr"]
    refused = TurnBuilder(REVERTIER.setup(from_letters("B: a15 / W: m13 c2"), BLACK, (2, 1))).explain(1, 3)
    assert refused["en"].startswith("Révertier §11: a checker may neither stop nor rest")


# --- property tests ----------------------------------------------------------------
def play_record(game: str, seed: int, calm: bool) -> tuple[dict, TablesState]:
    """A seeded random game: uniform choices (``conftest.random_game``), or ``calm``
    ones (hits avoided 97 % of the time, so that games reach the bear-off); its
    record and final state."""
    variant = REVERTIER if game == "revertier" else SWEDISH_TABLES
    record = new_record(game, {}, seed)
    if not calm:
        state, record["actions"] = random_game(variant, seed)
        return record, state
    rng = random.Random(seed)
    state = variant.new_game(None, seed)
    for _ in range(3000):
        if state.phase is Phase.OVER:
            break
        if state.phase is Phase.ROLL:
            action = {"roll": [rng.randint(1, 6), rng.randint(1, 6)]}
            state = state.apply_roll(action["roll"])
        else:
            plays = list(state.legal_plays())
            quiet = [p for p in plays if not any(s.hit for s in p.steps)]
            play = rng.choice(quiet if quiet and rng.random() < 0.97 else plays)
            action = {"play": state.play_to_str(play)}
            state = state.apply_play(play)
        record["actions"].append(action)
    return record, state


def check_random_games(game: str, calm: bool) -> set[str]:
    """Conservation, every play legal and read back from its text, record round
    trip, termination; the outcome reasons met."""
    reasons = set()
    for seed in range(6 if calm else 10):
        record, final = play_record(game, seed, calm)
        text = json.dumps(record)
        assert json.loads(text) == record
        states = replay(text)
        assert states[-1] == final and states[-1].outcome == final.outcome
        for before, action in zip(states, record["actions"], strict=False):
            if "play" in action:
                assert before.parse_play(action["play"]) in before.legal_plays()
        for state in states:
            assert [sum(side) for side in state.position] == [15, 15]
            assert min(min(side) for side in state.position) >= 0
        assert final.phase is Phase.OVER and final.outcome.winner in (0, 1) and final.outcome.points >= 1
        reasons.add(final.outcome.reason)
    return reasons


def check_turn_builder_on_game(game: str) -> None:
    """Every legal play can be entered step by step; a random walk ends in a legal play."""
    record, _ = play_record(game, 3, calm=True)
    states = [s for s in replay(record) if s.stage.value == "play"][:40]
    check_turn_builder(states, 3)
    for state in states:
        json.dumps(TurnBuilder(state).view("fr"))


@pytest.mark.parametrize("calm", [False, True], ids=["random", "calm"])
def test_random_games(calm: bool) -> None:
    reasons = check_random_games("revertier", calm)
    assert "blocage-definitif" in reasons and ("sortie" in reasons or not calm)


def test_turn_builder_agrees_with_the_legal_plays() -> None:
    check_turn_builder_on_game("revertier")


def test_a_match_of_both_games_replays() -> None:
    """Both games in a match rotation: every game opens with its roll-off."""
    import tablier.match  # noqa: F401
    from tablier.registry import find_variant

    options = {"games": ["revertier", "swedish-tables"], "to": 5}
    final, actions = random_game(find_variant("match"), 4, options)
    record = dict(new_record("match", options, 4), actions=actions)
    assert replay(json.dumps(record))[-1] == final
    assert final.phase is Phase.OVER and max(final.score) >= 5


def test_view_marks_the_temporary_block() -> None:
    """§15 (rules.md §1.7): ``entry_blocked`` is true for a seat with more checkers on the bar than open
    entry points (k > Acc), so the board can show when the pass (Révertier) or a forcing (Swedish) is allowed."""
    blocked = REVERTIER.setup(from_letters(PERMANENT_BLOCK), BLACK, (3, 5)).view()  # k = 3 > Acc = 1 (c)
    assert blocked["entry_blocked"] == [True, False]
    enough = from_letters("B: a4 f bar t n7 / W: b2 d3 m8 q x")  # k = 1, Acc = 2 (c, e)
    assert REVERTIER.setup(enough, BLACK, (3, 5)).view()["entry_blocked"] == [False, False]
    assert SWEDISH_TABLES.setup(from_letters(PERMANENT_BLOCK), BLACK, (3, 5)).view()["entry_blocked"] == [True, False]
    assert REVERTIER.new_game().view()["entry_blocked"] == [False, False]
