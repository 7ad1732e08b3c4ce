"""Board renderers by view-model kind: each game kind is one module, plugged in here.

A renderer draws a view model and turns taps into intents; it holds no rules.
Interface (see docs/ui.md):

    kind                               the engine's kind ("dames", "tables", "reversi")
    draw(ctx, width, height, view, anim)  draw the view (anim: dice faces while rolling, or None)
    hit(x, y, view)                    "roll", an action dict {"play": ...}, or None
    dice_count(view), roll_label(view, lang), turn_text(view, lang),
    player_lines(view, lang), log_entry(throw, view, lang), throw_text(view, lang)
"""

from ui.boards.dames import DamesRenderer
from ui.boards.reversi import ReversiRenderer
from ui.boards.tables import TablesRenderer

RENDERERS = {
    "dames": DamesRenderer,
    "reversi": ReversiRenderer,
    "tables": TablesRenderer,
}


def renderer_for(kind):
    """A new renderer for ``kind``, or None while that kind's board is not written yet."""
    factory = RENDERERS.get(kind)
    return factory() if factory else None


def playable(kind):
    return kind in RENDERERS
