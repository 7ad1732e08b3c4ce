"""bench/net_duel.py: hard against hard, each seat judging by its own weights file, the profiles left as shipped."""

from __future__ import annotations

import json
from pathlib import Path

from bench_module import load_bench

from tablier.bots.net import WEIGHTS, load_net
from tablier.bots.profiles import PROFILES, profile_for
from tablier.tables import PORTES

duel = load_bench("net_duel")


def test_a_side_judges_by_its_own_file_and_the_profile_ships_unchanged(tmp_path: Path) -> None:
    shipped = PROFILES["portes"]
    data = json.loads((WEIGHTS / "portes.json").read_text())
    data["b2"] = [b + 3.0 for b in data["b2"]]  # another network: sure to win a gammon
    path = tmp_path / "other.json"
    path.write_text(json.dumps(data))
    profile = duel.judged_by("portes", path)(PORTES.new_game().rules)
    start = tuple(PORTES.new_game().rules.start_position(()))
    own, opp = start[0], start[1]
    assert profile.learned_chances(own, opp)[0] > 0.9
    assert profile_for(PORTES.new_game().rules).learned_chances(own, opp) == load_net("portes").chances(
        own, profile.geometry.permute(opp)
    )
    assert PROFILES["portes"] is shipped


def test_the_shipped_network_beats_its_mirror_image(tmp_path: Path) -> None:
    """A network whose outputs are turned round (it takes a lost position for a won one) loses every game."""
    data = json.loads((WEIGHTS / "portes.json").read_text())
    data["w2"] = [[-w for w in row] for row in data["w2"]]
    data["b2"] = [-b for b in data["b2"]]
    mirror = tmp_path / "mirror.json"
    mirror.write_text(json.dumps(data))
    shipped = PROFILES["portes"]
    rows = duel.duel("portes", WEIGHTS / "portes.json", mirror, 2, seed=1)
    assert rows[0].startswith(f"| portes | {WEIGHTS / 'portes.json'} vs {mirror} | 2 | 100.0 % |")
    assert PROFILES["portes"] is shipped
