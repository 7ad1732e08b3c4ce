"""train/td.py loaded as a module for the tests (numpy is a development dependency: the training's only)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_td() -> ModuleType:
    """train/td.py as a module, or the test skipped where numpy is missing."""
    pytest.importorskip("numpy")
    spec = importlib.util.spec_from_file_location("td_for_tests", ROOT / "train" / "td.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["td_for_tests"] = module
    spec.loader.exec_module(module)
    return module
