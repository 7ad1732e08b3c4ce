"""Messages between an embedded Tablier and its host page (``postMessage``), schema version 1 (docs/embed.md).

Outbound, to ``window.parent`` when the page is framed: ``tablier:ready``, ``tablier:game-started``,
``tablier:move-played``, ``tablier:game-over`` and ``tablier:move-shown`` (the replay bar's, ui/host/replay_bar.py,
added within version 1: a new type breaks no listener), each ``{type, version, …}`` as plain JSON data.  They go
to the origin named by ``host=`` only, or to any origin ("*") when none is named (they hold only the game).

Inbound: only when ``host=`` names an origin, only from that origin and from the parent window; the data
must be a small JSON object whose ``type`` is known and whose every field is valid; anything else is
ignored (a message from the named origin that fails validation is answered ``tablier:rejected``).
"""

import json

from pyscript.ffi import create_proxy

from ui.host import inbound

VERSION = 1
OPPONENTS = inbound.OPPONENTS  # the embed parameter ``opponent=`` takes the same values


class Host:
    """Tells the host page what happens (Play listener) and obeys the named origin's messages."""

    def __init__(self, window, origin, handlers):
        self.window = window
        self.origin = origin  # the embedder's origin (host=), or None
        self.handlers = handlers  # {"tablier:new-game": fn(fields), "tablier:set-lang": fn(fields)}
        self.game_ids = ()
        self.same = getattr(window.Object, "is")  # noqa: B009 - "is" is a Python keyword
        self.framed = not self.same(window.parent, window)
        self._proxy = None

    def listen(self, game_ids):
        """Start obeying the named origin (once the engine is ready and the games known)."""
        self.game_ids = tuple(game_ids)
        if self.origin and self.framed and self._proxy is None:
            self._proxy = create_proxy(self._received)
            self.window.onmessage = self._proxy  # window.addEventListener: "Illegal invocation" (docs/ui.md)

    def send(self, kind, fields):
        if not self.framed:
            return
        message = {"type": kind, "version": VERSION}
        message.update(fields)
        data = self.window.JSON.parse(json.dumps(message))
        self.window.parent.postMessage(data, self.origin or "*")

    # ---- outbound, as a Play listener --------------------------------------------

    def played(self, event, play):
        """Play's listener: "start", "action" and "over" become game-started, move-played and game-over."""
        record, view = play.record, play.view or {}
        if record is None:
            return
        if event == "start":
            self.send("tablier:game-started", started(play))
        elif event == "action":
            self.send("tablier:move-played", moved(play))
        elif event == "over":
            outcome = view.get("outcome") or {}
            self.send(
                "tablier:game-over",
                {
                    "game": record["game"],
                    "winner": outcome.get("winner"),
                    "points": outcome.get("points"),
                    "reason": outcome.get("reason"),
                    "text": outcome.get("text") or outcome.get("reason_text") or "",
                    "lang": play.lang,
                    "record": record,
                },
            )

    # ---- inbound ---------------------------------------------------------------

    def _received(self, event):
        if event.origin != self.origin or not self.same(event.source, self.window.parent):
            return  # not the embedder: ignored without a word
        try:
            text = self.window.JSON.stringify(event.data)
        except Exception:  # not JSON-able (a cyclic object, a BigInt): not ours
            text = None
        kind, fields = inbound.read(text, self.game_ids)
        if kind is None:
            self.send("tablier:rejected", {"reason": fields})
            return
        self.handlers[kind](fields)


def started(play):
    record, view = play.record, play.view or {}
    return {
        "game": record["game"],
        "kind": play.renderer.kind if play.renderer else None,
        "options": record.get("options", {}),
        "actions": len(record["actions"]),
        "phase": view.get("phase"),
        "turn": view.get("turn"),
        "lang": play.lang,
        "record": record,
    }


def moved(play):
    """The last action with its notation and the log's narration of it, in the page's language."""
    record, view = play.record, play.view or {}
    action = record["actions"][-1] if record["actions"] else None
    throw = view.get("last_throw")
    narration = ""
    logged = getattr(play.renderer, "logged", None)
    if throw and play.renderer and (logged is None or logged(throw)):
        heading, sentences = play.renderer.log_entry(throw, view, play.lang)
        narration = (heading + " " + " ".join(sentences)).strip()
    return {
        "game": record["game"],
        "action": action,
        "by": throw.get("by") if throw else None,
        "notation": action.get("play") if action else None,
        "narration": narration,
        "actions": len(record["actions"]),
        "phase": view.get("phase"),
        "turn": view.get("turn"),
        "lang": play.lang,
    }
