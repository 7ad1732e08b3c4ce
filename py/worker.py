"""The Pyodide worker named "engine": rules engine and bots behind plain JSON strings.

Every exported function takes and returns JSON text, so nothing but plain data
crosses the thread boundary.  The functions themselves live in tablier.api,
which is tested on CPython.
"""

import json

from tablier import api


def hello():
    """Engine identity and the registered games."""
    return json.dumps(api.hello())


__export__ = ["hello"]
