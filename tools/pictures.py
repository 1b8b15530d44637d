"""The README pictures, and a contact sheet of pictures at a phone's width to look at.

``python -m tools.pictures readme`` writes ``docs/images/*.png`` and ``docs/images/phone/*-400.png``
from the seeded games the tests play (the same seeds and players' names), at fixed moments.
``python -m tools.pictures look DIR`` writes many moments of many games, each scaled to 400 px
wide as a phone's chat shows it, so a person can look at them all.

The games come from the tests' policies (``tests/``), so run it from the repository root with
``PYTHONPATH=.``.
"""

from __future__ import annotations

import argparse
import io
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

from bot.engine import Game, State
from bot.games import GAMES
from renderers import RENDERERS
from renderers.amundsen_scott import render_hand
from tests.amundsen_scott.helpers import greedy_game
from tests.discord import amundsen_policy, north_pole_policy, pole_to_pole_policy, roll_in_one_policy
from tests.south_pole.bots import heuristic_game

PHONE = 400
IMAGES = Path("docs/images")
LONG = "Bartholomew-Alexander Montgomery"  # 32 characters: the longest display name Discord allows


def replay(game: Game, players: int, options: dict[str, Any], seed: int, choose: Callable[..., Any]) -> list[State]:
    """Every state of one game whose moves ``choose(state, seat, legal)`` picks."""
    state = game.setup(players, options, seed)
    states = [state]
    while game.outcome(state) is None and len(states) < 5000:
        seat = game.to_act(state)[0]
        state, events = game.apply(state, seat, choose(state, seat, game.legal_actions(state, seat)))
        NEWS[id(state)] = [str(e.get("type")) for e in events]
        states.append(state)
    return states


NEWS: dict[int, list[str]] = {}  # a state's id → the kinds of event that made it (for ``look``)


def north_pole(players: int, teams: bool, seed: int) -> list[State]:
    rng = random.Random(seed)
    return replay(GAMES["north-pole"], players, {"teams": teams}, seed,
                  lambda s, seat, legal: north_pole_policy.choose(s, seat, legal, rng))  # fmt: skip


def pole_to_pole(players: int, options: dict[str, Any], seed: int) -> list[State]:
    rng = random.Random(seed)
    return replay(GAMES["pole-to-pole"], players, options, seed,
                  lambda s, seat, legal: pole_to_pole_policy.choose(s, seat, legal, rng))  # fmt: skip


def amundsen(seed: int) -> list[State]:
    rng = random.Random(seed)
    return replay(GAMES["amundsen-scott"], 2, {}, seed,
                  lambda s, seat, legal: amundsen_policy.choose(s, seat, legal, rng))  # fmt: skip


def roll_in_one(players: int, options: dict[str, Any], seed: int, quiet: bool = False) -> list[State]:
    memo: dict[str, Any] = {"quiet": quiet}
    return replay(GAMES["roll-in-one"], players, options, seed,
                  lambda s, seat, legal: roll_in_one_policy.choose(s, seat, legal, memo))  # fmt: skip


def picture(key: str, state: State, names: list[str], language: str | None = None) -> bytes:
    view = {**GAMES[key].view(state, None), "names": names}
    if language:
        view["language"] = language  # as the publisher sets it
    return RENDERERS[key](view)


def phone(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data)).convert("RGB")
    return image.resize((PHONE, round(image.height * PHONE / image.width)), Image.Resampling.LANCZOS)


# --- the README's pictures ------------------------------------------------------------------

SOUTH = ["Roald", "Robert", "Ernest"]
AMUNDSEN = ["Roald", "Robert"]
NORTH = ["Peary", "Cook", "Nansen", "Amundsen"]
POLES = ["Amundsen", "Scott", "Nansen", "Peary"]
GOLF = ["Ada", "Bea", "Cy"]


def readme() -> None:
    """The README's pictures: which game, which moment (a state's index), and the phone copies."""
    south = heuristic_game(3, 5001)  # tests/south_pole/test_render.py's game
    scott = greedy_game(12, {"patrons": True, "advanced_row": True})  # tests/amundsen_scott/helpers.py
    north = north_pole(4, True, 157)  # tests/discord/test_north_pole_game.py's team game
    poles = pole_to_pole(4, {"mode": "teams"}, 2026)
    golf = roll_in_one(3, {"feeling_mean": True}, 1)  # tests/discord/test_roll_in_one_game.py's 3-player game
    shots: dict[str, bytes] = {
        "south-pole-start": picture("south-pole", south[1], SOUTH),
        "south-pole-mid": picture("south-pole", south[726], SOUTH),
        "south-pole-over": picture("south-pole", south[-1], SOUTH),
        "amundsen-scott-board": picture("amundsen-scott", scott[20], AMUNDSEN),
        "amundsen-scott-hand": render_hand({**GAMES["amundsen-scott"].view(scott[20], 1), "names": AMUNDSEN}),
        "amundsen-scott-over": picture("amundsen-scott", scott[-1], AMUNDSEN),
        "north-pole-start": picture("north-pole", north[2], NORTH),  # the first turn
        "north-pole-storm": picture("north-pole", north[30], NORTH),  # right after a storm
        "north-pole-over": picture("north-pole", north[-1], NORTH),
        "pole-to-pole-start": picture("pole-to-pole", poles[1], POLES),
        "pole-to-pole-mid": picture("pole-to-pole", poles[POLES_MID], POLES),
        "pole-to-pole-late": picture("pole-to-pole", poles[-1], POLES),
        "roll-in-one-design": picture("roll-in-one", golf[1], GOLF),  # Bea designs hole 1
        "roll-in-one-mid": picture("roll-in-one", golf[52], GOLF),  # hole 3, round 2: Ada holed out, Bea aims
        "roll-in-one-scorecard": picture("roll-in-one", golf[-1], GOLF),
    }
    for name, data in shots.items():
        (IMAGES / f"{name}.png").write_bytes(data)
    for name in PHONE_COPIES:
        phone(shots[name]).save(IMAGES / "phone" / f"{name}-400.png", optimize=True)


POLES_MID = 58  # a goal token, a card drawn and a capture this turn
PHONE_COPIES = ("south-pole-mid", "amundsen-scott-board", "north-pole-storm", "pole-to-pole-mid", "roll-in-one-mid")


# --- pictures to look at ----------------------------------------------------------------------

EVERY_VARIANT = {"course": "preset", "holes": 1, "ricochet": True, "handicap": True, "open_hands": True,
                 "golfers": "shared2"}  # fmt: skip
GAMES_TO_LOOK: dict[str, Callable[[], list[State]]] = {
    "south-pole-2p": lambda: heuristic_game(2, 5002),
    "south-pole-5p": lambda: heuristic_game(5, 5000),
    "amundsen-scott": lambda: amundsen(2),
    "amundsen-scott-patrons": lambda: greedy_game(12, {"patrons": True, "advanced_row": True}),
    "north-pole-2p": lambda: north_pole(2, False, 248),
    "north-pole-4p": lambda: north_pole(4, False, 174),
    "north-pole-teams": lambda: north_pole(4, True, 157),
    "pole-to-pole-2p": lambda: pole_to_pole(2, {}, 0),
    "pole-to-pole-4p": lambda: pole_to_pole(4, {"mode": "ffa"}, 26),
    "pole-to-pole-teams": lambda: pole_to_pole(4, {"mode": "teams"}, 2026),
    "roll-in-one-3p": lambda: roll_in_one(3, {"feeling_mean": True}, 1),
    "roll-in-one-solo": lambda: roll_in_one(1, {}, 1),
    "roll-in-one-campaign": lambda: roll_in_one(2, {"mode": "campaign", "golfers": "chosen", "course": "build"}, 53),
    "roll-in-one-bumper": lambda: roll_in_one(4, {"mode": "bumper", "course": "random"}, 63, quiet=True),
    "roll-in-one-5p": lambda: roll_in_one(5, EVERY_VARIANT, 68),
    "roll-in-one-survival": lambda: roll_in_one(1, {"mode": "solo_survival"}, 58, quiet=True),
}
NAMES = ["Ada", "Bea", "Cy", "Dee", "Eli"]


def moments(states: list[State]) -> list[int]:
    """The start, a quarter, the middle, three quarters, the end, and the first state after each
    kind of event (storms, captures, holes...)."""
    chosen = {0, len(states) // 4, len(states) // 2, 3 * len(states) // 4, len(states) - 1}
    seen: set[str] = set()
    for i, state in enumerate(states):
        fresh = set(NEWS.get(id(state), [])) - seen
        if fresh:
            chosen.add(i)
            seen |= fresh
    return sorted(chosen)


def look(folder: Path, only: str | None, language: str | None = None) -> None:
    """Each game's moments at 400 px, in sheets of six, with long names on every other one (in
    ``language``, a Discord locale code, where given)."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, play in GAMES_TO_LOOK.items():
        if only and only not in name:
            continue
        key = next(k for k in GAMES if name.startswith(k))
        states = play()
        pictures = []
        for n, i in enumerate(moments(states)):
            names = list(NAMES)
            if n % 2:
                names[n % len(states[i].get("seats", [0]))] = LONG
            names = names[: GAMES[key].max_players]
            pictures.append((i, phone(picture(key, states[i], names, language))))
        for sheet in range(0, len(pictures), 6):
            part = pictures[sheet : sheet + 6]
            height = max(p.height for _, p in part)
            page = Image.new("RGB", (2 * PHONE + 10, 3 * (height + 10)), (60, 60, 60))
            for j, (_i, image) in enumerate(part):
                page.paste(image, ((j % 2) * (PHONE + 10), (j // 2) * (height + 10)))
            page.save(folder / f"{name}{'-' + language if language else ''}-{sheet // 6}.png")
        print(name, [i for i, _ in pictures], len(states))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("readme")
    looking = sub.add_parser("look")
    looking.add_argument("folder", type=Path)
    looking.add_argument("--only", help="games whose name contains this")
    looking.add_argument("--language", help="the pictures' language: de, pt-BR, zh-TW (default English)")
    args = parser.parse_args()
    if args.command == "readme":
        readme()
    else:
        look(args.folder, args.only, args.language)


if __name__ == "__main__":
    main()
