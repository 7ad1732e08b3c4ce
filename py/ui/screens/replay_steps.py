"""The steps of a recorded game, shared by the replay viewer (ui/screens/replay.py) and embed's replay bar
(ui/host/replay_bar.py): every view of the game from one engine call, the position shown, the keys that step.

Position ``n`` is the game after its first ``n`` actions; a throw of the dice is an action, as in the record
(``replay_views``: ``views[n]`` is the view after ``n`` actions, ``last_throw`` the action that led there).
"""

from ui.boards.renderers import renderer_for
from ui.texts import text


class Steps:
    """The views of one game (``views``), its actions, the renderer of its board and the position shown."""

    def __init__(self):
        self.record = None  # the game as the engine checked it (migrated to the current format)
        self.views = []
        self.actions = []
        self.kind = None
        self.renderer = None
        self.pos = 0

    async def load(self, engine, record, lang):
        """Every view of ``record`` in ``lang`` from the engine; answers the engine's error, or None."""
        answer = await engine.call("replay_views", {"record": record, "lang": lang})
        if "error" in answer:
            self.record = None
            self.views = []
            self.actions = []
            return answer["error"]
        self.record = answer["record"]
        self.views = answer["views"]
        self.actions = self.record["actions"]
        if self.renderer is None or self.kind != answer["kind"]:
            self.renderer = renderer_for(answer["kind"])
        self.kind = answer["kind"]
        return None

    def last(self):
        """The last position: the game where it stands."""
        return len(self.views) - 1

    def clamp(self, position):
        return max(0, min(self.last(), position))


def keyed(key, pos, last):
    """The position a key asks for from ``pos`` (←/→ one step, Home/End the ends), or None for any other key."""
    keys = {"ArrowLeft": pos - 1, "ArrowRight": pos + 1, "Home": 0, "End": last}
    return keys.get(key)


def dice_text(renderer, view, lang):
    """The dice on the board in ``view`` (roll-offs included), or the words for none.  After a play the tables
    board still shows the dice it used (greyed) until the next throw: the line names that throw."""
    words = renderer.throw_text(view, lang)
    last = view.get("last_throw") or {}
    if not words and last.get("dice") and view.get("phase") != "over" and hasattr(renderer, "log_entry"):
        words = renderer.log_entry(last, view, lang)[0]
    return words or text(lang, "replay_no_dice")


def turn_rows(actions):
    """The turns of a game as ``(first, last)`` action indexes, one row per turn: a throw and the play that
    follows it together; a throw followed by another throw (a roll-off, a throw the rules resolve, as in Dames
    Rabattues) and a play with no throw before it (Reversi, the cube) are turns by themselves."""
    rows = []
    for index, action in enumerate(actions):
        if "play" in action and rows and rows[-1] == (index - 1, index - 1) and "roll" in actions[index - 1]:
            rows[-1] = (index - 1, index)
        else:
            rows.append((index, index))
    return rows


def action_text(action, lang):
    """An action in short words: the throw ("Roll 6-2") or the play's notation."""
    if action is None:
        return text(lang, "replay_start")
    if "roll" in action:
        return text(lang, "replay_roll", dice="-".join(str(d) for d in action["roll"]))
    return text(lang, "replay_played", play=str(action.get("play", "")))
