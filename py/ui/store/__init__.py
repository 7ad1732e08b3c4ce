"""What the browser keeps: saved games, autosave, files and links, dice statistics, preferences."""
