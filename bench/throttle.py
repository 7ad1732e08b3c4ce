"""A slower machine for the browser: every thread of a Chromium limited to 1/factor of a CPU (bench/load.py).

CDP's CPU throttling slows a page's main thread but not its workers, so the "tablet class" figure of issue 15
needs another way.  Here each thread of the browser gets its own CPU cgroup (Linux cgroup v1 ``cpu``
controller) with a CFS quota of ``PERIOD_US / factor`` per ``PERIOD_US``: a thread that would run flat out
runs at a quarter of a CPU (factor 4), as on a device whose cores are four times slower.  Threads still run in
parallel (the machine's cores are shared by all of them, as a tablet's are), and a thread waiting on another
waits as it would there.

The browser is started through a small wrapper that writes its process id to a file; a watcher thread follows
the browser's processes (through /proc) and moves each new thread into a fresh cgroup within a few
milliseconds of its creation (until then it shares its creator's quota: slower, never faster).  It needs root
and the cgroup v1 ``cpu`` hierarchy at ``/sys/fs/cgroup/cpu``; ``unavailable()`` says why when they are
missing, and the bench then keeps its estimate from CPU times alone.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import threading
import time
from pathlib import Path

CGROUP_CPU = Path("/sys/fs/cgroup/cpu")
PERIOD_US = 10_000  # a short period: a throttled thread waits at most 7.5 ms for its next slice
POOL = 2000  # cgroups made ready before the browser starts (a visit starts about 150 threads)
SWEEP_S = 0.002


def unavailable() -> str | None:
    """Why threads cannot be throttled here, or None when they can."""
    if not (CGROUP_CPU / "cpu.cfs_quota_us").exists():
        return f"no cgroup v1 cpu controller at {CGROUP_CPU}"
    if not os.access(CGROUP_CPU, os.W_OK):
        return f"{CGROUP_CPU} is not writable (root needed)"
    return None


class ThreadThrottle:
    """``with ThreadThrottle(4) as throttle:`` launch Chromium with ``executable_path=throttle.executable``."""

    def __init__(self, factor: int, chromium: str) -> None:
        self.factor = factor
        self.root = CGROUP_CPU / f"tablier-throttle-{os.getpid()}"
        self.folder = Path(tempfile.mkdtemp(prefix="tablier-throttle-"))
        self.pid_file = self.folder / "browser.pid"
        self.executable = str(self.folder / "chromium")
        Path(self.executable).write_text(f'#!/bin/sh\necho $$ > "{self.pid_file}"\nexec "{chromium}" "$@"\n')
        Path(self.executable).chmod(0o755)
        self._stop = threading.Event()
        self._free: list[Path] = []
        self.watcher_cpu_s = 0.0

    def __enter__(self) -> ThreadThrottle:
        self.root.mkdir()
        for index in range(POOL):
            group = self.root / str(index)
            group.mkdir()
            (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
            (group / "cpu.cfs_quota_us").write_text(str(PERIOD_US // self.factor))
            self._free.append(group / "tasks")
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        for _ in range(50):  # the browser's threads leave their groups as they exit
            try:
                for group in self.root.iterdir():
                    if group.is_dir():
                        group.rmdir()
                self.root.rmdir()
                break
            except OSError:
                time.sleep(0.1)
        shutil.rmtree(self.folder, ignore_errors=True)

    def _place(self, tid: str) -> None:
        if not self._free:
            raise RuntimeError(f"more than {POOL} browser threads: raise POOL in bench/throttle.py")
        with contextlib.suppress(OSError):  # the thread may be gone already
            self._free.pop().write_text(tid)

    def _watch(self) -> None:
        """Follow the browsers started through the wrapper (one at a time): each new thread to its own group."""
        processes: set[int] = set()
        threads: set[str] = set()
        checked: set[str] = set()  # /proc entries looked at, so that only new ones are read
        browser = None
        while not self._stop.is_set():
            try:
                started = int(self.pid_file.read_text())
            except (OSError, ValueError):
                started = None
            if started is not None and started != browser:
                browser = started
                processes = {browser}
            if processes:
                for entry in os.listdir("/proc"):
                    if entry.isdigit() and entry not in checked:
                        checked.add(entry)
                        try:
                            stat = Path(f"/proc/{entry}/stat").read_text()
                        except OSError:
                            continue
                        if int(stat[stat.rindex(")") + 2 :].split()[1]) in processes:  # its parent is ours
                            processes.add(int(entry))
            for pid in list(processes):
                try:
                    tids = os.listdir(f"/proc/{pid}/task")
                except OSError:
                    processes.discard(pid)
                    continue
                for tid in tids:
                    if tid not in threads:
                        threads.add(tid)
                        self._place(tid)
            time.sleep(SWEEP_S)
        self.watcher_cpu_s = time.thread_time()
