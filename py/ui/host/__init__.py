"""Embedding: URL parameters, messages to and from the host page, the replay bar, test hooks from the URL."""
