"""Race to the North Pole (engine key ``north-pole``): a rotating ice grid, a race to the Pole.

Rules: shared/rules/north-pole.md (RNP- clauses). Modules: ``data`` (JSON under
data/north_pole/, checked against the spec's totals at import), ``board`` (table-frame
geometry, cracks, rotation, slots, disc), ``state`` (setup, piles, storms, accessors),
``moves`` (which plays are legal, and why not), ``resolve`` (carrying out a play), ``turns``
(phases, windows, equipment), ``views``, ``notation`` (RNP-125 text form), ``game``.

Decisions where the spec is silent, loose or self-contradictory (each is also commented
where it is made, and tested):

- The Pole lies on no line (RNP-009), so a diagonal step between two central squares
  (d4↔e5, e4↔d5) crosses the centre point freely: the Pole is no square and the four edges
  there are never cracked (RNP-011). A Sling along column d/e or row 4/5 passes it too.
- Playing the Backpack card discards the Backpack at once (RNP-097: it has no further use);
  a second, empty Backpack may then be loaded in the same turn's window (RNP-140), but that
  card is, like any card stored this turn, only playable in a later turn.
- Ending a turn after a Refresh is two submissions: ``end`` (no play) opens the post-play
  window without Husky (RNP-077), where Compass, Igloo or a Backpack store may still be
  used, and ``end`` there goes on to phase 4. So RNP-129's "only End turn" is ``end``, then
  ``end`` again when the seat holds nothing to use.
- Of several held tokens of one item only the lowest id is offered for Compass, Igloo, Husky
  and Backpack store (RNP-141 extended); naming another is refused with a sentence that
  names the one to use. An equipment overflow still lists every one of the four tokens.
- A seat that resigns while its own play is paused on an overflow abandons that play; its
  card goes to the discard pile and the turn passes (RNP-137 says nothing of mid-play exits).
- The round cap ends the game after the last seat's phase 4 of round 100 (RNP-119); a team
  game's winners are both seats of the team, one that left included.
- State beyond the outline of §17.7: pawns of a seat that left are ``"out"``; Holes map
  square → token and Igloos pawn → token (an Igloo rotates with its pawn); unused brown
  tokens are kept in ``removed`` so every one of the 32 tokens is always somewhere; the
  latest storm is kept as ``last_storm`` and shown in the public view, so a picture right
  after a storm can say which way the ice turned.
- Actions whose fields are not text (a list as the card, a number as the path, ...) are
  refused with a sentence like any other illegal action, never an exception.
"""

from __future__ import annotations

from .game import NorthPoleGame

GAME = NorthPoleGame()

__all__ = ["GAME", "NorthPoleGame"]
