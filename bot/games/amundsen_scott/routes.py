"""Route geometry (spec D3/D4): space ids and colours, `?` spaces, Compass, lose-the-way, returns."""

from __future__ import annotations

from .data import COLOURS, COMPASS_FORWARD_MAX, EXPLORERS, NEAR_SHIP_QUESTIONS, POLE, ROUTE_LENGTH


def space_id(explorer: str, index: int) -> str:
    """``A0`` ship, ``A1``..``A12`` route spaces, ``AP`` the Pole."""
    return f"{explorer}P" if index == POLE else f"{explorer}{index}"


def question_id(explorer: str, j: int) -> str:
    return f"{explorer}Q{j}"


def space_words(index: int) -> str:
    """A route place as printed on the board, for players: "the ship", "space 5", "the Pole"."""
    if index == 0:
        return "the ship"
    return "the South Pole" if index == POLE else f"space {index}"


def question_words(j: int) -> str:
    """A `?` space as printed on the board ("?2"), in a sentence: "? space 2"."""
    return f"? space {j}"


def colour_at(explorer: str, index: int) -> str:
    """Colour of route space ``index`` (1..12)."""
    if not 1 <= index <= ROUTE_LENGTH:
        raise ValueError(f"space {index} has no colour")
    return EXPLORERS[explorer].colours[index - 1]


def behind(explorer: str, j: int) -> int:
    """The route space b that `?` number j sits behind."""
    return EXPLORERS[explorer].questions[j]


def _lose_way_target(explorer: str, index: int) -> int | None:
    targets = [j for j, b in EXPLORERS[explorer].questions.items() if b <= index]
    return max(targets) if targets else None


# Asked for the rival on every listing of a seat's actions: a table of the route, built once.
_LOSE_WAY_TARGETS = {
    (letter, index): _lose_way_target(letter, index) for letter in EXPLORERS for index in range(POLE + 1)
}


def lose_way_target(explorer: str, index: int) -> int | None:
    """AVS-039/AVS-040: the `?` with the largest b ≤ index, or None when immune (ship, space 1)."""
    if (explorer, index) in _LOSE_WAY_TARGETS:
        return _LOSE_WAY_TARGETS[explorer, index]
    return _lose_way_target(explorer, index)


def compass_target(index: int) -> int:
    """AVS-036: forward 1 north of 85° (index 0–8), back 1 south of it (9–12)."""
    return index + 1 if index <= COMPASS_FORWARD_MAX else index - 1


def return_destination(explorer: str, j: int, colour: str) -> int | None:
    """AVS-046–AVS-048: where Back to Route with ``colour`` leads from `?` j; None if not allowed.

    The highest route space r ≤ b − 1 of that colour; failing that, the ship, but only from
    the first two `?` spaces (the authors' near-ship ruling).
    """
    b = behind(explorer, j)
    for r in range(b - 1, 0, -1):
        if colour_at(explorer, r) == colour:
            return r
    return 0 if j <= NEAR_SHIP_QUESTIONS else None


def return_table(explorer: str) -> dict[int, dict[str, int | None]]:
    """D4's Back-to-Route table, computed from the route: ``{j: {colour: destination}}``."""
    return {j: {c: return_destination(explorer, j, c) for c in COLOURS} for j in EXPLORERS[explorer].questions}
