"""A match to N points over any game, itself a game state (rules.md §0.6).

The record of a match is an ordinary record of the registered game ``match``:
options ``{"games": [ids played in rotation], "to": N, "crawford": bool,
"game_options": {game id: {...}}}``; its actions are those of every game in turn.  Who
opens each game is the game's own rule (``Variant.new_match_game``).  When a
game ends the next one starts at once, unless a player has reached N.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from .protocol import GameState, Lang, MatchContext, Outcome, Phase, Variant
from .registry import find_variant, register
from .texts import text


@dataclass(frozen=True)
class MatchState(GameState[Any]):
    """The current game of a match, the score and the finished games."""

    variant: MatchVariant = field(compare=False, repr=False)
    options_json: str
    seed: int
    game: GameState[Any]
    score: tuple[int, int] = (0, 0)
    history: tuple[tuple[str, Outcome], ...] = ()
    crawford_played: bool = False
    result: Outcome | None = None

    @property
    def turn(self) -> int:
        return self.game.turn

    @property
    def phase(self) -> Phase:
        return Phase.OVER if self.result else self.game.phase

    @property
    def outcome(self) -> Outcome | None:
        return self.result

    @property
    def target(self) -> int:
        return int(self.match_options["to"])

    @property
    def match_options(self) -> dict[str, Any]:
        """The merged match options."""
        return dict(json.loads(self.options_json))

    def legal_plays(self) -> Sequence[Any]:
        return [] if self.result else self.game.legal_plays()

    def apply_roll(self, dice: Sequence[int]) -> MatchState:
        if self.result:
            raise ValueError("the match is over")
        return self._after(self.game.apply_roll(dice))

    def apply_play(self, play: Any) -> MatchState:
        if self.result:
            raise ValueError("the match is over")
        return self._after(self.game.apply_play(play))

    def play_to_str(self, play: Any) -> str:
        return self.game.play_to_str(play)

    def parse_play(self, text: str) -> Any:
        return self.game.parse_play(text)

    def view(self, lang: Lang = "en") -> dict[str, Any]:
        view = self.game.view(lang)
        view["match"] = {
            "to": self.target,
            "score": list(self.score),
            "game_number": len(self.history) + (0 if self.game.outcome else 1),
            "games": [
                {
                    "game": gid,
                    "name": _name(find_variant(gid), lang),
                    "winner": o.winner,
                    "points": o.points,
                    "reason": _reason(find_variant(gid), o.reason, lang),
                }
                for gid, o in self.history
            ],
            "game_name": _name(self.game.variant, lang),
            "crawford": bool(getattr(self.game, "crawford", False)),
            "winner": None if self.result is None else self.result.winner,
        }
        return view

    def _after(self, game: GameState[Any]) -> MatchState:
        done = game.outcome
        if done is None:
            return replace(self, game=game)
        score = list(self.score)
        if done.winner is not None:
            score[done.winner] += done.points
        after = replace(self, game=game, score=(score[0], score[1]), history=(*self.history, (_game_id(game), done)))
        leader = 0 if score[0] >= score[1] else 1
        if score[leader] >= self.target:
            return replace(after, result=Outcome(leader, score[leader], "match"))
        return after.variant.next_game(after, game)


def _reason(variant: Variant, reason: str, lang: Lang) -> str:
    """An outcome's reason in words: the game's own words when it has them (Dames Rabattues), else tablier.texts."""
    own = getattr(variant, "reason_text", None)
    return str(own(reason, lang)) if own is not None else text(reason, lang)


def _name(variant: Variant, lang: Lang) -> str:
    return str(variant.names.get(lang) or variant.names["en"])


def _game_id(game: GameState[Any]) -> str:
    return str(game.variant.id)


class MatchVariant(Variant):
    """The registered game ``match``: a match of one or more games in rotation."""

    id: ClassVar[str] = "match"
    names: ClassVar[Mapping[Lang, str]] = {"en": "Match", "fr": "Match"}
    option_defaults: ClassVar[Mapping[str, Any]] = {
        "games": ["toutes-tables"],
        "to": 5,
        "crawford": True,
        "game_options": {},
    }

    def new_game(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> MatchState:
        """The first game of a new match."""
        merged = self.options(options)
        games = merged["games"]
        if isinstance(games, str):
            games = [games]
        if not games or not all(isinstance(g, str) for g in games):
            raise ValueError('"games" must be a list of game ids')
        if type(merged["to"]) is not int or merged["to"] < 1:
            raise ValueError('"to" must be a positive number of points')
        merged["games"] = [find_variant(g).id for g in games]
        game_options = merged["game_options"]
        if not isinstance(game_options, Mapping) or not all(isinstance(v, Mapping) for v in game_options.values()):
            raise ValueError('"game_options" must map game ids to option objects')
        first = self._game(merged, seed, MatchContext(0, (0, 0), merged["to"], None))
        return MatchState(self, json.dumps(merged, sort_keys=True), seed, first)

    def next_game(self, match: MatchState, previous: GameState[Any]) -> MatchState:
        """``match`` with its next game started (Crawford game when due)."""
        options = match.match_options
        target = options["to"]
        crawford = bool(options["crawford"]) and not match.crawford_played and max(match.score) == target - 1
        index = len(match.history)
        context = MatchContext(index, match.score, target, previous, crawford)
        game = self._game(options, match.seed + index, context)
        return replace(match, game=game, crawford_played=match.crawford_played or crawford)

    def _game(self, options: Mapping[str, Any], seed: int, context: MatchContext) -> GameState[Any]:
        games = options["games"]
        variant = find_variant(games[context.index % len(games)])
        game_options = options["game_options"].get(variant.id, {})
        return variant.new_match_game(game_options, seed, context)


MATCH = register(MatchVariant())
