"""What happens in a turn on the play screen: the dice, the bot, hints, the cube buttons, announcements."""
