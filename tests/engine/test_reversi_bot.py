"""The Reversi bot: legality, determinism, exact endgame, hints, level order (rules.md §5)."""

from __future__ import annotations

import random

import pytest

from tablier.reversi import VARIANT, ReversiState
from tablier.reversi.bitboard import FULL, flips, legal_moves, squares_of
from tablier.reversi.bot import LEVELS, choose_move, hint
from tablier.reversi.evaluation import final_score, full
from tablier.reversi.search import Searcher

# Node budgets for the level matches, in proportion to the levels' default time budgets.
NODES = {"easy": None, "medium": 250, "hard": 300, "expert": 1200}


def random_state(seed: int, plies: int) -> ReversiState:
    rng = random.Random(seed)
    state = VARIANT.new_game()
    for _ in range(plies):
        plays = state.legal_plays()
        if not plays:
            break
        state = state.apply_play(rng.choice(plays))
    return state


def brute_force(p: int, o: int) -> int:
    """Minimax over every line to the end, scored like the engine (rules.md §5.3-5.4)."""
    moves = legal_moves(p, o)
    if not moves:
        if not legal_moves(o, p):
            return final_score(p, o)
        return -brute_force(o, p)
    best = -(1 << 30)
    for sq in squares_of(moves):
        f = flips(p, o, sq)
        best = max(best, -brute_force(o ^ f, p | f | 1 << sq))
    return best


@pytest.mark.parametrize("level", list(LEVELS))
def test_bot_plays_only_legal_moves(level: str) -> None:
    for seed in range(12):
        state = random_state(seed, seed * 5)
        if state.legal_plays():
            move, info = choose_move(state, level, seed=seed, nodes=200)
            assert move in state.legal_plays() and info["move"] == move


def test_bot_passes_when_it_must() -> None:
    state = ReversiState.from_diagram("OX" + "." * 62)
    assert choose_move(state, "expert", nodes=100)[0] == "pass"


def test_bot_refuses_a_finished_game_and_unknown_levels() -> None:
    with pytest.raises(ValueError):
        choose_move(ReversiState(black=1, white=1 << 63), "expert", nodes=100)
    with pytest.raises(ValueError):
        choose_move(VARIANT.new_game(), "grandmaster", nodes=100)


def test_same_seed_and_node_budget_give_the_same_move() -> None:
    state = random_state(4, 20)
    first = choose_move(state, "expert", seed=9, nodes=3000)
    again = choose_move(state, "expert", seed=9, nodes=3000)
    assert first[0] == again[0]
    first[1].pop("ms")
    again[1].pop("ms")
    assert first[1] == again[1]


def test_openings_vary_with_the_seed() -> None:
    openings = set()
    for seed in range(8):
        state, moves = VARIANT.new_game(), []
        for _ in range(6):
            move, _ = choose_move(state, "expert", seed=seed, nodes=300)
            moves.append(move)
            state = state.apply_play(move)
        openings.add(tuple(moves))
    assert len(openings) >= 3


@pytest.mark.parametrize("seed", range(4))
def test_endgame_is_solved_exactly(seed: int) -> None:
    state = random_state(100 + seed, 200)  # played out: take a position 8 plies before the end
    state = random_state(100 + seed, sum(state.counts) - 4 - 9)
    p, o = state.mover_discs
    if not legal_moves(p, o):
        pytest.skip("position without a move")
    result = hint(state, budget_ms=None, nodes=10**6)
    assert result["exact"]
    assert result["score"] == brute_force(p, o)
    assert result["margin"] == result["score"] - 10_000 if result["score"] > 0 else True
    best = state.apply_play(result["move"])
    q, r = best.mover_discs
    assert -brute_force(q, r) == result["score"]  # the hinted move achieves the solved score


def endgame_positions(empties: int, count: int, seed: int) -> list[tuple[int, int]]:
    """Positions with ``empties`` empty squares from random games, passes and blocked games included."""
    found, rng = [], random.Random(seed)
    while len(found) < count:
        state = VARIANT.new_game()
        while state.legal_plays() and 64 - sum(state.counts) > empties:
            state = state.apply_play(rng.choice(state.legal_plays()))
        if 64 - sum(state.counts) == empties:
            found.append(state.mover_discs)
    return found


@pytest.mark.parametrize("empties", [1, 2, 3, 5, 6, 7, 8])
def test_endgame_solver_equals_plain_minimax(empties: int) -> None:
    """The solver (parity-ordered shallow search, table and transposition cutoffs above it) gives
    minimax's exact score, and within a window the bounds alpha-beta promises."""
    for p, o in endgame_positions(empties, 12, seed=empties):
        truth = brute_force(p, o)
        searcher = Searcher(full)
        assert searcher._solve(p, o, -(1 << 30), 1 << 30, legal_moves(p, o)) == truth
        for lo in (truth - 3, truth, truth + 1):  # null windows below, at and above the true score
            score = Searcher(full)._solve(p, o, lo, lo + 1, legal_moves(p, o))
            assert (score > lo) == (truth > lo) and (score <= lo or score <= truth) and (score > lo or score >= truth)


def test_hint_gives_plain_data() -> None:
    result = hint(VARIANT.new_game(), budget_ms=None, nodes=2000)
    assert result["move"] in ("d3", "c4", "f5", "e6")
    assert isinstance(result["score"], int) and not result["exact"] and result["margin"] is None
    assert hint(ReversiState.from_diagram("OX" + "." * 62))["move"] == "pass"
    assert hint(ReversiState(black=FULL, white=0))["move"] is None


def play_match(low: str, high: str, games: int) -> float:
    """The higher level's score (win 1, draw ½) in ``games`` seeded games, colours alternating."""
    score = 0.0
    for game in range(games):
        high_seat = game % 2
        state = VARIANT.new_game()
        while state.legal_plays():
            level = high if state.turn == high_seat else low
            move, _ = choose_move(state, level, seed=game, nodes=NODES[level])
            state = state.apply_play(move)
        counts = state.counts
        mine, theirs = counts[high_seat], counts[1 - high_seat]
        score += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return score


@pytest.mark.parametrize(("low", "high"), [("easy", "medium"), ("medium", "hard"), ("hard", "expert")])
def test_each_level_beats_the_one_below(low: str, high: str) -> None:
    assert play_match(low, high, games=10) > 5


def test_win_draw_loss_solve_plays_a_move_that_keeps_the_result() -> None:
    proven = 0
    for seed in range(3):
        state = random_state(200 + seed, 200)
        state = random_state(200 + seed, sum(state.counts) - 4 - 11)  # about 11 empties
        p, o = state.mover_discs
        solved = Searcher(full, max_nodes=10**7).run(p, o)
        quick = Searcher(full, max_nodes=200).run(p, o)  # too few to solve exactly (310-470), enough for WLD
        assert solved.exact and not quick.exact
        if quick.depth < 64 - sum(state.counts):
            continue  # the win/draw/loss solve did not finish: the heuristic move stands
        proven += 1
        f = flips(p, o, quick.square)
        q, r = o ^ f, p | f | 1 << quick.square
        if legal_moves(q, r):
            value = -Searcher(full, max_nodes=10**7).run(q, r).score
        else:
            value = -brute_force(q, r)  # the opponent passes: few lines left
        assert (value > 0) == (solved.score > 0) and (value >= 0) == (solved.score >= 0)
    assert proven >= 1
