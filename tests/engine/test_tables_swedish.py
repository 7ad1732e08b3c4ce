"""Swedish Tables (seed 000 part 2; rules.md §2): worked examples, figures, property tests.

Positions in the seed's letters (``from_letters``): B = Black = seat S (talon a,
tête l, entry quadrant a–f, last quadrant s–x), W = White = seat N (talon m,
tête x, entry quadrant m–r, last quadrant g–l).  Plays are written in the same
letters (``f/l h/off``), as the seed writes them.
"""

from __future__ import annotations

import json
import random

import pytest
from test_tables_revertier import (
    BEAR_OFF,
    PERMANENT_BLOCK,
    check_random_games,
    check_turn_builder_on_game,
    play_record,
    texts_of,
)

from tablier.protocol import IllegalActionError, Outcome, Phase
from tablier.rules_text import rules_text
from tablier.tables import REVERTIER, SWEDISH_TABLES, Position, TurnBuilder
from tablier.tables.beaux_jeux import beau_jeu
from tablier.tables.position_text import parse as parse_position
from tablier.tables.revertier import from_letters
from tablier.tables.swedish_tables import bouchage_points

BLACK, WHITE = 0, 1
SLOW = from_letters("W: j h / B: a15")  # part 2 §4: White on j (r22) and h (r20)
# part 2 §1 figure: Black has 3 on the bar; White holds a (2), b (3), c (2) and a blot on d.
# White's entry quadrant m–r is not in the figure: with m7 White is not blocked after the
# forcing (the game goes on); with m2 n o p q White's F is 1 (only r) and it is a jan forcé.
FORCING = "B: bar3 f s11 / W: a2 b3 c2 d m7"
FORCING_JAN = "B: bar3 f s11 / W: a2 b3 c2 d m2 n o p q x"


def setup(letters: str, seat: int, dice: tuple[int, int]):
    return SWEDISH_TABLES.setup(from_letters(letters), seat, dice)


def finish(state, play_text: str):
    return state.apply_play(state.parse_play(play_text))


# --- bear-off -------------------------------------------------------------------------
@pytest.mark.parametrize(("dice", "count"), [((3, 2), 5), ((6, 5), 1), ((1, 1), 13), ((6, 6), 1)])
def test_revertier_bear_off_example_under_swedish_rules(dice: tuple[int, int], count: int) -> None:
    """rules.md §2.7 / §7: 5, 1, 13, 1 final positions."""
    assert len(SWEDISH_TABLES.setup(BEAR_OFF, WHITE, dice).legal_plays()) == count


def test_the_seeds_main_play_scores_too_few_points_inside() -> None:
    """f→i, k off plays 3 + 1 = 4 points inside; f→h→k (or h→j, i→l...) play 5."""
    assert "f/i k/off" not in texts_of(SWEDISH_TABLES.setup(BEAR_OFF, WHITE, (3, 2)))
    assert texts_of(SWEDISH_TABLES.setup(BEAR_OFF, WHITE, (6, 5))) == {"f/l h/off"}


def test_slow_bear_off_example() -> None:
    """Part 2 §4: 3-2, j→l and h→k (5 points inside) only; h off scores 4 (Révertier allows it)."""
    assert texts_of(REVERTIER.setup(SLOW, WHITE, (3, 2))) == {"h/off", "h/k j/l"}
    state = SWEDISH_TABLES.setup(SLOW, WHITE, (3, 2))
    assert texts_of(state) == {"h/k j/l"}
    refused = TurnBuilder(state).explain(20, 22)
    assert refused["en"].startswith("Swedish Tables §4") and refused["fr"].startswith("Tables suédoises §4")


# --- entry forcing ----------------------------------------------------------------------
def test_entry_forcing_4_1_the_game_goes_on() -> None:
    """Part 2 §1: Acc = 2 (d, e) < k = 3: enter d (hit) and force a, in either order."""
    state = setup(FORCING, BLACK, (4, 1))
    assert texts_of(state) == {"bar/d* bar/a*"}
    after = finish(state, "bar/21* bar/24*")
    assert after.position.north[0] == 3 and after.position == from_letters("B: bar a d f s11 / W: bar3 b3 c2 m7")
    assert after.phase is Phase.ROLL and after.turn == WHITE
    for order in ([(0, 4), (0, 1)], [(0, 1), (0, 4)]):
        builder = TurnBuilder(state)
        for frm, to in order:
            builder = builder.step(frm, to)
        assert builder.complete and builder.position == after.position


def test_entry_forcing_4_1_jan_force() -> None:
    """The same with White's F = 1: forcing a blocks White for good, 6 points; forced
    first, the game ends at once and the 4 is void."""
    state = setup(FORCING_JAN, BLACK, (4, 1))
    assert texts_of(state) == {"bar/d* bar/a*", "bar/a*"}
    for text in texts_of(state):
        over = finish(state, text)
        assert over.outcome == Outcome(BLACK, 6, "jan-force")
    assert over.view("fr")["outcome"]["reason_text"].startswith("jan forcé : 6 points")


def test_entry_forcing_1_2_only_the_higher_die() -> None:
    """Part 2 §1 and §4: after either forcing k = Acc = 2, so one die only: force b with the 2."""
    state = setup(FORCING, BLACK, (2, 1))
    assert texts_of(state) == {"bar/b*"}
    after = finish(state, "bar/b*")
    assert after.position.north[0] == 3 and after.position.south[2] == 1  # the three on b
    refused = TurnBuilder(state).explain(0, 1)
    assert refused["en"].startswith("When only one die can be played") and "Swedish Tables, §4" in refused["en"]


def test_entry_forcing_1_2_the_derogation_allows_the_lower_die_when_it_wins() -> None:
    """rules.md §2.7: if forcing a with the 1 wins by jan forcé, it is legal too."""
    state = setup(FORCING_JAN, BLACK, (2, 1))
    assert texts_of(state) == {"bar/b*", "bar/a*"}
    assert {finish(state, t).outcome for t in ("bar/b*", "bar/a*")} == {Outcome(BLACK, 6, "jan-force")}


def test_forcing_is_rechecked_before_each_entry() -> None:
    """§15 position under Swedish rules: 4-2 forces b then d (k > Acc each time): 5 White
    checkers to the bar, White's F = 4: jan forcé."""
    state = setup(PERMANENT_BLOCK, BLACK, (4, 2))
    assert texts_of(state) == {"bar/d* bar/b*"}
    assert finish(state, "bar/d* bar/b*").outcome == Outcome(BLACK, 6, "jan-force")


def test_jan_force_when_the_forced_checkers_are_needed_for_the_block() -> None:
    """Part 2 §3.2: "les dames excédentaires sur la barre proviennent du forçage". Black must
    force a first (Acc = 0), then f→i hits: k = 3 > F = 2 (q, r). The hit completes the block,
    but without the two forced checkers there would be none: jan forcé, not jan."""
    state = setup("B: bar b c d e f s9 / W: a2 i m8 n o p x", BLACK, (3, 1))
    assert texts_of(state) == {"bar/a* d/g", "bar/a* e/h", "bar/a* f/i*", "bar/a* s/v"}
    assert finish(state, "bar/a* f/i*").outcome == Outcome(BLACK, 6, "jan-force")
    assert finish(state, "bar/a* s/v").outcome is None


def test_forcing_entry_then_hit_is_a_jan_force_and_the_texts_say_so() -> None:
    """Issue 17's position.  Part 2 §3.2: « Il s'agit de la même situation que pour le jan sauf que les
    dames excédentaires sur la barre proviennent du forçage par l'adversaire d'une flèche normalement
    invulnérable dans son premier quadrant ».  White (N, 6-3) has one checker on the bar and no normally
    open entry point (k = 1 > Acc = 0): bar/22* forces S's two checkers on White's r3; 9/3* then hits S's
    blot.  S has 3 on the bar and 2 points of his first quadrant without his own (F = 2): blocked for
    good, and without the two forced checkers he would not be (1 ≤ 2).  Jan forcé, 6 points, though the
    play ends with an ordinary hit; the rules text and the end explanation state that rule."""
    state = parse_position(SWEDISH_TABLES, "S:24x9,23,22,20,15,10x2/N:bar,24x9,23,21,20,19,9/N/63")
    over = state.apply_play(state.parse_play("bar/22* 9/3*"))
    assert over.outcome == Outcome(WHITE, 6, "jan-force")
    loser = over.position.south
    free = sum(1 for r in range(1, 7) if not loser[r])
    assert loser[0] > free and loser[0] - 2 <= free  # blocked, and not without the two forced checkers
    for lang, because in (("en", "without the checkers this play's forcing"), ("fr", "sans les dames que le forçage")):
        assert because in over.view(lang)["outcome"]["reason_text"]
    for lang, words in (("en", "ordinary hit comes last"), ("fr", "renvoi ordinaire vienne en dernier")):
        rules = "\n".join(str(section["body"]) for section in rules_text("swedish-tables", lang)["sections"])
        assert words in rules and "4 points" in rules and "6 points" in rules
    assert "by an ordinary hit: 4" not in rules_text("swedish-tables", "en")["sections"][-2]["body"][0][-2]


def test_no_temporary_block_pass_in_swedish_tables() -> None:
    """Forcing replaces the Révertier pass (rules.md §1.7)."""
    assert texts_of(setup(PERMANENT_BLOCK, BLACK, (3, 5))) == {"bar/c"}
    assert texts_of(REVERTIER.setup(from_letters(PERMANENT_BLOCK), BLACK, (3, 5))) == {"bar/c", "pass"}


def test_no_forcing_while_enough_points_are_open() -> None:
    state = setup("B: bar a10 f s3 / W: a2 b3 c2 m8", BLACK, (2, 1))  # k = 1, Acc = 2 (d, e)
    assert texts_of(state) == {"pass"}
    refused = TurnBuilder(state).explain(0, 2)
    assert refused["en"].startswith("Swedish Tables §1") and refused["fr"].startswith("Tables suédoises §1")


def test_the_last_checker_may_not_force() -> None:
    """Part 2 §1 exception: 14 borne off, the last one on the bar forces nothing."""
    state = setup("B: bar off14 / W: a2 b2 c2 d2 e2 f2 m3", BLACK, (3, 1))
    assert texts_of(state) == {"pass"}
    refused = TurnBuilder(state).explain(0, 3)
    assert "only one checker left" in refused["en"] and "plus qu'une dame" in refused["fr"]
    two_left = setup("B: bar2 off13 / W: a2 b2 c2 d2 e2 f2 m3", BLACK, (3, 1))
    assert texts_of(two_left) == {"bar/c* bar/a*"}


# --- bouchage ---------------------------------------------------------------------------
BOUCHAGE = "B: b a10 s4 / W: e2 f2 g2 h2 i2 j2 m3"  # White's r17–22 (Black's r5–10), 2 each


def test_a_bouchage_point_may_be_forced() -> None:
    """Part 2 §2: Black moves b→e onto a point of White's six-point bouchage: both go to the bar."""
    state = setup(BOUCHAGE, BLACK, (3, 1))
    forced = {state.play_to_str(p) for p in state.legal_plays() if p.result.north[0] == 2}
    assert forced == {"a/e*", "b/e* s/t", "b/f*"}  # e forced (a→e, b→e), or f after a rest on c
    assert not [p for p in REVERTIER.setup(from_letters(BOUCHAGE), BLACK, (3, 1)).legal_plays() if p.result.north[0]]
    view = state.view("en")
    assert sorted(view["labels"][a] for a in view["bouchages"][WHITE]) == list("efghij")
    assert view["bouchages"][BLACK] == []


def test_five_points_are_no_bouchage() -> None:
    state = setup("B: b a10 s4 / W: e2 f2 g2 h2 i2 j m4", BLACK, (3, 1))
    assert not [p for p in state.legal_plays() if p.result.north[0]]
    refused = TurnBuilder(state).explain(2, 5)
    assert refused["en"].startswith("Révertier §11: a checker may neither stop nor rest")


def test_the_tete_never_counts_in_a_bouchage() -> None:
    """rules.md §2.2: tête + r13–17 is no bouchage; tête + r13–18 is r13–18, the tête unforceable."""
    five = from_letters("B: bar a10 s4 / W: x2 a2 b2 c2 d2 e2 m3")
    assert bouchage_points(five.north, 13) == set()
    state = SWEDISH_TABLES.setup(five, BLACK, (3, 2))  # k = 1 = Acc (f): no entry forcing either
    assert texts_of(state) == {"pass"}
    six = from_letters("B: t a10 s4 / W: x2 a2 b2 c2 d2 e2 f2 m1")
    assert bouchage_points(six.north, 13) == set(range(13, 19))
    state = SWEDISH_TABLES.setup(six, BLACK, (4, 4))
    refused = TurnBuilder(state).explain(20, 24)  # t→x, White's tête
    assert refused["en"].startswith("Révertier §11: a checker may neither stop nor rest")


def test_the_last_checker_may_not_force_a_bouchage() -> None:
    state = setup("B: b off14 / W: e2 f2 g2 h2 i2 j2 m3", BLACK, (3, 3))
    assert texts_of(state) == {"pass"}
    assert "only one checker left" in TurnBuilder(state).explain(2, 5)["en"]


# --- figures, jans, hermite ---------------------------------------------------------------
FIGURES = [
    ("W: f h3 i3 j2 k3 l3", (3, 1), "simple-couronne"),
    ("W: g j4 k5 l5", (2, 1), "double-couronne"),
    ("W: g j2 k5 l7", (2, 1), "escalier"),
    ("W: i l14", (2, 1), "tour"),
]


@pytest.mark.parametrize(("white", "dice", "figure"), FIGURES, ids=[f for _, _, f in FIGURES])
@pytest.mark.parametrize("hermite", [False, True], ids=["", "hermite"])
def test_each_beau_jeu_wins_two_points_three_with_hermite(
    white: str, dice: tuple[int, int], figure: str, hermite: bool
) -> None:
    black = "B: bar a14" if hermite else "B: a15"
    state = setup(f"{white} / {black}", WHITE, dice)
    (play,) = [p for p in state.legal_plays() if beau_jeu(p.result.north)]
    assert len(play.steps) == 2  # a normal play, both dice
    over = state.apply_play(play)
    points, reason = (3, f"{figure}+hermite") if hermite else (2, figure)
    assert over.outcome == Outcome(WHITE, points, reason)
    words = figure.replace("-", " ") + (" + hermite" if hermite else "")
    assert over.view("en")["outcome"]["reason_text"] == f"{words}: {points} points"


TRANSIENT = "W: g h2 i3 j3 k3 l3"  # a 1 from g completes a simple couronne on h–l


def test_a_transient_couronne_inside_a_normal_play_does_not_end_the_game() -> None:
    state = setup(f"{TRANSIENT} / B: a15", WHITE, (2, 1))
    builder = TurnBuilder(state).step(19, 20)  # g→h: couronne
    assert builder.complete and builder.next_steps  # may stop there (derogation) or go on
    builder = builder.step(20, 22)
    assert builder.complete
    after = state.apply_play(builder.play())
    assert after.phase is Phase.ROLL and after.outcome is None and after.turn == BLACK


@pytest.mark.parametrize("hermite", [False, True])
def test_beau_jeu_with_the_lower_die_alone(hermite: bool) -> None:
    """Part 2 §4: the dice rule asks for both dice, yet the 1 alone completing the
    couronne is offered and ends the game at once."""
    state = setup(f"{TRANSIENT} / B: {'bar a14' if hermite else 'a15'}", WHITE, (2, 1))
    (one,) = [p for p in state.legal_plays() if len(p.steps) == 1]
    assert state.play_to_str(one) == "g/h" and one.steps[0].die == 1
    assert all(len(p.steps) == 2 for p in state.legal_plays() if p is not one)
    over = state.apply_play(one)
    expected = Outcome(WHITE, 3, "simple-couronne+hermite") if hermite else Outcome(WHITE, 2, "simple-couronne")
    assert over.outcome == expected


def test_jan_by_an_ordinary_hit_wins_four() -> None:
    """Part 2 §3.1: the blocage définitif of §15 is a jan (4) in Swedish Tables."""
    state = setup(PERMANENT_BLOCK, WHITE, (3, 1))
    over = finish(state, "20/17*")
    assert over.outcome == Outcome(WHITE, 4, "jan")
    blocking = from_letters("W: bar off14 / B: a5 b c d e f r s2 t2")
    assert finish(SWEDISH_TABLES.setup(blocking, WHITE, (6, 1)), "bar/19*").outcome == Outcome(WHITE, 4, "jan")


def test_precedence_the_highest_win_counts() -> None:
    """rules.md §9.10: a couronne with the loser blocked for good scores the jan (4), not
    couronne + hermite (3); hermite never adds to a jan."""
    rules = SWEDISH_TABLES.rules_class({})
    both = from_letters("W: h3 i3 j3 k3 l3 / B: bar2 a9 b c d e")  # Black's F = 1 (f) < k = 2
    assert rules.winner(both) == WHITE and rules.outcome(both, WHITE) == Outcome(WHITE, 4, "jan")
    couronne = from_letters("W: h3 i3 j3 k3 l3 / B: bar2 a9 b c d")
    assert rules.outcome(couronne, WHITE) == Outcome(WHITE, 3, "simple-couronne+hermite")


def test_sortie_one_point_two_with_hermite() -> None:
    assert finish(setup("W: l / B: a15", WHITE, (2, 1)), "1/off").outcome == Outcome(WHITE, 1, "sortie")
    over = finish(setup("W: l / B: bar a14", WHITE, (2, 1)), "1/off")
    assert over.outcome == Outcome(WHITE, 2, "sortie+hermite")


def test_names_letters_and_view() -> None:
    state = SWEDISH_TABLES.new_game()
    view = state.view("fr")
    json.dumps(view)
    assert view["name"] == "Tables suédoises" and view["labels"][23] == "a" and view["bouchages"] == [[], []]
    assert state.position == REVERTIER.new_game().position


def test_illegal_written_play_is_explained() -> None:
    with pytest.raises(IllegalActionError) as refused:
        setup(FORCING, BLACK, (2, 1)).parse_play("bar/24*")
    assert "higher one" in refused.value.explanation["en"]


# --- property tests ------------------------------------------------------------------------
@pytest.mark.parametrize("calm", [False, True], ids=["random", "calm"])
def test_random_games(calm: bool) -> None:
    reasons = check_random_games("swedish-tables", calm)
    assert reasons & {"jan", "jan-force"} and ("sortie" in reasons or not calm)


def test_turn_builder_agrees_with_the_legal_plays() -> None:
    check_turn_builder_on_game("swedish-tables")


def test_the_derogation_search_bound_never_loses_a_winning_prefix(monkeypatch: pytest.MonkeyPatch) -> None:
    """``_may_win`` only prunes: the same winning prefixes are found without it."""
    from tablier.record import replay
    from tablier.tables import swedish_tables

    wins = 0
    for seed, calm in ((1, False), (2, True)):
        record, _ = play_record("swedish-tables", seed, calm)
        for state in replay(record):
            if state.stage.value != "play":
                continue
            own, opp = state.mover_view()
            bounded = {(leaf.own, leaf.opp) for leaf in state.rules.extra_plays(own, opp, state.play_dice)}
            with monkeypatch.context() as patch:
                patch.setattr(swedish_tables, "_may_win", lambda *_: True)
                full = {(leaf.own, leaf.opp) for leaf in state.rules.extra_plays(own, opp, state.play_dice)}
            assert bounded == full
            wins += bool(full)
    assert wins


# --- every winning prefix (part 2 §4 "Fin de partie", rules.md §2.5) ---------------------------------
# « lorsque l'on peut sur un coup de dés gagner la partie par n'importe quel moyen (sortie des dames,
# jans, beaux jeux) en ne respectant pas cette règle, alors on est autorisé à y déroger » : any sequence of
# single moves that wins may be played, stopping there.  A beau jeu does not end a play by itself (« S'il
# préfère, il peut ne pas réaliser la petite couronne […] et la partie continue »), so a longer prefix
# reaching another figure is a winning prefix as well.
def test_a_longer_prefix_reaching_another_beau_jeu_is_offered() -> None:
    """Issue 17's example: Black v6 w5 x4 plays 2-2.  v→x once makes 5 on each of the last three points
    (« la double couronne consiste à placer 5 dames sur chacunes des trois dernières flèches »); v→x three
    times makes 7, 5, 3 (« l'escalier consiste à placer […] 7 dames sur la dernière flèche, 5 sur
    l'avant-dernière et 3 sur l'avant-avant-dernière »).  Both stops are offered and win 2 points."""
    state = setup("B: v6 w5 x4 / W: m15", BLACK, (2, 2))
    outcomes = {len(p.steps): state.rules.play_outcome(state.position, BLACK, p) for p in state.legal_plays()}
    assert outcomes[1] == Outcome(BLACK, 2, "double-couronne")
    assert outcomes[3] == Outcome(BLACK, 2, "escalier")
    assert outcomes[4] is None  # the full play by the dice rule: the game goes on
    builder = TurnBuilder(state).step(22, 24)
    assert builder.complete and builder.next_steps  # may stop on the double couronne, or go on
    builder = builder.step(22, 24).step(22, 24)
    assert builder.complete and builder.next_steps
    assert state.apply_play(builder.play()).outcome == Outcome(BLACK, 2, "escalier")


SEED_FIGURES = {
    "simple-couronne": {20: 3, 21: 3, 22: 3, 23: 3, 24: 3},  # « 3 dames sur chacune des 5 dernières flèches »
    "double-couronne": {22: 5, 23: 5, 24: 5},  # « 5 dames sur chacunes des trois dernières flèches »
    "escalier": {24: 7, 23: 5, 22: 3},  # « 7 dames sur la dernière flèche, 5 sur l'avant-dernière et 3 … »
    "tour": {24: 15},  # « empiler ses 15 dames sur la dernière flèche »
}
"""The seed's figures (part 2 §3.4) by the mover's route index (r24 = the last point)."""


def seed_wins(own: tuple, opp: tuple) -> bool:
    """The mover has won, read from the seed: all 15 off (§3.3), a figure (§3.4), or the opponent blocked
    for good (§3.1–3.2: more checkers on his bar than points of his first quadrant without his own, his
    r1–6 being the mover's r13–18 on the parallel board)."""
    if own[25] == 15 or any(
        all(own[r] == n for r, n in f.items()) and sum(f.values()) == 15 for f in SEED_FIGURES.values()
    ):
        return True
    return opp[0] > sum(1 for r in range(13, 19) if not opp[r])


def near_figure_positions(seed: int, count: int) -> list:
    """Every roll in random positions of Black a few single moves away from a figure (checkers moved back 1-3 points
    from it), White in his last quadrant g–l (Black's r7–12), sometimes with checkers on his bar."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        own = [0] * 26
        for r, n in rng.choice(list(SEED_FIGURES.values())).items():
            own[r] = n
        for _ in range(rng.randint(1, 3)):
            frm = rng.choice([r for r in range(14, 25) if own[r]])
            own[frm] -= 1
            own[max(13, frm - rng.randint(1, 3))] += 1
        white = [0] * 26
        white[0] = rng.choice((0, 0, 1, 2))
        for _ in range(15 - white[0]):
            white[rng.randint(19, 24)] += 1  # White's r19-24 = letters g-l = Black's r7-12
        position = Position(tuple(own), tuple(white))
        if SWEDISH_TABLES.rules_class({}).result(position) is not None:
            continue
        found.extend(SWEDISH_TABLES.setup(position, BLACK, (a, b)) for a in range(1, 7) for b in range(a, 7))
    return found


def every_winning_prefix(rules, own: tuple, opp: tuple, dice: tuple) -> set:  # noqa: ANN001
    """Brute force: the end of every sequence of single legal moves, in any order of the dice, that wins;
    a sequence goes on past a figure, never past a sortie or a jan (they end the game at once)."""
    found: set = set()

    def walk(own: tuple, opp: tuple, left: tuple) -> None:
        for die in set(left):
            rest = list(left)
            rest.remove(die)
            for _, own2, opp2 in rules.single_moves(own, opp, die):
                if seed_wins(own2, opp2):
                    found.add((own2, opp2))
                    if own2[25] == 15 or opp2[0] > sum(1 for r in range(13, 19) if not opp2[r]):
                        continue
                walk(own2, opp2, tuple(rest))

    walk(own, opp, dice)
    return found


def test_property_every_winning_prefix_is_offered_and_wins() -> None:
    """Random positions near the figures: every winning prefix the brute force finds is a legal play, and
    playing it ends the game with a win for the mover; some of them go on past an earlier figure."""
    prefixes = past_a_figure = 0
    for state in near_figure_positions(5, 40 * 21):
        own, opp = state.mover_view()
        rules = state.rules
        ends = {(p.result.south, rules.geometry.permute(p.result.north)): p for p in state.legal_plays()}
        for won in every_winning_prefix(rules, own, opp, state.play_dice):
            assert won in ends, (state.position, state.dice, won)
            play = ends[won]
            outcome = rules.play_outcome(state.position, BLACK, play)
            assert outcome is not None and outcome.winner == BLACK
            prefixes += 1
            mine, theirs = own, opp
            for step in play.steps[:-1]:
                _, mine, theirs = rules.make_move(mine, theirs, step.frm, step.to, step.die)
                if seed_wins(mine, theirs):
                    past_a_figure += 1
                    break
    assert prefixes >= 100 and past_a_figure >= 3
