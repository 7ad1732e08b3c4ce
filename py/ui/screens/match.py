"""A match to N points on the play screen: how the home set-up starts one, its score around the board, the
dialog between two games, and the end dialog's words for the match (rules.md §0.6).

The engine says everything: ``games()`` gives each game's ``match`` description (the lengths and whether
the Crawford game is played, ``tablier/match_setup.py``), and the view of a match has ``match`` (target,
score, the finished games, and ``ended``: the game the last action finished).  A game of a match ends and
the next one is already on the board: ``#match-game`` says who won it and the score, and the bot waits
(``play.interlude``) until the human closes it.
"""

from pyscript.ffi import create_proxy

from ui.texts import points, text


def match_start(game, options):
    """``(game id, options)`` for ``Play.start`` from the set-up of ``game`` (an entry of ``games()``): the game
    itself for a single game, else the engine's ``match`` over it to the length chosen (``options["match"]``)."""
    options = dict(options)
    length = options.pop("match", 1)
    spec = game.get("match")
    if not spec or length == 1:
        return game["id"], options
    match = {"games": [game["id"]], "to": length, "crawford": spec["crawford"], "game_options": {game["id"]: options}}
    return "match", match


def played_game(record):
    """The id of the game ``record`` plays: its ``game``, or for a match of the engine's ``match`` (options
    ``games``) the first game it plays, whose ``games()`` entry says whether there are decisions (bot levels,
    hint) and names it."""
    games = ((record or {}).get("options") or {}).get("games")
    return games[0] if isinstance(games, list) and games else (record or {}).get("game")


def played_id(play):
    """The id of the game on the board (see :func:`played_game`)."""
    return played_game(play.record) or play.game_id


def score_line(view, lang):
    """The panel's line for the match score, or None outside a match; the seats are named as the game on the
    board names them (``seat_names``: Black first in Révertier and Swedish Tables), else White and Black."""
    match = view.get("match")
    if not match:
        return None
    game = match.get("game_name") or view.get("name", "")
    names = view.get("seat_names") or [text(lang, "seat0"), text(lang, "seat1")]
    score = match["score"]
    return text(lang, "match_line", n=match["to"], game=game, w0=names[0], a=score[0], w1=names[1], b=score[1])


def seat_namer(renderer, view):
    """``name(seat, lang)``: the board's name of a seat (its ``seat_name``, else the view's player colours)."""
    if hasattr(renderer, "seat_name"):
        return lambda seat, lang: renderer.seat_name(seat, view, lang)
    return lambda seat, lang: view["players"][seat]["colour"]


def end_words(view, lang, seat_name):
    """``(title, points line, reason)`` of the end dialog when a match is over, else None."""
    match = view.get("match")
    if not match or match.get("winner") is None:
        return None
    score = match["score"]
    title = text(lang, "match_wins", who=seat_name(match["winner"], lang))
    line = text(lang, "match_score", white=seat_name(0, lang), a=score[0], black=seat_name(1, lang), b=score[1])
    return title, line, _result(match["games"][-1], lang, seat_name)


def _result(game, lang, seat_name):
    """One finished game in words: its name, winner, points and reason."""
    if game["winner"] is None:
        return text(lang, "match_game_drawn", game=game["name"], reason=game["reason"])
    who, won = seat_name(game["winner"], lang), points(lang, game["points"])
    return text(lang, "match_game_won", game=game["name"], who=who, points=won, reason=game["reason"])


class MatchInterlude:
    """Listener of ``Play``: between two games of a match, the #match-game dialog; ``resume(play)`` is called
    when it closes (the bot driver's turn, which waited)."""

    def __init__(self, document, resume):
        self.document = document
        self.dialog = document.getElementById("match-game")
        self.resume = resume
        self.play = None
        self._proxies = [create_proxy(self._next), create_proxy(self._closed)]
        document.getElementById("match-next").addEventListener("click", self._proxies[0])
        self.dialog.addEventListener("close", self._proxies[1])

    def listener(self, event, play):
        """After each action: when it finished a game of a match and the match goes on, say so and hold the bot."""
        self.play = play
        view = play.view or {}
        ended = (view.get("match") or {}).get("ended")
        if event == "start":  # a new game or a resumed one: nothing waits for this dialog any more
            play.interlude = False
            if self.dialog.open:
                self.dialog.close()
        if event != "action" or not ended or view.get("phase") == "over":
            return
        lang = play.lang
        match = view["match"]
        name = seat_namer(play.renderer, view)
        get = self.document.getElementById
        get("match-game-title").textContent = text(lang, "match_game_over", n=len(match["games"]))
        get("match-game-result").textContent = _result(ended, lang, name)
        score = match["score"]
        get("match-game-score").textContent = (
            text(lang, "match_score", white=name(0, lang), a=score[0], black=name(1, lang), b=score[1])
            + " · "
            + text(lang, "match_target", n=match["to"])
        )
        crawford = text(lang, "match_crawford") if match.get("crawford") else ""
        next_words = text(lang, "match_next", n=match["game_number"], game=match.get("game_name", ""))
        get("match-game-next").textContent = (next_words + " " + crawford).strip()
        self.dialog.setAttribute("data-game", str(len(match["games"])))
        play.interlude = True
        if not self.dialog.open:
            self.dialog.showModal()

    def _next(self, event=None):
        self.dialog.close()
        if self.play is not None:
            self.play.to_top()  # the next game's panel from its top

    def _closed(self, event=None):
        play = self.play
        if play is None or not getattr(play, "interlude", False):
            return
        play.interlude = False
        if play.view is not None and play.view.get("phase") != "over":
            self.resume(play)
