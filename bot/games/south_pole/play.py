"""Applying a legal action (spec §4): steps, rolls, cube actions, camping and flags."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine import Action, Event, State, event, who
from bot.i18n.message import Arg, Msg, msg, nmsg

from .dice import FaceSource, is_met, new_pool, roll_dice
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
from .words import (
    COLOUR_MESSAGES,
    dice_message,
    flags_left_message,
    roll_message,
    split_message,
    status_message,
    tile_message,
)

Handler = Callable[[State, int, Action, list[Event]], None]


def status_message_now(state: State) -> Msg:
    """ "black 8 of 4 needed, blue 1 of 3 — short." for the explorer's space and the pool."""
    return status_message(requirement_at(state, state["explorer"]) or (), state["pool"])


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
    events.append(event("flag", flags_left_message(who(seat), here, left), seat=seat, space=here))
    if left == 0:
        win_by_flags(state, seat, events)  # RSP-049, RSP-062, RSP-083


def enter(state: State, seat: int, to: str, events: list[Event]) -> None:
    """RSP-029: move (turning a face-down tile up), roll the whole pool, check."""
    state["explorer"] = to
    for die in state["pool"]:
        die["effective"] = die["colour"]  # RSP-042: recolourings end when the explorer moves
    turned: Msg | None = None
    if is_face_down(state, to):  # RSP-023, RSP-084
        state["revealed"] = [*state["revealed"], to]
        for info in state["seats"]:
            info["peeks"] = [label for label in info["peeks"] if label != to]
        turned = tile_message(TILES[state["tiles"][to]])
    source = FaceSource(state["rng"])
    roll_dice(source, state["pool"], [d["die"] for d in state["pool"]])
    state["rng"] = source.saved()
    roll, status = roll_message(state["pool"]), status_message_now(state)
    if turned is None:
        text = msg("{who} moved to {space} and rolled {roll}: {status}", who=who(seat), space=to, roll=roll,
                   status=status)  # fmt: skip
    else:
        text = msg("{who} moved to {space}, turned over its tile ({tile}) and rolled {roll}: {status}", who=who(seat),
                   space=to, tile=turned, roll=roll, status=status)  # fmt: skip
    events.append(event("step", text, seat=seat, space=to, faces=[d["face"] for d in state["pool"]]))
    check(state, seat, events)


def choose(state: State, seat: int, action: Action, events: list[Event]) -> None:
    state["split"] = list(action["split"])
    state["pool"] = new_pool(action["split"])
    state["phase"] = FIRST_MOVE
    taken = split_message(action["split"])
    events.append(event("choose", msg("{who} took six dice: {dice}.", who=who(seat), dice=taken), seat=seat))


def move(state: State, seat: int, action: Action, events: list[Event]) -> None:
    enter(state, seat, action["to"], events)


def rest(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-034: a blank die leaves the pool for a cube; the check cannot change (RSP-036)."""
    state["pool"] = [d for d in state["pool"] if d["die"] != action["die"]]
    gain_cube(state, seat)
    cubes = state["seats"][seat]["cubes"]
    text = nmsg(
        "{who} rested die {die} (a blank) for a cube (now {n} cube).",
        "{who} rested die {die} (a blank) for a cube (now {n} cubes).",
        cubes,
        who=who(seat),
        die=action["die"],
    )
    events.append(event("rest", text, seat=seat))


def reroll(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-040: the chosen dice roll again in die order; the others keep their faces."""
    spend_cube(state, seat)
    source = FaceSource(state["rng"])
    roll_dice(source, state["pool"], action["dice"])
    state["rng"] = source.saved()
    roll, status = roll_message(state["pool"]), status_message_now(state)
    dice = dice_message(action["dice"])
    text = msg("{who} spent a cube to reroll {dice}: now {roll}: {status}", who=who(seat), dice=dice, roll=roll,
               status=status)  # fmt: skip
    faces = [d["face"] for d in state["pool"]]
    events.append(event("reroll", text, seat=seat, dice=action["dice"], faces=faces))
    check(state, seat, events)


def recolour(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-041: the die counts as the new colour for the rest of this step."""
    spend_cube(state, seat)
    for die in state["pool"]:
        if die["die"] == action["die"]:
            die["effective"] = action["colour"]
    text = msg("{who} spent a cube to count die {die} as {colour}: {status}", who=who(seat), die=action["die"],
               colour=COLOUR_MESSAGES[action["colour"]], status=status_message_now(state))  # fmt: skip
    events.append(event("recolour", text, seat=seat, die=action["die"], colour=action["colour"]))
    check(state, seat, events)


def peek(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-043, RSP-076: public that it happened, never what was seen."""
    spend_cube(state, seat)
    info = state["seats"][seat]
    info["peeks"] = [*info["peeks"], action["space"]]
    text = msg("{who} peeked at {space}.", who=who(seat), space=action["space"])
    events.append(event("peek", text, seat=seat, space=action["space"]))


def give_up(state: State, seat: int, action: Action, events: list[Event]) -> None:
    give_up_turn(state, seat, events, automatic=False)


def give_up_turn(state: State, seat: int, events: list[Event], automatic: bool) -> None:
    """RSP-045: the turn ends as a failure, with one cube; the tent stays where it is."""
    gained = gain_cube(state, seat)
    args: dict[str, Arg] = {"who": who(seat), "space": state["explorer"]}
    if automatic and gained:
        text = msg("{who} had no way to improve the roll, so gave up at {space} and took a cube.", **args)
    elif automatic:
        text = msg("{who} had no way to improve the roll, so gave up at {space} and could take no cube.", **args)
    else:
        text = (
            msg("{who} gave up at {space} and took a cube.", **args)
            if gained
            else msg("{who} gave up at {space} and could take no cube.", **args)
        )
    events.append(event("give_up", text, seat=seat, automatic=automatic))
    end_turn(state, events)


def move_tent(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """RSP-051: onto a vacant camp site, for free; the step stays a success."""
    here = state["explorer"]
    state["seats"][seat]["tent"] = here
    text = msg("{who} moved their tent to the camp site on {space}.", who=who(seat), space=here)
    events.append(event("move_tent", text, seat=seat))


def camp(state: State, seat: int, action: Action, events: list[Event]) -> None:
    camp_here(state, seat, events)


def camp_here(state: State, seat: int, events: list[Event]) -> None:
    """RSP-055/RSP-056: a marker where there is no camp site (if any are left), tent here, turn over."""
    here: str = state["explorer"]
    text = msg("{who} camped on {space}.", who=who(seat), space=here)
    if not has_camp_site(state, here):
        if state["supply"]["camp_markers"] > 0:
            state["camp_markers"] = [*state["camp_markers"], here]
            state["supply"]["camp_markers"] -= 1
            text = msg("{who} camped on {space} with a new camp marker.", who=who(seat), space=here)
        else:
            text = msg("{who} camped on {space} (no camp markers left).", who=who(seat), space=here)
    state["seats"][seat]["tent"] = here
    events.append(event("camp", text, seat=seat, space=here))
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
