"""The engine worker seen from the main thread: one awaitable call per API function, JSON text both ways.

The worker is started by assets/engine.js, which build.py writes into the page; ``window.tablierEngine`` is
its handle: ``ready`` (hello's JSON text) and ``call(name, json_text)``.
"""

import json


class Engine:
    """Wraps ``window.tablierEngine``: ``await engine.call("act", {...})`` returns the decoded answer."""

    def __init__(self, worker):
        self.worker = worker

    def start(self, name, payload):
        """Start a call now and return its promise (to await later, e.g. after an animation)."""
        return self.worker.call(name, json.dumps(payload))

    async def call(self, name, payload):
        return json.loads(await self.start(name, payload))

    async def parse(self, pending):
        """Await a promise from start() and decode its JSON answer."""
        return json.loads(await pending)
