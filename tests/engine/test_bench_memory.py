"""bench/memory.py: the renderer's resident memory split by what it maps."""

from __future__ import annotations

import os
import re
from pathlib import Path

from bench_module import load_bench

memory = load_bench("memory")


def test_each_mapping_has_its_kind() -> None:
    kinds = {
        "/usr/lib/chromium/chromium": "code",
        "/memfd:shared-memory-region (deleted)": "shm",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf": "fonts",
        "/usr/lib/x86_64-linux-gnu/libc.so.6": "files",
        "[heap]": "anon",
        "": "anon",
    }
    assert {name: memory.kind_of(name) for name in kinds} == kinds
    assert set(kinds.values()) == set(memory.KINDS)


def test_the_kinds_add_up_to_the_whole_resident_memory() -> None:
    """This process's RSS by kind sums to its VmRSS (read just after; a few MB may move meanwhile)."""
    kinds = memory.resident_by_kind(os.getpid())
    status = Path(f"/proc/{os.getpid()}/status").read_text()
    found = re.search(r"VmRSS:\s+(\d+)", status)
    assert found is not None
    rss = int(found.group(1)) / 1024
    assert set(kinds) <= set(memory.KINDS) and kinds["anon"] > 0 and kinds["files"] > 0
    assert abs(sum(kinds.values()) - rss) < 0.05 * rss + 2


def test_a_process_gone_has_nothing_resident() -> None:
    assert memory.resident_by_kind(2**22 + 12345) == {}
