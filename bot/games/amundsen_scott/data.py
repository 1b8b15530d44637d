"""Static game data (spec D1–D3), loaded once from ``data/amundsen_scott/`` and validated."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from bot.gamedata import DATA_ROOT, DataError, read_json

DATA_DIR = DATA_ROOT / "amundsen_scott"

COLOURS = ("R", "B", "G", "Y")
COLOUR_WORDS = {"R": "Red", "B": "Blue", "G": "Green", "Y": "Yellow"}

# Spec D1 totals: the loader refuses a deck file that disagrees with them.
DECK_SIZE = 55
TYPE_TOTALS = {
    "horse": 4,
    "dog": 9,
    "advance": 18,
    "loss": 1,
    "compass": 2,
    "blizzard": 7,
    "crevasse": 9,
    "drop": 2,
    "sacrifice": 1,
    "weather": 2,
}
COLOUR_TOTALS = {"R": 16, "G": 13, "B": 10, "Y": 13, None: 3}
ROUTE_LENGTH = 12
POLE = ROUTE_LENGTH + 1


@dataclass(frozen=True)
class Card:
    id: str
    type: str
    colour: str | None
    name: str  # "Advance", "Greenland Dog", ...
    short: str  # "Adv", "Dog", ... for button labels
    kind: str  # "animal" | "plain" | "play" | "discard"
    wild_for: str | None  # explorer letter whose wild this animal is

    @property
    def title(self) -> str:
        """Type and colour in words, e.g. "Blizzard Yellow"."""
        return f"{self.name} {COLOUR_WORDS[self.colour]}" if self.colour else self.name

    @property
    def tag(self) -> str:
        """Short type and colour letter, e.g. "Bliz Y"."""
        return f"{self.short} {self.colour}" if self.colour else self.short


@dataclass(frozen=True)
class Patron:
    id: str
    nation: str
    name: str
    power: str  # "start_cards" | "officer" | "start_space" | "wild"
    value: int
    target: str | None  # card type an officer removes
    text: str


@dataclass(frozen=True)
class Explorer:
    letter: str  # "A" | "S"
    name: str
    nation: str
    colours: tuple[str, ...]  # colours[i - 1] is route space i
    questions: dict[int, int]  # ? number j -> the space b it sits behind


def _read(name: str) -> Any:
    return read_json(DATA_DIR / name)


def _load_cards() -> dict[str, Card]:
    raw = _read("cards.json")
    types: dict[str, dict[str, Any]] = raw["types"]
    cards: dict[str, Card] = {}
    for entry in raw["cards"]:
        meta = types[entry["type"]]
        card = Card(
            entry["id"],
            entry["type"],
            entry["colour"],
            meta["name"],
            meta["short"],
            meta["kind"],
            meta["wild_for"],
        )
        if card.id in cards:
            raise DataError(f"cards.json: duplicate card id {card.id}")
        cards[card.id] = card
    expected_ids = [f"C{n:02d}" for n in range(1, DECK_SIZE + 1)]
    if list(cards) != expected_ids:
        raise DataError(f"cards.json: ids must be C01–C{DECK_SIZE} in order")
    by_type = Counter(c.type for c in cards.values())
    if dict(by_type) != TYPE_TOTALS:
        raise DataError(f"cards.json: type counts {dict(by_type)} differ from D1 {TYPE_TOTALS}")
    by_colour = Counter(c.colour for c in cards.values())
    if dict(by_colour) != COLOUR_TOTALS:
        raise DataError(f"cards.json: colour counts {dict(by_colour)} differ from D1 {COLOUR_TOTALS}")
    for card in cards.values():
        if (card.colour is None) != (card.type in ("compass", "loss")):
            raise DataError(f"cards.json: only Compass and Loss of Equipment are colourless ({card.id})")
    return cards


def _load_patrons() -> dict[str, Patron]:
    raw = _read("patrons.json")
    patrons = {
        p["id"]: Patron(p["id"], p["nation"], p["name"], p["power"], p["value"], p.get("target"), p["text"])
        for p in raw["patrons"]
    }
    for nation in ("N", "B"):
        powers = sorted(p.power for p in patrons.values() if p.nation == nation)
        if powers != ["officer", "start_cards", "start_space", "wild"]:
            raise DataError(f"patrons.json: nation {nation} needs the four D2 patrons, has {powers}")
    return patrons


def _load_routes() -> tuple[dict[str, Explorer], dict[str, Any]]:
    raw = _read("routes.json")
    explorers: dict[str, Explorer] = {}
    for letter, entry in raw["explorers"].items():
        colours = tuple(entry["colours"])
        questions = {int(j): int(b) for j, b in entry["questions"].items()}
        if len(colours) != ROUTE_LENGTH or not set(colours) <= set(COLOURS):
            raise DataError(f"routes.json: route {letter} needs {ROUTE_LENGTH} coloured spaces")
        if sorted(questions) != list(range(1, len(questions) + 1)):
            raise DataError(f"routes.json: route {letter} ? spaces must be numbered 1..n")
        behind = [questions[j] for j in sorted(questions)]
        if behind != sorted(set(behind)) or not all(2 <= b <= ROUTE_LENGTH for b in behind):
            raise DataError(f"routes.json: route {letter} ? spaces must sit behind rising spaces 2..12")
        explorers[letter] = Explorer(letter, entry["name"], entry["nation"], colours, questions)
    # Spec D3 / AVS-004 / AVS-005: the route compositions the balance figures rely on.
    expected = {"A": ({"R": 6, "Y": 3, "G": 3}, 6), "S": ({"Y": 4, "G": 4, "B": 4}, 4)}
    for letter, (counts, n_questions) in expected.items():
        explorer = explorers[letter]
        if dict(Counter(explorer.colours)) != counts or len(explorer.questions) != n_questions:
            raise DataError(f"routes.json: route {letter} differs from D3")
    return explorers, raw


CARDS: dict[str, Card] = _load_cards()
PATRONS: dict[str, Patron] = _load_patrons()
EXPLORERS, _ROUTES_RAW = _load_routes()
PARALLELS: dict[int, int] = {int(k): int(v) for k, v in _ROUTES_RAW["parallels"].items()}
COMPASS_FORWARD_MAX: int = int(_ROUTES_RAW["compass_forward_max"])
NEAR_SHIP_QUESTIONS: int = int(_ROUTES_RAW["near_ship_questions"])
ROW_SIZES: dict[str, int] = dict(_ROUTES_RAW["row_sizes"])
TAKE_POSITIONS: int = int(_ROUTES_RAW["take_positions"])
HAND_LIMIT: int = int(_ROUTES_RAW["hand_limit"])
REDUCED_HAND_LIMIT: int = int(_ROUTES_RAW["reduced_hand_limit"])
PATRON_WILDS = frozenset(p.id for p in PATRONS.values() if p.power == "wild")
