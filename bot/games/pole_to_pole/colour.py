"""The Colour die phase (§8): what the face means from the roller's side, and its targets.

``state["colour"]`` is None until the die is rolled this turn, then ``{"face": "Green"}``.
"""

from __future__ import annotations

from typing import Any

from bot.engine import Action, Event, IllegalAction, State, event, who
from bot.i18n.message import Msg, msg

from .board import is_square
from .moves import arrive, send_home
from .parse import explorer_field
from .pieces import home, in_play, own_explorers, owner, same_team, seat_of_colour, target
from .words import at, at_message, colour_message, colour_word, place, place_message

OWN = "own"
ALLY = "ally"
OPPONENT = "opponent"
NO_EFFECT = "none"


def face_effect(state: State) -> tuple[str, int | None]:
    """(effect, seat whose colour shows) as seen by the active player (Data D4, PTP-057)."""
    seat = seat_of_colour(state["colour"]["face"])
    active = state["active"]
    if seat is None or not in_play(state, seat):
        return NO_EFFECT, None  # White, a colour nobody plays, or a resigned player's colour
    if seat == active:
        return OWN, seat
    if same_team(state, seat, active):
        return ALLY, seat
    return OPPONENT, seat


def colour_targets(state: State) -> list[str]:
    """Every explorer the face lets the active player pick (PTP-054 to PTP-056)."""
    effect, seat = face_effect(state)
    if seat is None:
        return []
    if effect in (OWN, ALLY):
        return own_explorers(state, seat)  # grid or home pole, not yet arrived
    return [e for e in own_explorers(state, seat) if is_square(state["explorers"][e]) and e not in state["sheltered"]]


def colour_actions(state: State) -> list[Action]:
    """One pick per group of interchangeable explorers, plus ``decline`` (PTP-058)."""
    effect, seat = face_effect(state)
    seen: set[tuple[str, bool]] = set()
    actions: list[Action] = []
    for explorer in colour_targets(state):
        position = state["explorers"][explorer]
        key = (position, explorer in state["sheltered"])
        if key in seen:
            continue
        seen.add(key)
        assert seat is not None
        if effect == OPPONENT:
            label = f"Send {colour_word(explorer)} {at(position)} home to {place(home(seat))}"
        else:
            label = f"Fly {colour_word(explorer)} {at(position)} to {place(target(seat))}"
        actions.append({"type": "colour_pick", "explorer": explorer, "label": label})
    if actions:
        actions.append({"type": "decline", "label": "Decline the colour die"})
    return actions


def apply_colour_pick(state: State, seat: int, action: dict[str, Any], events: list[Event]) -> None:
    explorer = explorer_field(state, action)
    if explorer not in colour_targets(state):
        raise IllegalAction(
            msg("{explorer} cannot be chosen for the {face} face.", explorer=explorer,
                face=colour_message(state["colour"]["face"]))
        )
    effect, _ = face_effect(state)
    start = state["explorers"][explorer]
    mover = owner(explorer)
    if effect == OPPONENT:
        send_home(state, explorer)
        text = msg(
            "{who} sent {whose}'s explorer {at} back to {pole}.",
            who=who(seat), whose=who(mover), at=at_message(start), pole=place_message(home(mover)),
        )
        events.append(event("colour_home", text, explorer=explorer, square=start))
    else:
        where = {"at": at_message(start), "pole": place_message(target(mover))}
        if mover == seat:
            text = msg("{who} flew their explorer {at} to {pole}.", who=who(seat), **where)
        else:
            text = msg("{who} flew {whose}'s explorer {at} to {pole}.", who=who(seat), whose=who(mover), **where)
        events.append(event("colour_arrive", text, explorer=explorer, square=start))
        arrive(state, explorer, events)
    if state["phase"] != "over":  # a sixth arrival ends the game at once (PTP-072)
        state["phase"] = "cards"


def roll_message(state: State) -> Msg:
    effect, seat = face_effect(state)
    face = colour_message(state["colour"]["face"])
    active = who(state["active"])
    if effect == NO_EFFECT or seat is None:
        return msg("{who} rolled the colour die: {face}, no effect.", who=active, face=face)
    if not colour_targets(state):
        return msg("{who} rolled the colour die: {face}, but no explorer can be chosen.", who=active, face=face)
    if effect == OPPONENT:
        return msg(
            "{who} rolled the colour die: {face}, and may send one of {whose}'s explorers home.",
            who=active, face=face, whose=who(seat),
        )
    pole = place_message(target(seat))
    if effect == OWN:
        return msg(
            "{who} rolled the colour die: {face}, and may fly one of their own explorers to {pole}.",
            who=active, face=face, pole=pole,
        )
    return msg(
        "{who} rolled the colour die: {face}, and may fly one of {whose}'s explorers to {pole}.",
        who=active, face=face, whose=who(seat), pole=pole,
    )


def prompt_message(state: State) -> Msg:
    """What the active player is asked to do with the face shown."""
    effect, seat = face_effect(state)
    face = colour_message(state["colour"]["face"])
    if effect == OWN or seat is None:
        if effect == OPPONENT:
            return msg("Colour die {face}: send one of your explorers home?", face=face)
        pole = place_message(target(state["active"]))
        return msg("Colour die {face}: fly one of your explorers to {pole}?", face=face, pole=pole)
    if effect == OPPONENT:
        return msg("Colour die {face}: send one of {whose}'s explorers home?", face=face, whose=who(seat))
    pole = place_message(target(seat))
    return msg("Colour die {face}: fly one of {whose}'s explorers to {pole}?", face=face, whose=who(seat), pole=pole)
