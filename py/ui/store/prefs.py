"""The player's preferences in localStorage (language, contrast): storage may be denied, which loses only memory.

Storage goes through ``tablierStorage`` (assets/storage.js): where storage is denied, touching
``window.localStorage`` throws a JavaScript error that MicroPython's try/except cannot catch.
"""


def load(window, key):
    """The stored string for ``key``, or None when nothing is stored or storage is denied."""
    return window.tablierStorage.get(key)


def save(window, key, value):
    """Remember ``value``; answers False when storage is denied (the choice then lasts for this visit)."""
    return window.tablierStorage.set(key, value) == "saved"


def browser_languages(window):
    """navigator.languages as a list of strings (navigator.language alone where the list is missing)."""
    navigator = window.navigator
    languages = navigator.languages
    if not languages:
        return [str(navigator.language or "")]
    return [str(languages[i]) for i in range(languages.length)]
