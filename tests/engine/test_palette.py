"""Colour-blind readability of the boards' palette (issue 8: "both colour schemes readable for colour-blind
players"): the two checker colours are told apart by lightness and by their outlines, not by hue.

Reads ``py/ui/boards/draw.py`` (plain Python: its colours in both palettes, and ``man_colours``) and measures WCAG 2
contrast ratios of relative luminance, also after simulating protanopia, deuteranopia and tritanopia (Machado,
Oliveira and Fernandes 2009, severity 1.0), which changes hue but must not make the two sides look alike.
"""

from __future__ import annotations

import pytest

from ui.boards import draw

SIMULATIONS = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
WCAG_AA_TEXT = 4.5
WCAG_AA_GRAPHICS = 3.0


def linear(colour: str) -> tuple[float, float, float]:
    """sRGB ``#rrggbb`` to linear RGB (WCAG 2)."""
    values = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    return tuple(v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in values)


@pytest.fixture(autouse=True, params=sorted(draw.PALETTES))
def palette(request: pytest.FixtureRequest):  # noqa: ANN201
    """Every test in both colour schemes: the normal one and high contrast (the page's switch)."""
    draw.use_palette(request.param)
    yield request.param
    draw.use_palette("normal")


def luminance(colour: str, vision: str = "normal") -> float:
    rgb = linear(colour)
    seen = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True)))) for row in SIMULATIONS[vision]]
    return 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2]


def contrast(a: str, b: str, vision: str = "normal") -> float:
    high, low = sorted((luminance(a, vision), luminance(b, vision)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("vision", list(SIMULATIONS))
def test_the_two_checker_fills_differ_by_lightness(vision: str) -> None:
    """Light against dark checkers: far beyond the text contrast of WCAG AA, whatever the colour vision."""
    (light, _), (dark, _) = draw.man_colours(0), draw.man_colours(1)
    assert contrast(light, dark, vision) >= 3 * WCAG_AA_TEXT


@pytest.mark.parametrize("vision", list(SIMULATIONS))
@pytest.mark.parametrize("seat", [0, 1])
def test_each_checker_has_an_outline_that_stands_out(vision: str, seat: int) -> None:
    """Each checker's outline contrasts with its own fill, so a checker shows its edge on any point."""
    fill, edge = draw.man_colours(seat)
    assert contrast(fill, edge, vision) >= WCAG_AA_TEXT


@pytest.mark.parametrize("vision", list(SIMULATIONS))
@pytest.mark.parametrize("ground", ["FELT", "POINT_DARK", "POINT_LIGHT", "WOOD_DARK"])
def test_every_checker_stands_out_on_every_ground(vision: str, ground: str) -> None:
    """On the felt, both colours of points and the bar, a checker's fill or its outline reaches the
    contrast WCAG AA asks of graphics (1.4.11), so no checker melts into the board."""
    colour = getattr(draw, ground)
    for seat in (0, 1):
        fill, edge = draw.man_colours(seat)
        assert max(contrast(fill, colour, vision), contrast(edge, colour, vision)) >= WCAG_AA_GRAPHICS


def test_the_contrast_is_not_carried_by_hue() -> None:
    """The fills are near-neutral (no channel far from the others), so the difference is lightness."""
    for seat in (0, 1):
        fill, _ = draw.man_colours(seat)
        channels = [int(fill[i : i + 2], 16) for i in (1, 3, 5)]
        assert max(channels) - min(channels) <= 40, f"seat {seat}'s checkers {fill} are told by hue"
