"""What test_input.py and test_keyboard.py share: the board's published targets, and moving the
keyboard's focus ring to a target with the arrow keys only."""

from __future__ import annotations

import json

from play_helpers import STEP_TIMEOUT_MS

ARROWS = {(1, 0): "ArrowRight", (-1, 0): "ArrowLeft", (0, 1): "ArrowDown", (0, -1): "ArrowUp"}


def targets(page) -> dict[str, list[float]]:  # noqa: ANN001
    """Centres of the board's targets in CSS pixels of the canvas (``data-targets``)."""
    return json.loads(page.get_attribute("#board", "data-targets"))


def page_point(page, spot: str) -> tuple[float, float]:  # noqa: ANN001
    """The page coordinates of the centre of target ``spot``."""
    box = page.locator("#board").bounding_box()
    x, y = targets(page)[spot]
    return box["x"] + x, box["y"] + y


def mirror_line(page, key: str) -> str:  # noqa: ANN001
    return page.text_content(f"#mirror-list li[data-key='{key}']")


RING = """() => { const board = document.getElementById("board");
  return [board.getAttribute("data-focus"), JSON.parse(board.dataset.targets || "{}")]; }"""


def ring(page) -> tuple[str | None, dict[str, list[float]]]:  # noqa: ANN001
    """Where the focus ring is (``data-focus``) and the board's targets, read in one call."""
    focus, spots = page.evaluate(RING)
    return focus, spots


def focus_on(page, name: str, limit: int = 80) -> int:  # noqa: ANN001
    """Press arrow keys until the board's focus ring is on ``name``; return the number of presses.

    Each press goes towards the target along the axis with the longer distance; when that press does not
    move the ring (nothing further that way) or comes back to a target already seen, the other axis."""
    page.wait_for_function(  # the board publishes its targets at each redraw, a frame after a step lands
        "name => name in JSON.parse(document.getElementById('board').dataset.targets || '{}')",
        arg=name,
        timeout=STEP_TIMEOUT_MS,
    )
    seen: set[str] = set()
    focus, spots = ring(page)
    for presses in range(limit):
        if focus == name:
            return presses
        if focus not in spots:
            page.keyboard.press("ArrowRight")  # the first press shows the ring where the board puts it
            focus, spots = ring(page)
            continue
        (fx, fy), (tx, ty) = spots[focus], spots[name]
        dx, dy = tx - fx, ty - fy
        axes = [(1 if dx > 0 else -1, 0), (0, 1 if dy > 0 else -1)]
        if abs(dy) > abs(dx):
            axes.reverse()
        if focus in seen and abs(dx) > 1 and abs(dy) > 1:
            axes.reverse()
        seen.add(focus)
        was = focus
        for axis in axes:
            if axis[0] and abs(dx) <= 1 or axis[1] and abs(dy) <= 1:
                continue
            page.keyboard.press(ARROWS[axis])
            focus, spots = ring(page)
            if focus != was:
                break
        else:
            focus, spots = ring(page)
    raise AssertionError(f"the arrow keys did not bring the focus to {name} (it is on {focus})")


def wait_line(page, key: str, words: str, present: bool = True) -> str:  # noqa: ANN001
    """Wait until the mirror's item ``key`` contains ``words`` (or no longer does); the mirror follows each
    redraw, one animation frame after the key or tap."""
    page.wait_for_function(
        "([key, words, present]) => { const item = document.querySelector(`#mirror-list li[data-key='${key}']`);"
        " return !!item && item.textContent.includes(words) === present; }",
        arg=[key, words, present],
        timeout=STEP_TIMEOUT_MS,
    )
    return mirror_line(page, key)
