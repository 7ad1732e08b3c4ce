"""Play notation: ``24/18 13/8``, ``bar/22``, ``6/off``, ``24/18*/13``, ``8/5(2)``.

Points are standard numbers from the mover's side (n = 25 − r, rules.md §0.2),
or the game's own names of the points (Révertier's letters a–x, ``a/f l/off``)
through a namer ``name(r)`` and a reader ``read(word)`` (route index or None);
a game with its own names still reads standard numbers (older records).
Output chains each checker's moves, keeps a resting point only where it hit,
marks hits with ``*`` and groups identical moves as ``(n)``.  Input is tolerant:
any order, spaces around ``/``, ``*`` optional, a move spanning several dice
(``24/13``) is resolved against the legal plays; ambiguity is an error.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..protocol import NotationError
from .geometry import BAR, OFF
from .moves import Step
from .position import Side

if TYPE_CHECKING:
    from .rules import TablesRules

PASS = "pass"


def point_name(r: int) -> str:
    """Standard name of route index r: ``bar``, ``off`` or 25 − r."""
    return "bar" if r == BAR else "off" if r == OFF else str(25 - r)


def format_steps(steps: tuple[Step, ...], name: Callable[[int], str] = point_name) -> str:
    """Readable notation of a whole play (``pass`` if it has no step), points named by ``name``."""
    if not steps:
        return PASS
    paths: list[list[tuple[int, bool]]] = []
    for step in steps:
        for path in paths:
            if path[-1][0] == step.frm and step.frm != OFF:
                path.append((step.to, step.hit))
                break
        else:
            paths.append([(step.frm, False), (step.to, step.hit)])
    words: list[str] = []
    paths.sort(key=lambda path: path[0][0])  # from the bar first, then the farthest back (lowest r)
    for path in paths:
        kept = [path[0], *(p for p in path[1:-1] if p[1]), path[-1]]
        words.append("/".join(name(r) + ("*" if hit else "") for r, hit in kept))
    grouped: list[str] = []
    for word in dict.fromkeys(words):
        count = words.count(word)
        grouped.append(f"{word}({count})" if count > 1 else word)
    return " ".join(grouped)


_POINT = r"(?:bar|off|\d{1,2}|[a-x])\*?"
_MOVE = re.compile(rf"^({_POINT}(?:/{_POINT})+)(?:\((\d{{1,2}})\))?$")


def parse_segments(text: str, read: Callable[[str], int | None] | None = None) -> list[tuple[int, int]]:
    """(from, to) route-index pairs of a written play, one per written hop; ``read`` gives the route
    index of a game's own point name (a letter), standard numbers being read in every game."""
    cleaned = re.sub(r"\s*/\s*", "/", text.strip().lower())
    cleaned = re.sub(r"\s*\(\s*(\d{1,2})\s*\)", r"(\1)", cleaned)
    if not cleaned:
        raise NotationError("empty play (write e.g. '24/18 13/8', or 'pass')")
    segments: list[tuple[int, int]] = []
    for token in cleaned.replace(",", " ").split():
        match = _MOVE.match(token)
        if not match:
            points = "points a-x, 1-24" if read is not None else "points 1-24"
            raise NotationError(
                f"cannot read {token!r}: write moves as from/to with {points}, 'bar' or 'off' "
                "(e.g. 24/18, bar/22, 6/off, 8/5(2))"
            )
        names = [name.rstrip("*") for name in match.group(1).split("/")]
        route = [_route(name, token, read) for name in names]
        for a, b in zip(route, route[1:], strict=False):
            if b <= a:
                raise NotationError(f"in {token!r}: a checker moves forwards along its route")
        segments.extend(zip(route, route[1:], strict=False))
        for _ in range(int(match.group(2) or 1) - 1):
            segments.extend(zip(route, route[1:], strict=False))
    if len(segments) > 24:  # a Giul 1-1 cascade plays 24 moves
        raise NotationError("too many moves for one turn")
    return segments


def _route(name: str, token: str, read: Callable[[str], int | None] | None) -> int:
    if name == "bar":
        return BAR
    if name == "off":
        return OFF
    if not name.isdigit():
        r = None if read is None else read(name)
        if r is None:
            raise NotationError(f"in {token!r}: no point {name!r} (points are 1-24, 'bar', 'off')")
        return r
    n = int(name)
    if not 1 <= n <= 24:
        raise NotationError(f"in {token!r}: no point {n} (points are 1-24, 'bar', 'off')")
    return 25 - n


def realise(
    rules: TablesRules, own: Side, opp: Side, dice: tuple[int, ...], segments: list[tuple[int, int]]
) -> set[tuple[Side, Side, int]]:
    """Every way to play ``segments`` with single legal moves, interleaved in any order.

    Each result carries the number of hits on resting points the text did not
    write (a reader assumes none, so fewer is the better reading).
    """
    found: set[tuple[Side, Side, int]] = set()
    seen: set[tuple[Side, Side, tuple[int, ...], tuple[tuple[int, int], ...], int]] = set()

    def hop(own: Side, opp: Side, left: tuple[int, ...], todo: tuple[tuple[int, int], ...], hidden: int) -> None:
        key = (own, opp, left, todo, hidden)
        if key in seen:
            return
        seen.add(key)
        if not todo:
            found.add((own, opp, hidden))
            return
        dice = left[:1] if rules.in_order(left) else tuple(dict.fromkeys(left))
        for j, (frm, to) in enumerate(todo):
            if (frm, to) in todo[:j]:
                continue
            for die in dice:
                i = left.index(die)
                for step, own2, opp2 in rules.single_moves(own, opp, die):
                    if step.frm != frm or (step.to > to and to != OFF):
                        continue
                    rest = todo[:j] + todo[j + 1 :]
                    if step.to != to:
                        rest = tuple(sorted((*rest, (step.to, to))))
                    unwritten_hit = step.hit and step.to != to
                    hop(own2, opp2, left[:i] + left[i + 1 :], rest, hidden + unwritten_hit)

    hop(own, opp, dice, tuple(sorted(segments)), 0)
    return found


_WRITTEN_NUMBER = re.compile(r"(?<![\d(])(\d{1,2})(?=[*/(\s]|$)")
"""A point written as a standard number in a play (not the count of ``(2)``)."""


def renamed(text: str, name: Callable[[int], str]) -> str:
    """A written play with its standard point numbers written by ``name`` instead (``24/18 13/8`` → ``a/g
    l/q`` for Black in Révertier); anything else is kept as written."""

    def one(match: re.Match[str]) -> str:
        n = int(match.group(1))
        return name(25 - n) if 1 <= n <= 24 else match.group(1)

    return _WRITTEN_NUMBER.sub(one, text)
