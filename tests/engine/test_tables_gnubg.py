"""Cross-check of the move generator against GNU Backgammon (zero differences).

Positions come from seeded random Portes games (standard backgammon mechanics:
no maximum-pips filter, no connection rule).  gnubg lists every legal play of
each position and roll through its embedded Python (``gnubg -t -q -p``); each
play is applied here by a few lines independent of the engine, and the sets of
resulting positions must be equal.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from tablier.tables import PORTES, Position, Stage, TablesState, pos_str
from tablier.tables.geometry import BAR, OFF

GNUBG = shutil.which("gnubg") or ("/usr/games/gnubg" if Path("/usr/games/gnubg").exists() else None)
CASES = 4000
PROCESSES = 4  # gnubg's hint waits ~10 ms of wall time per call: run chunks in parallel
SCRIPT = Path(__file__).with_name("gnubg_list_moves.py")


def sample_cases(count: int, seed: int = 2026) -> list[tuple[Position, int, tuple[int, int]]]:
    """(position, mover, dice) from seeded random games, every play stage."""
    rng = random.Random(seed)
    cases: list[tuple[Position, int, tuple[int, int]]] = []
    while len(cases) < count:
        state: TablesState = PORTES.new_game()
        while state.stage is not Stage.OVER and len(cases) < count:
            if state.stage is Stage.PLAY:
                assert state.position is not None
                cases.append((state.position, state.seat, (state.dice[0], state.dice[1])))
                state = state.apply_play(rng.choice(state.checker_plays))
            else:
                state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
    return cases


def gnubg_board(position: Position, mover: int) -> list[list[int]]:
    """gnubg's (opponent, player on roll) board: index i = point i + 1, 24 = bar."""
    return [[side[24 - i] for i in range(24)] + [side[BAR]] for side in (position[1 - mover], position[mover])]


def apply_gnubg_play(position: Position, mover: int, play: list[list[int]]) -> Position:
    """The position after a gnubg play; points from the mover's side (25 bar, 0 off)."""
    own = list(position[mover])
    opp = list(position[1 - mover])
    for frm, to in play:
        r_from, r_to = 25 - frm, (OFF if to == 0 else 25 - to)
        own[r_from] -= 1
        own[r_to] += 1
        if r_to != OFF and opp[25 - r_to] == 1:  # contrary geometry: the same point is 25 − r
            opp[25 - r_to] = 0
            opp[BAR] += 1
    sides = (tuple(own), tuple(opp))
    return Position(*sides) if mover == 0 else Position(sides[1], sides[0])


def gnubg_plays(cases: list[tuple[Position, int, tuple[int, int]]], work: Path) -> list[list[list[list[int]]]]:
    """gnubg's legal plays for every case, from PROCESSES parallel gnubg runs."""
    assert GNUBG is not None
    chunks = [cases[i::PROCESSES] for i in range(PROCESSES)]
    runs = []
    for i, chunk in enumerate(chunks):
        (work / f"in{i}.json").write_text(json.dumps([[gnubg_board(p, m), list(d)] for p, m, d in chunk]))
        home = work / f"home{i}"  # each run its own: two gnubg creating one ~/.gnubg race ("File exists")
        home.mkdir()
        env = {
            "TABLIER_GNUBG_IN": str(work / f"in{i}.json"),
            "TABLIER_GNUBG_OUT": str(work / f"out{i}.json"),
            "HOME": str(home),
            "PATH": "/usr/bin:/bin",
        }
        command = [GNUBG, "-t", "-q", "-p", str(SCRIPT)]
        runs.append(subprocess.Popen(command, env=env, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE))
    errors = [run.communicate(timeout=300)[1].decode(errors="replace") for run in runs]
    listed: list[list[list[list[int]]]] = [[] for _ in cases]
    for i in range(PROCESSES):
        out = work / f"out{i}.json"
        assert out.exists(), errors[i][-2000:]
        for j, plays in enumerate(json.loads(out.read_text())):
            listed[i + j * PROCESSES] = plays
    return listed


def test_move_generation_matches_gnubg(tmp_path: Path) -> None:
    if GNUBG is None:
        pytest.fail("GNU Backgammon is not installed: run `apt-get install gnubg` (Debian package)")
    cases = sample_cases(CASES)
    listed = gnubg_plays(cases, tmp_path)
    rules = PORTES.rules_class(PORTES.options())
    differences = []
    compared = 0
    for (position, mover, dice), plays in zip(cases, listed, strict=True):
        theirs = {apply_gnubg_play(position, mover, play) for play in plays} or {position}
        state = TablesState(PORTES, rules, position, Stage.PLAY, mover, dice)
        ours = {play.result for play in state.checker_plays}
        compared += len(theirs)
        if ours != theirs:
            differences.append((pos_str(position), mover, dice, len(ours), len(theirs)))
    assert not differences, f"{len(differences)} of {CASES} differ, e.g. {differences[:3]}"
    assert compared > 10 * CASES  # the comparison is not vacuous
