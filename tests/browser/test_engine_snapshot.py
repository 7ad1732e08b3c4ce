"""The engine worker's memory snapshot (assets/engine-worker.js; README, *Why the worker boots itself*).

A first visit boots Python and saves a snapshot of the engine's heap in the origin private file system, with
Pyodide's wasm beside it; later visits restore the heap and compile the stored wasm.  A restored heap must not
replay the randomness of the one it was made from, and a damaged snapshot or wasm must never trap a player: it is
refused, the boot goes on without it, and it is replaced.
"""

from __future__ import annotations

import json

import pytest
from browser_site import READY_TIMEOUT_MS, wait_ready

pytestmark = pytest.mark.browser

SNAPSHOTS = "tablier-engine-snapshots"
OLD_CACHE = "tablier.engine-snapshots"


def visit(page, url: str, boot: str, wasm: str | None = None) -> None:  # noqa: ANN001
    """Open the app; the engine must be ready and have booted as ``boot`` says ("fresh" or "snapshot"), from
    the wasm as ``wasm`` says ("stored" or "fetched") if given."""
    page.goto(url)
    wait_ready(page)
    assert page.get_attribute("html", "data-engine-boot") == boot
    if wasm:
        assert page.get_attribute("html", "data-engine-wasm") == wasm


def wait_saved(page) -> None:  # noqa: ANN001
    page.wait_for_selector("html[data-engine-snapshot=saved]", state="attached", timeout=READY_TIMEOUT_MS)


def new_game_seed(page) -> int:  # noqa: ANN001
    """Start a hot-seat Portes game and throw the roll-off by a click: the engine answers after a restore."""
    page.check('input[name=game][value="portes"]')
    page.click("#start")
    page.wait_for_selector("#play[data-phase=roll][data-busy=false]", timeout=READY_TIMEOUT_MS)
    page.click("#roll")
    page.wait_for_selector("#play[data-actions='1']", state="attached", timeout=READY_TIMEOUT_MS)
    return json.loads(page.get_attribute("#play", "data-record"))["seed"]


FILES = """async (folderName) => {
  const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(folderName);
  const files = [];
  for await (const [name, handle] of folder.entries()) {
    const file = await handle.getFile();
    files.push([name, file.size, new DataView(await file.slice(0, 16).arrayBuffer()).getUint32(4)]);
  }
  return files;
}"""


def the_snapshot(page) -> tuple[int, int]:  # noqa: ANN001
    """The stored size and the heap's length of the one snapshot file, whose name must end with that length."""
    files = [file for file in page.evaluate(FILES, SNAPSHOTS) if file[0].endswith(".heap")]
    assert len(files) == 1, f"the folder should hold one snapshot: {files}"
    name, stored, heap = files[0]
    assert name.endswith(f"-{heap}.heap"), f"{name} does not give its heap's length, {heap}"
    return stored, heap


def the_wasm(page) -> int:  # noqa: ANN001
    """The length of the one stored wasm, as its 16-byte header gives it; the file holds that and the header."""
    files = [file for file in page.evaluate(FILES, SNAPSHOTS) if file[0].endswith(".wasm")]
    assert len(files) == 1, f"the folder should hold one wasm: {files}"
    _, stored, length = files[0]
    assert stored == 16 + length
    return length


def assert_restored_after_the_page(page) -> None:  # noqa: ANN001
    """A return visit's heaviest boot work, the stored wasm's compile and the heap's restore, waited until the page
    had shown its screens (assets/engine-worker.js, *The page first*): the worker's phases say when each came."""
    phases = json.loads(page.get_attribute("html", "data-engine-boot-ms"))
    page_up = [ms for name, ms in phases.items() if name.startswith("page: ")]
    assert page_up and "page: shown" in phases, f"the page never said its screens were shown: {phases}"
    assert phases["wasm compiled"] >= page_up[0] and phases["pyodide restored"] >= page_up[0], phases


def test_snapshot_is_saved_then_restored_with_fresh_seeds(dist, server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    visit(page, server.url, "fresh")
    # Earlier versions kept their snapshot in Cache Storage; the worker saves its own after 2 s of idle time.
    page.evaluate(f"async () => (await caches.open('{OLD_CACHE}')).put('old', new Response('heap'))")
    wait_saved(page)
    assert OLD_CACHE not in page.evaluate("() => caches.keys()"), "the old snapshot cache is still there"
    stored, heap = the_snapshot(page)
    assert stored < 0.9 * heap, f"the heap's zero pages were stored: {stored} bytes for a heap of {heap}"
    assert the_wasm(page) == (dist / "pyodide" / "pyodide.asm.wasm").stat().st_size
    seeds = []
    for _ in range(2):  # two boots from the one snapshot, and the stored wasm
        visit(page, server.url, "snapshot", "stored")
        assert page.get_attribute("html", "data-engine-snapshot") is None, "a restored boot saves nothing"
        assert_restored_after_the_page(page)
        seeds.append(new_game_seed(page))
    assert seeds[0] != seeds[1], "two boots from one snapshot started games with the same seed"
    # A restored Python was given an empty standard library and no engine files (the heap has every module its
    # calls need); once the worker is idle it writes them: the whole library, and the engine's wheel.
    page.wait_for_selector("html[data-engine-files]", state="attached", timeout=READY_TIMEOUT_MS)
    files = json.loads(page.get_attribute("html", "data-engine-files"))
    assert files["stdlib"] == (dist / "pyodide" / "python_stdlib.zip").stat().st_size
    assert files["engine"] == next((dist / "wheels").glob("tablier-*.whl")).stat().st_size
    watch.assert_clean()


STORED_FILE = """
  // Both files (assets/engine-worker.js): a 16-byte big-endian header (the magic, a length, the checksum, then the
  // heap's prefix length or 0), then the stored bytes.  The checksum is a 32-bit FNV-1a over the stored bytes'
  // 32-bit words (then the odd bytes), from 0x811c9dc5 xor the header's length.
  const checksum = (stored, length) => {
    const words = new Uint32Array(stored.buffer, stored.byteOffset, stored.length >>> 2);
    let hash = 0x811c9dc5 ^ length;
    for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 0x01000193);
    for (let i = words.length * 4; i < stored.length; i++) hash = Math.imul(hash ^ stored[i], 0x01000193);
    return hash >>> 0;
  };
  const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(folderName);
  const names = [];
  for await (const name of folder.keys()) if (name.endsWith(suffix)) names.push(name);
  const file = await folder.getFileHandle(names[0]);
  const bytes = new Uint8Array(await (await file.getFile()).arrayBuffer());
  const header = new DataView(bytes.buffer, 0, 16);
  const stored = bytes.subarray(16);
  const length = header.getUint32(4);
  if (header.getUint32(8) !== checksum(stored, length)) return "the stored checksum is not the file's";
"""
"""The file of ``suffix`` in the folder ``folderName``, read and its checksum checked (a script's opening lines)."""

CORRUPT = (
    """async ([folderName, damage]) => {
  // The snapshot: its name ends with "-<the heap's length>.heap"; its header holds "TBS2", the heap's length, the
  // checksum and the prefix's length; its stored bytes are the page bitmap, the prefix and the non-zero pages.
  const suffix = ".heap";"""
    + STORED_FILE
    + """  if (damage === "name") {
    // the same bytes under a name with another length: Pyodide would size its memory wrong
    const renamed = names[0].replace(/-([0-9]+)[.]heap$/, (_, n) => `-${Number(n) + 65536}.heap`);
    if (renamed === names[0]) return "no length in the file's name";
    const copy = await (await folder.getFileHandle(renamed, { create: true })).createWritable();
    await copy.write(bytes);
    await copy.close();
    await folder.removeEntry(names[0]);
    return names.length;
  }
  if (damage === "content") {
    const prefix = header.getUint32(12), pages = Math.ceil((length - prefix) / 4096);
    const at = (Math.ceil(pages / 8) + 3) & ~3;  // after the bitmap: Pyodide's own header, then the heap
    crypto.getRandomValues(stored.subarray(at, at + prefix));
    header.setUint32(8, checksum(stored, length));
  } else {
    stored[stored.length >> 1] ^= 0xff;  // one byte in the middle: the stored checksum no longer matches
  }
  const writable = await file.createWritable();
  await writable.write(bytes);
  await writable.close();
  return names.length;
}"""
)


@pytest.mark.parametrize("damage", ["checksum", "content", "name"])
def test_a_damaged_snapshot_is_refused_and_replaced(server, browser_context, damage: str) -> None:  # noqa: ANN001
    """``checksum``: a byte changed, caught by the stored checksum.  ``content``: garbage with a matching checksum,
    caught by Pyodide's own checks.  ``name``: the file's name gives another heap length than its header (Pyodide
    sizes its memory by the name's).  Either way the engine boots fresh, plays, and a new snapshot is saved, the
    only one in the folder."""
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    visit(page, server.url, "fresh")
    wait_saved(page)
    assert page.evaluate(CORRUPT, [SNAPSHOTS, damage]) == 1
    visit(page, server.url, "fresh")
    new_game_seed(page)
    wait_saved(page)
    visit(page, server.url, "snapshot")
    the_snapshot(page)
    watch.assert_clean()


DAMAGE_WASM = (
    """async ([folderName, damage]) => {
  // The stored wasm: its header holds "TBW1", the wasm's length and the checksum; its stored bytes are the wasm.
  const suffix = ".wasm";"""
    + STORED_FILE
    + """  if (damage === "content") {  // its first kilobytes (magic number, types) garbled, the checksum kept
    crypto.getRandomValues(stored.subarray(0, 4096));
    header.setUint32(8, checksum(stored, length));
  } else {
    stored[stored.length >> 1] ^= 0xff;  // one byte in the middle: the stored checksum no longer matches
  }
  const writable = await file.createWritable();
  await writable.write(bytes);
  await writable.close();
  return names.length;
}"""
)


@pytest.mark.parametrize("damage", ["checksum", "content"])
def test_a_damaged_stored_wasm_is_refused_and_replaced(server, browser_context, damage: str) -> None:  # noqa: ANN001
    """``checksum``: a byte changed, caught by the stored checksum.  ``content``: garbage with a matching checksum,
    caught by the wasm's compile.  Either way the snapshot is still restored, with a fetched wasm, the engine plays,
    and once it is idle the wasm is saved again, for the next visit."""
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    visit(page, server.url, "fresh", "fetched")
    wait_saved(page)
    assert page.evaluate(DAMAGE_WASM, [SNAPSHOTS, damage]) == 1
    visit(page, server.url, "snapshot", "fetched")
    new_game_seed(page)
    page.wait_for_selector("html[data-engine-wasm-saved]", state="attached", timeout=READY_TIMEOUT_MS)
    visit(page, server.url, "snapshot", "stored")
    the_wasm(page)
    watch.assert_clean()
