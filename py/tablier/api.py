"""The engine's API to the browser: plain JSON-able data in and out.

The worker (py/worker.py) wraps each function with json.loads/json.dumps.
"""

from __future__ import annotations

import sys
from typing import Any

from . import __version__
from .games import load_all
from .registry import variants


def hello() -> dict[str, Any]:
    """Engine version, Python version and the games it knows, with their names."""
    load_all()
    return {
        "engine": "tablier",
        "version": __version__,
        "python": sys.version.split()[0],
        "games": [{"id": v.id, "names": dict(v.names)} for v in variants()],
    }
