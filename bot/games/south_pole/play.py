"""Applying a legal action (spec §4): steps, rolls, cube actions, camping and flags."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine import Action, Event, State, event, who

from .data import COLOUR_NAMES, Tile
from .dice import (
    FaceSource,
    and_list,
    colour_sums,
    dice_text,
    is_met,
    new_pool,
    requirement_text,
    roll_dice,
    roll_text,
    split_text,
)
from .rules import only_give_up
from .state import (
    FAILING,
    FIRST_MOVE,
    SUCCESS,
    TILES,
    face_up_tile,
    has_camp_site,
    is_face_down,
    requirement_at,
)
from .turns import end_turn, gain_cube, spend_cube, win_by_flags

Handler = Callable[[State, int, Action, list[Event]], None]


def status_text(state: State) -> str:
    """ "black 8 of 4 needed, blue 1 of 3 — short." for the explorer's space and the pool."""
    requirement = requirement_at(state, state["explorer"]) or ()
    sums = colour_sums(state["pool"])
    parts = [f"{COLOUR_NAMES[colour]} {sums[colour]} of {need}" for colour, need in requirement]
    if parts:
        parts[0] += " needed"
    return f"{', '.join(parts)} — {'made it!' if is_met(requirement, state['pool']) else 'short.'}"


def tile_text(tile: Tile) -> str:
    """ "needs 4 black and 3 blue, with a camp site": a tile's front in words."""
    extras = " with a camp site" if tile.camp else " with a flag symbol" if tile.flag else ""
    return f"needs {requirement_text(tile.requirement)}{',' if extras else ''}{extras}"


def check(state: State, seat: int, events: list[Event]) -> None:
    """RSP-032: success as soon as the requirement is met, otherwise FAILING."""
    requirement = requirement_at(state, state["explorer"]) or ()
    if not is_met(requirement, state["pool"]):
        state["phase"] = FAILING
        return
    state["phase"] = SUCCESS
    place_flag(state, seat, events)


def place_flag(state: State, seat: int, events: list[Event]) -> None:
    """RSP-047..RSP-049: the first success on a flag symbol plants a marker; the last one wins."""
    here: str = state["explorer"]
    tile = face_up_tile(state, here)
    if tile is None or not tile.flag or here in state["flag_markers"]:
        return  # RSP-048
    info = state["seats"][seat]
    state["flag_markers"][here] = seat
    info["flags_left"] -= 1
    left = info["flags_left"]
    to_go = "that was the last one" if left == 0 else f"{left} more to go"
    events.append(event("flag", f"{who(seat)} planted a flag on {here} ({to_go}).", seat=seat, space=here))
    if left == 0:
        win_by_flags(state, seat, events)  # RSP-049, RSP-062, RSP-083


def enter(state: State, seat: int, to: str, events: list[Event]) -> None:
    """RSP-029: move (turning a face-down tile up), roll the whole pool, check."""
    state["explorer"] = to
    for die in state["pool"]:
        die["effective"] = die["colour"]  # RSP-042: recolourings end when the explorer moves
    done = [f"moved to {to}"]
    if is_face_down(state, to):  # RSP-023, RSP-084
        state["revealed"] = [*state["revealed"], to]
        for info in state["seats"]:
            info["peeks"] = [label for label in info["peeks"] if label != to]
        tile = TILES[state["tiles"][to]]
        done.append(f"turned over its tile ({tile_text(tile)})")
    source = FaceSource(state["rng"])
    roll_dice(source, state["pool"], [d["die"] for d in state["pool"]])
    state["rng"] = source.saved()
    done.append(f"rolled {roll_text(state['pool'])}")
    text = f"{who(seat)} {and_list(done)}: {status_text(state)}"
    events.append(event("step", text, seat=seat, space=to, faces=[d["face"] for d in state["pool"]]))
    check(state, seat, events)


def choose(state: State, seat: int, action: Action, events: list[Event]) -> None:
    state["split"] = list(action["split"])
    state["pool"] = new_pool(action["split"])
    state["phase"] = FIRST_MOVE
    taken = split_text(action["split"]).replace(" · ", ", ")
    events.append(event("choose", f"{who(seat)} took six dice: {taken}.", seat=seat))


def move(state: State, seat: int, action: Action, events: list[Event]) -> None:
    enter(state, seat, action["to"], events)


def rest(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-034: a blank die leaves the pool for a cube; the check cannot change (RSP-036)."""
    state["pool"] = [d for d in state["pool"] if d["die"] != action["die"]]
    gain_cube(state, seat)
    cubes = state["seats"][seat]["cubes"]
    held = "1 cube" if cubes == 1 else f"{cubes} cubes"
    text = f"{who(seat)} rested die {action['die']} (a blank) for a cube (now {held})."
    events.append(event("rest", text, seat=seat))


def reroll(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-040: the chosen dice roll again in die order; the others keep their faces."""
    spend_cube(state, seat)
    source = FaceSource(state["rng"])
    roll_dice(source, state["pool"], action["dice"])
    state["rng"] = source.saved()
    dice = dice_text(action["dice"])
    text = f"{who(seat)} spent a cube to reroll {dice}: now {roll_text(state['pool'])}: {status_text(state)}"
    faces = [d["face"] for d in state["pool"]]
    events.append(event("reroll", text, seat=seat, dice=action["dice"], faces=faces))
    check(state, seat, events)


def recolour(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-041: the die counts as the new colour for the rest of this step."""
    spend_cube(state, seat)
    for die in state["pool"]:
        if die["die"] == action["die"]:
            die["effective"] = action["colour"]
    name = COLOUR_NAMES[action["colour"]]
    text = f"{who(seat)} spent a cube to count die {action['die']} as {name}: {status_text(state)}"
    events.append(event("recolour", text, seat=seat, die=action["die"], colour=action["colour"]))
    check(state, seat, events)


def peek(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-043, RSP-076: public that it happened, never what was seen."""
    spend_cube(state, seat)
    info = state["seats"][seat]
    info["peeks"] = [*info["peeks"], action["space"]]
    events.append(event("peek", f"{who(seat)} peeked at {action['space']}.", seat=seat, space=action["space"]))


def give_up(state: State, seat: int, action: Action, events: list[Event]) -> None:
    give_up_turn(state, seat, events, automatic=False)


def give_up_turn(state: State, seat: int, events: list[Event], automatic: bool) -> None:
    """RSP-045: the turn ends as a failure, with one cube; the tent stays where it is."""
    gained = gain_cube(state, seat)
    cube = "took a cube" if gained else "could take no cube"
    how = "had no way to improve the roll, so gave up" if automatic else "gave up"
    events.append(
        event("give_up", f"{who(seat)} {how} at {state['explorer']} and {cube}.", seat=seat, automatic=automatic)
    )
    end_turn(state, events)


def move_tent(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-051: onto a vacant camp site, for free; the step stays a success."""
    here = state["explorer"]
    state["seats"][seat]["tent"] = here
    events.append(event("move_tent", f"{who(seat)} moved their tent to the camp site on {here}.", seat=seat))


def camp(state: State, seat: int, action: Action, events: list[Event]) -> None:
    camp_here(state, seat, events)


def camp_here(state: State, seat: int, events: list[Event]) -> None:
    """RSP-055/RSP-056: a marker where there is no camp site (if any are left), tent here, turn over."""
    here: str = state["explorer"]
    note = ""
    if not has_camp_site(state, here):
        if state["supply"]["camp_markers"] > 0:
            state["camp_markers"] = [*state["camp_markers"], here]
            state["supply"]["camp_markers"] -= 1
            note = " with a new camp marker"
        else:
            note = " (no camp markers left)"
    state["seats"][seat]["tent"] = here
    events.append(event("camp", f"{who(seat)} camped on {here}{note}.", seat=seat, space=here))
    end_turn(state, events)


HANDLERS: dict[str, Handler] = {
    "choose": choose,
    "move": move,
    "continue": move,
    "rest": rest,
    "reroll": reroll,
    "recolour": recolour,
    "peek": peek,
    "give_up": give_up,
    "move_tent": move_tent,
    "camp": camp,
}


def settle(state: State, seat: int, events: list[Event]) -> None:
    """RSP-046: when Give up is all that is left in FAILING, the engine does it."""
    if state["result"] is None and state["phase"] == FAILING and only_give_up(state, seat):
        give_up_turn(state, seat, events, automatic=True)
