"""A destination several dice away: the routes to it, found by asking the engine one step at a time.

The main thread knows no rules.  From the view's destinations (single steps, each with its die) it tries
each step out of the chosen checker with the worker's ``turn`` and looks at the destinations after it,
until it reaches the tapped point or runs out of dice.  Routes that start with different dice pass
through different points: when they end in the same position (the engine writes both as the same play,
e.g. 24/18), the first is played; when they do not (one hits a blot on the way, or pins a checker in
Plakoto), the board's die chooser opens.  None: the engine explains why the move is refused (a probe).
See docs/ui.md.
"""


def _unused(view):
    return sum(1 for die in view.get("dice") or [] if not die["used"])


async def _walk(play, view, steps, at, to, left):
    """Every list of steps taking the checker on ``at`` to ``to`` with at most ``left`` dice, after ``steps``."""
    found = []
    if left < 2:
        return found
    tried = []
    for dest in view.get("destinations") or []:
        if dest["from"] != at or dest["to"] in ("off", to) or (dest["to"], dest["die"]) in tried:
            continue
        tried.append((dest["to"], dest["die"]))
        step = [at, dest["to"], dest["die"]]
        answer = await play.engine.call("turn", {"record": play.record, "steps": steps + [step], "lang": play.lang})
        if "error" in answer:
            continue
        after = answer["view"]
        last = [d["die"] for d in after.get("destinations") or [] if d["from"] == dest["to"] and d["to"] == to]
        if last:
            found.append([step, [dest["to"], to, last[0]]])
            continue
        for rest in await _walk(play, after, steps + [step], dest["to"], to, left - 1):
            found.append([step] + rest)
    return found


def _first_dice(routes):
    """One route per first die (the same dice in the same order make the same move)."""
    kept = []
    for route in routes:
        if all(other[0][2] != route[0][2] for other in kept):
            kept.append(route)
    return kept


async def distinct(play, routes):
    """The routes that end in different positions (the engine's view after each: points, bar, trays)."""
    kept, ends = [], []
    for route in _first_dice(routes):
        answer = await play.engine.call("turn", {"record": play.record, "steps": play.steps + route, "lang": play.lang})
        view = answer.get("view") or {}
        end = (view.get("points"), view.get("bar"), view.get("off"))
        if "error" not in answer and end not in ends:
            kept.append(route)
            ends.append(end)
    return kept


async def reach(play, frm, to):
    """Move the checker on ``frm`` to ``to`` with several dice: play the one route (or the routes' common
    result), offer the choice of the first die when the results differ, or show the engine's explanation."""
    if play.busy:
        return
    generation = play.generation
    view = play.view
    play._set_busy(True)
    try:
        routes = await distinct(play, await _walk(play, view, play.steps, frm, to, _unused(view)))
    finally:
        if generation == play.generation:
            play._set_busy(False)
    if generation != play.generation or play.view is not view:
        return
    if not routes:
        await play._turn(play.steps, [frm, to])
    elif len(routes) == 1:
        play.renderer.selected = None
        await play._turn(play.steps + routes[0])
    else:
        play.renderer.offer(to, routes)
        play.canvas.show(play.renderer, play.view)
