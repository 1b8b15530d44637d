"""Pole to Pole: race six explorers from your home pole to the opposite one.

Rules: shared/rules/pole-to-pole.md (PTP- clauses). Modules: ``data`` (JSON under
data/pole_to_pole/, validated at import), ``board`` (geometry), ``routes`` (every straight move
from every position, tabulated at import for listing die moves), ``pieces`` (seats, teams,
closed squares), ``moves`` (landing effects), ``movement`` (die moves), ``colour`` (colour
die), ``cards`` (dynamic cards), ``flow`` (turn sequence), ``scoring``, ``views``, ``game``.

Speed (issue 10): a move phase lists some 80 die moves, so listing is most of a move's cost.
It reads the ``routes`` table (per start, distance and die: each move's shared action, landing
and label middle) and tests closed squares and result squares as int bits; ``routes.TRACES``
holds every legal move's path, so checking and recording a move never walks the board;
``pieces`` keeps the last occupancy and closed squares it worked out (a move asks for the same
ones up to four times); ``game.SHAPE`` copies only the parts of a state a move changes.
Seeded replays are pinned by tests/pole_to_pole/test_replay_digest.py.

Decisions where the spec is silent or loose (each is also commented where it is made):

- Actions follow the spec's formats: one ``move`` per die (or one A+B sum move), not a
  combined two-dice action, so lists stay in the hundreds and match the spec's UI steps.
- ``via`` is needed for every move that leaves a pole, including the 12-space pole-to-pole
  move (its column is still entered and checked for closed squares, Data D1).
- ``legal_actions`` lists each distinct result once: the lowest id of interchangeable
  explorers, only Die A on doubles (PTP-048), one of E6/W6 and one via when vias reach the
  same square. ``apply`` still accepts every equivalent variant (Die B, Blue-3, W6, ...).
- A card leaves the pending queue for the discard pile as soon as the player acts on it
  (Second Wind: on ``wind_roll``); cards dropped at the end of the game or by the active
  player resigning also go to the discard pile, so deck + discard + pending is always 18.
- Shelter is not offered on an explorer that is already sheltered (it would change
  nothing); Ice Floe may swap a sheltered explorer of your own (only the rival's is
  restricted); a single distinct Lost Bearings target is applied automatically.
- In ``teams`` mode the winners list holds the whole winning team, a resigned member
  included, since its frozen points count for the team (PTP-077).
- The seed is not stored in the state at all; the RNG state is, and only there.
- No host-skip entry point: the spec has none (a stalled player is resigned by the table).
"""

from __future__ import annotations

from .game import GAME, PoleToPole

__all__ = ["GAME", "PoleToPole"]
