"""Screenshots of the home screen and of each board kind on a phone, a tablet and a desktop, compared with
committed baselines so that an accidental layout break fails.

Scenes (on one page): the home screen; Portes mid-game with the dice shown; Plakoto with a pinned checker;
Révertier with its talon and tête marks (the three tables games of seeded scripts, opened by their game links,
``#record=`` set in the open page: the same positions took 148 clicks a device to reach, and the clicks are
test_play_tables.py's and test_play_tables_games.py's; Plakoto's opens a few throws before the pin, which is made
by clicks); Dames Rabattues after a few throws and Reversi after a few moves, by clicks (the dice queued through
``?dice=``).  Deterministic: seeded dice, fixed
viewport and device scale factor, reduced motion (no dice or disc animation).

Each shot is saved in test-artifacts/ and compared with tests/browser/baselines/<name>.png: a pixel differs
when one of its channels differs by more than ``CHANNEL_TOLERANCE``; the shot fails when more than
``PIXEL_SHARE`` of its pixels differ (font hinting and anti-aliasing move a few pixels, a layout break moves
many).  The differing pixels are painted red in test-artifacts/<name>-diff.png.  Refresh the baselines
after an intended change of the layout with::

    UPDATE_BASELINES=1 .venv/bin/python -m pytest tests/browser/test_screenshots.py

and look at each new baseline before committing it.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from play_helpers import (
    ARTIFACTS,
    STEP_TIMEOUT_MS,
    assert_no_python_error,
    click_spot,
    late_part,
    play_script,
    scripted_game,
    settled,
    start,
)

from tablier import api

pytestmark = pytest.mark.browser

BASELINES = Path(__file__).resolve().parent / "baselines"
CHANNEL_TOLERANCE = 48
PIXEL_SHARE = 0.01
PIN_CLICKED_FROM = 8  # the Plakoto scene opens about this many actions before it and the pin is made by clicks
DEVICES = {
    "phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True},
    "tablet": {"viewport": {"width": 1024, "height": 768}, "has_touch": True},
    "desktop": {"viewport": {"width": 1440, "height": 900}},
}


def differing_share(shot: Image.Image, baseline: Image.Image, diff_path: Path) -> float:
    """The share of pixels of which one channel differs by more than the tolerance (a diff image is saved)."""
    if shot.size != baseline.size:
        return 1.0
    delta = ImageChops.difference(shot.convert("RGB"), baseline.convert("RGB"))
    mask = Image.eval(delta, lambda v: 255 if v > CHANNEL_TOLERANCE else 0).convert("L")
    mask = mask.point(lambda v: 255 if v else 0)
    differing = mask.histogram()[255]
    if differing:
        marked = shot.convert("RGB")
        marked.paste((230, 0, 0), mask=mask)
        marked.save(diff_path)
    return differing / (shot.size[0] * shot.size[1])


def check_shot(page, name: str, problems: list[str]) -> None:  # noqa: ANN001
    """Save the shot, then compare it with its baseline (or write the baseline with UPDATE_BASELINES=1)."""
    page.evaluate("for (const id of ['stage', 'play', 'home']) document.getElementById(id).scrollTop = 0")
    page.mouse.move(0, 0)  # no hover state on a button
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    baseline = BASELINES / f"{name}.png"
    if os.environ.get("UPDATE_BASELINES") == "1":
        BASELINES.mkdir(exist_ok=True)
        baseline.write_bytes(path.read_bytes())
        return
    if not baseline.exists():
        problems.append(f"{name}: no baseline (run with UPDATE_BASELINES=1 and look at it)")
        return
    with Image.open(path) as shot, Image.open(baseline) as expected:
        share = differing_share(shot, expected, ARTIFACTS / f"{name}-diff.png")
    if share > PIXEL_SHARE:
        problems.append(f"{name}: {share:.1%} of the pixels differ from the baseline (see {name}-diff.png)")


def pinned(view: dict) -> bool:
    """A Plakoto view with a pinned checker (``[seat, count, "pinned"]``)."""
    return any(len(stack) > 2 for point in view.get("points") or [] for stack in point)


def throws(count: int):  # noqa: ANN201
    """Dames Rabattues: click Roll ``count`` times (each throw resolves itself)."""

    def play(page) -> None:  # noqa: ANN001
        for done in range(1, count + 1):
            page.click("#roll")
            settled(page, actions=done)

    return play


def squares(plays: list[str]):  # noqa: ANN201
    """Reversi: click each square in turn."""

    def play(page) -> None:  # noqa: ANN001
        page.wait_for_selector("#board[data-targets]", state="attached", timeout=STEP_TIMEOUT_MS)
        for done, square in enumerate(plays, 1):
            click_spot(page, square)
            settled(page, actions=done)

    return play


def link(record: dict, script: list[tuple] | None = None):  # noqa: ANN201
    """A tables game opened where it stands by its link, set in the open page (from the home screen), then the
    scripted clicks from there if any."""
    from ui.store.transfer import encode_link

    def play(page) -> None:  # noqa: ANN001
        page.evaluate("link => { location.hash = link; }", encode_link(record))
        settled(page, actions=len(record["actions"]))
        if script:
            play_script(page, script, actions=len(record["actions"]))

    return play


def scenes() -> tuple[list[int], list[tuple]]:
    """The dice of every scene, in order, and the scenes: (name, game or None for a link, how to reach it)."""
    portes = scripted_game("portes", 75, 0, stop=lambda view: view["pips"][1] < 140)
    plakoto = scripted_game("plakoto", 6, 0, stop=pinned)
    revertier = scripted_game("revertier", 7, 0, stop=lambda view: view["pips"][0] < 340)
    rng = random.Random(5)
    dames = [rng.randint(1, 6) for _ in range(2 * 7)]
    reversi, answer = [], api.new_game("reversi")
    for _ in range(9):
        reversi.append(answer["view"]["legal"][0])
        answer = api.act(answer["record"], {"play": reversi[-1]})
    # Plakoto: the checker pinned by clicks, from the last throws before it.
    before_pin, plakoto_dice, plakoto_clicks = late_part(*plakoto, left=PIN_CLICKED_FROM)
    assert not pinned(api.view(before_pin)["view"])
    return plakoto_dice + dames, [
        ("tables", None, link(portes[2]["record"])),
        ("plakoto", None, link(before_pin, plakoto_clicks)),
        ("revertier", None, link(revertier[2]["record"])),
        ("dames", "dames-rabattues", throws(len(dames) // 2)),
        ("reversi", "reversi", squares(reversi)),
    ]


@pytest.mark.parametrize("device", list(DEVICES))
def test_screenshots_match_the_baselines(server, playwright_instance, tmp_path, device) -> None:  # noqa: ANN001
    from conftest import watched_context

    dice, plan = scenes()
    options = {**DEVICES[device], "device_scale_factor": 1, "reduced_motion": "reduce"}
    size = "{width}x{height}".format(**options["viewport"])
    problems: list[str] = []
    for context, watch in watched_context(playwright_instance, tmp_path / "profile", **options):
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(server.url + "?dice=" + ",".join(map(str, dice)))
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=90_000)
        check_shot(page, f"home-{size}", problems)
        for index, (name, game, reach) in enumerate(plan):
            if index:
                page.click("#to-home")
            if game is not None:
                start(page, game)
            reach(page)
            check_shot(page, f"{name}-{size}", problems)
        assert_no_python_error(page)
        watch.assert_clean()
    assert not problems, "\n".join(problems)
