"""Swedish Tables' learned evaluation (docs/bots.md, *Swedish Tables' network*).

A Swedish win pays 1 to 6 points (rules.md §2; part 2 §3: sortie 1, beau jeu 2, hermite +1 on those two,
jan 4, jan forcé 6), where a network has three sigmoid outputs.  The second and third mean the expected
points of the mover's win and of his loss beyond the first, over the profile's ``net_excess``: the
training (train/td.py: ``targets``, ``terminal``, ``money``) and the app (``Profile.learned_equity``)
read them by that one definition, and the targets come from the engine's own scoring of each play."""

from __future__ import annotations

import csv
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from train_module import ROOT, game_ends, load_td, mover_terminal

import tablier.tables  # noqa: F401  (registers the games)
from tablier.bots import profile_for
from tablier.bots import profiles as profiles_module
from tablier.bots.evaluate import MatchCtx
from tablier.bots.net import Net
from tablier.bots.profiles import Profile, SwedishProfile
from tablier.tables import REVERTIER, SWEDISH_TABLES
from tablier.tables.position_text import parse as parse_position
from tablier.tables.revertier import from_letters

BLACK, WHITE = 0, 1


def calm_or_random(rng: random.Random, seed: int, plays: list):  # type: ignore[no-untyped-def]
    """Random play, the odd seeds calm (hits avoided 97 % of the time, so that games also end by a sortie or a
    beau jeu)."""
    quiet = [p for p in plays if not any(step.hit for step in p.steps)]
    return rng.choice(quiet if seed % 2 and quiet and rng.random() < 0.97 else plays)


def random_game_ends(seeds: range):
    """The ends of seeded Swedish games (train_module.game_ends), the odd seeds calm."""
    return game_ends(SWEDISH_TABLES, seeds, calm_or_random)


def test_the_scale_is_the_engines_highest_win_beyond_the_first() -> None:
    """net_excess is the most a Swedish game pays (the engine's jan forcé) minus the point every win pays
    (the engine's plain sortie); Révertier's (2 at most: the blocage) keeps 1, the gammon's meaning."""
    jan = parse_position(SWEDISH_TABLES, "S:24x9,23,22,20,15,10x2/N:bar,24x9,23,21,20,19,9/N/63")
    highest = jan.apply_play(jan.parse_play("bar/22* 9/3*")).outcome
    sortie = SWEDISH_TABLES.setup(from_letters("W: l / B: a15"), WHITE, (2, 1))
    lowest = sortie.apply_play(sortie.parse_play("1/off")).outcome
    assert (highest.reason, lowest.reason) == ("jan-force", "sortie")
    assert profile_for(SWEDISH_TABLES.new_game().rules).net_excess == highest.points - lowest.points
    assert profile_for(REVERTIER.new_game().rules).net_excess == Profile.net_excess == 1.0
    for _, _, final in random_game_ends(range(12)):
        assert 1 <= final.outcome.points <= 1 + SwedishProfile.net_excess


def test_training_targets_are_the_engines_points_of_each_finished_game() -> None:
    """Seeded random games to their end: the training's value of the last play (``terminal``, read by
    ``money``) is the points the engine gave, positive for the mover's win, each target within [0, 1]."""
    td = load_td()
    np = sys.modules["numpy"]
    excess = td.excess_of(SWEDISH_TABLES.new_game().rules)
    assert excess == SwedishProfile.net_excess
    points_seen = set()
    for state, play, final in random_game_ends(range(40)):
        t = mover_terminal(td, state, play)
        assert t is not None and np.all((t >= 0.0) & (t <= 1.0))
        outcome = final.outcome
        sign = 1.0 if outcome.winner == state.seat else -1.0
        assert float(td.money(t, excess)) == pytest.approx(sign * outcome.points)
        assert t[0] == (1.0 if sign > 0 else 0.0)
        points_seen.add(outcome.points)
    assert {1, 4} < points_seen  # a sortie, a jan and some other (hermite, beau jeu, jan forcé)


@pytest.mark.parametrize("seat", [BLACK, WHITE])
def test_a_jan_force_is_valued_six_by_the_play_not_four_by_the_position(seat: int) -> None:
    """Part 2 §3.2: whether a blocage is a jan (4) or a jan forcé (6) depends on the play's forcings, so the
    training asks the engine's ``play_outcome`` of the play: 6.  The final position alone reads as a jan."""
    td = load_td()
    if seat == WHITE:  # issue 17's position: White forces on entry, then hits
        state = parse_position(SWEDISH_TABLES, "S:24x9,23,22,20,15,10x2/N:bar,24x9,23,21,20,19,9/N/63")
        play = state.parse_play("bar/22* 9/3*")
    else:  # part 2 §1's figure, White's F = 1: forcing a blocks him for good
        state = SWEDISH_TABLES.setup(from_letters("B: bar3 f s11 / W: a2 b3 c2 d m2 n o p q x"), BLACK, (4, 1))
        play = state.parse_play("bar/a*")
    assert state.apply_play(play).outcome.points == 6
    rules = state.rules
    t = mover_terminal(td, state, play)
    assert float(td.money(t, td.excess_of(rules))) == 6.0
    by_position = td.terminal(rules, play.result[seat], play.result[1 - seat])
    assert float(td.money(by_position, td.excess_of(rules))) == 4.0


def test_the_training_encoder_net_and_profile_value_positions_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """A random network written by train/td.py and read by net.Net: the same outputs on positions of
    seeded Swedish games, and the profile's learned equity is the training's ``money`` of them."""
    td = load_td()
    np = sys.modules["numpy"]
    rules = SWEDISH_TABLES.new_game().rules
    inputs = td.Inputs("tesauro", (), td.profile_for(rules))
    network = td.Network(inputs.size, 12, np.random.default_rng(4))
    for p in network.params():
        p[...] = np.round(p, 3)  # the precision of the file
    data = json.loads(json.dumps(network.to_json({"net_excess": td.excess_of(rules)}, inputs)))
    net = Net(data)
    monkeypatch.setattr(profiles_module, "load_net", lambda name: net)
    profile = type("SwedishWithTrial", (SwedishProfile,), {"network": "trial"})(rules)
    permute = rules.geometry.permute
    positions = [(state.position[0], state.position[1]) for state, _, _ in random_game_ends(range(3))]
    positions += [(state.position[1], state.position[0]) for state, _, _ in random_game_ends(range(3, 6))]
    positions += [(from_letters("B: bar3 f s11 / W: a2 b3 c2 d m7")[0], from_letters("B: a15 / W: m15")[1])]
    for own, theirs in positions:
        _, o = network.forward(td.encode(np.array([[own, theirs]], dtype=np.int64), inputs))
        win, gw, gl = o[0]
        got = net.chances(own, theirs)
        assert got == pytest.approx((win, min(gw, win), min(gl, 1.0 - win)), abs=1e-9)
        expected = float(td.money(np.array(got), td.excess_of(rules)))
        assert profile.learned_equity(own, permute(theirs), MatchCtx()) == pytest.approx(expected, abs=1e-9)


def test_a_short_training_run_caps_its_games_and_records_what_its_outputs_mean(tmp_path: Path) -> None:
    """``--max-moves``: a game still going after that many moves is stopped, unvalued, and its position
    printed (self-play once found Révertier games that never ended); the evaluation games too, counted as
    half a win.  The weights file says what its outputs 2 and 3 are worth (``net_excess``)."""
    pytest.importorskip("numpy")
    command = [sys.executable, str(ROOT / "train" / "td.py"), "--game", "swedish-tables", "--games", "2"]
    command += ["--every", "2", "--eval-games", "2", "--hidden", "6", "--max-moves", "12"]
    command += ["--out", str(tmp_path / "w.json"), "--curve", str(tmp_path / "c.csv")]
    run = subprocess.run(command, check=True, capture_output=True, text=True, timeout=300)
    capped = [line for line in run.stderr.splitlines() if line.startswith("capped at 12 moves: mover [")]
    assert len(capped) == 2 + 2 * 2  # two training games, two evaluation games at each of the two checkpoints
    data = json.loads((tmp_path / "w.json").read_text())
    assert data["training"]["games_trained"] == 2
    assert data["training"]["net_excess"] == SwedishProfile.net_excess
    with (tmp_path / "c.csv").open(newline="") as f:
        assert [float(row["win_vs_hand_1ply"]) for row in csv.DictReader(f)] == [0.5, 0.5]  # capped: half each
