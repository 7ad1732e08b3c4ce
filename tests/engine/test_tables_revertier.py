"""Révertier (seed 000 part 1; rules.md §1): the worked examples and property tests.

Positions are written in the seed's letters with ``from_letters``: B is Black
(seat S, talon a, tête l), W is White (seat N, talon m, tête x).  Plays are
written in the same letters, as the seed writes them (§14: « Ils jouent la dame de
« f » en « i » pour le 3 et sortent la dame en « k » » is ``f/i k/off``).
"""

from __future__ import annotations

import json
import random
import re

import pytest
from game_helpers import check_turn_builder, random_game

from tablier.protocol import IllegalActionError, Outcome, Phase
from tablier.record import new_record, replay
from tablier.tables import REVERTIER, SWEDISH_TABLES, TablesState, TurnBuilder, pos
from tablier.tables.notation import format_steps
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
    assert {"f/i k/off", "h/j i/l", "f/h i/l"} <= texts_of(REVERTIER.setup(BEAR_OFF, WHITE, (3, 2)))
    assert texts_of(REVERTIER.setup(BEAR_OFF, WHITE, (6, 5))) == {"f/l h/off", "f/k h/off"}  # f→l or f→k, h off
    bezas = texts_of(REVERTIER.setup(BEAR_OFF, WHITE, (1, 1)))
    assert {"f/g l/off(3)", "f/g k/off l/off"} <= bezas
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
    assert texts_of(REVERTIER.setup(from_letters("B: a13 f h / W: m15"), BLACK, (6, 4))) >= {"f/l h/l"}
    state = REVERTIER.setup(REVERTIER.new_game().position, BLACK, (1, 1))
    assert texts_of(state) == {"a/e", "a/d a/b"}  # rests never on an own checker
    with pytest.raises(IllegalActionError) as refused:
        TurnBuilder(state).step(1, 2).step(1, 2)
    assert refused.value.explanation["en"].startswith("Révertier §11: in the jeu aller")
    assert refused.value.explanation["fr"].startswith("Révertier §11 : au jeu aller")


def test_entry_not_on_the_talon_while_it_holds_own_checkers() -> None:
    """§13: a 1 cannot enter while the talon is occupied; a 2 enters on b."""
    position = from_letters("B: bar a13 c / W: m15")
    state = REVERTIER.setup(position, BLACK, (2, 1))
    assert texts_of(state) == {"bar/b c/d"}  # b, then the 1 from c (b→c would rest on c)
    refused = TurnBuilder(REVERTIER.setup(position, BLACK, (1, 1))).explain(0, 1)
    assert refused["en"].startswith("Révertier §13") and "talon" in refused["en"]
    assert REVERTIER.setup(position, BLACK, (1, 1)).legal_plays()[0].steps == ()
    empty_talon = from_letters("B: bar c off13 / W: m15")
    assert "bar/a c/f" in texts_of(REVERTIER.setup(empty_talon, BLACK, (1, 1)))  # a 1 enters on a


def test_entry_first_and_hitting() -> None:
    """§12–13: every die enters first, the entering checker hits a lone opposing checker."""
    state = REVERTIER.setup(from_letters("B: bar2 a10 off3 / W: d m14"), BLACK, (4, 3))
    assert texts_of(state) == {"bar/d* bar/c"}
    after = state.apply_play(state.legal_plays()[0])
    assert after.position.north[0] == 1 and after.stage.value == "roll"


def test_permanent_block_example_k_equals_f_goes_on() -> None:
    """§15 (rules.md §1.9): k = 3 and F = 3 (b, c, d): not lost; Black may enter on c."""
    position = from_letters(PERMANENT_BLOCK)
    assert not blocked_for_good(position.south) and REVERTIER.rules_class({}).winner(position) is None
    state = REVERTIER.setup(position, BLACK, (3, 3))
    assert texts_of(state) == {"bar/c", "pass"}  # temporary block: he may also pass


def test_permanent_block_example_fourth_checker_ends_the_game() -> None:
    """A hit making k = 4 > F = 3 ends the game at once, 2 points: a die not yet
    played is void, but the 1 may be played before the hit (rules.md §0.4)."""
    state = REVERTIER.setup(from_letters(PERMANENT_BLOCK), WHITE, (3, 1))
    blocking = [p for p in state.legal_plays() if blocked_for_good(p.result.south)]
    assert all(p.steps[-1].die == 3 and p.steps[-1].hit for p in blocking)
    hit_first = [p for p in blocking if len(p.steps) == 1]
    assert [state.play_to_str(p) for p in hit_first] == ["q/t*"]
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
    assert texts_of(state) == {"bar/r*"}
    over = state.apply_play(state.legal_plays()[0])
    assert over.outcome == Outcome(WHITE, 2, "blocage-definitif")


MUTUAL = "B: bar2 a6 b c r3 t2 / W: m5 n o p q d3 e f2"
"""Black on the bar with 2; his entry points free of his own checkers are d (White 3), e (a White blot) and f
(White 2).  Met in self-play: entering on e hits White's blot, and then neither can ever move again."""


def test_both_players_blocked_for_ever_is_a_draw() -> None:
    """Black enters on e with the 5, hitting: both now have a checker on the bar.  Black's entry points free
    of his own are d and f, held by White 3 and 2; White's only one, f (his r6), is Black's r, held by 3;
    and while a checker is on the bar no other may move (§13).  F ≥ k for both, so §15's blocage définitif
    ends nothing, and the game would go on for ever, both passing: it ends drawn, 0 points."""
    state = REVERTIER.setup(from_letters(MUTUAL), BLACK, (5, 4))
    assert texts_of(state) == {"bar/e*", "pass"}  # k = 2 > Acc = 1 (e): he may wait
    over = state.apply_play(state.parse_play("bar/e*"))
    after = from_letters("B: bar a6 b c e r3 t2 / W: bar m5 n o p q d3 f2")
    assert over.position == after and not any(blocked_for_good(side) for side in after)
    for seat in (BLACK, WHITE):  # the proof: no die enters for either, from either seat's turn
        for die in range(1, 7):
            assert REVERTIER.setup(after, seat, (die, die)).legal_plays()[0].steps == ()
    assert over.phase is Phase.OVER and over.outcome == Outcome(None, 0, "mutual-block")
    assert over.view("en")["outcome"]["reason_text"].startswith("draw: both players are blocked for ever")
    assert over.view("fr")["outcome"]["reason_text"].startswith("partie nulle : les deux joueurs")


def test_no_waiting_on_an_opponent_who_can_never_move() -> None:
    """Met in self-play after the draw above: Black on the bar can enter nowhere (e and f held by White); White,
    with 2 on the bar and only p open (k > Acc), passed for ever rather than enter, and the position repeated
    two million times.  §15's pass is to wait « jusqu'à ce que les cases occupées par les Blancs soient
    libérées ou vulnérables »; Black cannot free anything before White moves, so White may not wait: he enters
    when a die allows it (then both are blocked for ever: a draw), and passes only when none does."""
    position = from_letters("B: bar a4 b c d j o2 r2 w2 / W: bar2 m3 n q x3 e2 f3")
    rules = REVERTIER.rules_class({})
    black, white = position.south, rules.geometry.permute(position.north)
    assert rules.cannot_enter(black, white) and not rules.cannot_enter(position.north, rules.geometry.permute(black))
    state = REVERTIER.setup(position, WHITE, (4, 1))
    assert texts_of(state) == {"bar/p"}  # no "pass"
    over = state.apply_play(state.parse_play("bar/p"))
    assert over.outcome == Outcome(None, 0, "mutual-block")
    assert texts_of(REVERTIER.setup(position, WHITE, (3, 1))) == {"pass"}  # no die enters: the dice are lost
    waiting = from_letters("B: a4 b c d j o2 r2 w2 off / W: bar2 m3 n q x3 e2 f3")  # Black free to move
    assert "pass" in texts_of(REVERTIER.setup(waiting, WHITE, (4, 1)))


def test_a_checker_that_can_still_enter_keeps_the_game_going() -> None:
    """The same, but White's f holds one checker: Black can enter there (hitting), so nothing is over."""
    rules = REVERTIER.rules_class({})
    open_f = from_letters("B: bar a6 b c e r3 t2 / W: bar m5 n o p q d3 f off")
    assert rules.result(open_f) is None
    swedish = SWEDISH_TABLES.rules_class({})  # Swedish Tables: the entry forcing (k = 1 > Acc = 0) opens d and f
    assert swedish.result(from_letters("B: bar a6 b c e r3 t2 / W: bar m5 n o p q d3 f2")) is None


def test_temporary_block_pass_and_the_always_must_play_option() -> None:
    """§15 (rules.md §1.7, §9.6): k > Acc, the player may pass; option: he must play."""
    position = from_letters(PERMANENT_BLOCK)
    state = REVERTIER.setup(position, BLACK, (3, 5))
    assert texts_of(state) == {"bar/c", "pass"}
    passed = state.apply_play(state.parse_play("pass"))
    assert passed.position == position and passed.turn == WHITE
    builder = TurnBuilder(state)
    assert builder.complete and builder.movable() == [0]  # passing is complete, entering is offered
    assert builder.step(0, 3).complete
    strict = REVERTIER.setup(position, BLACK, (3, 5), {"always_must_play": True})
    assert texts_of(strict) == {"bar/c"}
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
    assert texts_of(state) == {"a/g"}  # r7 then r13 is White's talon: three sixes lost


def test_explanations_cite_the_section() -> None:
    state = REVERTIER.setup(from_letters("B: bar a12 g h / W: m2 n o p q r s t u v w"), BLACK, (6, 1))
    refused = TurnBuilder(state).explain(7, 8)
    assert "Révertier, 1699, §13" in refused["en"] and "Révertier, 1699, §13" in refused["fr"]
    refused = TurnBuilder(REVERTIER.setup(from_letters("B: a15 / W: m13 c2"), BLACK, (2, 1))).explain(1, 3)
    assert refused["en"].startswith("Révertier §11: a checker may neither stop nor rest")


# --- plays in the seed's letters (§2-§3, §14; issue 17 point 2) ---------------------------------------
# The seed names the points a..x on its figure and writes every play with them: « Ils jouent la dame de
# « f » en « i » pour le 3 et sortent la dame en « k » pour le « 2 » » (§14), « Pour les Noirs : de « a »
# vers « l » puis en continuant de « m » vers « x » » (§3).
OLD_RECORD = {
    "format": 1,
    "game": "revertier",
    "options": {},
    "seed": 0,
    "actions": [
        {"roll": [5, 2]},  # the roll-off: Black (seat 0) throws first
        {"roll": [6, 5]},
        {"play": "24/18 24/19"},  # an older record: standard numbers from Black's side (a/g a/f)
        {"roll": [3, 1]},
        {"play": "24/21 24/23"},  # White's m/p m/n
        {"roll": [4, 2]},
    ],
}


@pytest.mark.parametrize("variant", [REVERTIER, SWEDISH_TABLES], ids=["revertier", "swedish-tables"])
def test_black_starts_on_a_and_white_on_m(variant) -> None:  # noqa: ANN001
    """§2: « Le talon des Blancs se trouve en « m » celui des Noirs en « a » », and the figure puts
    « NOIRS » at the bottom (seat S) and « BLANCS » at the top (seat N).  Every name of a seat follows:
    the view (its colours and names), the game's seat names (saved-games list, text export, setup)."""
    view = variant.new_game().view("fr")
    labels = view["labels"]
    black = view["colours"].index("black")
    white = view["colours"].index("white")
    assert [labels[a] for a, stack in enumerate(view["points"]) if stack and stack[0][0] == black] == ["a"]
    assert [labels[a] for a, stack in enumerate(view["points"]) if stack and stack[0][0] == white] == ["m"]
    assert view["seat_names"][black] == "Noirs" and view["seat_names"][white] == "Blancs"
    assert variant.seat_names == {"en": ("Black", "White"), "fr": ("Noirs", "Blancs")}
    assert black == BLACK  # seat S: the seats, routes and roll-off are those of the older records
    from tablier.tables import PORTES

    assert PORTES.new_game().view("en")["colours"] == ["white", "black"]  # other games: seat 0 is White
    from tablier.rules_text import rules_text

    start = {lang: str(rules_text("revertier", lang)["sections"][1]["body"]) for lang in ("en", "fr")}
    assert "Black's talon is a, White's m" in start["en"] and "f/i k/off" in start["en"]
    assert "le talon des Noirs est en a, celui des Blancs en m" in start["fr"]


def test_an_older_record_opens_with_black_on_a() -> None:
    """Records store seats and plays, never colours: a record saved when the app called seat 0 White opens
    with seat 0's checkers on a, now named Black, as the seed has it (§2), with no migration."""
    from tablier import api
    from tablier.notation_text import game_text

    view = api.view(OLD_RECORD)["view"]
    assert view["points"][23] == [[BLACK, 13]] and view["labels"][23] == "a"
    assert view["colours"][BLACK] == "black" and view["seat_names"] == ["Black", "White"]
    lines = game_text(OLD_RECORD).splitlines()
    assert "2. Black 6-5: a/g a/f" in lines and "3. White 3-1: m/p m/n" in lines
    assert "2. Noirs 6-5: a/g a/f" in game_text(OLD_RECORD, "fr").splitlines()
    summary = api.load_record(OLD_RECORD)
    assert summary["summary"]["seats"]["en"] == ["Black", "White"]  # the saved-games list


def test_plays_are_written_in_the_seeds_letters_for_both_colours() -> None:
    """§3: Black goes a→l then m→x, White m→x then a→l; a checker of either colour is named by the letter
    of its point.  §14's White plays read as the seed writes them."""
    start = REVERTIER.new_game().position
    assert texts_of(REVERTIER.setup(start, BLACK, (6, 5))) == {"a/l", "a/g a/f"}
    assert texts_of(REVERTIER.setup(start, WHITE, (6, 5))) == {"m/x", "m/s m/r"}
    state = REVERTIER.setup(BEAR_OFF, WHITE, (3, 2))
    seeds_play = state.parse_play("f/i k/off")  # « de « f » en « i » pour le 3 » and « la dame en « k » »
    assert seeds_play.result == from_letters("W: l11 i2 h / B: a15") and state.play_to_str(seeds_play) == "f/i k/off"
    builder = TurnBuilder(state).step(18, 21)
    assert builder.view("en")["steps"] == ["f/i"]
    swedish = SWEDISH_TABLES.setup(BEAR_OFF, WHITE, (6, 5))
    assert texts_of(swedish) == {"f/l h/off"}  # « Ils jouent le 6 de « f » en « l » […] et sortent la dame en « h »


def test_the_standard_numbers_of_older_records_are_still_read() -> None:
    """Older records wrote Révertier plays in standard numbers from the mover's side (n = 25 − r): they read
    as the same plays, and everything a player reads shows them in letters."""
    from tablier import api
    from tablier.notation_text import game_text

    start = REVERTIER.new_game().position
    for seat, digits, letters in ((BLACK, "24/18 24/19", "a/g a/f"), (WHITE, "24/18 24/19", "m/s m/r")):
        state = REVERTIER.setup(start, seat, (6, 5))
        assert state.parse_play(digits) == state.parse_play(letters)
        assert state.written(digits) == letters
    states = replay(OLD_RECORD)
    assert states[-1].position == from_letters("B: a13 g f / W: m13 p n")
    history = [throw["play"] for throw in api.view(OLD_RECORD)["history"] if throw and throw["play"]]
    assert history == ["a/g a/f", "m/p m/n"]
    replayed = [view["last_throw"]["play"] for view in api.replay_views(OLD_RECORD)["views"][1:]]
    assert [play for play in replayed if play] == ["a/g a/f", "m/p m/n"]
    text = game_text(OLD_RECORD)
    assert "a/g a/f" in text and "m/p m/n" in text and "24/18" not in text
    answer = api.act(OLD_RECORD, {"play": "a/e g/i"})  # Black's 4-2 in letters, after the old plays
    assert "error" not in answer and answer["record"]["actions"][-1] == {"play": "a/e g/i"}
    letters_only = re.compile(r"(?:(?:bar|[a-x])\*?(?:/(?:[a-x]|off)\*?)+(?:\(\d\))? ?)+")
    assert letters_only.fullmatch(api.hint(OLD_RECORD)["hint"]["play"])  # the hint
    assert letters_only.fullmatch(api.bot_move(OLD_RECORD, "easy")["action"]["play"])  # the bot's play


def test_other_games_keep_standard_numbers() -> None:
    """The letters are Révertier's (and Swedish Tables'); Portes plays keep the backgammon numbers."""
    from tablier.tables import PORTES

    state = PORTES.setup(PORTES.new_game().position, 0, (6, 5))
    assert "24/13" in texts_of(state) and state.written("24/13") == "24/13"
    with pytest.raises(Exception, match="no point"):
        state.parse_play("a/l")


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
                play = before.parse_play(action["play"])
                assert play in before.legal_plays()
                assert not re.search(r"(?<![(\d])\d", action["play"])  # letters; digits only in counts "(2)"
                if play.steps:  # the standard numbers of older records read as the same play
                    assert before.parse_play(format_steps(play.steps)) == play
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
