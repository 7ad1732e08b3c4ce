"""A brute-force reference generator for Plakoto and Fevga, written from rules.md §0, §6.3–6.4.

It shares nothing with the engine's generator: the board is physical, 24
absolute points A0..A23, each a stack of seats from bottom to top (a pinned
checker is simply one with an opposing checker above it), plus checkers off.
Every sequence of single moves over every order of the dice is enumerated
(a pure cache avoids repeating identical sub-searches), then the rules are
applied as written: most dice, else the higher die; Fevga's two end-of-play
block rules unless unavoidable; Plakoto's plays cut at the first single move
that ends the game (mother rule, last checker off).  Results are compared with
the engine as sets of resulting positions.
"""

from __future__ import annotations

from functools import cache

from tablier.tables import Position

Board = tuple[tuple[tuple[int, ...], ...], tuple[int, int]]
"""(24 stacks of seats bottom→top, (S off, N off))."""


# --- geometry, straight from the table of rules.md §0.2 ----------------------------------------
@cache
def abs_point(game: str, seat: int, r: int) -> int:
    if seat == 0:
        return 24 - r
    return r - 1 if game == "plakoto" else (12 - r) % 24


@cache
def route(game: str, seat: int, a: int) -> int:
    return next(r for r in range(1, 25) if abs_point(game, seat, r) == a)


# --- conversion to and from the engine's positions ------------------------------------------------
def from_engine(game: str, position: Position) -> Board:
    stacks: list[list[int]] = [[] for _ in range(24)]
    pinned: set[tuple[int, int]] = set()
    for seat in (0, 1):
        side = position[seat]
        mask = side[26] if len(side) > 26 else 0
        for r in range(1, 25):
            if mask >> r & 1:
                pinned.add((seat, abs_point(game, seat, r)))
    for a in range(24):
        for seat in (0, 1):
            if (seat, a) in pinned:
                stacks[a].append(seat)  # the pinned checker lies at the bottom
        for seat in (0, 1):
            if (seat, a) not in pinned:
                stacks[a].extend([seat] * position[seat][route(game, seat, a)])
    return tuple(tuple(s) for s in stacks), (position[0][25], position[1][25])


def to_engine(game: str, board: Board) -> Position:
    stacks, off = board
    sides = []
    for seat in (0, 1):
        counts = [0] * 26
        counts[25] = off[seat]
        mask = 0
        for a, stack in enumerate(stacks):
            r = route(game, seat, a)
            counts[r] = stack.count(seat)
            if stack and stack[0] == seat and stack[-1] != seat:
                mask |= 1 << r
        sides.append(tuple(counts) + ((mask,) if game == "plakoto" else ()))
    return Position(*sides)


# --- the rules -------------------------------------------------------------------------------------
def checkers(game: str, board: Board, seat: int) -> list[int]:
    """Route indices of ``seat``'s checkers on the board, one entry per checker."""
    return [route(game, seat, a) for a, stack in enumerate(board[0]) for s in stack if s == seat]


def is_pinned(stack: tuple[int, ...], seat: int) -> bool:
    return bool(stack) and stack[0] == seat and stack[-1] != seat


def single_moves(game: str, board: Board, seat: int, die: int, options: dict) -> list[Board]:
    stacks, off = board
    other = 1 - seat
    mine = checkers(game, board, seat)
    if game == "fevga":
        target = 19 if options.get("postillon") == "last-quarter" else 13
        if not any(r >= target for r in mine) and not off[seat]:
            ahead = max(mine)
            allowed = {ahead} if ahead > 1 else {1}
        else:
            allowed = set(mine)
    else:
        allowed = set(mine)
    results = []
    for a, stack in enumerate(stacks):
        if not stack or stack[-1] != seat:
            continue  # no checker of the mover on top here (none, or pinned under an opponent)
        r = route(game, seat, a)
        if r not in allowed:
            continue
        t = r + die
        new = list(stacks)
        new_off = list(off)
        if t <= 24:
            b = abs_point(game, seat, t)
            dest = stacks[b]
            if game == "plakoto":
                if dest.count(other) >= 2 or is_pinned(dest, seat):
                    continue
            elif other in dest:
                continue
            new[a] = stack[:-1]
            new[b] = (*dest, seat)
        else:
            if min(mine) < 19:
                continue
            if game == "plakoto" and any(is_pinned(s, seat) for s in stacks):
                continue
            if t > 25:
                if min(mine) < r:
                    continue
                if options.get("connection") and not all(
                    seat in stacks[abs_point(game, seat, x)] for x in range(r, 25)
                ):
                    continue
            new[a] = stack[:-1]
            new_off[seat] += 1
        results.append((tuple(new), (new_off[0], new_off[1])))
    return results


def plakoto_end(board: Board) -> bool:
    """Mother rule and bear-off end, read from the board (§6.3)."""
    stacks, off = board
    if 15 in off:
        return True
    mother = []
    for seat in (0, 1):
        start = stacks[abs_point("plakoto", seat, 1)]
        mother.append(start.count(seat) == 1 and is_pinned(start, seat))
    starts_empty = [seat not in stacks[abs_point("plakoto", seat, 1)] for seat in (0, 1)]
    if mother[0] and mother[1]:
        return True
    return (mother[1] and starts_empty[0]) or (mother[0] and starts_empty[1])


def fevga_flags(board: Board, seat: int, options: dict) -> bool:
    """True if the board breaks one of Fevga's two block rules for ``seat`` (§6.4, §9.15)."""
    stacks, _ = board
    held = [seat in stacks[abs_point("fevga", seat, r)] for r in range(1, 25)]
    if all(held[0:6]):
        return True
    other = 1 - seat
    theirs = [route("fevga", other, a) for a, stack in enumerate(stacks) for s in stack if s == other]
    if not theirs:
        return False
    # The barrier stands in front of the blocked player (seed 004, Remarque 2: « barrière de six positions »,
    # « rassemblé tous ses pions derrière la barrière »): six consecutive points of *his* route, wherever
    # they fall on the blocker's own route (across the blocker's r24/r1 too).
    for start in range(1, 20):
        block = [abs_point("fevga", other, c) for c in range(start, start + 6)]
        if not all(seat in stacks[a] for a in block):
            continue
        if options.get("release") == "adjacent":
            if all(c == start - 1 for c in theirs):
                return True
        elif all(c < start for c in theirs):
            return True
    return False


def legal_results(game: str, position: Position, seat: int, roll: tuple[int, int], options: dict) -> set[Position]:
    """Every legal resulting position (rules.md §0.4 with the game's rules)."""
    a, b = roll
    dice = (a,) * 4 if a == b else (a, b)

    @cache
    def search(board: Board, left: tuple[int, ...], cut: Board | None) -> frozenset:
        """(dice used in order, final board, board at the first game end or None) per leaf."""
        found = set()
        for die in set(left):  # any remaining die may be played next
            rest = list(left)
            rest.remove(die)
            rest = tuple(rest)
            for after in single_moves(game, board, seat, die, options):
                ended = cut
                if ended is None and game == "plakoto" and plakoto_end(after):
                    ended = after
                for used, final, end in search(after, rest, ended):
                    found.add(((die, *used), final, end))
        if not found:
            found.add(((), board, cut))
        return frozenset(found)

    leaves = search(from_engine(game, position), tuple(sorted(dice)), None)
    most = max(len(used) for used, _, _ in leaves)
    kept = [leaf for leaf in leaves if len(leaf[0]) == most]
    if most == 1 and a != b and any(leaf[0][0] == max(a, b) for leaf in kept):
        kept = [leaf for leaf in kept if leaf[0][0] == max(a, b)]
    if game == "fevga":
        finals = {final for _, final, _ in kept}
        good = {final for final in finals if not fevga_flags(final, seat, options)}
        return {to_engine(game, final) for final in good or finals}
    return {to_engine(game, board) for board in {end if end is not None else final for _, final, end in kept}}
