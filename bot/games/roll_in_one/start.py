"""Setting up a game (RIO-034–RIO-037, RIO-091–RIO-093, RIO-114, RIO-152, RIO-155) and the
chosen-golfer picks."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.engine import BadOption, Option, State, roll
from bot.i18n.message import N_, msg

from . import turns
from .common import decide, draw_card, solo
from .data import CLUBS, GOLFERS, all_card_ids

MODES = ("auto", "standard", "campaign", "bumper", "solo_round", "solo_survival")
PAUSES = ("always", "landing", "never")
OPTIONS: dict[str, Option] = {
    option.key: option
    for option in (
        Option(
            "mode",
            "Standard, campaign, bumper golf, or a solo mode (auto: a solo round alone, else standard)",
            "auto",
            MODES,
            label=N_("Mode"),
            value_words=(
                ("auto", N_("standard (a solo round alone)")),
                ("solo_round", N_("solo round")),
                ("solo_survival", N_("solo survival")),
                ("bumper", N_("bumper golf")),
            ),
        ),
        Option(
            "golfers",
            "Golfer cards: dealt, chosen, or one to three laid out for everyone",
            "dealt",
            ("dealt", "chosen", "shared1", "shared2", "shared3"),
            label=N_("Golfer cards"),
            value_words=(("shared1", N_("1 shared")), ("shared2", N_("2 shared")), ("shared3", N_("3 shared"))),
        ),
        Option("ricochet", "Ricochet: move a ball you land on (or yours) to a free adjacent space", False),
        Option("handicap", "Handicap points: 6 each, to change numbers or fly over out of bounds", False),
        Option("feeling_mean", "Feeling Mean: play landing cards in other players' turns", False),
        Option("open_hands", "Caddie hands are face up for everyone", False),
        Option(
            "course",
            "Hole design methods: any, build, random or preset",
            "any",
            ("any", "build", "random", "preset"),
            label=N_("Course"),
            value_words=(("any", N_("any way")), ("build", N_("built by the players")), ("random", N_("random holes"))),
        ),
        Option(
            "holes",
            "Holes (0 = one per player, 4 with two); may only lower it",
            0,
            minimum=0,
            maximum=5,
            value_words=((0, N_("one per player")),),
        ),
        Option(
            "pause_rolls",
            "Starting roll pauses for every seat: always, landing, never",
            "landing",
            PAUSES,
            label=N_("Pause after rolls"),
            value_words=(("landing", N_("before landing")),),
        ),
        Option("auto_pass", "Every seat starts passing reactions automatically", False, label=N_("Pass reactions")),
    )
}


def effective_mode(options: Mapping[str, object], players: int) -> str:
    """RIO-152 (design): "auto" is the default, a solo round alone and standard otherwise."""
    chosen = str(options.get("mode", "auto"))
    if chosen == "auto":
        return "solo_round" if players == 1 else "standard"
    return chosen


def player_range(options: Mapping[str, object]) -> tuple[int, int]:
    chosen = str(options.get("mode", "auto"))
    if chosen == "auto":
        return 1, 5
    return (1, 1) if chosen.startswith("solo") else (2, 5)


SOLO_ROUND_HOLES = 3  # RIO-114


def default_holes(players: int) -> int:
    return 4 if players == 2 else players  # RIO-037


def new_seat(opts: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "golfer": None,
        "hand": [],
        "penalties": 0,
        "handicap": 6 if opts["handicap"] else 0,  # RIO-096
        "tokens": 0,
        "left": False,
        "settings": {"pause_rolls": opts["pause_rolls"], "auto_pass": opts["auto_pass"]},  # RIO-155
        "scores": [],
        "greens_reached": [],
        "green_landings": 0,
        "waterproof_used": False,
        "finished_at": None,
    }


def first_player(st: State, rng: random.Random) -> int:
    """RIO-036: everyone rolls the Putter; the lowest tied seats reroll among themselves."""
    rolling = list(range(st["players"]))
    while True:
        results = {s: int(roll(rng, CLUBS["putter"].faces)) for s in rolling}
        st["first_rolls"].append([[s, r] for s, r in results.items()])
        low = min(results.values())
        rolling = [s for s in rolling if results[s] == low]
        if len(rolling) == 1:
            return rolling[0]


def new_state(players: int, opts: Mapping[str, Any], rng: random.Random) -> State:
    """The opening state; RNG order: deck shuffle, golfers, Putter rolls (RIO-034–RIO-036)."""
    kind = effective_mode(opts, players)
    holes = int(opts["holes"]) or default_holes(players)
    if kind == "standard" and holes > default_holes(players):
        raise BadOption(msg("Option holes can only lower the number of holes ({n}).", n=default_holes(players)))
    solo_holes = int(opts["holes"]) or SOLO_ROUND_HOLES  # RIO-037 lowers a 3-hole round too (RIO-114)
    if kind == "solo_round" and solo_holes > SOLO_ROUND_HOLES:
        raise BadOption(msg("Option holes can only lower the number of holes ({n}).", n=SOLO_ROUND_HOLES))
    deck = all_card_ids()
    rng.shuffle(deck)
    st: State = {
        "mode": kind,
        "players": players,
        "options": dict(opts),
        "deck": deck,
        "discard": [],
        "seats": [new_seat(opts) for _ in range(players)],
        "balls": [{"cell": None, "holed": False} for _ in range(players)],
        "shared_golfers": [],
        "first_player": None,
        "first_rolls": [],
        "golfer_pick": None,
        "holes_total": holes if kind == "standard" else 1,
        "history": [],
        "hole": None,
        "turn": None,
        "last_turn": None,
        "stage": "setup",
        "decision": None,
        "round": 0,
        "order_pos": 0,
        "solo_counts_used": [],
        "survival_holes": 0,
        "campaign": {"finishers": [], "extra_turns": None, "extra_left": None},
        "result": None,
    }
    if kind == "solo_round" and solo_holes != SOLO_ROUND_HOLES:
        st["solo_holes"] = solo_holes  # a lowered round only: without it a round is 3 holes, as before
    golfers = list(GOLFERS)
    golfer_option = str(opts["golfers"])
    if golfer_option == "dealt":
        rng.shuffle(golfers)  # RIO-035
        for s in range(players):
            st["seats"][s]["golfer"] = golfers[s]
    elif golfer_option.startswith("shared"):
        rng.shuffle(golfers)  # RIO-093
        st["shared_golfers"] = golfers[: int(golfer_option[-1])]
    first = 0 if solo(st) else first_player(st, rng)
    st["first_player"] = None if solo(st) else first  # RIO-113: no marker in solo
    if kind == "solo_round":
        for _ in range(3):
            draw_card(st, rng, 0)  # RIO-114
    if golfer_option == "chosen":
        order = [0] if solo(st) else [(first - i) % players for i in range(1, players + 1)]  # RIO-092
        st["golfer_pick"] = {"order": order, "pos": 0}
        st["stage"] = "golfers"
        decide(st, order[0], "golfer")
    else:
        turns.start_design(st, 0, first)
    return st


def golfer_actions(st: State) -> list[dict[str, Any]]:
    taken = {s["golfer"] for s in st["seats"]}
    return [
        {"type": "golfer", "golfer": g.id, "label": _short(f"{g.name}: {g.text}")}
        for g in GOLFERS.values()
        if g.id not in taken
    ]


def next_picker(st: State) -> None:
    """RIO-092: the next seat in reverse turn order that is still here picks; then design."""
    pick = st["golfer_pick"]
    while True:
        pick["pos"] += 1
        if pick["pos"] >= len(pick["order"]):
            turns.start_design(st, 0, int(st["first_player"] or 0))
            return
        nxt = pick["order"][pick["pos"]]
        if not st["seats"][nxt]["left"]:
            decide(st, nxt, "golfer")
            return


def _short(text: str, limit: int = 80) -> str:
    """A label within Discord's 80 characters, cut at a word rather than mid-word."""
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0] + "…"
