"""The ROLL window (RIO-049, RIO-127, RIO-128): what may happen to a pending result.

Options: ROLL caddie cards (C1–C5), handicap points (RIO-097), Big Hitter (RIO-088), survival
tokens (RIO-119). The window opens only when at least one option is actually usable (design:
a held card whose requirement fails is no option) and the seat's ``pause_rolls`` allows it.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine import Action, State, event, who
from bot.i18n import N_, msg, nmsg

from .common import active, decide, forward, hand_kinds, has_golfer, holds_window, mode, play_card
from .data import CLUBS, face_label, face_value
from .flight import beats, cancel_pending, handicap_points, resolve_pending, roll_club, sand_first, would_end
from .words import board_msg, card_msg, direction_msg, face_msg, into_msg, names_msg, plural, turn_msg  # noqa: F401

Events = list[dict[str, Any]]
TURN_NAMES = {"left": "forward-left", "right": "forward-right"}


def _distinct_faces(club: str) -> list[str]:
    return list(dict.fromkeys(CLUBS[club].faces))


def roll_options(st: State) -> list[Action]:
    """Every legal ROLL-window option besides Accept, for the active seat."""
    return [*card_options(st), *spend_options(st)]


def card_options(st: State) -> list[Action]:
    """The ROLL caddie cards the active seat may play on the pending result (private)."""
    t = st["turn"]
    seat = active(st)
    number = face_value(str(t["pending"]))
    kinds = set(hand_kinds(st, seat))
    options: list[Action] = []
    if "C1" in kinds:
        options.append({"type": "card", "card": "C1", "label": N_("Deep Breath: roll again")})
    if "C2" in kinds:
        for club in CLUBS:
            if club != t["club"]:
                options.append({"type": "card", "card": "C2", "club": club, "label": f"Club Swap: {CLUBS[club].name}"})
    if "C3" in kinds and number is not None:
        options.append({"type": "card", "card": "C3", "delta": 1, "label": f"Caddie's Advice: {number} → {number + 1}"})
        if number > 1:
            options.append(
                {"type": "card", "card": "C3", "delta": -1, "label": f"Caddie's Advice: {number} → {number - 1}"}
            )
    if "C4" in kinds:
        for f in _distinct_faces(str(t["club"])):
            options.append({"type": "card", "card": "C4", "face": f, "label": f"Perfect Read: {face_label(f)}"})
    if "C5" in kinds:
        for turn, name in TURN_NAMES.items():
            options.append({"type": "card", "card": "C5", "turn": turn, "label": f"Shape the Shot: {name}"})
    return options


def spend_options(st: State) -> list[Action]:
    """Handicap points, Big Hitter and survival tokens on the pending result (public)."""
    t = st["turn"]
    seat = active(st)
    number = face_value(str(t["pending"]))
    options: list[Action] = []
    points = handicap_points(st, seat)
    if number is not None and points and not t["flags"]["handicap_used"]:
        for x in range(1, points + 1):
            spend = f"Spend {plural(x, 'handicap point')}"
            options.append({"type": "handicap", "delta": x, "label": f"{spend}: {number} → {number + x}"})
            if number - x >= 1:
                options.append({"type": "handicap", "delta": -x, "label": f"{spend}: {number} → {number - x}"})
    big_hitter = has_golfer(st, seat, "G6") and t["club"] in ("wood", "4iron") and not t["flags"]["big_hitter_used"]
    if big_hitter and number is not None and not sand_first(st) and not beats(st, number):
        options.append({"type": "big_hitter", "label": N_("Big Hitter: reroll")})
    if mode(st) == "solo_survival":
        tokens = int(st["seats"][seat]["tokens"])
        if tokens >= 1:
            options.append({"type": "token_reroll", "label": N_("Spend 1 token: reroll")})
        if tokens >= 3:
            for turn, name in TURN_NAMES.items():
                options.append({"type": "token_turn", "turn": turn, "label": f"Spend 3 tokens: turn {name}"})
    return options


def roll_window_opens(st: State) -> bool:
    seat = int(st["turn"]["seat"])
    setting = st["seats"][seat]["settings"]["pause_rolls"]
    # RIO-127/RIO-135: holding any ROLL card opens it, usable now or not, so its opening
    # does not tell the table which ROLL card the seat holds.
    # (every ROLL card option needs a ROLL card held, so the cards need no listing here)
    if setting == "never" or not (holds_window(st, seat, "ROLL") or can_spend(st)):
        return False
    return setting == "always" or would_end(st)


def can_spend(st: State) -> bool:
    """Whether ``spend_options`` lists anything, asked without listing (at every roll)."""
    t = st["turn"]
    seat = int(t["seat"])
    number = face_value(str(t["pending"]))
    if number is not None and handicap_points(st, seat) >= 1 and not t["flags"]["handicap_used"]:
        return True  # a point or more: "+1" at least
    if (
        has_golfer(st, seat, "G6")
        and t["club"] in ("wood", "4iron")
        and not t["flags"]["big_hitter_used"]
        and number is not None
        and not sand_first(st)
        and not beats(st, number)
    ):
        return True
    return mode(st) == "solo_survival" and int(st["seats"][seat]["tokens"]) >= 1


def roll_actions(st: State) -> list[Action]:
    """Accept and the spends (public), then the cards (private): public first, as offered."""
    return [accept_action(st), *spend_options(st), *card_options(st)]


def accept_action(st: State) -> Action:
    return {"type": "accept", "label": f"Accept {face_label(str(st['turn']['pending']))}"}


def roll_candidates(st: State, kind: object) -> list[Action]:
    """The window's actions of one type: a card is matched among the cards only, and so on."""
    if kind == "accept":
        return [accept_action(st)]
    return card_options(st) if kind == "card" else [a for a in spend_options(st) if a["type"] == kind]


def roll_and_offer(st: State, rng: random.Random, events: Events) -> None:
    """Roll, then open the ROLL window or resolve the result at once."""
    roll_club(st, rng)
    if roll_window_opens(st):
        decide(st, active(st), "roll")
    else:
        resolve_pending(st, events)


def _reroll(st: State, rng: random.Random, events: Events) -> None:
    cancel_pending(st)
    roll_and_offer(st, rng, events)


def _keep_open(st: State, events: Events) -> None:
    """After a change to the pending result the window stays open while options remain."""
    if roll_options(st):
        decide(st, active(st), "roll")
    else:
        resolve_pending(st, events)


def _set_pending(st: State, face: str) -> None:
    t = st["turn"]
    t["rolls"][-1]["was"] = t["rolls"][-1].get("was", t["pending"])
    t["rolls"][-1]["face"] = face
    t["pending"] = face


def apply_roll_action(st: State, rng: random.Random, action: Action, events: Events) -> None:
    t = st["turn"]
    seat = active(st)
    kind = action["type"]
    if kind == "accept":
        resolve_pending(st, events)
    elif kind == "card":
        card = action["card"]
        if card == "C1":
            play_card(st, seat, "C1", "", events)
            _reroll(st, rng, events)
        elif card == "C2":
            play_card(st, seat, "C2", CLUBS[action["club"]].name, events)
            t["club"] = action["club"]
            _reroll(st, rng, events)
        elif card == "C3":
            number = int(str(t["pending"])) + int(action["delta"])
            play_card(st, seat, "C3", f"{number}", events)
            _set_pending(st, str(number))
            _keep_open(st, events)
        elif card == "C4":
            play_card(st, seat, "C4", face_label(action["face"]), events)
            _set_pending(st, str(action["face"]))
            _keep_open(st, events)
        else:
            play_card(st, seat, "C5", TURN_NAMES[action["turn"]], events)
            t["dir"] = forward(int(t["dir"]), action["turn"])
            resolve_pending(st, events)
    elif kind == "handicap":
        delta = int(action["delta"])
        st["seats"][seat]["handicap"] -= abs(delta)
        t["flags"]["handicap_used"] = True
        number = int(str(t["pending"])) + delta
        spent = nmsg(
            "{who} spends {n} handicap point: the roll is now {number}.",
            "{who} spends {n} handicap points: the roll is now {number}.",
            abs(delta),
            who=who(seat),
            number=number,
        )
        events.append(event("handicap", spent, seat=seat))
        _set_pending(st, str(number))
        _keep_open(st, events)
    elif kind == "big_hitter":
        t["flags"]["big_hitter_used"] = True
        events.append(
            event(
                "big_hitter",
                msg("{who} rerolls the failed number ({card}).", who=who(seat), card=card_msg("Big Hitter")),
                seat=seat,
            )
        )
        _reroll(st, rng, events)
    elif kind == "token_reroll":
        st["seats"][seat]["tokens"] -= 1
        events.append(event("token", msg("{who} spends a token to reroll.", who=who(seat)), seat=seat))
        _reroll(st, rng, events)
    elif kind == "token_turn":
        st["seats"][seat]["tokens"] -= 3
        t["dir"] = forward(int(t["dir"]), action["turn"])
        events.append(
            event(
                "token",
                msg("{who} spends 3 tokens to turn {turn}.", who=who(seat), turn=turn_msg(str(action["turn"]))),
                seat=seat,
            )
        )
        resolve_pending(st, events)
