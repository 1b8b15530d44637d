"""Plain words for players: board, side, direction and die-face names (no internal ids).

Event texts and action labels use these; ids such as ``D1`` or ``TEE.p2`` stay in the
action fields and the state.
"""

from __future__ import annotations

BOARD_NAMES = {
    "TEE": "the tee board",
    "D1": "Diamond 1",
    "D2": "Diamond 2",
    "D3": "Diamond 3",
    "D4": "Diamond 4",
    "D5": "Diamond 5",
    "T1": "Triangle 1",
    "T2": "Triangle 2",
    "N1": "the narrow board",
}
# The side of a board each port is on, as the board is printed (rules table D3).
SIDES = {
    "diamond": {"p1": "bottom", "p2": "right", "p3": "top", "p4": "left"},
    "triangle": {"p1": "long", "p2": "top", "p3": "left"},
    "narrow": {"p1": "bottom", "p2": "top"},
}
DIRECTION_WORDS = ("east", "north-east", "north-west", "west", "south-west", "south-east")
TURN_WORDS = {"left": "forward-left", "right": "forward-right"}


def board_name(board: str) -> str:
    return BOARD_NAMES.get(board, board)


def board_title(board: str) -> str:
    """The board's name at the start of a sentence or label."""
    name = board_name(board)
    return name[0].upper() + name[1:]


def side_name(board: str, port: str) -> str:
    shape = "diamond" if board == "TEE" or board.startswith("D") else "triangle" if board.startswith("T") else "narrow"
    return f"{SIDES[shape].get(port, port)} side"


def direction_word(direction: int) -> str:
    return DIRECTION_WORDS[direction % 6]


FACE_NAMES = {"T": "triangle", "C": "curve", "DC": "dotted curve"}


def face_words(face: str) -> str:
    """A die face as a player says it: "5", "triangle", "curve", "dotted curve", "2 dots"."""
    if face in FACE_NAMES:
        return FACE_NAMES[face]
    if face.startswith("D") and face[1:].isdigit():
        count = int(face[1:])
        return f"{count} dot" + ("" if count == 1 else "s")
    return face


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


ON_TERRAIN = {
    "water": "in the water",
    "sand": "in the sand",
    "trees": "in the trees",
    "fairway": "on the fairway",
    "rough": "in the rough",
    "green": "on the green",
    "tee": "on the tee",
}
INTO_TERRAIN = {
    "water": "into the water",
    "sand": "into the sand",
    "trees": "into the trees",
    "fairway": "onto the fairway",
    "rough": "into the rough",
    "green": "onto the green",
}


def on_terrain(kind: str | None) -> str:
    """Where a ball lies, as a phrase: "on the fairway", "in the water"."""
    return ON_TERRAIN.get(kind or "", "off the course")


def into_terrain(kind: str | None) -> str:
    """Where a ball rolls or is moved to: "onto the fairway", "into the water"."""
    return INTO_TERRAIN.get(kind or "", "off the course")


def balls_of(names: list[str]) -> str:
    """ "{p1}'s ball" or "the balls of {p1} and {p2}"."""
    if len(names) == 1:
        return f"{names[0]}'s ball"
    return "the balls of " + ", ".join(names[:-1]) + f" and {names[-1]}"
