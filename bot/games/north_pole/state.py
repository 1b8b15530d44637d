"""The JSON state: setup (RNP §3), piles and reshuffles, storms, and small accessors.

State outline (RNP §17.7, adapted): ``seats`` [{side, colour, team, equipment, backpack, target,
left, controller}], ``pawns`` {id: "ship" | square | "pole" | "out" | "supply" (bear)}, ``r``,
``disc``, ``holes`` {square: token}, ``igloos`` {pawn: token}, ``corner_tokens`` {square: token},
``score_token``, ``slots``, ``draw`` (top first), ``discard``, ``storm``, ``stack`` (top first),
``set_aside``, ``token_discard``, ``removed``, ``turn``, ``result``, ``last_storm``, ``rng``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from bot.engine import State, make_rng, who
from bot.i18n.message import Msg, msg
from bot.stateshape import COPY, Each, Fields, Maybe, StateShape

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

FLAT_DICTS = ("pawns", "holes", "igloos", "corner_tokens", "slots")  # of text or None
FLAT_LISTS = ("draw", "discard", "storm", "stack", "set_aside", "token_discard", "removed")  # of text


def _without_log(state: State) -> State:
    """A state of an older version without its event log (the moves table keeps events)."""
    return {key: value for key, value in state.items() if key != "log"}


# Moves change the pawns, boards, piles, seats' equipment, the turn and its play, and the saved
# generator in place; the rest (a seat's backpack too) only ever gets a new value.
SHAPE = StateShape(
    shared=("players", "teams", "threshold", "r", "disc", "score_token", "result", "last_storm", "recent"),
    copied={
        **dict.fromkeys((*FLAT_DICTS, *FLAT_LISTS), COPY),
        "seats": Each(Fields(equipment=COPY)),
        "turn": Fields(play=Maybe(Fields(stages=COPY))),
        "rng": COPY,
    },
    upgrade=_without_log,
)


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
    faces = state["slots"]
    for slot in slots:
        if faces[slot] is None:
            faces[slot] = draw_card(state, rng)


POINTS = {card_id: card.points for card_id, card in CARDS.items()}  # storm points per card (RNP-003)


def storm_total(state: State) -> int:
    return sum(map(POINTS.__getitem__, state["storm"]))


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


TURN_MESSAGES = {
    "cw": msg("a clockwise quarter turn"),
    "ccw": msg("a counter-clockwise quarter turn"),
    "half": msg("a half turn"),
}


def storm_event_text(turn: str, cause: Msg) -> Msg:
    return msg("{cause}: the ice turns with {turn}.", cause=cause, turn=TURN_MESSAGES[turn])


# --- seats and pawns --------------------------------------------------------------------


def seat_of_pawn(state: State, pawn: str) -> int | None:
    if pawn == BEAR:
        return None
    colour = pawn.rstrip("0123456789")
    return next(i for i, seat in enumerate(state["seats"]) if seat["colour"] == colour)


def own_pawns(state: State, seat: int) -> list[str]:
    return list(pawns_of(tuple(state["pawns"]), state["seats"][seat]["colour"]))


@lru_cache(maxsize=64)  # a game's pawn names never change: a few setups' worth of tables
def pawns_of(names: tuple[str, ...], colour: str) -> tuple[str, ...]:
    """The names among ``names`` of the pawns of ``colour`` ("orange1", ...), in the same order."""
    return tuple(p for p in names if p.rstrip("0123456789") == colour)


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


ITEM_OF = {token_id: token.item for token_id, token in TOKENS.items()}  # "T05" → "Snowshoes"


def holds(state: State, seat: int, item: str) -> list[str]:
    """Tokens of ``item`` the seat holds, lowest id first (RNP-141)."""
    found = [t for t in state["seats"][seat]["equipment"] if ITEM_OF[t] == item]
    if len(found) > 1:
        found.sort()
    return found


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


def send_home(state: State, pawn: str) -> Msg:
    """An ambushed (or Holed) pawn goes back to its ship; the bear to the supply (RNP-059, RNP-114)."""
    leave_square(state, pawn)
    state["pawns"][pawn] = "supply" if pawn == BEAR else "ship"
    return msg("the supply") if pawn == BEAR else msg("its ship")


def seat_name(seat: int | None) -> str:
    return "the Polar Bear" if seat is None else who(seat)
