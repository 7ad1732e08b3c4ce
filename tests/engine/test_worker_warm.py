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
