"""Game review: every decision of both players graded by the strongest level (docs/review.md).

- :mod:`.game`: ``step(states, actions, review) -> review``, one more decision graded;
- :mod:`.tables`, :mod:`.cube`, :mod:`.reversi`: grading one decision (a play, a cube action);
- :mod:`.data`: the review kept in a record (``valid``, ``current``), light to import;
- :mod:`.verdicts`: ``VERDICTS``, ``THRESHOLDS``, ``verdict``, ``summary``;
- :mod:`.principles`: the principles the games' sources name, in their words.
"""
