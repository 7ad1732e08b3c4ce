"""The one-sided bear-off table (tablier.bots.bearoff) against the engine's own bear-off, and hard's use of it."""

from __future__ import annotations

import random

import tablier.tables  # noqa: F401  (registers the games)
from tablier.bots import choose_play
from tablier.bots.bearoff import BOARDS, CLOSE, SCALE, boards, expected_rolls, fewest_rolls, home_board, rank
from tablier.tables import PORTES, pos

ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]


def literal(board: tuple[int, ...]) -> str:
    """A side's checkers at distance 1..6 as a position literal (points counted from its own off)."""
    return " ".join(f"{d}x{n}" if n > 1 else str(d) for d, n in enumerate(board, start=1) if n)


def race(mover: tuple[int, ...], other: tuple[int, ...], dice: tuple[int, int]):  # noqa: ANN201
    return PORTES.setup(pos(f"S: {literal(mover)} / N: {literal(other)}"), 0, dice)


def random_board(rng: random.Random, checkers: int) -> tuple[int, ...]:
    board = [0] * 6
    for _ in range(checkers):
        board[rng.randrange(6)] += 1
    return tuple(board)


def test_the_ranking_numbers_every_board_once_in_order() -> None:
    assert [rank(board) for board in boards()] == list(range(BOARDS))
    assert BOARDS == 54_264  # C(21, 6): fifteen checkers at most on six points


def test_one_checker_near_home_needs_one_roll_and_on_the_six_point_one_and_a_quarter() -> None:
    """Every roll bears off a checker at distance 1 or 2.  From the 6-point the roll fails only with 1-1 or two
    dice summing less than 6 (1-2, 1-3, 1-4, 2-3, each two ways): 9 rolls in 36; the checker then lies at
    distance 3 at most, off with any roll after."""
    assert expected_rolls((1, 0, 0, 0, 0, 0)) == 1.0
    assert expected_rolls((0, 1, 0, 0, 0, 0)) == 1.0
    assert abs(expected_rolls((0, 0, 0, 0, 0, 1)) - 1.25) < 1 / SCALE


def test_the_table_is_the_best_play_of_every_roll_under_the_engine_s_own_bear_off() -> None:
    """Bellman's equation with the engine's legal plays: a board's value is one roll plus the average, over the
    36 rolls, of the least value its legal plays leave (rounding: half a unit on each side)."""
    rng = random.Random(5)
    far = (0, 0, 0, 0, 0, 15)
    for _ in range(40):
        board = random_board(rng, rng.randint(1, 15))
        total = 0.0
        for dice in ROLLS:
            plays = race(board, far, dice).legal_plays()
            least = min(expected_rolls(home_board(play.result[0])) for play in plays)
            total += least * (1 if dice[0] == dice[1] else 2)
        assert abs(expected_rolls(board) - (1 + total / 36)) <= 1.5 / SCALE, board


def test_the_table_decides_only_a_race_the_mover_has_begun_to_bear_off_far_from_the_opponent_s_end() -> None:
    # a checker still outside the home board: every play stays
    state = PORTES.setup(pos("S: 13 6x3 5x3 / N: 6x10"), 0, (2, 1))
    plays = state.legal_plays()
    assert fewest_rolls(plays, 0, state.position[1]) == list(plays)
    # nothing borne off yet: a gammon may be at stake, every play stays
    state = race((0, 0, 2, 3, 5, 5), (0, 0, 0, 0, 0, 15), (2, 1))
    plays = state.legal_plays()
    assert fewest_rolls(plays, 0, state.position[1]) == list(plays)
    # the opponent may finish within two rolls on average: every play stays
    state = race((0, 0, 0, 2, 1, 1), (1, 1, 0, 0, 0, 0), (2, 1))
    assert expected_rolls((1, 1, 0, 0, 0, 0)) < CLOSE
    plays = state.legal_plays()
    assert fewest_rolls(plays, 0, state.position[1]) == list(plays)


def test_hard_bears_off_leaving_the_fewest_rolls() -> None:
    """Seeded races (the mover has borne off some checkers, the opponent is far from his end): hard's play leaves
    the least expected number of rolls among the legal plays."""
    rng = random.Random(11)
    checked = 0
    while checked < 25:
        mover = random_board(rng, rng.randint(3, 14))
        other = random_board(rng, 15)
        state = race(mover, other, (rng.randint(1, 6), rng.randint(1, 6)))
        values = [expected_rolls(home_board(play.result[0])) for play in state.legal_plays()]
        if max(values) - min(values) < 1 / SCALE:
            continue
        play, _ = choose_play(state, "hard", seed=checked)
        assert expected_rolls(home_board(play.result[0])) == min(values)
        checked += 1
