"""Input on the board: taps and drags, the keyboard, routes over several dice."""
