"""Main-thread user interface (MicroPython): canvas drawing, input, storage. No rules."""
