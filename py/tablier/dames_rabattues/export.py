"""A readable transcript of a Dames Rabattues record: one line per roll (rules.md §3.5)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..protocol import Lang
from ..record import replay


def transcript(record: Mapping[str, Any] | str, lang: Lang = "en") -> list[str]:
    """Each roll of ``record`` as a line, e.g. "White 5-2: knocks down 5, ..."; RecordError if invalid."""
    return [state.last.line(lang) for state in replay(record)[1:]]
