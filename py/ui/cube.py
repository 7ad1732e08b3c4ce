"""The doubling cube's buttons (Backgammon 225 with its cube option; rules.md §4.9).

The engine lists the cube actions the player to act may take in the view's ``legal`` when the
view has an enabled ``cube``: "double" before a throw (Roll declines it), "take" or "drop" when
doubled.  This row shows one button per listed action, and the cube's value and owner; a tap sends
the action as a play.  During the bot's turn the bot answers (ui/bot.py) and the row stays hidden.
"""

import asyncio

from pyscript.ffi import create_proxy

from ui.texts import text


class CubeRow:
    """Fills #cube-row for ``play`` (register ``cube.listener`` in ``play.listeners``)."""

    def __init__(self, document, play):
        self.document = document
        self.play = play
        self.row = document.getElementById("cube-row")
        self.state = document.getElementById("cube-state")
        self.buttons = document.getElementById("cube-buttons")
        self._proxies = []

    def listener(self, event, play):
        view = play.view or {}
        cube = view.get("cube") or {}
        self.buttons.innerHTML = ""
        self._proxies = []
        self.row.hidden = not cube.get("enabled")
        if self.row.hidden:
            return
        owner, value = cube.get("owner"), cube.get("value", 1)
        if owner is None:
            self.state.textContent = text(play.lang, "cube_centre", value=value)
        else:
            who = play.renderer.seat_name(owner, view, play.lang)
            self.state.textContent = text(play.lang, "cube_held", value=value, who=who)
        if play.bot_turn or view.get("phase") == "over":
            return
        for action in view.get("legal") or []:
            button = self.document.createElement("button")
            button.type = "button"
            button.id = "cube-" + action
            button.textContent = text(play.lang, "cube_" + action)
            proxy = create_proxy(self._sender(action))
            self._proxies.append(proxy)
            button.addEventListener("click", proxy)
            self.buttons.appendChild(button)

    def _sender(self, action):
        def send(event):
            if not self.play.busy:
                asyncio.create_task(self.play._send({"play": action}))

        return send
