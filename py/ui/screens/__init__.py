"""The screens and dialogs: home and its set-up, play, match, replay, rules, saved games, the status line."""
