"""Games registered by id and alias, so adding a game touches no core code."""

from __future__ import annotations

from .protocol import Variant

_VARIANTS: dict[str, Variant] = {}
_BY_NAME: dict[str, Variant] = {}


def _key(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-")


def register(variant: Variant) -> Variant:
    """Add ``variant`` under its id and aliases; a name already taken is an error."""
    for name in (variant.id, *variant.aliases):
        key = _key(name)
        if key in _BY_NAME and _BY_NAME[key] is not variant:
            raise ValueError(f"game name {name!r} is already registered")
        _BY_NAME[key] = variant
    _VARIANTS[variant.id] = variant
    return variant


def find_variant(name: str) -> Variant:
    """The variant called ``name`` (id or alias, case-insensitive)."""
    try:
        return _BY_NAME[_key(name)]
    except KeyError:
        known = ", ".join(sorted(_VARIANTS))
        raise KeyError(f"unknown game {name!r}; known games: {known}") from None


def variants() -> list[Variant]:
    """Every registered variant, in registration order."""
    return list(_VARIANTS.values())
