"""The engine worker's functions: rules engine and bots behind plain JSON strings.

assets/engine-worker.js boots Pyodide, runs this file and answers each call by name from
``__export__``.  Every exported function takes and returns JSON text, so nothing but plain data
crosses the thread boundary.  The functions themselves live in tablier.api,
which is tested on CPython (tests/engine/test_api.py); see docs/ui.md.
"""

import json

from tablier import api


def _args(text):
    return json.loads(text) if text else {}


def warm():
    """Everything a memory snapshot should hold: every engine module imported and its data files read (the
    levels' measured strength, the networks' weights).  A heap restored from it answers its first calls with
    no file to read, so the engine's files are unpacked again only after them (assets/engine-worker.js)."""
    import importlib
    import pkgutil

    import tablier
    from tablier import strength
    from tablier.bots import net

    modules = [importlib.import_module(found.name) for found in pkgutil.walk_packages(tablier.__path__, "tablier.")]
    names = sorted(weights.stem for weights in net.WEIGHTS.glob("*.json"))  # a folder, or in the wheel itself
    networks = [net.load_net(name) for name in names]
    return json.dumps({"modules": len(modules), "networks": len(networks), "strength_rows": len(strength.rows())})


def hello():
    """Engine identity and the registered games."""
    return json.dumps(api.hello())


def games():
    """The registered games with board kind, names, description and origin."""
    return json.dumps(api.games())


def new_game(text):
    """{"game", "options", "seed", "lang"} -> {"record", "kind", "view"} or {"error"}."""
    args = _args(text)
    answer = api.new_game(args.get("game", ""), args.get("options"), args.get("seed", 0), args.get("lang", "en"))
    return json.dumps(answer)


def act(text):
    """{"record", "action", "lang"} -> {"record", "kind", "view"} or {"error": {"en", "fr"}}."""
    args = _args(text)
    return json.dumps(api.act(args.get("record", {}), args.get("action", {}), args.get("lang", "en")))


def view(text):
    """{"record", "lang"} -> {"record", "kind", "view", "history"} or {"error"}."""
    args = _args(text)
    return json.dumps(api.view(args.get("record", {}), args.get("lang", "en")))


def turn(text):
    """{"record", "steps", "lang", "probe"} -> {"kind", "view", "play"} or {"error": {"en", "fr"}}."""
    args = _args(text)
    answer = api.turn(args.get("record", {}), args.get("steps", []), args.get("lang", "en"), args.get("probe"))
    return json.dumps(answer)


def bot_move(text):
    """{"record", "level", "budget_ms", "seed"} -> {"action", "info"} or {"error": {"en", "fr"}}."""
    args = _args(text)
    answer = api.bot_move(
        args.get("record", {}), args.get("level", ""), args.get("budget_ms", api.BOT_BUDGET_MS), args.get("seed", 0)
    )
    return json.dumps(answer)


def hint(text):
    """{"record", "lang"} -> {"hint": {...}} or {"error": {"en", "fr"}}."""
    args = _args(text)
    return json.dumps(api.hint(args.get("record", {}), args.get("lang", "en")))


def rules(text):
    """{"game", "lang"} -> {"game", "lang", "rules": {title, source, sections}} or {"error": {"en", "fr"}}."""
    args = _args(text)
    return json.dumps(api.rules(args.get("game", ""), args.get("lang", "en")))


def position(text):
    """{"game", "position", "lang"} -> {"kind", "view", "position"} or {"error": {"en", "fr"}}."""
    args = _args(text)
    return json.dumps(api.position(args.get("game", ""), args.get("position", ""), args.get("lang", "en")))


def load_record(text):
    """{"record"} (data or JSON text, any format version) -> {"record", "summary"} or {"error"}."""
    return json.dumps(api.load_record(_args(text).get("record")))


def check_records(text):
    """{"records": [...]} -> one {"record", "summary"} or {"error"} per record."""
    return json.dumps(api.check_records(_args(text).get("records", [])))


def replay_views(text):
    """{"record", "lang"} -> {"record", "kind", "views"} or {"error"}."""
    args = _args(text)
    return json.dumps(api.replay_views(args.get("record", {}), args.get("lang", "en")))


def game_text(text):
    """{"record", "lang"} -> {"text"} or {"error"}."""
    args = _args(text)
    return json.dumps(api.game_text(args.get("record", {}), args.get("lang", "en")))


def review_step(text):
    """{"record"} -> {"record", "review", "progress"} or {"error"}: one more decision graded."""
    return json.dumps(api.review_step(_args(text).get("record", {})))


def dice_stats(text):
    """{"records": [...]} -> the dice statistics over those records."""
    return json.dumps(api.dice_stats(_args(text).get("records", [])))


__export__ = [
    "warm",
    "hello",
    "games",
    "new_game",
    "act",
    "view",
    "turn",
    "bot_move",
    "hint",
    "load_record",
    "check_records",
    "replay_views",
    "game_text",
    "dice_stats",
    "review_step",
    "rules",
    "position",
]
