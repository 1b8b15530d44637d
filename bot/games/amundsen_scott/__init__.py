"""1911 Amundsen vs. Scott: two explorers race along coloured routes to the South Pole.

Spec: shared/rules/amundsen-scott.md (clauses AVS-001–AVS-109). Modules: ``data`` (D1–D3
loading), ``routes`` (geometry, D4), ``cards`` (matching, faces), ``choices`` (the card
choices of actions, AVS-080), ``deck`` (row and deck), ``checks`` (validation), ``actions``
(legal actions), ``effects`` (discard effects), ``moves`` (carrying actions out), ``setup``,
``views``, ``game`` (the contract object).

Decisions where the spec leaves a gap or needs reading:

- **After a trim** (AVS-037, AVS-078): "the turn passes after the trim" is read as: the
  trimming opponent then takes his own normal turn (the Loss player's turn is over).
- **Effect cards reshuffled at once** (AVS-050, AVS-090): when the refill of a Take 2/3
  empties the deck for the first time, the cards just discarded are shuffled into the new
  deck, yet their effect may still be used: the effect comes from discarding, not holding.
  The public pending effect names those discards by id; they were laid face up this turn,
  so naming them says nothing about the deck's order.
- **Good Weather asks after every draw** (AVS-082, revised; AVS-086): the drawing seat
  always decides, and "Keep the card hidden" is always legal, so a card that did not match
  and a declined match look the same in public. Revealing and moving is private (only a
  match offers it), and the public pending decision names neither the card nor a space.
- **The unseen multiset** AVS-087 allows is not shown: players can work it out from the
  public cards (see ``views``).
- **Events** (AVS-089): the slide of the row after a Take is its own event ("Crevasse Red
  slides to position 1."), and every event that names a card also lists its id, so texts
  and details always agree. Officer removals are reported after the card's "enters the row".
- **Messages** (AVS-098): the spec's sentences are used verbatim, except that the Penalty
  refusal reads "Your opponent has no ? to fall back to." without the backticks, which
  Discord would show as code. "The row has only N cards." is kept as written, also for 1.
- **A stuck explorer** (AVS-061) cannot occur in real play (AVS-108: a Take, a freeze or
  Loss of Equipment is always possible); the check after every turn stays as a safety net.
- **Conceding** (AVS-062/AVS-099) is refused with "The game is over." once the game ended,
  like every action, and with "That seat is not in this game." for a seat outside 0–1.
"""

from .game import GAME, AmundsenScott

__all__ = ["GAME", "AmundsenScott"]
