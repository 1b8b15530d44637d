"""Pictures for 1911 Amundsen vs. Scott: the public board (``render``) and a player's hand
(``render_hand``), drawn in ``board`` from the cards, colours and words in ``cards``."""

from .board import _explorer_boxes, hand_picture, picture, render, render_hand
from .cards import CARD_COLOURS, HIGHLIGHT, PALETTE, PAWN_COLOURS

__all__ = [
    "CARD_COLOURS",
    "HIGHLIGHT",
    "PALETTE",
    "PAWN_COLOURS",
    "_explorer_boxes",
    "hand_picture",
    "picture",
    "render",
    "render_hand",
]
