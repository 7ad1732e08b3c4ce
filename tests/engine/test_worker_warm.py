"""py/worker.py's warm(): what a memory snapshot holds (assets/engine-worker.js restores it and answers the
first calls before the engine's files are unpacked again), checked on CPython in a fresh interpreter."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PY = Path(__file__).resolve().parents[2] / "py"

PROBE = """
import json, sys
import worker
answer = json.loads(worker.warm())
from tablier import strength
from tablier.bots import net
print(json.dumps({
    "answer": answer,
    "modules": sorted(name for name in sys.modules if name.startswith("tablier.")),
    "cached_networks": net.load_net.cache_info().currsize,
    "strength_cached": strength.rows.cache_info().currsize,
}))
"""


def test_warm_imports_every_engine_module_and_reads_every_data_file() -> None:
    result = subprocess.run([sys.executable, "-c", PROBE], cwd=PY, capture_output=True, text=True, check=True)
    seen = json.loads(result.stdout)
    package = PY / "tablier"
    expected = {
        "tablier." + ".".join(path.relative_to(package).with_suffix("").parts).removesuffix(".__init__")
        for path in package.rglob("*.py")
        if "__pycache__" not in path.parts and path != package / "__init__.py"
    }
    assert expected <= set(seen["modules"]), sorted(expected - set(seen["modules"]))
    weights = sorted((package / "bots" / "weights").glob("*.json"))
    assert weights and seen["cached_networks"] == len(weights) == seen["answer"]["networks"]
    assert seen["strength_cached"] == 1 and seen["answer"]["strength_rows"] > 0
    assert seen["answer"]["modules"] == len(expected)


CALLS = """
import json, random, sys
import worker
worker.warm()
before = set(sys.modules)
call = lambda name, **args: json.loads(getattr(worker, name)(json.dumps(args)))
rng = random.Random(3)
played = 0
for game in [entry["id"] for entry in json.loads(worker.hello())["games"]]:
    answer = call("new_game", game=game, seed=7, lang="fr")
    for _ in range(40):
        phase = answer["view"]["phase"]
        if phase == "over":
            break
        if phase == "roll":
            action = {"roll": [rng.randint(1, 6), rng.randint(1, 6)]}
        else:
            action = call("bot_move", record=answer["record"], level="medium", budget_ms=20, seed=1)["action"]
        answer = call("act", record=answer["record"], action=action, lang="fr")
        played += 1
    record = answer["record"]
    call("view", record=record, lang="fr")
    call("turn", record=record, steps=[], lang="fr")
    call("hint", record=record, lang="fr")
    call("replay_views", record=record, lang="fr")
    call("game_text", record=record, lang="fr")
    call("review_step", record=record)
    call("rules", game=game, lang="fr")
    call("load_record", record=json.dumps(record))
    call("check_records", records=[record, "{", {"format": 99}])
    call("dice_stats", records=[record])
    call("act", record=record, action={"nonsense": 1})
call("new_game", game="chess")
call("position", game="portes", position="not a position")
print(json.dumps({"imported": sorted(set(sys.modules) - before), "played": played}))
"""


def test_after_warm_no_call_imports_a_module() -> None:
    """A restored heap answers its first calls before the standard library and the engine's files are written
    (assets/engine-worker.js gives Pyodide an empty standard library while it restores): so no call, on any
    game, in either language, on a good record or a bad one, may import a module that warm() did not."""
    result = subprocess.run([sys.executable, "-c", CALLS], cwd=PY, capture_output=True, text=True, check=True)
    seen = json.loads(result.stdout)
    assert seen["played"] > 300  # 13 games, most of their 40 actions each
    assert seen["imported"] == []
