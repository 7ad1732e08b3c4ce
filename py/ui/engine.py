"""The engine worker seen from the main thread: one awaitable call per API function, JSON text both ways."""

import json


class Engine:
    """Wraps the worker proxy: ``await engine.call("act", {...})`` returns the decoded answer."""

    def __init__(self, worker):
        self.worker = worker

    def start(self, name, payload):
        """Start a call now and return its promise (to await later, e.g. after an animation)."""
        return getattr(self.worker, name)(json.dumps(payload))

    async def call(self, name, payload):
        return json.loads(await self.start(name, payload))

    async def parse(self, pending):
        """Await a promise from start() and decode its JSON answer."""
        return json.loads(await pending)
