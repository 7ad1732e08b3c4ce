"""Double, Take and Drop in the play panel: the cube actions the engine offers (rules.md §4.9).

The engine lists them in the view's ``legal`` (``double`` before a throw, ``take`` and ``drop`` while a
double waits for an answer); each button sends its word as the record's play action, so a game with the
cube replays like any other.  A listener of the play screen (``Play.listeners``) shows the buttons.
"""

from pyscript.ffi import create_proxy

ACTIONS = ("double", "take", "drop")


class CubeButtons:
    def __init__(self, document, play):
        self.play = play
        self.row = document.getElementById("cube-row")
        self.buttons = {action: document.getElementById(action) for action in ACTIONS}
        self._proxies = []
        for action, button in self.buttons.items():
            proxy = create_proxy(self._sender(action))
            self._proxies.append(proxy)
            button.addEventListener("click", proxy)
        play.listeners.append(self.update)

    def _sender(self, action):
        def send(event):
            self.play.send({"play": action})

        return send

    def update(self, event, play):
        """Show the cube actions the view offers now (none once the game is over or while the bot plays)."""
        view = play.view or {}
        waiting = view.get("phase") == "over" or play.bot_turn  # the bot answers its own cube actions (ui/turns/bot.py)
        offered = [] if waiting else [a for a in view.get("legal") or [] if a in ACTIONS]
        for action, button in self.buttons.items():
            button.hidden = action not in offered
        self.row.hidden = not offered
