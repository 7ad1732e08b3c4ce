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
    """The dice on the board in ``view`` (roll-offs included), or the words for none."""
    return renderer.throw_text(view, lang) or text(lang, "replay_no_dice")


def action_text(action, lang):
    """An action in short words: the throw ("Roll 6-2") or the play's notation."""
    if action is None:
        return text(lang, "replay_start")
    if "roll" in action:
        return text(lang, "replay_roll", dice="-".join(str(d) for d in action["roll"]))
    return text(lang, "replay_played", play=str(action.get("play", "")))
