"""A stand-in for the browser's localStorage on CPython, shared by the store's tests and the fuzz test."""


class FakeStorage:
    """localStorage's reading side, and the writer of assets/storage.js with a size limit."""

    def __init__(self, limit: int = 10**9) -> None:
        self.items: dict[str, str] = {}
        self.limit = limit

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, index: int) -> str | None:
        return list(self.items)[index] if index < len(self.items) else None

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the browser's name
        return self.items.get(key)

    def set(self, key: str, value: str) -> str:
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if used + len(key) + len(value) > self.limit:
            return "full"
        self.items[key] = value
        return "saved"

    def remove(self, key: str) -> str:
        self.items.pop(key, None)
        return "saved"
