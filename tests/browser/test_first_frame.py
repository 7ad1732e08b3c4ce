"""The board's static first frame (assets/first-paint.js): painted before MicroPython is up, then taken over
by MicroPython's first paint with the same pixels (no visible jump), in both palettes and at any pixel ratio.

MicroPython's wasm is held back by a route until the static frame has been checked, so the test proves
the order; it fails on any console error, as every browser test does.
"""

from __future__ import annotations

import pytest
from browser_site import wait_ready

pytestmark = pytest.mark.browser

# The canvas's pixels: how many distinct colours (sampled), and a copy kept in the page for the comparison.
SNAPSHOT = """(name) => {
    const canvas = document.getElementById('board');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    window[name] = {width: canvas.width, height: canvas.height, data: Array.from(data)};
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4 * 97) colours.add(data[i] + ',' + data[i + 1] + ',' + data[i + 2]);
    const centre = 4 * (Math.floor(canvas.height / 2) * canvas.width + Math.floor(canvas.width / 2));
    return {width: canvas.width, height: canvas.height, colours: colours.size,
            centre: [data[centre], data[centre + 1], data[centre + 2]]};
}"""
# Pixels whose colour differs by more than a rounding step between the two frames, and their share.
DIFFERENCE = """() => {
    const a = window.staticFrame, b = window.micropythonFrame;
    if (a.width !== b.width || a.height !== b.height) return {sized: false, share: 1};
    let differ = 0;
    for (let i = 0; i < a.data.length; i += 4) {
        const d = Math.max(Math.abs(a.data[i] - b.data[i]), Math.abs(a.data[i + 1] - b.data[i + 1]),
                           Math.abs(a.data[i + 2] - b.data[i + 2]), Math.abs(a.data[i + 3] - b.data[i + 3]));
        if (d > 2) differ += 1;
    }
    return {sized: true, share: differ / (a.data.length / 4)};
}"""


def first_frames(context, url: str, contrast: str | None):  # noqa: ANN001, ANN201
    """Open ``url`` with MicroPython held back; answer the static frame, MicroPython's, and the page."""
    page = context.pages[0] if context.pages else context.new_page()
    if contrast is not None:
        page.add_init_script(f"localStorage.setItem('tablier.contrast', '{contrast}')")
    held = []
    page.route("**/micropython.wasm", lambda route: held.append(route))
    page.goto(url, wait_until="commit")
    page.wait_for_selector("html[data-first-frame=static]", state="attached", timeout=15_000)
    page.wait_for_timeout(300)  # the page settles (layout, the observer's redraw) while MicroPython still waits
    assert held, "MicroPython's wasm was not requested: the test would prove nothing"
    assert page.get_attribute("html", "data-board") is None, "MicroPython drew before its wasm arrived"
    marks = page.evaluate("() => performance.getEntriesByName('tablier-board-static').length")
    assert marks == 1
    static = page.evaluate(SNAPSHOT, "staticFrame")
    for route in held:
        route.continue_()
    page.wait_for_selector("html[data-board=drawn]", state="attached", timeout=60_000)
    drawn = page.evaluate(SNAPSHOT, "micropythonFrame")
    return static, drawn, page


@pytest.mark.parametrize(("contrast", "query"), [(None, ""), ("more", ""), (None, "?game=portes&embed=1")])
def test_static_frame_before_micropython_then_same_pixels(server, browser_context, contrast, query) -> None:  # noqa: ANN001
    """The home screen in both palettes, and an embedded game (its compact layout set by the static frame too)."""
    context, watch = browser_context
    static, drawn, page = first_frames(context, server.url + query, contrast)
    assert static["width"] >= 320 and static["colours"] >= 3, f"the static frame is blank: {static}"
    felt = [255, 255, 255] if contrast == "more" else [0xE9, 0xDC, 0xC3]
    assert page.get_attribute("html", "data-contrast") == ("more" if contrast else "normal")
    difference = page.evaluate(DIFFERENCE)
    assert difference["sized"], f"MicroPython drew at another size: {static} then {drawn}"
    assert difference["share"] < 0.001, f"{difference['share']:.2%} of the pixels changed at MicroPython's paint"
    # The felt colour of the palette is on the board (the frame was drawn in the palette MicroPython uses).
    assert page.evaluate(
        """(felt) => {
            const d = window.staticFrame.data;
            for (let i = 0; i < d.length; i += 4) {
                if (d[i] === felt[0] && d[i + 1] === felt[1] && d[i + 2] === felt[2]) return true;
            }
            return false;
        }""",
        felt,
    )
    wait_ready(page)
    watch.assert_clean()


def test_static_frame_on_a_dense_phone(server, phone_context) -> None:  # noqa: ANN001
    """3× pixel ratio, portrait layout: the frame has the backing size MicroPython gives it, and the same pixels."""
    context, watch = phone_context
    static, drawn, page = first_frames(context, server.url, None)
    ratio = page.evaluate("() => devicePixelRatio")
    css_width = page.evaluate("() => document.getElementById('board').getBoundingClientRect().width")
    assert ratio == 3
    assert abs(static["width"] - max(300, int(css_width)) * 3) <= 1
    difference = page.evaluate(DIFFERENCE)
    assert difference["sized"], f"MicroPython drew at another size: {static} then {drawn}"
    assert difference["share"] < 0.001, f"{difference['share']:.2%} of the pixels changed at MicroPython's paint"
    wait_ready(page)
    watch.assert_clean()
