"""The JSON state: setup (RNP §3), piles and reshuffles, storms, and small accessors.

State outline (RNP §17.7, adapted): ``seats`` [{side, colour, team, equipment, backpack, target,
left, controller}], ``pawns`` {id: "ship" | square | "pole" | "out" | "supply" (bear)}, ``r``,
``disc``, ``holes`` {square: token}, ``igloos`` {pawn: token}, ``corner_tokens`` {square: token},
``score_token``, ``slots``, ``draw`` (top first), ``discard``, ``storm``, ``stack`` (top first),
``set_aside``, ``token_discard``, ``removed``, ``turn``, ``result``, ``last_storm``, ``rng``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine import State, clone, make_rng, who

from .board import CAMPS, CORNERS, DISCS, GRID_NAMES, QUARTERS, SLOTS, rotate_slot, rotate_square, side_slots
from .data import BOARD, CARDS, TOKENS
from .dice import Shuffler, pack_rng

BEAR = "bear"
# Storm colour of a card (printed on its back, RNP-003) → direction of the board's turn (RNP-080).
TURN_OF_COLOUR = {"blue": "cw", "red": "ccw", "purple": "half"}
TURN_WORDS = {
    "cw": "a clockwise quarter turn",
    "ccw": "a counter-clockwise quarter turn",
    "half": "a half turn",
}


def setup_key(players: int, teams: bool) -> str:
    return "teams" if teams else str(players)


def new_state(players: int, teams: bool, seed: int) -> State:
    plan = BOARD["setups"][setup_key(players, teams)]
    rng = make_rng(seed)
    seats: list[dict[str, Any]] = []
    pawns: dict[str, str] = {}
    for index, side in enumerate(plan["sides"]):
        colour = BOARD["colours"][side]
        if players == 2 and side == "N":
            colour = BOARD["two_player_north_colour"]  # RNP-017
        seats.append(
            {
                "side": side,
                "colour": colour,
                "team": (0 if side in ("S", "N") else 1) if teams else index,
                # RNP-019: seat k gets Husky T0(k+1) and Snowshoes T0(k+5).
                "equipment": [f"T{index + 1:02d}", f"T{index + 5:02d}"],
                "backpack": None,
                "target": plan["pawns"],
                "left": False,
                "controller": index,
            }
        )
        for number in range(1, plan["pawns"] + 1):
            pawns[f"{colour}{number}"] = "ship"
    pawns[BEAR] = "supply"
    # RNP-026 order: card shuffle, green shuffle, stack-pool shuffle, start player, disc orientation.
    draw = list(CARDS)
    rng.shuffle(draw)
    greens = [t for t, token in TOKENS.items() if token.colour == "green"]
    rng.shuffle(greens)
    pool = greens[5:] + [t for t, token in TOKENS.items() if token.colour == "blue"]
    rng.shuffle(pool)
    start = rng.randrange(players)
    disc = rng.choice(sorted(DISCS[plan["disc"]]))
    handed = {t for seat in seats for t in seat["equipment"]}
    state: State = {
        "players": players,
        "teams": teams,
        "threshold": plan["threshold"],
        "seats": seats,
        "pawns": pawns,
        "r": 0,
        "disc": disc,
        "holes": {},
        "igloos": {},
        "corner_tokens": dict(zip(CORNERS, greens[:4], strict=True)),
        "score_token": greens[4],
        "slots": dict.fromkeys(SLOTS),
        "draw": draw,
        "discard": [],
        "storm": [],
        "stack": pool[:10],
        "set_aside": pool[10:],
        "token_discard": [],
        "removed": [t for t, token in TOKENS.items() if token.colour == "brown" and t not in handed],
        "turn": {"seat": start},  # the game's setup begins the first turn
        "result": None,
        "last_storm": None,  # {turn, cause, round, seat} of the latest storm, for the view
        "rng": pack_rng(rng),
    }
    refill(state, rng)  # RNP-020: 12 cards face up in refill order
    return state


# --- the next state -------------------------------------------------------------------

# Replaced whole by a move, never changed in place: shared with the next state uncopied.
SHARED_KEYS = frozenset({"players", "teams", "threshold", "r", "disc", "score_token", "result", "last_storm", "recent"})
FLAT_DICTS = ("pawns", "holes", "igloos", "corner_tokens", "slots")  # of text or None
FLAT_LISTS = ("draw", "discard", "storm", "stack", "set_aside", "token_discard", "removed")  # of text
DROPPED_KEYS = frozenset({"log"})  # an event log of an older version: the moves table keeps events


def _seats_copy(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{**seat, "equipment": list(seat["equipment"])} for seat in seats]  # backpack: replaced


def _turn_copy(value: dict[str, Any]) -> dict[str, Any]:
    turn = dict(value)
    if turn.get("play") is not None:
        turn["play"] = {**turn["play"], "stages": list(turn["play"]["stages"])}
    return turn


# How each container a move may change is copied; every other known key is shared.
COPIES: tuple[tuple[str, Callable[[Any], Any]], ...] = (
    *((key, dict) for key in FLAT_DICTS),
    *((key, list) for key in FLAT_LISTS),
    ("seats", _seats_copy),
    ("turn", _turn_copy),
    ("rng", list),
)
KNOWN_KEYS = SHARED_KEYS | {key for key, _ in COPIES}


def next_state(state: State) -> State:
    """A copy to build the next state from: every container a move may change is copied, so
    ``apply`` never changes its input, at a small part of a deep copy's cost."""
    new = dict(state)  # the keys in the same order, shared until replaced below
    if not KNOWN_KEYS.issuperset(new):
        for key in [key for key in new if key not in KNOWN_KEYS]:
            if key in DROPPED_KEYS:
                del new[key]
            else:
                new[key] = clone(new[key])  # a key this version does not know: copied whole, to be safe
    for key, copy in COPIES:
        if key in new:
            new[key] = copy(new[key])
    return new


# --- cards ------------------------------------------------------------------------------


def settle(state: State, rng: Shuffler) -> None:
    """RNP-088: an empty draw pile is at once replaced by the shuffled discard pile."""
    if not state["draw"] and state["discard"]:
        pile = list(state["discard"])
        rng.shuffle(pile)
        state["draw"] = pile
        state["discard"] = []


def draw_card(state: State, rng: Shuffler) -> str | None:
    settle(state, rng)
    if not state["draw"]:
        return None  # RNP-089: both piles empty
    card: str = state["draw"].pop(0)
    settle(state, rng)
    return card


def discard_card(state: State, rng: Shuffler, card: str) -> None:
    state["discard"].append(card)
    settle(state, rng)


def refill(state: State, rng: Shuffler, slots: tuple[str, ...] = SLOTS) -> None:
    """Fill empty slots in the given order (RNP-087, RNP-074)."""
    for slot in slots:
        if state["slots"][slot] is None:
            state["slots"][slot] = draw_card(state, rng)


def storm_total(state: State) -> int:
    return sum(CARDS[c].points for c in state["storm"])


def next_turn_direction(state: State) -> str:
    """RNP-080/085: the top draw card's back colour decides; no cards at all means clockwise."""
    return TURN_OF_COLOUR[CARDS[state["draw"][0]].colour] if state["draw"] else "cw"


def rotate(state: State, turn: str) -> None:
    """Turn the top board and everything on it (RNP-013, RNP-082); camps, ships and the disc stay."""
    state["pawns"] = {p: rotate_square(at, turn) if len(at) == 2 else at for p, at in state["pawns"].items()}
    state["holes"] = {rotate_square(sq, turn): t for sq, t in state["holes"].items()}
    state["corner_tokens"] = {rotate_square(sq, turn): t for sq, t in state["corner_tokens"].items()}
    state["slots"] = {rotate_slot(slot, turn): card for slot, card in state["slots"].items()}
    state["slots"] = {slot: state["slots"][slot] for slot in SLOTS}
    state["r"] = (state["r"] + QUARTERS[turn]) % 4


def storm_event_text(turn: str, cause: str) -> str:
    return f"{cause}: the ice turns with {TURN_WORDS[turn]}."


# --- seats and pawns --------------------------------------------------------------------


def seat_of_pawn(state: State, pawn: str) -> int | None:
    if pawn == BEAR:
        return None
    colour = pawn.rstrip("0123456789")
    return next(i for i, seat in enumerate(state["seats"]) if seat["colour"] == colour)


def own_pawns(state: State, seat: int) -> list[str]:
    colour = state["seats"][seat]["colour"]
    return [p for p in state["pawns"] if p.rstrip("0123456789") == colour]


def at_pole(state: State, seat: int) -> int:
    return sum(state["pawns"][p] == "pole" for p in own_pawns(state, seat))


def on_ship(state: State, seat: int) -> list[str]:
    return [p for p in own_pawns(state, seat) if state["pawns"][p] == "ship"]


def facing(state: State, seat: int) -> tuple[str, ...]:
    return side_slots(state["seats"][seat]["side"])


def camp(state: State, seat: int) -> tuple[str, ...]:
    return CAMPS[state["seats"][seat]["side"]]


def teammates(state: State, seat: int) -> set[int]:
    """The seat itself and, in the team variant, its partner (RNP-057, RNP-122)."""
    team = state["seats"][seat]["team"]
    return {i for i, s in enumerate(state["seats"]) if s["team"] == team}


def opposing(state: State, seat: int, pawn: str) -> bool:
    owner = seat_of_pawn(state, pawn)
    return owner is None or owner not in teammates(state, seat)


def camp_rules_everywhere(state: State) -> bool:
    """RNP-068/115/116: an empty compass stack ends ambushes and lets pawns share squares."""
    return not state["stack"]


def occupants(state: State) -> dict[str, list[str]]:
    """Grid square → pawns standing on it."""
    found: dict[str, list[str]] = {}
    for pawn, at in state["pawns"].items():
        if at in GRID_NAMES:
            found.setdefault(at, []).append(pawn)
    return found


def holds(state: State, seat: int, item: str) -> list[str]:
    """Tokens of ``item`` the seat holds, lowest id first (RNP-141)."""
    return sorted(t for t in state["seats"][seat]["equipment"] if TOKENS[t].item == item)


def drop_token(state: State, rng: Shuffler, seat: int, token: str) -> None:
    """A held token goes to the token discard; a loaded Backpack's card goes to the discard pile (RNP-098)."""
    info = state["seats"][seat]
    info["equipment"].remove(token)
    state["token_discard"].append(token)
    if info["backpack"] is not None and info["backpack"]["token"] == token:
        discard_card(state, rng, info["backpack"]["card"])
        info["backpack"] = None


def leave_square(state: State, pawn: str) -> None:
    """RNP-100: an Igloo is discarded when its pawn leaves the square."""
    if pawn in state["igloos"]:
        state["token_discard"].append(state["igloos"].pop(pawn))


def send_home(state: State, pawn: str) -> str:
    """An ambushed (or Holed) pawn goes back to its ship; the bear to the supply (RNP-059, RNP-114)."""
    leave_square(state, pawn)
    state["pawns"][pawn] = "supply" if pawn == BEAR else "ship"
    return "the supply" if pawn == BEAR else "its ship"


def seat_name(seat: int | None) -> str:
    return "the Polar Bear" if seat is None else who(seat)
