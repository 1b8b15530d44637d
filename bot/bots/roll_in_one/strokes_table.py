"""Expected strokes to hole out on an open rough field (written by ``python -m tools.rio_strokes``).

``STROKES[d - 1][k]`` is the offset (d − k, k) from the green: distance d, k places along the
ring from the green's east line (one sextant; the others are turns of it, RIO-011). Every shot
is the best swing of the normal policy's ``Shot`` with landings valued by the table itself
(value iteration until no entry moved by 0.0005). ``LIE_STROKES`` is what starting a shot from
sand (RIO-056) or trees (RIO-052) adds, averaged over distances 2–11.
"""

STROKES: tuple[tuple[float, ...], ...] = (
    (1.650,),
    (2.136, 2.414),
    (2.377, 2.602, 2.719),
    (2.637, 3.002, 2.975, 3.036),
    (2.799, 3.308, 3.325, 3.237, 3.311),
    (3.100, 3.562, 3.706, 3.668, 3.631, 3.575),
    (3.286, 3.752, 3.869, 3.947, 3.965, 3.840, 3.777),
    (3.401, 3.928, 4.060, 4.104, 4.204, 4.119, 4.015, 3.952),
    (3.794, 4.178, 4.324, 4.366, 4.453, 4.461, 4.373, 4.277, 4.202),
    (4.055, 4.480, 4.538, 4.590, 4.673, 4.677, 4.683, 4.617, 4.491, 4.504),
    (4.297, 4.722, 4.825, 4.811, 4.909, 4.907, 4.896, 4.922, 4.826, 4.769, 4.755),
    (4.546, 4.984, 5.076, 5.104, 5.118, 5.138, 5.147, 5.135, 5.127, 5.118, 5.030, 5.009),
    (4.789, 5.237, 5.334, 5.349, 5.414, 5.335, 5.368, 5.371, 5.332, 5.423, 5.373, 5.281, 5.259),
)

LIE_STROKES: dict[str, float] = {"sand": 0.21, "trees": 0.15}
