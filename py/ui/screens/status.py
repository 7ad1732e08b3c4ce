"""The status line: a message and a progress bar while the engine boots."""


class Status:
    """Writes into #status-text and drives #status-progress."""

    def __init__(self, document):
        self.text = document.getElementById("status-text")
        self.progress = document.getElementById("status-progress")

    def show(self, message):
        """A message with an indeterminate progress bar (the worker gives no percentages)."""
        self.text.textContent = message
        self.progress.removeAttribute("value")

    def ready(self, message):
        """A final message; the progress bar is hidden."""
        self.text.textContent = message
        self.progress.hidden = True
