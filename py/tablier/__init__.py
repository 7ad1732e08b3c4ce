"""Tablier: rules engines and bots for historical table games and Reversi.

Pure CPython (no browser import); the browser runs it in a Pyodide worker.
"""

__version__ = "0.1.0"
