"""The turn (RNP §4, §5, §8, §10, §11): phases, free points, windows, equipment uses, passing on.

Phases in ``turn["phase"]``: ``camp`` (phase 1), ``main`` (free point + main play), ``refreshed``
(pay or end), ``paid`` (the play after paying), ``extra`` (a Husky play), ``overflow`` (a 4th
token), ``window`` (post-play window). Phase 3 runs inside each play; phase 4 on ``end``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine import Action, Event, State, event, who
from bot.i18n.message import Msg, msg

from .board import CENTRAL, DISCS, disc_kind, is_grid
from .data import BOARD, TOKENS
from .dice import Shuffler
from .listing import has_play, plays
from .moves import explain
from .resolve import begin_play, continue_play
from .state import at_pole, camp, discard_card, drop_token, facing, holds, on_ship, own_pawns, refill
from .views import note_recent
from .words import ITEM_WORDS, MESSAGE_OF, card_name, disc_message, disc_words

PLAY_PHASES = ("main", "paid", "extra")
FREE_POINTS = ("main", "window")  # RNP-029


def begin_turn(state: State, seat: int, round_number: int, start_seat: int) -> None:
    state["turn"] = {
        "seat": seat,
        "phase": "camp" if on_ship(state, seat) else "main",  # RNP-030/031
        "round": round_number,
        "start_seat": start_seat,
        "pending_husky": 0,
        "refreshed": False,
        "paid": False,
        "stored_this_turn": False,
        "husky_ok": True,
        "play": None,
    }


def controller(state: State, seat: int) -> int:
    """Who decides for a seat: itself, or its partner after it left a team game (RNP-138)."""
    controlling: int = state["seats"][seat]["controller"]
    return controlling


# --- listing choices --------------------------------------------------------------------


def free_uses(state: State, seat: int) -> list[Action]:
    """Compass and Igloo uses at a free point (RNP-099, RNP-102)."""
    actions: list[Action] = []
    for token in holds(state, seat, "Compass")[:1]:
        for orientation in compass_choices(state):
            label = f"Compass: open the Pole to the {disc_words(orientation)}"
            actions.append({"type": "compass", "token": token, "orientation": orientation, "label": label})
    for token in holds(state, seat, "Igloo")[:1]:
        for pawn in igloo_pawns(state, seat):
            label = f"Igloo: shelter your pawn on {state['pawns'][pawn]}"
            actions.append({"type": "igloo", "token": token, "pawn": pawn, "label": label})
    return actions


def compass_choices(state: State) -> list[str]:
    return [o for o in DISCS[disc_kind(state["disc"])] if o != state["disc"]]


def igloo_pawns(state: State, seat: int) -> list[str]:
    sheltered = {state["pawns"][p] for p in state["igloos"]}
    return [
        p
        for p in own_pawns(state, seat)
        if is_grid(at := state["pawns"][p]) and at not in CENTRAL and p not in state["igloos"] and at not in sheltered
    ]


def window_actions(state: State, seat: int, kind: object = None) -> list[Action]:
    """RNP-086: Husky (with a legal extra play), Compass, Igloo, Backpack store, or end the turn.

    With ``kind``, the Husky choices (the costly part: they need a legal play) only for "husky"."""
    turn = state["turn"]
    actions: list[Action] = []
    if turn["husky_ok"] and kind in (None, "husky"):
        huskies = holds(state, seat, "Husky")[:1]
        # Without a Husky to use, no need to look for the legal play it would need.
        if (turn["pending_husky"] or huskies) and has_play(state, seat):
            if turn["pending_husky"]:
                actions.append({"type": "husky", "label": "Husky: play another card"})
            for token in huskies:
                actions.append({"type": "husky", "token": token, "label": "Husky: play another card"})
    actions += free_uses(state, seat)
    backpacks = holds(state, seat, "Backpack")
    if backpacks and state["seats"][seat]["backpack"] is None:  # RNP-140
        for slot in facing(state, seat):
            if (card := state["slots"][slot]) is not None:
                label = f"Backpack: keep {card_name(card)} for a later turn"
                actions.append({"type": "store", "token": backpacks[0], "slot": slot, "label": label})
    actions.append({"type": "end", "label": "End turn"})
    return actions


def overflow_actions(state: State, seat: int) -> list[Action]:
    """RNP-093: discard one of the four, or use a Compass, Igloo or Husky among them now."""
    actions: list[Action] = []
    for token in state["seats"][seat]["equipment"]:
        item = TOKENS[token].item
        actions.append(
            {
                "type": "overflow",
                "mode": "discard",
                "token": token,
                "label": f"Discard {item} ({TOKENS[token].colour} token)",
            }
        )
        if item == "Compass":
            for orientation in compass_choices(state):
                label = f"Use Compass: open the Pole to the {disc_words(orientation)}"
                actions.append(
                    {
                        "type": "overflow",
                        "mode": "use",
                        "token": token,
                        "orientation": orientation,
                        "label": label,
                    }
                )
        elif item == "Igloo":
            for pawn in igloo_pawns(state, seat):
                label = f"Use Igloo: shelter your pawn on {state['pawns'][pawn]}"
                actions.append({"type": "overflow", "mode": "use", "token": token, "pawn": pawn, "label": label})
        elif item == "Husky":
            label = "Use Husky: one extra play this turn"
            actions.append({"type": "overflow", "mode": "use", "token": token, "label": label})
    return actions


def payable(state: State, seat: int) -> list[str]:
    """RNP-076: tokens whose discard still leaves a legal play."""
    fine: list[str] = []
    for token in state["seats"][seat]["equipment"]:
        trial = _without(state, seat, token)
        if has_play(trial, seat):
            fine.append(token)
    return fine


def _without(state: State, seat: int, token: str) -> State:
    trial = dict(state)
    trial["seats"] = [dict(s) for s in state["seats"]]
    info = trial["seats"][seat]
    info["equipment"] = [t for t in info["equipment"] if t != token]
    if info["backpack"] is not None and info["backpack"]["token"] == token:
        info["backpack"] = None
    return trial


def turn_actions(state: State, only: Mapping[str, Any] | None = None) -> list[Action]:
    """Every legal choice of the current seat now (RNP-124: listed even when only one).

    With ``only`` (a submitted action), just the choices that could equal it, in the same order:
    those of its type and, for a play, of its card, copy, pawn and path or direction. Matching
    one action needs no more."""
    if only is None:
        return _choices(state, None, None)
    kind = only.get("type")
    if kind in ("move", "sling"):  # plays are listed in the play phases only, narrowed to the kind
        return plays(state, state["turn"]["seat"], only) if state["turn"]["phase"] in PLAY_PHASES else []
    if kind == "end":  # offered last whenever a turn may end, and nothing else is an "end"
        phase = state["turn"]["phase"]
        return [{"type": "end", "label": "End turn"}] if phase in ("refreshed", "window") else []
    return [a for a in _choices(state, kind, only if kind in ("move", "sling") else None) if a["type"] == kind]


def _choices(state: State, kind: object, only: Mapping[str, Any] | None) -> list[Action]:
    turn = state["turn"]
    seat, phase = turn["seat"], turn["phase"]
    wants_plays = kind is None or kind in ("move", "sling")
    if phase == "camp":
        return [{"type": "camp", "square": sq, "label": f"Bring a pawn ashore to {sq}"} for sq in camp(state, seat)]
    if phase == "main":
        return [
            *(free_uses(state, seat) if not wants_plays or kind is None else []),
            *(plays(state, seat, only) if wants_plays else []),
            {"type": "refresh", "label": "Refresh: swap my 3 cards for new ones"},
        ]
    if phase in ("paid", "extra"):
        return plays(state, seat, only) if wants_plays else []
    if phase == "refreshed":
        pays: list[Action] = [
            {"type": "pay", "token": t, "label": f"Give up {TOKENS[t].item} to play a card"}
            for t in (payable(state, seat) if kind in (None, "pay") else [])
        ]
        return [*pays, {"type": "end", "label": "End turn"}]
    if phase == "overflow":
        return overflow_actions(state, seat)
    return window_actions(state, seat, kind)


def _number(pawn: str) -> int:
    return int(pawn.lstrip("abcdefghijklmnopqrstuvwxyz"))


# --- carrying out a choice --------------------------------------------------------------


def reason_for(state: State, action: Action) -> Msg:
    """A readable sentence for an action that matched no legal choice (RNP-139)."""
    seat, phase = state["turn"]["seat"], state["turn"]["phase"]
    kind = action.get("type")
    token = action.get("token")
    loaded = state["seats"][seat]["backpack"] is not None
    alike = kind in ("compass", "igloo", "husky") or (kind == "store" and not loaded)
    if alike and isinstance(token, str) and token in TOKENS:
        first = holds(state, seat, TOKENS[token].item)
        if token in first and first[0] != token:  # design: of several alike, the lowest id is used
            return msg("Use your lowest-numbered {item} token ({token}) first.", item=ITEM_WORDS[TOKENS[token].item],
                       token=first[0])
    if kind in ("move", "sling"):
        if phase not in PLAY_PHASES:
            return msg("You can't play a card now.")
        return explain(state, seat, action)
    if kind == "refresh":
        if phase != "main":
            return msg("Refresh is only possible instead of the main play.")
        return msg("You can't refresh now.")
    if kind == "store":
        if phase != "window":
            return msg("A Backpack can only be loaded in a post-play window.")
        if state["seats"][seat]["backpack"] is not None:
            return msg("Your Backpack already holds a card.")
        return msg("You need an empty Backpack and a card in one of your facing slots.")
    if kind == "husky":
        if phase != "window":
            return msg("A Husky can only be used in a post-play window.")
        if state["turn"]["husky_ok"]:
            return msg("A Husky needs a legal extra play.")
        return msg("No Husky after a Refresh.")
    if kind in ("compass", "igloo"):
        token = action.get("token")
        if token not in state["seats"][seat]["equipment"]:
            return msg("You don't hold that token.")
        if phase not in FREE_POINTS:
            return msg("Compass and Igloo can only be used at a free point.")
        if kind == "compass":
            return msg("The Compass must turn the disc to a different allowed orientation.")
        return msg("An Igloo needs one of your own pawns on a non-central grid square not already in an Igloo.")
    if kind == "pay":
        if phase == "refreshed":
            return msg("That token can't be paid: no legal play would remain.")
        return msg("You can't pay now.")
    return msg("That move isn't allowed right now.")


def apply_turn(state: State, rng: Shuffler, action: Action, events: list[Event]) -> None:
    turn = state["turn"]
    seat = turn["seat"]
    first = len(events)
    _apply_turn(state, rng, action, events)
    note_recent(state, seat, turn["round"], events[first:])  # for the picture: what this turn did


def _apply_turn(state: State, rng: Shuffler, action: Action, events: list[Event]) -> None:
    turn = state["turn"]
    seat = turn["seat"]
    kind = action["type"]
    if kind == "camp":
        pawn = sorted(on_ship(state, seat), key=_number)[0]  # RNP-030
        state["pawns"][pawn] = action["square"]
        turn["phase"] = "main"
        events.append(
            event(
                "camp",
                msg("{who} brought a pawn ashore to {square}.", who=who(seat), square=action["square"]),
                pawn=pawn,
                square=action["square"],
            )
        )
    elif kind in ("move", "sling"):
        begin_play(state, rng, seat, action, events)
    elif kind == "refresh":
        refresh(state, rng, seat, events)
    elif kind == "pay":
        drop_token(state, rng, seat, action["token"])
        turn["paid"] = True
        turn["phase"] = "paid"
        item = ITEM_WORDS[TOKENS[action["token"]].item]
        events.append(event("pay", msg("{who} gave up {item} to play a card.", who=who(seat), item=item)))
    elif kind == "end" and turn["phase"] == "refreshed":
        turn["phase"], turn["husky_ok"] = "window", False  # RNP-077
        events.append(event("end", msg("{who} keeps the new cards and plays none.", who=who(seat))))
    elif kind == "end":
        finish_turn(state, rng, events)
    elif kind == "husky":
        if "token" in action:
            drop_token(state, rng, seat, action["token"])
        else:
            turn["pending_husky"] -= 1
        turn["phase"] = "extra"
        events.append(event("husky", msg("{who} drives the Huskies for an extra play.", who=who(seat))))
    elif kind in ("compass", "igloo"):
        use_token(state, rng, seat, action, events)
    elif kind == "store":
        info = state["seats"][seat]
        info["backpack"] = {"token": action["token"], "card": state["slots"][action["slot"]]}
        state["slots"][action["slot"]] = None
        turn["stored_this_turn"] = True
        packed = MESSAGE_OF[info["backpack"]["card"]]
        events.append(event("store", msg("{who} packed {card} into a Backpack.", who=who(seat), card=packed)))
    elif kind == "overflow":
        if action["mode"] == "discard":
            drop_token(state, rng, seat, action["token"])
            item = ITEM_WORDS[TOKENS[action["token"]].item]
            text = msg("{who} discarded {item}: at most 3 tokens.", who=who(seat), item=item)
            events.append(event("discard", text))
        else:
            use_token(state, rng, seat, action, events)
        continue_play(state, rng, events)


def use_token(state: State, rng: Shuffler, seat: int, action: Action, events: list[Event]) -> None:
    token = action["token"]
    item = TOKENS[token].item
    if item == "Igloo":
        state["seats"][seat]["equipment"].remove(token)  # it stays on the board with the pawn (RNP-099)
        state["igloos"][action["pawn"]] = token
        events.append(
            event(
                "igloo",
                msg("{who} built an Igloo on {square}.", who=who(seat), square=state["pawns"][action["pawn"]]),
                square=state["pawns"][action["pawn"]],
            )
        )
        return
    drop_token(state, rng, seat, token)
    if item == "Compass":
        state["disc"] = action["orientation"]
        text = msg("{who} turned the Pole's opening to the {disc}.", who=who(seat), disc=disc_message(state["disc"]))
        events.append(event("compass", text))
    else:
        state["turn"]["pending_husky"] += 1  # RNP-093
        events.append(event("husky", msg("{who} keeps a Husky extra play for this turn.", who=who(seat))))


def refresh(state: State, rng: Shuffler, seat: int, events: list[Event]) -> None:
    """RNP-074: the facing cards go to the discard pile; 3 new ones in index order."""
    slots = facing(state, seat)
    for slot in slots:
        if (card := state["slots"][slot]) is not None:
            discard_card(state, rng, card)
            state["slots"][slot] = None
    refill(state, rng, slots)
    state["turn"]["refreshed"] = True
    state["turn"]["phase"] = "refreshed"
    events.append(event("refresh", msg("{who} swept away their 3 cards and drew new ones.", who=who(seat))))


def finish_turn(state: State, rng: Shuffler, events: list[Event]) -> None:
    """Phase 4 (RNP-087–090): refill every slot, then the next seat; the round cap ends the game."""
    refill(state, rng)
    turn = state["turn"]
    players = state["players"]
    active = [i for i in range(players) if not state["seats"][i]["left"] or state["teams"]]
    start = turn["start_seat"]
    current = turn["seat"]
    upcoming = min(active, key=lambda i: (i - current - 1) % players)  # the next active seat
    round_number = turn["round"]
    if (upcoming - start) % players <= (current - start) % players:
        round_number += 1
    if round_number > BOARD["round_cap"]:
        state["turn"]["phase"] = "over"
        state["result"] = {"kind": "cap", "winners": cap_winners(state)}
        events.append(event("cap", msg("{rounds} rounds are over: the race is called.", rounds=BOARD["round_cap"])))
        return
    begin_turn(state, upcoming, round_number, start)


def cap_winners(state: State) -> list[int]:
    """RNP-119: most pawns at the Pole, then fewest on the ship; ties share (teams count together)."""
    seats = [i for i in range(state["players"]) if not state["seats"][i]["left"] or state["teams"]]

    def team_of(i: int) -> list[int]:
        team = state["seats"][i]["team"]
        return [j for j in seats if state["seats"][j]["team"] == team]

    def key(i: int) -> tuple[int, int]:
        group = team_of(i)
        return sum(at_pole(state, j) for j in group), -sum(len(on_ship(state, j)) for j in group)

    best = max(key(i) for i in seats)
    return [i for i in seats if key(i) == best]
