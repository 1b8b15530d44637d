"""The turn sequence (§4): setup, automatic steps, and moving play on to the next seat.

``advance`` runs every step nobody decides (shelter expiry, skips, rolls, forfeits, the
colour die roll, void or automatic cards, passing the turn) until the active player has a
real choice or the game is over. After it returns, the active seat always has an action.
"""

from __future__ import annotations

from typing import Any

from bot.engine import Event, State, event, make_rng, roll, who
from bot.i18n.message import Msg, msg

from .cards import apply_card_action, card_actions, current_card, discard_unplayable, resolve_blizzard
from .colour import colour_targets, roll_message
from .data import BOARD, CARDS, ROUND_CAP, SEATS, TEAMS, full_deck
from .luck import NUMBER_FACES, next_seed, roll_colour, roll_pair
from .movement import any_move, dice_left, forfeit_rest, new_dice
from .moves import finish
from .pieces import explorer_ids, home, in_play, owner
from .views import remember

MODES = ("teams", "ffa")


def setup_state(players: int, mode: str, seed: int) -> State:
    """PTP-008 to PTP-014: explorers home, tokens out, deck shuffled, first player rolled for."""
    effective = mode if players == 4 else "solo"  # PTP-083: the option means nothing below 4 players
    if effective == "teams":
        teams = [list(team.seats) for team in TEAMS]
        names = [team.name for team in TEAMS]
    else:
        teams = [[seat] for seat in range(players)]
        names = [SEATS[seat].colour for seat in range(players)]
    rng = make_rng(seed)
    deck = full_deck()
    rng.shuffle(deck)
    log: list[dict[str, object]] = []  # messages (``Msg.data``); games saved earlier hold English lines
    contenders = list(range(players))
    while len(contenders) > 1:  # PTP-013: the tied highest re-roll among themselves
        rolls = {seat: roll(rng, NUMBER_FACES) for seat in contenders}
        rolled = ", ".join(f"{who(s)} {rolls[s]}" for s in contenders)
        log.append(msg("Start roll: {rolls}.", rolls=rolled).data())
        best = max(rolls.values())
        contenders = [seat for seat in contenders if rolls[seat] == best]
    first = contenders[0]
    log.append(msg("{who} rolled highest and goes first.", who=who(first)).data())
    state: State = {
        "players": players,
        "mode": effective,
        "teams": teams,
        "team_names": names,
        "first": first,
        "active": first,
        "phase": "start",
        "rounds": 0,
        "explorers": {e: home(seat) for seat in range(players) for e in explorer_ids(seat)},
        "sheltered": [],
        "goals": list(BOARD.goals),
        "tokens": [0] * players,
        "arrivals": [0] * players,
        "skips": [0] * players,
        "resigned": [False] * players,
        "deck": deck,
        "discard": [],
        "pending": [],
        "dice": None,
        "colour": None,
        "end": None,
        "start_log": log,  # the start rolls and first turn; later events live in the moves table only
        "rng": next_seed(rng),
    }
    events: list[Event] = []
    advance(state, events)
    log.extend(e.get("msg") or e["text"] for e in events)  # the first roll, to be read in each reader's language
    remember(state, events)  # the picture's "what just happened", from the first roll on
    return state


def advance(state: State, events: list[Event]) -> None:
    """Carry out automatic steps until a decision is pending or the game is over."""
    while state["phase"] != "over":
        phase = state["phase"]
        seat = state["active"]
        if phase == "start":
            _start_phase(state, events)
        elif phase == "roll":
            a, b = roll_pair(state)
            state["dice"] = new_dice(a, b, "turn")
            rolled = msg("{who} rolled {a} and {b}.", who=who(seat), a=a, b=b)
            events.append(event("roll", rolled, a=a, b=b, source="turn"))
            state["phase"] = "move"
        elif phase == "move":
            if dice_left(state) and any_move(state, seat):
                return
            forfeit_rest(state, seat, events)
            state["phase"] = "colour" if _turn_doubles(state["dice"]) else "cards"
        elif phase == "colour":
            if _colour_phase_waits(state, events):
                return
            state["phase"] = "cards"
        elif phase == "cards":
            if _cards_phase_waits(state, events):
                return
        else:
            end_turn(state, events)


def _turn_doubles(dice: dict[str, Any]) -> bool:
    """PTP-025, PTP-053: only the turn's own roll can give the colour die, not Second Wind's."""
    return bool(dice["source"] == "turn" and dice["values"]["A"] == dice["values"]["B"])


def _start_phase(state: State, events: list[Event]) -> None:
    """PTP-022: the active player's shelters expire, then a pending skip uses up the turn."""
    seat = state["active"]
    expired = [e for e in state["sheltered"] if owner(e) == seat]
    for explorer in expired:
        state["sheltered"].remove(explorer)
    if expired:
        squares = sorted(state["explorers"][e] for e in expired)
        text: Msg = (
            msg("The shelter of {who}'s explorer on {square} ended.", who=who(seat), square=squares[0])
            if len(squares) == 1
            else msg("The shelter of {who}'s explorers on {square} and {other} ended.", who=who(seat),
                     square=", ".join(squares[:-1]), other=squares[-1])
        )
        events.append(event("shelter_end", text, explorers=expired))
    if state["skips"][seat] > 0:
        state["skips"][seat] -= 1
        events.append(event("skip", msg("{who} skips this turn (Blizzard).", who=who(seat)), seat=seat))
        state["phase"] = "end"
    else:
        state["phase"] = "roll"


def _colour_phase_waits(state: State, events: list[Event]) -> bool:
    if state["colour"] is None:
        face = roll_colour(state)
        state["colour"] = {"face": face}
        events.append(event("colour", roll_message(state), face=face))
        return bool(colour_targets(state))
    if colour_targets(state):
        return True
    # PTP-084: a resignation out of turn took away every target of the face
    events.append(event("colour_void", msg("The colour die no longer has any effect.")))
    return False


def _cards_phase_waits(state: State, events: list[Event]) -> bool:
    """PTP-026, PTP-059 to PTP-061: resolve the queue in order; stop at a real choice."""
    if not state["pending"]:
        state["phase"] = "end"
        return False
    card = current_card(state)
    if card == "BLIZZARD":
        resolve_blizzard(state, events)
        return False
    options = card_actions(state)
    if not options:
        discard_unplayable(state, events)
        return False
    if CARDS[card].mandatory and len(options) == 1:
        apply_card_action(state, state["active"], options[0], events)  # Lost Bearings with one target
        return False
    return True


def end_turn(state: State, events: list[Event]) -> None:
    """PTP-027, PTP-079: pass play to the next seat still in the game; count rounds and the cap."""
    seat: int = state["active"]
    players: int = state["players"]
    following = next(
        (seat + step) % players for step in range(1, players + 1) if in_play(state, (seat + step) % players)
    )

    def place(s: int) -> int:
        return (s - int(state["first"])) % players

    if place(following) <= place(seat):
        state["rounds"] += 1
    state["dice"] = None
    state["colour"] = None
    if state["rounds"] >= ROUND_CAP:
        events.append(event("cap", msg("{n} rounds have passed: the game is scored now.", n=ROUND_CAP)))
        finish(state, "cap", events)
        return
    state["active"] = following
    state["phase"] = "start"
    events.append(event("turn", msg("It is {who}'s turn.", who=who(following)), seat=following))
