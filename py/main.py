"""Main thread (MicroPython): draw the board at once, then wait for the engine worker.

No rules live here: the engine runs in the Pyodide worker named "engine" and
answers plain JSON strings.
"""

import json

from pyscript import document, window, workers
from pyscript.ffi import create_proxy

from ui.board import BoardCanvas
from ui.status import Status

status = Status(document)
board = BoardCanvas(document.getElementById("board"), window)
board.draw()
document.documentElement.setAttribute("data-board", "drawn")
window.performance.mark("tablier-board-drawn")
window.addEventListener("resize", create_proxy(lambda event: board.draw()))

status.show("Starting the rules engine…")
engine = await workers["engine"]  # noqa: F704 - PyScript runs this module with top-level await
info = json.loads(await engine.hello())  # noqa: F704
window.performance.mark("tablier-engine-ready")
status.ready("Engine ready (Python " + info["python"] + ", " + str(len(info["games"])) + " games)")
document.documentElement.setAttribute("data-engine", "ready")
