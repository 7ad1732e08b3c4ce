"""The game review in an embed of a record (``?record=…&review=1``, docs/review.md, docs/embed.md).

The review parts of the replay viewer (ui/screens/review.py) under embed's replay bar: the record's own
review when it carries a finished one (``record.review``), else one computed in the frame's worker (shown as
it goes, kept nowhere).  The graph steps the bar; a viewed decision shows the best play beside the play made.
"""

from ui.screens.replay_steps import Steps
from ui.screens.review import Review


class EmbedReview:
    """What ui/screens/review.py needs of a replay viewer, over embed's replay bar ``bar``."""

    def __init__(self, document, app, bar):
        self.app = app
        self.bar = bar
        self.entry = None  # nothing is stored from a frame
        self.steps = Steps()
        self.lang = app.lang
        self.section = bar.element
        self.moves = document.createElement("ol")  # the bar has no move list: the verdicts are in the words
        self.moves.hidden = True
        bar.element.appendChild(self.moves)
        self.review = Review(document, self, self.moves, "bar-review")
        bar.decorate = self.review.renderer
        bar.shown_listeners.append(self._shown)

    async def begin(self, record):
        """The views of ``record`` for the review's words and marks, then its review (or a new one)."""
        error = await self.steps.load(self.app.play.engine, record, self.lang)
        if error is not None:
            return
        self.steps.pos = self.bar.pos
        self.review.open(self.steps.record)
        review = self.review.review
        if not (review and review.get("done")):
            self.review.start()

    def go(self, position):
        """Bring up ``position`` in the bar (the graph's clicks); the review's words follow."""
        self.steps.pos = self.steps.clamp(position)
        self.bar.go(self.steps.pos)
        self.review.at(self.steps.pos)

    def _shown(self, position):
        if self.steps.views:
            self.steps.pos = self.steps.clamp(position)
            self.review.at(self.steps.pos)
