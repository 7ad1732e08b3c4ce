"""The board renderers (one per board kind), the canvas and the drawing helpers; marks over a board."""
