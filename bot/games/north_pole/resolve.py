"""Carrying out a play (RNP-070): the move or Sling, the Pole and win check, tokens, hazards,
the card's disposal and the weather check (RNP §7, §9, §12).

A play's remaining steps live in ``turn["play"]["stages"]`` so that an equipment overflow
(RNP-093) can pause the play for the holder's choice and then resume it where it stopped.
"""

from __future__ import annotations

from typing import Any

from bot.engine import Action, Event, State, event, who
from bot.i18n.message import Arg, msg

from .board import CENTRAL, POLE
from .data import BOARD, CARDS, TOKENS
from .dice import Shuffler
from .moves import GEAR_ITEMS, ambushed, sling_target
from .state import (
    BEAR,
    at_pole,
    discard_card,
    drop_token,
    holds,
    leave_square,
    next_turn_direction,
    own_pawns,
    rotate,
    send_home,
    storm_event_text,
    storm_total,
)
from .words import BEAR_WORDS, FOUND_WORDS, THE_POLE, card_face, pawn_colour, pawn_message, played_message

STAGES = ("collect", "reveal", "dispose", "weather")


def performed_card(state: State, action: Action, card_id: str) -> str:
    """The card whose symbol and type the play performs: an Emergency performs its copy (RNP-034)."""
    if CARDS[card_id].symbol == "Emergency":
        copied: str = state["slots"][action["copy"]]
        return copied
    return card_id


def begin_play(state: State, rng: Shuffler, seat: int, action: Action, events: list[Event]) -> None:
    """Execute a matched legal play, then run its remaining stages."""
    info = state["seats"][seat]
    if action["card"] == "BP":
        card_id = info["backpack"]["card"]
        token = info["backpack"]["token"]
        info["backpack"] = None
        # Design: the emptied Backpack is discarded as its card is played (RNP-097); it has no further use.
        info["equipment"].remove(token)
        state["token_discard"].append(token)
    else:
        card_id = state["slots"][action["card"]]
    if action["card"] != "BP":
        state["slots"][action["card"]] = None  # RNP-037: the slot stays empty until phase 4
    for gear in action.get("gear", []):
        drop_token(state, rng, seat, holds(state, seat, GEAR_ITEMS[gear])[0])  # RNP-141: lowest id
    pawn: str = action["pawn"]
    start = state["pawns"][pawn]
    mover = BEAR_WORDS if pawn == BEAR else msg("a pawn")
    copied = performed_card(state, action, card_id) if "copy" in action else None
    name = played_message(card_id, copied)
    # Public details for the picture of this turn (views.note_recent); squares as of rotation r.
    shown: dict[str, Any] = {"card": card_face(card_id), "copy": None if copied is None else card_face(copied)}
    shown |= {"colour": pawn_colour(pawn), "start": start, "r": state["r"]}
    play = {"seat": seat, "card": card_id, "ambusher": None, "collect": None, "stages": list(STAGES)}
    state["turn"]["play"] = play
    if action["type"] == "sling":
        target = sling_target(state, start, action["dir"])
        assert target is not None
        hit, victim = state["pawns"][target], pawn_message(state, target)
        home = send_home(state, target)
        play["ambusher"] = pawn
        text = msg(
            "{who} played {card}: from {start}, {mover} slung {victim} on {hit} back to {home}.",
            who=who(seat), card=name, start=start, mover=mover, victim=victim, hit=hit, home=home,
        )
        events.append(event("sling", text, pawn=pawn, dir=action["dir"], hit=hit, victim=pawn_colour(target), **shown))
    else:
        path: list[str] = action["path"]
        target = ambushed(state, pawn, path)  # the move is legal: guard matched it
        squares = " → ".join([start, *(sq for sq in path if sq != POLE)])
        route = msg("{path} → {pole}", path=squares, pole=THE_POLE) if path[-1] == POLE else squares
        moved: dict[str, Arg] = {"who": who(seat), "card": name, "mover": mover, "path": route}
        text = msg("{who} played {card} and moved {mover} {path}.", **moved)
        if target is not None:
            shown["victim"] = pawn_colour(target)
            victim = pawn_message(state, target)
            home = send_home(state, target)
            play["ambusher"] = pawn
            text = msg(
                "{who} played {card} and moved {mover} {path}, ambushing {victim}, which goes back to {home}.",
                **moved, victim=victim, home=home,
            )
        leave_square(state, pawn)  # RNP-100
        final = path[-1]
        if final == POLE:
            events.append(event("move", text, pawn=pawn, path=path, **shown))
            if enter_pole(state, seat, pawn, events):
                return
        else:
            state["pawns"][pawn] = final
            if final in state["corner_tokens"]:
                play["collect"] = state["corner_tokens"].pop(final)  # RNP-069
            events.append(event("move", text, pawn=pawn, path=path, **shown))
    continue_play(state, rng, events)


def enter_pole(state: State, seat: int, pawn: str, events: list[Event]) -> bool:
    """RNP-055/056/113/117/121: score the pawn; True when that wins the game."""
    if pawn == BEAR:
        state["pawns"][BEAR] = "supply"
        text = msg("The Polar Bear reached the Pole and goes back to the supply.")
        events.append(event("pole", text, colour=BEAR))
        return False
    state["pawns"][pawn] = "pole"
    text = msg("{who}'s pawn reached the North Pole!", who=who(seat))
    events.append(event("pole", text, seat=seat, colour=pawn_colour(pawn)))
    if state["teams"]:
        team = state["seats"][seat]["team"]
        members = [i for i, s in enumerate(state["seats"]) if s["team"] == team]
        if sum(at_pole(state, i) for i in members) == sum(state["seats"][i]["target"] for i in members):
            state["result"] = {"kind": "pole", "winners": members}
            return True
    elif at_pole(state, seat) == state["seats"][seat]["target"]:
        state["result"] = {"kind": "pole", "winners": [seat]}
        return True
    if state["score_token"] is not None:
        state["turn"]["play"]["collect"] = state["score_token"]
        state["score_token"] = None
    return False


def gain(state: State, seat: int, token: str, events: list[Event], how: str) -> bool:
    """RNP-066: the token joins the seat's equipment; True when that makes a 4th (RNP-093)."""
    equipment = state["seats"][seat]["equipment"]
    equipment.append(token)
    item = TOKENS[token].item
    found = FOUND_WORDS[item]
    text = msg("{who} found {item}.", who=who(seat), item=found) if how == "found" else msg(
        "{who} revealed {item}.", who=who(seat), item=found
    )
    events.append(event("token", text, item=item, how=how))
    limit: int = BOARD["equipment_limit"]
    return len(equipment) > limit


def continue_play(state: State, rng: Shuffler, events: list[Event]) -> None:
    """Run the play's remaining stages; stop at an overflow, else open the post-play window."""
    play = state["turn"]["play"]
    seat = play["seat"]
    while play["stages"]:
        stage = play["stages"].pop(0)
        if stage == "collect" and play["collect"] is not None:
            if gain(state, seat, play["collect"], events, "found"):
                state["turn"]["phase"] = "overflow"
                return
        elif stage == "reveal" and play["ambusher"] is not None:
            if reveal(state, rng, seat, play["ambusher"], events):
                state["turn"]["phase"] = "overflow"
                return
        elif stage == "dispose":
            if CARDS[play["card"]].symbol == "Emergency":
                discard_card(state, rng, play["card"])  # RNP-037: adds no storm points
            else:
                state["storm"].append(play["card"])
        elif stage == "weather":
            weather(state, rng, events)
    state["turn"]["play"] = None
    state["turn"]["phase"] = "window"
    state["turn"]["husky_ok"] = True


def reveal(state: State, rng: Shuffler, seat: int, ambusher: str, events: list[Event]) -> bool:
    """RNP-065/067: the top compass-stack token; True when equipment overflows."""
    if not state["stack"]:
        return False
    token = state["stack"].pop(0)
    item = TOKENS[token].item
    if not TOKENS[token].hazard:
        return gain(state, seat, token, events, "revealed")
    square = state["pawns"][ambusher]
    if item == "Storm":  # RNP-105: rotate, storm pile untouched
        turn = next_turn_direction(state)
        rotate(state, turn)
        note_storm(state, turn, "token")
        state["token_discard"].append(token)
        text = storm_event_text(turn, msg("{who} revealed a Storm token", who=who(seat)))
        events.append(event("storm", text, turn=turn, cause="token"))
    elif item == "Hole":  # RNP-106, RNP-108
        home = send_home(state, ambusher)
        sealed = square in CENTRAL and any(sq in CENTRAL for sq in state["holes"])
        if sealed:
            state["token_discard"].append(token)
        else:
            state["holes"][square] = token
        fallen = pawn_message(state, ambusher, start=True)
        if sealed:
            text = msg(
                "Hole in the Ice! {pawn} falls back to {home}; the Hole is removed (one central Hole at most).",
                pawn=fallen, home=home,
            )
        else:
            text = msg(
                "Hole in the Ice! {pawn} falls back to {home}; the Hole opens on {square}.",
                pawn=fallen, home=home, square=square,
            )
        events.append(event("hole", text, square=square, r=state["r"], colour=pawn_colour(ambusher)))
    else:  # Polar Bear, RNP-109
        state["token_discard"].append(token)
        if ambusher == BEAR:
            text = msg("A Polar Bear token: the bear itself ambushed, so nothing happens.")
            events.append(event("bear", text, square=square, r=state["r"], colour=BEAR))
        else:
            home = send_home(state, ambusher)
            state["pawns"][BEAR] = square
            text = msg(
                "Polar Bear! {pawn} flees to {home}; the bear takes {square}.",
                pawn=pawn_message(state, ambusher, start=True), home=home, square=square,
            )
            events.append(event("bear", text, square=square, r=state["r"], colour=pawn_colour(ambusher)))
    return False


def weather(state: State, rng: Shuffler, events: list[Event]) -> None:
    """RNP-079–084: at most one threshold storm per check; the storm pile then goes to the discard."""
    total = storm_total(state)
    if total < state["threshold"]:
        return
    turn = next_turn_direction(state)
    rotate(state, turn)
    note_storm(state, turn, "threshold")
    for card in state["storm"]:
        discard_card(state, rng, card)
    state["storm"] = []
    cause = msg("Storm! {total} storm points reach {threshold}", total=total, threshold=state["threshold"])
    text = storm_event_text(turn, cause)
    events.append(event("storm", text, turn=turn, total=total, cause="threshold"))


def note_storm(state: State, turn: str, cause: str) -> None:
    """Remember the latest storm for the public view: which way, when, and why."""
    state["last_storm"] = {"turn": turn, "cause": cause, "round": state["turn"]["round"], "seat": state["turn"]["seat"]}


def remove_seat(state: State, rng: Shuffler, seat: int) -> None:
    """RNP-137: a leaving seat's pawns leave play, its tokens go to the token discard."""
    for pawn in own_pawns(state, seat):
        leave_square(state, pawn)
        state["pawns"][pawn] = "out"
    for token in list(state["seats"][seat]["equipment"]):
        drop_token(state, rng, seat, token)
