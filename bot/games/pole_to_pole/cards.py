"""The Cards phase (§9-10): the choices each dynamic card offers and what picking one does.

The card being resolved is always ``state["pending"][0]``; it goes to the discard pile as
soon as the player acts on it, so a goal taken by a card move draws behind it (PTP-059).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot.engine import Action, Event, IllegalAction, State, event, who
from bot.i18n.message import Msg, msg

from .board import COLUMN_COUNT, DIRECTIONS, is_square, needs_via, pole_distance, toward
from .data import CARDS
from .luck import roll_pair
from .movement import new_dice
from .moves import Landing, arrive, land, plan, send_home, via_letter
from .parse import direction_field, explorer_field, own_explorer_field, via_field
from .pieces import closed_bits, home, lone, occupancy, own_explorers, owner, same_team, target
from .words import CARD_NAMES, DIRECTION_WORDS, colour_word, place, place_message

TAILWIND_STEPS = 3
CURRENT_STEPS = range(1, 7)
GUIDE_REACH = 3
BEARINGS_STEPS = 2


def current_card(state: State) -> str:
    return str(state["pending"][0])


def _representatives(state: State, explorers: list[str]) -> list[str]:
    """One explorer per (position, shelter) group: such explorers are interchangeable."""
    seen: set[tuple[str, bool]] = set()
    chosen = []
    for explorer in explorers:
        key = (state["explorers"][explorer], explorer in state["sheltered"])
        if key not in seen:
            seen.add(key)
            chosen.append(explorer)
    return chosen


def _on_grid(state: State, explorers: list[str]) -> list[str]:
    return [e for e in explorers if is_square(state["explorers"][e])]


def _opponents_alone(state: State, seat: int) -> list[str]:
    """Opponent explorers alone on a grid square and not sheltered (PTP-068, PTP-069)."""
    occupied = occupancy(state)
    return sorted(
        here[0]
        for position, here in occupied.items()
        if len(here) == 1 and not same_team(state, owner(here[0]), seat) and here[0] not in state["sheltered"]
    )


def pick_targets(state: State, card: str, seat: int) -> list[str]:
    """Every explorer a card_pick may name for ``card`` (before grouping)."""
    own = own_explorers(state, seat)
    if card == "POLAR_GUIDE":
        return [e for e in _on_grid(state, own) if pole_distance(state["explorers"][e], target(seat)) <= GUIDE_REACH]
    if card == "SHELTER":
        # a marker on an already sheltered explorer would change nothing, so it is not offered
        return [e for e in _on_grid(state, own) if e not in state["sheltered"]]
    if card == "AVALANCHE":
        return _opponents_alone(state, seat)
    if card == "LOST_BEARINGS":
        return [e for e in _on_grid(state, own) if isinstance(_bearings_landing(state, e), Landing)]
    return []


def _bearings_landing(state: State, explorer: str) -> Landing | Msg:
    """PTP-070: 2 spaces along the column toward home, or 1 when that reaches the home pole."""
    seat = owner(explorer)
    position = state["explorers"][explorer]
    steps = min(BEARINGS_STEPS, pole_distance(position, home(seat)))
    occupied = occupancy(state)
    return plan(state, occupied, closed_bits(state, occupied, seat), explorer, toward(home(seat)), steps, None)


def swap_sources(state: State, seat: int) -> list[str]:
    occupied = occupancy(state)
    return [e for e in _on_grid(state, own_explorers(state, seat)) if lone(occupied, state["explorers"][e])]


def _card_moves(state: State, card: str, seat: int) -> Iterator[tuple[str, int, int | None, Landing]]:
    occupied = occupancy(state)
    closed = closed_bits(state, occupied, seat)
    own = own_explorers(state, seat)
    directions: tuple[str, ...]
    if card == "TAILWIND":
        movers, directions, distances = own, DIRECTIONS, range(TAILWIND_STEPS, TAILWIND_STEPS + 1)
    else:
        movers, directions, distances = _on_grid(state, own), ("E", "W"), CURRENT_STEPS
    for explorer in _representatives(state, movers):
        start = state["explorers"][explorer]
        for direction in directions:
            for steps in distances:
                vias = range(COLUMN_COUNT) if needs_via(start, direction, steps) else (None,)
                for via in vias:
                    landing = plan(state, occupied, closed, explorer, direction, steps, via)
                    if isinstance(landing, Landing):
                        yield direction, steps, via, landing


def card_actions(state: State) -> list[Action]:
    """The choices for the card being resolved; empty when it has no legal way to apply."""
    card = current_card(state)
    seat = state["active"]
    name = CARDS[card].name
    actions: list[Action] = []
    if card in ("TAILWIND", "CURRENT"):
        seen: set[tuple[str, str]] = set()
        for direction, steps, via, landing in _card_moves(state, card, seat):
            if (landing.explorer, landing.end) in seen:
                continue
            seen.add((landing.explorer, landing.end))
            actions.append(
                {
                    "type": "card_move",
                    "explorer": landing.explorer,
                    "dir": direction,
                    "dist": steps,
                    "via": via_letter(via),
                    "label": f"{name}: {landing.describe()} ({steps} {DIRECTION_WORDS[direction]})",
                }
            )
    elif card == "SECOND_WIND":
        actions.append({"type": "wind_roll", "label": "Second Wind: roll both dice again"})
    elif card == "ICE_FLOE":
        for own in swap_sources(state, seat):
            for rival in _opponents_alone(state, seat):
                label = (
                    f"Swap {colour_word(own)} on {state['explorers'][own]} "
                    f"with {colour_word(rival)} on {state['explorers'][rival]}"
                )
                actions.append({"type": "card_swap", "own": own, "opponent": rival, "label": label})
    else:
        for explorer in _representatives(state, pick_targets(state, card, seat)):
            actions.append({"type": "card_pick", "explorer": explorer, "label": _pick_label(state, card, explorer)})
    if actions and not CARDS[card].mandatory:
        actions.append({"type": "decline", "label": f"Decline {name}"})
    return actions


def _pick_label(state: State, card: str, explorer: str) -> str:
    position = state["explorers"][explorer]
    colour = colour_word(explorer)
    if card == "POLAR_GUIDE":
        return f"Polar Guide: {colour} on {position} arrives at {place(target(owner(explorer)))}"
    if card == "SHELTER":
        return f"Shelter {colour} on {position}"
    if card == "AVALANCHE":
        return f"Send {colour} on {position} home to {place(home(owner(explorer)))}"
    landing = _bearings_landing(state, explorer)
    return f"Lost Bearings: {landing.describe() if isinstance(landing, Landing) else colour + ' on ' + position}"


def _take_card(state: State) -> str:
    card = state["pending"].pop(0)
    state["discard"].append(card)
    return str(card)


def discard_unplayable(state: State, events: list[Event]) -> None:
    """PTP-061: a card with no legal way to apply it has no effect."""
    card = _take_card(state)
    text = msg("{card} has no legal use: discarded with no effect.", card=CARD_NAMES[card])
    events.append(event("card_void", text, card=card))


def resolve_blizzard(state: State, events: list[Event]) -> None:
    """PTP-071: the active player skips their next turn (the counter stacks)."""
    _take_card(state)
    seat = state["active"]
    state["skips"][seat] += 1
    events.append(event("card", msg("Blizzard: {who} will skip their next turn.", who=who(seat)), card="BLIZZARD"))


def apply_card_action(state: State, seat: int, action: dict[str, Any], events: list[Event]) -> None:
    """Check and carry out one choice for the current card on ``state`` (a fresh copy)."""
    card = current_card(state)
    kind = action.get("type")
    expected = {
        "TAILWIND": "card_move",
        "CURRENT": "card_move",
        "SECOND_WIND": "wind_roll",
        "ICE_FLOE": "card_swap",
    }.get(card, "card_pick")
    if kind == "decline":
        if CARDS[card].mandatory:
            raise IllegalAction(msg("{card} is mandatory and cannot be declined.", card=CARD_NAMES[card]))
        _take_card(state)
        events.append(event("card", msg("{who} declined {card}.", who=who(seat), card=CARD_NAMES[card]), card=card))
        return
    if kind != expected:
        refused = msg("That action does not belong to the current phase: resolve {card}.", card=CARD_NAMES[card])
        raise IllegalAction(refused)
    if kind == "card_move":
        _apply_card_move(state, seat, card, action, events)
    elif kind == "wind_roll":
        _take_card(state)
        a, b = roll_pair(state)
        state["dice"] = new_dice(a, b, "wind")
        state["phase"] = "move"
        text = msg("Second Wind: {who} rolled {a} and {b}.", who=who(seat), a=a, b=b)
        events.append(event("roll", text, a=a, b=b, source="wind"))
    elif kind == "card_swap":
        _apply_swap(state, seat, action, events)
    else:
        _apply_pick(state, seat, card, action, events)


def _apply_card_move(state: State, seat: int, card: str, action: dict[str, Any], events: list[Event]) -> None:
    explorer = own_explorer_field(state, seat, action)
    direction = direction_field(action)
    via = via_field(action)
    steps = action.get("dist")
    if isinstance(steps, bool) or not isinstance(steps, int):
        raise IllegalAction(msg("The distance must be a whole number of spaces."))
    if card == "TAILWIND" and steps != TAILWIND_STEPS:
        raise IllegalAction(msg("Tailwind moves exactly 3 spaces."))
    if card == "CURRENT" and (
        direction not in ("E", "W") or steps not in CURRENT_STEPS or not is_square(state["explorers"][explorer])
    ):
        raise IllegalAction(msg("Ocean Current moves an explorer on the grid 1 to 6 spaces east or west."))
    occupied = occupancy(state)
    landing = plan(state, occupied, closed_bits(state, occupied, seat), explorer, direction, steps, via)
    if isinstance(landing, Msg):
        raise IllegalAction(landing)
    _take_card(state)
    route = landing.path_message()
    text = msg("{card}: {who} moved an explorer {route}.", card=CARD_NAMES[card], who=who(seat), route=route)
    events.append(event("card_move", text, card=card, **_move_details(landing, direction, steps, via)))
    land(state, landing, events)


def _move_details(landing: Landing, direction: str, steps: int, via: int | None) -> dict[str, Any]:
    """What a picture needs to draw a card move's path (the view traces it again)."""
    return {
        "explorer": landing.explorer,
        "start": landing.start,
        "end": landing.end,
        "dir": direction,
        "steps": steps,
        "via": via_letter(via),
    }


def _apply_swap(state: State, seat: int, action: dict[str, Any], events: list[Event]) -> None:
    own = own_explorer_field(state, seat, action, "own")
    rival = explorer_field(state, action, "opponent")
    if own not in swap_sources(state, seat):
        raise IllegalAction(
            msg("{explorer} cannot be chosen for Ice Floe: it must be alone on a grid square.", explorer=own)
        )
    if rival not in _opponents_alone(state, seat):
        raise IllegalAction(msg("{explorer} cannot be chosen for Ice Floe.", explorer=rival))
    _take_card(state)
    explorers = state["explorers"]
    squares = (explorers[own], explorers[rival])
    explorers[own], explorers[rival] = explorers[rival], explorers[own]  # PTP-068: no capture, no goal
    text = msg(
        "Ice Floe: {who} swapped their explorer on {square} with {whose}'s explorer on {other}.",
        who=who(seat), square=squares[0], whose=who(owner(rival)), other=squares[1],
    )
    events.append(event("card", text, card="ICE_FLOE", explorers=[own, rival], squares=list(squares)))


def _apply_pick(state: State, seat: int, card: str, action: dict[str, Any], events: list[Event]) -> None:
    explorer = explorer_field(state, action)
    if explorer not in pick_targets(state, card, seat):
        raise IllegalAction(msg("{explorer} cannot be chosen for {card}.", explorer=explorer, card=CARD_NAMES[card]))
    landing = _bearings_landing(state, explorer) if card == "LOST_BEARINGS" else None
    _take_card(state)
    square = state["explorers"][explorer]
    mover = owner(explorer)
    if card == "POLAR_GUIDE":
        text = msg("Polar Guide: {who} guided their explorer on {square} to {pole}.", who=who(seat), square=square,
                   pole=place_message(target(mover)))
        events.append(event("card", text, card=card, explorer=explorer, square=square))
        arrive(state, explorer, events)
    elif card == "SHELTER":
        state["sheltered"].append(explorer)
        text = msg(
            "Shelter: {who} sheltered their explorer on {square} until their next turn.", who=who(seat), square=square
        )
        events.append(event("card", text, card=card, explorer=explorer, square=square))
    elif card == "AVALANCHE":
        send_home(state, explorer)
        text = msg("Avalanche: {who} sent {whose}'s explorer on {square} back to {pole}.", who=who(seat),
                   whose=who(mover), square=square, pole=place_message(home(mover)))
        events.append(event("card", text, card=card, explorer=explorer, square=square))
    else:
        assert isinstance(landing, Landing)
        text = msg("Lost Bearings: {who} moved an explorer {route}.", who=who(seat), route=landing.path_message())
        steps = min(BEARINGS_STEPS, pole_distance(square, home(mover)))
        events.append(event("card_move", text, card=card, **_move_details(landing, toward(home(mover)), steps, None)))
        land(state, landing, events)
