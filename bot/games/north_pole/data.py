"""Static game data: the 110 action cards, the 32 mask tokens and the board (RNP §17).

Loaded once at import from ``data/north_pole/`` and checked against the spec's totals, so a
mistyped row fails loudly at start-up instead of skewing games.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.gamedata import DATA_ROOT, DataError, read_json

DATA_DIR = DATA_ROOT / "north_pole"

SYMBOLS = ("March", "Swoop", "Gallop", "Dash", "Sling", "Emergency")
STORM_COLOURS = ("blue", "red", "purple")

# Totals printed in the spec (RNP-001, §17.4, §17.5): the data must add up to these.
CARD_TOTAL = 110
CARDS_BY_TYPE = {"A": 52, "B": 32, "C": 16, None: 10}
CARDS_BY_POINTS = {0: 26, 1: 38, 2: 25, 3: 13, 4: 8}
CARDS_BY_COLOUR = {"blue": 44, "red": 44, "purple": 22}
STORM_POINT_TOTAL = 159
TOKEN_TOTAL = 32
TOKENS_BY_COLOUR = {"brown": 8, "green": 14, "blue": 10}
EQUIPMENT_ITEMS = ("Husky", "Snowshoes", "Backpack", "Igloo", "Pickaxe", "Compass")
HAZARD_ITEMS = ("Storm", "Hole", "Polar Bear")
CRACK_TOTAL = 18


@dataclass(frozen=True)
class Card:
    id: str
    symbol: str
    type: str | None  # "A", "B", "C"; None for Emergency
    points: int
    colour: str

    def public(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "symbol": self.symbol,
            "type": self.type,
            "points": self.points,
            "colour": self.colour,
        }


@dataclass(frozen=True)
class Token:
    id: str
    colour: str
    item: str

    @property
    def hazard(self) -> bool:
        return self.item in HAZARD_ITEMS

    def public(self) -> dict[str, str]:
        return {"id": self.id, "colour": self.colour, "item": self.item}


def _read(name: str) -> Any:
    return read_json(DATA_DIR / name)


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise DataError(f"north-pole data: {message}")


def load_cards(raw: Any) -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for row in raw["rows"]:
        _check(row["symbol"] in SYMBOLS, f"row {row['row']} has unknown symbol {row['symbol']}")
        _check(
            f"C{len(cards) + 1:03d}" == row["first"],
            f"row {row['row']} should start at C{len(cards) + 1:03d}",
        )
        for colour in STORM_COLOURS:
            for _ in range(row[colour]):
                card_id = f"C{len(cards) + 1:03d}"
                cards[card_id] = Card(card_id, row["symbol"], row["type"], row["points"], colour)
    _check(len(cards) == CARD_TOTAL, f"{len(cards)} action cards, expected {CARD_TOTAL}")
    for kind, count in CARDS_BY_TYPE.items():
        _check(sum(c.type == kind for c in cards.values()) == count, f"type {kind} should have {count} cards")
    for points, count in CARDS_BY_POINTS.items():
        _check(sum(c.points == points for c in cards.values()) == count, f"{count} cards of {points} points")
    for colour, count in CARDS_BY_COLOUR.items():
        _check(sum(c.colour == colour for c in cards.values()) == count, f"{count} {colour} cards expected")
    _check(sum(c.points for c in cards.values()) == STORM_POINT_TOTAL, "storm points must sum to 159")
    for card in cards.values():
        _check((card.type is None) == (card.symbol == "Emergency"), f"{card.id}: only Emergency has no type")
        _check((card.type == "C") == (card.symbol == "Sling"), f"{card.id}: Sling cards are exactly type C")
    return cards


def load_tokens(raw: Any) -> dict[str, Token]:
    tokens: dict[str, Token] = {}
    for group in raw["groups"]:
        _check(f"T{len(tokens) + 1:02d}" == group["first"], f"token group should start at T{len(tokens) + 1:02d}")
        item = group["item"]
        _check(item in EQUIPMENT_ITEMS + HAZARD_ITEMS, f"unknown token item {item}")
        _check((group["colour"] == "blue") == (item in HAZARD_ITEMS), f"{item}: blue tokens are the hazards")
        for _ in range(group["count"]):
            token_id = f"T{len(tokens) + 1:02d}"
            tokens[token_id] = Token(token_id, group["colour"], item)
    _check(len(tokens) == TOKEN_TOTAL, f"{len(tokens)} mask tokens, expected {TOKEN_TOTAL}")
    for colour, count in TOKENS_BY_COLOUR.items():
        _check(sum(t.colour == colour for t in tokens.values()) == count, f"{count} {colour} tokens expected")
    return tokens


def load_board(raw: Any) -> dict[str, Any]:
    _check(len(raw["cracks"]) == CRACK_TOTAL, f"{len(raw['cracks'])} cracks, expected {CRACK_TOTAL}")
    _check(all(len(squares) == 4 for squares in raw["camps"].values()), "each camp has 4 squares")
    _check(len(raw["corners"]) == 4 and len(raw["central"]) == 4, "4 corners and 4 central squares")
    counts = {key: setup["pawns"] * len(setup["sides"]) for key, setup in raw["setups"].items()}
    _check(all(n <= 16 for n in counts.values()), "no setup uses more than the 16 expedition pawns")
    return dict(raw)


CARDS: dict[str, Card] = load_cards(_read("cards.json"))
TOKENS: dict[str, Token] = load_tokens(_read("tokens.json"))
BOARD: dict[str, Any] = load_board(_read("board.json"))
