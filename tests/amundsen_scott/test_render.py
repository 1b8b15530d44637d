"""Pictures: the public board along random games and each seat's hand (renderers/amundsen_scott.py)."""

from __future__ import annotations

import io
import random
from typing import Any

from PIL import Image, ImageChops

from bot.games.amundsen_scott import GAME
from renderers.amundsen_scott import (
    CARD_COLOURS,
    HIGHLIGHT,
    PALETTE,
    _explorer_boxes,
    picture,
    render,
    render_hand,
)
from tests.contract import random_playthrough

from .helpers import A, S, act, build, greedy_choice

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"patrons": True},
    {"advanced_row": True},
    {"patrons": True, "advanced_row": True},
]


def decode(data: bytes) -> Image.Image:
    """A valid PNG fit for a phone's chat: ≥ 1000 px wide, landscape 4:3 to 16:9, ≤ 200 KB."""
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    assert len(data) <= 200 * 1024
    assert image.width >= 1000 and 4 / 3 <= image.width / image.height <= 16 / 9
    return image


def test_render_public_views_along_random_games() -> None:
    """Every sampled public view draws a valid PNG at least 1000 px wide."""
    for i, options in enumerate(OPTION_SETS):
        run = random_playthrough(GAME, 2, options, 51_000_001 + i, 700)
        step = max(1, len(run.states) // 5)
        for state in [*run.states[::step], run.final]:
            image = decode(render(GAME.view(state, None)))
            assert image.mode == "P" and image.height >= 750


def test_render_hands_along_greedy_games() -> None:
    """Every seat's hand picture is a valid PNG at least 1000 px wide, whatever the phase."""
    phases = set()
    for i, options in enumerate(OPTION_SETS):
        rng = random.Random(i)
        state = GAME.setup(2, options, 52_000_001 + i)
        n = 0
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            if n % 10 == 0 or state["phase"] != "main":
                phases.add(state["phase"])
                for viewer in (A, S):
                    image = decode(render_hand(GAME.view(state, viewer)))
                    assert image.mode == "P" and image.height >= 600
            state, _ = GAME.apply(state, seat, greedy_choice(state, seat, GAME.legal_actions(state, seat), rng))
            n += 1
        decode(render(GAME.view(state, None)))
    assert {"main", "effect"} <= phases


def test_hand_picture_shows_hidden_cards_wild_and_weather_draw() -> None:
    """The hidden mark, the patron wild and the Good Weather highlight all change the picture."""
    wild = {"id": "B4", "spent": False, "removals": 0}
    state = build(s_hand=["C55", "C20"], s_at=5, active=S, s_patron=wild, deck=["C44", "C45", "C30"])
    mid, _ = act(state, S, {"type": "take", "n": 2, "discard": ["C55"]})
    weather, _ = act(mid, S, {"type": "effect", "card": "C55"})
    drawn = decode(render_hand(GAME.view(weather, S)))
    calm = GAME.view(weather, S)
    calm["private"]["pending"] = None
    plain = decode(render_hand(calm))
    assert drawn.size == plain.size and ImageChops.difference(drawn, plain).getbbox() is not None
    unmarked = GAME.view(weather, S)
    for card in unmarked["private"]["hand"]:
        card["hidden"] = False
    assert ImageChops.difference(drawn, decode(render_hand(unmarked))).getbbox() is not None
    empty = decode(render_hand(GAME.view(build(), A)))
    assert empty.width >= 1000


def _with_row(view: dict[str, Any], index: int, card: dict[str, Any] | None) -> dict[str, Any]:
    changed = {**view, "row": list(view["row"])}
    changed["row"][index] = card
    return changed


def test_advanced_row_draws_two_lines() -> None:
    """AVS-076 six positions in two lines: top 6 5 4, bottom 3 2 1, position 1 right-most."""
    view = GAME.view(GAME.setup(2, {"advanced_row": True}, 8), None)
    base = decode(render(view))
    boxes = {}
    for index in range(6):
        changed = decode(render(_with_row(view, index, None)))
        box = ImageChops.difference(base, changed).getbbox()
        assert box is not None
        boxes[index + 1] = box
    top, bottom = [boxes[p] for p in (4, 5, 6)], [boxes[p] for p in (1, 2, 3)]
    assert max(b[3] for b in top) <= min(b[1] for b in bottom)  # the top line is above the bottom one
    for line in ((1, 2, 3), (4, 5, 6)):
        lefts = [boxes[p][0] for p in line]
        assert lefts == sorted(lefts, reverse=True)  # lower positions to the right


def test_names_and_game_over_are_drawn() -> None:
    """Display names replace the seat placeholders; a finished game shows its result."""
    state = build(a_hand=["C14", "C25", "C20", "C27"], a_at=12)
    view = GAME.view(state, None)
    plain = decode(render(view))
    named = decode(render({**view, "names": ["Roald", "A very long display name indeed"]}))
    assert named.size == plain.size and ImageChops.difference(named, plain).getbbox() is not None
    won, _ = act(state, A, {"type": "pole", "cards": ["C14", "C25", "C20", "C27"]})
    over = decode(render(GAME.view(won, None)))
    assert over.width >= 1000 and ImageChops.difference(over, plain).getbbox() is not None


def _rgb(data: bytes) -> Image.Image:
    return decode(data).convert("RGB")


def test_palette_keeps_card_colours_exact() -> None:
    """The fixed palette: every card colour of the row comes out exactly, picture after picture."""
    view = GAME.view(GAME.setup(2, {}, 8), None)
    first, again = render(view), render(view)
    assert first == again
    colours = {rgb for _n, rgb in _rgb(first).getcolors(1 << 16) or []}
    for card in view["row"]:
        assert CARD_COLOURS[card["colour"]] in colours
    assert all(c in PALETTE.colours for c in CARD_COLOURS.values())


def test_header_shows_last_step_and_whose_turn() -> None:
    """What just happened is drawn in the top band, which stays readable at 400 px wide."""
    state = build(a_hand=["C14", "C27", "C28"])
    after, _ = act(state, A, {"type": "advance", "cards": ["C14"], "spaces": 1})
    view = {**GAME.view(after, None), "names": ["Roald", "Robert"]}
    assert view["last"] and any(isinstance(piece, dict) for piece in view["last"][0])
    with_last, without = _rgb(render(view)), _rgb(render({**view, "last": []}))
    box = ImageChops.difference(with_last, without).getbbox()
    assert box is not None and box[3] <= 196  # only the top band changes
    # The step's text is big: its band is at least 10 px tall once scaled to 400 px wide.
    assert (box[3] - box[1]) * 400 / with_last.width >= 10
    status_a = _rgb(render({**view, "names": ["Roald", "Robert"], "last": []}))
    status_b = _rgb(render({**view, "names": ["Roald", "Bobby Tables"], "last": []}))
    status = ImageChops.difference(status_a, status_b).crop((0, 0, status_a.width, 80)).getbbox()
    assert status is not None and (status[3] - status[1]) * 400 / status_a.width >= 9


def test_acting_explorer_is_framed_and_game_over_shows_no_turn() -> None:
    """The seat to act gets an orange frame; once the game is over nobody does (no stale turn)."""
    state = build(a_hand=["C14", "C25", "C20", "C27"], a_at=12)
    running = picture(GAME.view(state, None)).convert("RGB")  # drawn on the palette: colours through it
    boxes = _explorer_boxes()
    amundsen, scott = (box for box in boxes)
    mid = (amundsen[1] + amundsen[3]) // 2
    assert running.getpixel((amundsen[0] + 3, mid)) == HIGHLIGHT
    assert running.getpixel((scott[0] + 3, mid)) != HIGHLIGHT
    won, _ = act(state, A, {"type": "pole", "cards": ["C14", "C25", "C20", "C27"]})
    over = picture(GAME.view(won, None)).convert("RGB")
    assert all(over.getpixel((box[0] + 3, mid)) != HIGHLIGHT for box in boxes)
    assert over.getpixel((20, 45)) == HIGHLIGHT  # the game-over banner replaces the turn line
    assert running.getpixel((20, 45)) != HIGHLIGHT
