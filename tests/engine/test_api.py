"""tablier.api: the plain-data interface the browser worker exposes."""

from __future__ import annotations

import json

from tablier import __version__, api
from tablier.registry import variants


def test_hello_lists_every_registered_game_as_plain_data() -> None:
    info = api.hello()
    assert json.loads(json.dumps(info)) == info
    assert info["version"] == __version__
    assert [game["id"] for game in info["games"]] == [v.id for v in variants()]
