"""Plain words for players: board, side, direction and die-face names (no internal ids).

Event texts and action labels use these; ids such as ``D1`` or ``TEE.p2`` stay in the
action fields and the state.
"""

from __future__ import annotations

from bot.i18n import N_, Msg, msg, nmsg

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


# Messages: the same words chosen when shown, in the reader's language (issue 24).
BOARD_MESSAGES = {
    "TEE": N_("the tee board"),
    "D1": N_("Diamond 1"),
    "D2": N_("Diamond 2"),
    "D3": N_("Diamond 3"),
    "D4": N_("Diamond 4"),
    "D5": N_("Diamond 5"),
    "T1": N_("Triangle 1"),
    "T2": N_("Triangle 2"),
    "N1": N_("the narrow board"),
}
DIRECTION_MESSAGES = (N_("east"), N_("north-east"), N_("north-west"), N_("west"), N_("south-west"), N_("south-east"))
TURN_MESSAGES = {"left": N_("forward-left"), "right": N_("forward-right")}
FACE_MESSAGES = {"T": N_("triangle"), "C": N_("curve"), "DC": N_("dotted curve")}
INTO_MESSAGES = {
    "water": N_("into the water"),
    "sand": N_("into the sand"),
    "trees": N_("into the trees"),
    "fairway": N_("onto the fairway"),
    "rough": N_("into the rough"),
    "green": N_("onto the green"),
}
NOTE_MESSAGES = {"sand": N_("stuck in the sand"), "fail": N_("fails"), "trees": N_("caught in the trees")}
CARD_MESSAGES = {
    "Deep Breath": N_("Deep Breath"),
    "Club Swap": N_("Club Swap"),
    "Caddie's Advice": N_("Caddie's Advice"),
    "Perfect Read": N_("Perfect Read"),
    "Shape the Shot": N_("Shape the Shot"),
    "Preferred Lie": N_("Preferred Lie"),
    "Punch Out": N_("Punch Out"),
    "Tailwind": N_("Tailwind"),
    "Headwind": N_("Headwind"),
    "Crosswind": N_("Crosswind"),
    "Mulligan": N_("Mulligan"),
    "Free Drop": N_("Free Drop"),
    "Bunker Pro": N_("Bunker Pro"),
    "Tree Threader": N_("Tree Threader"),
    "Waterproof": N_("Waterproof"),
    "Nudger": N_("Nudger"),
    "Smooth Stroke": N_("Smooth Stroke"),
    "Big Hitter": N_("Big Hitter"),
    "Shot Shaper": N_("Shot Shaper"),
    "Fairway Finder": N_("Fairway Finder"),
}


def board_msg(board: str) -> Msg | str:
    return msg(BOARD_MESSAGES[board]) if board in BOARD_MESSAGES else board


def direction_msg(direction: int) -> Msg:
    return msg(DIRECTION_MESSAGES[direction % 6])


def turn_msg(turn: str) -> Msg | str:
    return msg(TURN_MESSAGES[turn]) if turn in TURN_MESSAGES else turn


def into_msg(kind: str | None) -> Msg:
    return msg(INTO_MESSAGES.get(kind or "", N_("off the course")))


def card_msg(name: str) -> Msg | str:
    """A caddie or golfer card's name ("Mulligan") as a message."""
    return msg(CARD_MESSAGES[name]) if name in CARD_MESSAGES else name


def face_msg(face: str) -> Msg | str:
    """A die face as a message: "triangle", "2 dots", or the number itself."""
    if face in FACE_MESSAGES:
        return msg(FACE_MESSAGES[face])
    if face.startswith("D") and face[1:].isdigit():
        return nmsg("{n} dot", "{n} dots", int(face[1:]))
    return face


def names_msg(names: list[str]) -> Msg | str:
    """ "Ada" or "Ada, Bo and Cy" as a message."""
    return names[0] if len(names) == 1 else msg("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def choice_msg(choice: str) -> Msg | str:
    """A played card's choice ("north-east", "forward-left", "9-Iron") as a message."""
    known = (*DIRECTION_MESSAGES, *TURN_MESSAGES.values(), *CLUB_MESSAGES.values())
    return msg(choice) if choice in known else choice


# Where a ball lies (``on_terrain``'s phrases), marked for the catalogs: shown with ``tr``.
ON_MESSAGES = (
    N_("in the water"),
    N_("in the sand"),
    N_("in the trees"),
    N_("on the fairway"),
    N_("in the rough"),
    N_("on the green"),
    N_("on the tee"),
    N_("off the course"),
)

CLUB_MESSAGES = {
    "putter": N_("Putter"),
    "wedge": N_("Wedge"),
    "9iron": N_("9-Iron"),
    "6iron": N_("6-Iron"),
    "4iron": N_("4-Iron"),
    "wood": N_("Wood"),
}


def club_msg(club: str) -> Msg | str:
    """A club by its printed name ("9-Iron") as a message."""
    return msg(CLUB_MESSAGES[club]) if club in CLUB_MESSAGES else club


# The caddie cards' windows, requirements and effects and the golfers' powers (data/roll_in_one),
# marked for the catalogs: the data's English is the message id (tests/i18n check every one is here).
WINDOW_MESSAGES = {"AIM": N_("AIM"), "ROLL": N_("ROLL"), "LANDING": N_("LANDING")}
REQUIREMENT_MESSAGES = {  # as a refusal says them: "… can only be played when the pending result is a number."
    "C3": N_("the pending result is a number."),
    "C6": N_("the start space is sand or trees."),
    "C8": N_("the forward cell is on the course."),
    "C9": N_("the backward cell is on the course."),
    "C10": N_("the forward-left or forward-right cell is on the course."),
}
TEXT_MESSAGES = (
    N_("Cancel the pending result and roll the same club again."),
    N_("Cancel the pending result, roll another club and keep it for the rest of the turn."),
    N_("Change the pending number by +1 or -1 (at least 1)."),
    N_("Replace the pending result with any face of the current club."),
    N_("Turn the shot forward-left or forward-right, then the pending result resolves."),
    N_("For this turn the start space counts as rough."),
    N_("For this turn triangles never land the ball because of trees."),
    N_("Move the ball 1 space forward."),
    N_("Move the ball 1 space backward; the direction is unchanged."),
    N_("Move the ball 1 space forward-left or forward-right; that becomes the shot direction."),
    N_("Replay the turn from the start space."),
    N_("The active ball takes no water or out-of-bounds penalty for the rest of this turn."),
    N_("Sand never stops your first roll."),
    N_("Triangles never land your ball because of trees."),
    N_("Your first water penalty each hole is not taken."),
    N_("At the start of your turn you may move your ball to an adjacent free dry cell."),
    N_("With the Putter, equalling the number to beat also beats it."),
    N_("Once per turn, reroll a failed number from the Wood or 4-Iron."),
    N_("Curves after the ball has moved may also go straight."),
    N_("You choose whether your ball slides on a fairway."),
)

# The ready-made holes (data/roll_in_one/presets.json): the data's name is the id the actions and
# the state keep; a player reads the course's name in their language.
PRESET_MESSAGES = {
    "Front Nine": N_("Front Nine"),
    "Dogleg Right": N_("Dogleg Right"),
    "Lakeside": N_("Lakeside"),
    "Long Haul": N_("Long Haul"),
}


def preset_msg(name: str) -> Msg | str:
    """A ready-made hole's name ("Dogleg Right") as a message; an unknown one as it is."""
    return msg(PRESET_MESSAGES[name]) if name in PRESET_MESSAGES else name
