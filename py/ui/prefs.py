"""The player's preferences in localStorage (language, contrast): storage may be denied, which loses only memory."""


def load(window, key):
    """The stored string for ``key``, or None when nothing is stored or storage is denied."""
    try:
        return window.localStorage.getItem(key)
    except Exception:  # storage disabled or partitioned (third-party iframes)
        return None


def save(window, key, value):
    """Remember ``value``; answers False when storage is denied (the choice then lasts for this visit)."""
    try:
        window.localStorage.setItem(key, value)
        return True
    except Exception:  # storage disabled, partitioned or full
        return False


def browser_languages(window):
    """navigator.languages as a list of strings (navigator.language alone where the list is missing)."""
    navigator = window.navigator
    try:
        languages = navigator.languages
        return [str(languages[i]) for i in range(languages.length)]
    except Exception:  # an old browser without navigator.languages
        return [str(navigator.language or "")]
