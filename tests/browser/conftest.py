"""Fixtures for browser tests: the built site served on 127.0.0.1 and headless Debian Chromium."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_site import CHROMIUM, CHROMIUM_ARGS, SiteServer, Watch, build


@pytest.fixture(scope="session")
def dist() -> Path:
    """Build dist/ once per test session."""
    try:
        build.build()
    except build.BuildError as exc:
        pytest.fail(f"build failed: {exc}")
    return build.DIST


@pytest.fixture(scope="session")
def playwright_instance():  # noqa: ANN201
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium (the test script does this)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture
def server(dist: Path) -> Iterator[SiteServer]:
    site = SiteServer(dist)
    yield site
    site.stop()


@pytest.fixture
def subpath_server(dist: Path) -> Iterator[SiteServer]:
    """dist/ served under /games/tablier/, as on a GitHub Pages project site."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "games").mkdir()
        (Path(tmp) / "games" / "tablier").symlink_to(dist)
        site = SiteServer(Path(tmp), prefix="games/tablier/")
        yield site
        site.stop()


def watched_context(playwright, profile: Path, **options):  # noqa: ANN001, ANN201, ANN003
    """A fresh persistent Chromium profile (so the service worker can be tested) and its watch."""
    context = playwright.chromium.launch_persistent_context(
        user_data_dir=str(profile), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, **options
    )
    watch = Watch()
    watch.attach(context)
    yield context, watch
    context.close()


@pytest.fixture
def browser_context(playwright_instance, tmp_path: Path):  # noqa: ANN001, ANN201
    """A 1024×768 desktop page and its watch."""
    yield from watched_context(playwright_instance, tmp_path / "profile", viewport={"width": 1024, "height": 768})


@pytest.fixture
def phone_context(playwright_instance, tmp_path: Path):  # noqa: ANN001, ANN201
    """A 390×844 touch phone at 3× density with reduced motion, and its watch."""
    yield from watched_context(
        playwright_instance,
        tmp_path / "phone",
        viewport={"width": 390, "height": 844},
        device_scale_factor=3,
        has_touch=True,
        is_mobile=True,
        reduced_motion="reduce",
    )
