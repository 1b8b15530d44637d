"""``/<game> status`` in the picture's words for every game (issue 28): no engine ids ("A0",
"Blue-3", "C33"), no rules jargon ("exhaustions"), no placeholders or raw values."""

from __future__ import annotations

import re
from collections.abc import Mapping

import pytest

from bot.games import GAMES
from bot.ui.registry import cog_presenters
from tests.contract import random_playthrough

NAMES = ["Ada", "Bo", "Cy", "Di", "Eve"]
COMMON = r"\{p\d\}|_|\bNone\b|\bTrue\b|\bFalse\b|[Ee]xhaustion|\bffa\b|\bC\d\d\d?\b|-\d\b|\bd\d\b"
IDS = {  # each game's own ids besides cards ("C33"), explorers ("Blue-3") and dice ("d3")
    "amundsen-scott": re.compile(rf"\b[AS]\d{{1,2}}\b|\b[AS]P\b|{COMMON}"),  # route spaces the picture calls SHIP, 5
    "north-pole": re.compile(rf"\bT\d\d\b|\b[SWNE][123]\b|\b(orange|blue|black|white)\d\b|{COMMON}"),
    "pole-to-pole": re.compile(rf"\b[NS]P\b|\bAB\b|{COMMON}"),
    "roll-in-one": re.compile(rf"\b(TEE|[DTN]\d|G\d|p\d)\b|{COMMON}"),
    "south-pole": re.compile(COMMON),  # its spaces ("A4") are printed on the picture
}
CASES: list[tuple[str, int, Mapping[str, object]]] = [
    ("amundsen-scott", 2, {"patrons": True}),
    ("north-pole", 4, {"teams": True}),
    ("north-pole", 3, {}),
    ("pole-to-pole", 4, {"mode": "teams"}),
    ("roll-in-one", 3, {}),
    ("south-pole", 3, {}),
]


@pytest.mark.parametrize(("key", "players", "options"), CASES)
def test_status_reads_in_plain_words(key: str, players: int, options: Mapping[str, object]) -> None:
    game, presenter = GAMES[key], cog_presenters()[key]
    run = random_playthrough(game, players, options, 4, 40_000)
    for state in run.states[:: max(1, len(run.states) // 40)]:
        view = {**game.view(state, None), "names": NAMES[:players]}
        text = presenter.status(view, NAMES[:players], game.to_act(state))
        body = "\n".join(text.splitlines()[1:])  # the headline is the turn message's own
        assert not IDS[key].search(body), body


def test_avs_008_amundsen_status_says_ship_and_the_deck_as_the_picture_does() -> None:
    """AVS-008: both explorers start on the ship; AVS-021/AVS-022: the deck's state in words."""
    game, presenter = GAMES["amundsen-scott"], cog_presenters()["amundsen-scott"]
    state = game.setup(2, {"amundsen_seat": "0"}, 1)
    text = presenter.status(game.view(state, None), ["Ada", "Bo"], [0])
    assert "Ada — Amundsen on the ship, " in text and "Bo — Scott on the ship, " in text
    assert re.search(r"\d+ cards? \(limit 7\)", text) and "Deck: " in text
    state["exhaustions"] = 1
    assert "reshuffled once" in presenter.status(game.view(state, None), ["Ada", "Bo"], [0])
