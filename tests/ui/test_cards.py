"""Components V2 cards (``bot/ui/cards.py``, issue 25): one container in a seat's colour with
text, the described picture and the existing controls; and the accent colours themselves
(issue 25, point 5): each seat's accent is a colour its own pieces have in the game's picture,
seats differ, and the words beside it always name the seat."""

from __future__ import annotations

import io
from collections.abc import Mapping
from types import SimpleNamespace

import discord
import pytest
from PIL import Image

from bot.games import GAMES
from bot.ui.alt import GALLERY_LIMIT
from bot.ui.cards import NEUTRAL, SEEN, THEMES, card, contrast, read_card, recard, replaced, seat_accent, visible
from bot.ui.components import build_view
from tests.contract import random_playthrough
from tests.reliability.test_secrecy import PRESENTERS

CASES: list[tuple[str, int, Mapping[str, object]]] = [
    ("south-pole", 5, {}),
    ("amundsen-scott", 2, {}),
    ("pole-to-pole", 4, {"mode": "ffa"}),
    ("north-pole", 4, {}),
    ("roll-in-one", 5, {}),
]
NAMES = ["Ann", "Ben", "Cy", "Di", "Ed"]


def test_a_card_holds_text_the_described_picture_and_the_classic_views_controls() -> None:
    game = GAMES["south-pole"]
    presenter = PRESENTERS[game.key]
    state = random_playthrough(game, 3, {}, 11, 40_000).states[12]
    seat = game.to_act(state)[0]
    private = game.view(state, seat)
    rows = presenter.private_controls(private, seat, game.legal_actions(state, seat))
    classic = build_view(rows, game=7, version=3, seat=seat)
    ids = [c["custom_id"] for row in classic.to_components() for c in row["components"]]
    assert ids
    view, files = card(
        ["## Your view", "x" * 5000],
        accent=0x123456,
        picture=b"\x89PNG fake",
        description="word " * 100,
        filename="private.png",
        controls=build_view(rows, game=7, version=3, seat=seat),
    )
    assert view.has_components_v2()  # discord.py sends it with the IS_COMPONENTS_V2 flag
    (container,) = view.to_components()
    assert container["type"] == 17 and container["accent_color"] == 0x123456
    parts = container["components"]
    texts = [p["content"] for p in parts if p["type"] == 10]
    assert texts[0] == "## Your view" and sum(map(len, texts)) <= 4000 and texts[1].endswith("…")
    (gallery,) = [p for p in parts if p["type"] == 12]
    (item,) = gallery["items"]
    assert item["media"]["url"] == "attachment://private.png" and [f.filename for f in files] == ["private.png"]
    assert len(item["description"]) <= GALLERY_LIMIT and item["description"].endswith("…")
    action_rows = [p for p in parts if p["type"] == 1]
    assert len(action_rows) == len({c.row for c in classic.children})  # the classic view's rows, kept
    assert [c["custom_id"] for r in action_rows for c in r["components"]] == ids  # the same controls, in order


@pytest.mark.parametrize(("key", "players", "options"), CASES)
def test_each_seats_accent_is_drawn_on_the_board_differs_from_the_others_and_is_named(
    key: str, players: int, options: Mapping[str, object]
) -> None:
    game, presenter = GAMES[key], PRESENTERS[key]
    run = random_playthrough(game, players, options, 3, 40_000)
    state = run.states[len(run.states) // 3]
    view = {**game.view(state, None), "names": NAMES[:players]}
    picture = Image.open(io.BytesIO(presenter.render(view))).convert("RGB")
    drawn = {rgb for _, rgb in picture.getcolors(1 << 20) or []}
    accents = [seat_accent(key, view, seat) for seat in range(players)]
    assert len(set(accents)) == players and NEUTRAL not in accents
    for seat, accent in enumerate(accents):
        rgb = ((accent >> 16) & 255, (accent >> 8) & 255, accent & 255)
        # The seat's colour on the board, or its nearest shade that shows on both themes.
        assert any(visible(colour) == rgb for colour in drawn), f"{key}: seat {seat}'s accent {rgb} isn't its colour"
        assert min(contrast(rgb, theme) for theme in THEMES) >= SEEN, f"{key}: seat {seat}'s accent {rgb} hides"
    status = presenter.status(view, NAMES[:players], game.to_act(state))
    assert all(name in status for name in NAMES[:players])  # the card's words name every seat
    assert seat_accent(key, view, None) == NEUTRAL


def _received(components: list[dict[str, object]], attachments: dict[int, str], v2: bool = True) -> object:
    """A message as discord.py parses Discord's answer: its components and attachments."""
    parsed = [discord.components._component_factory(c, None) for c in components]  # type: ignore[arg-type]
    return SimpleNamespace(
        components=[c for c in parsed if c is not None],
        attachments=[SimpleNamespace(id=i, filename=name) for i, name in attachments.items()],
        flags=discord.MessageFlags(components_v2=v2),
    )


def test_a_step_edit_of_a_card_keeps_its_words_and_colour_and_sends_its_picture_again() -> None:
    cdn = "https://cdn.discordapp.com/ephemeral-attachments/1/2/private.png?ex=6&is=7&hm=8"
    answer = {  # what Discord answers: the gallery's picture at a signed CDN address, no attachments listed
        "type": 17,
        "accent_color": 0xE0A030,
        "components": [
            {"type": 10, "content": "**Your hand**"},
            {"type": 12, "items": [{"media": {"url": cdn, "attachment_id": "55"}, "description": "Your hand as A"}]},
            {"type": 14},
            {"type": 1, "components": [{"type": 2, "style": 2, "label": "Old", "custom_id": "ib:old"}]},
        ],
    }
    message = _received([answer], {})
    assert read_card(message) == (0xE0A030, ["**Your hand**"], True)  # type: ignore[arg-type]

    game = GAMES["south-pole"]
    state = random_playthrough(game, 3, {}, 11, 40_000).states[12]
    seat = game.to_act(state)[0]
    rows = PRESENTERS[game.key].private_controls(game.view(state, seat), seat, game.legal_actions(state, seat))
    controls = build_view(rows, game=7, version=3, seat=seat)
    view, files = recard(message, controls, picture=b"png", description="Your hand as A")  # type: ignore[arg-type]
    (container,) = view.to_components()
    parts = container["components"]
    assert container["accent_color"] == 0xE0A030 and [p["type"] for p in parts][:3] == [10, 12, 14]
    assert parts[0]["content"] == "**Your hand**"
    (item,) = parts[1]["items"]  # the picture is uploaded again, named in this very request
    assert item["media"]["url"] == "attachment://private.png" and [f.filename for f in files] == ["private.png"]
    ids = [c["custom_id"] for p in parts if p["type"] == 1 for c in p["components"]]
    assert ids and "ib:old" not in ids  # the new step's controls replace the old ones

    done = replaced(message, "Done — see the new turn message.")  # type: ignore[arg-type]
    assert done["attachments"] == [] and "content" not in done
    (container,) = done["view"].to_components()
    assert [p["type"] for p in container["components"]] == [10] and container["accent_color"] == 0xE0A030
    classic = replaced(_received([], {}, v2=False), "Done")  # type: ignore[arg-type]
    assert classic == {"content": "Done", "view": None}


def test_an_accent_that_would_vanish_on_a_theme_becomes_a_shade_that_shows_on_both() -> None:
    """Issue 25, point 5: North Pole's white and black seats, yellow on light: a bar that shows."""
    for colour in ((255, 255, 255), (45, 45, 50), (240, 228, 66), (0, 0, 0)):
        shown = visible(colour)
        assert shown != colour and min(contrast(shown, theme) for theme in THEMES) >= SEEN
    assert visible((196, 52, 44)) == (196, 52, 44)  # a colour that shows on both stays as the board draws it
    white, black = visible((255, 255, 255)), visible((0, 0, 0))
    assert contrast(white, black) >= 3  # the two stay far apart
