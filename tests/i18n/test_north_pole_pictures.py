"""Race to the North Pole's picture in every language (issue 24, item 5): random states of both
variants draw without error in each, their words differ from the English picture's, and the
picture keeps its size (nothing grows out of the frame)."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops

from bot.games.north_pole import GAME
from bot.i18n import Locale
from renderers.north_pole import render


def states(teams: bool, seed: int) -> list[dict[str, object]]:
    pick = random.Random(seed)
    state = GAME.setup(4 if teams else 3, {"teams": teams}, seed)
    found = []
    for step in range(160):
        if GAME.outcome(state) is not None:
            break
        seat = pick.choice(GAME.to_act(state))
        state, _ = GAME.apply(state, seat, pick.choice(GAME.legal_actions(state, seat)))
        if step % 40 == 39:
            found.append(state)
    return found


@pytest.mark.parametrize("teams", [False, True], ids=["standard", "teams"])
def test_every_language_draws_every_state(teams: bool) -> None:
    names = ["林小華", "Ana Souza", "Jürgen", "Мария"]
    for state in states(teams, 11):
        view = {**GAME.view(state, None), "names": names}
        english = Image.open(io.BytesIO(render({**view, "language": Locale.EN_US.value})))
        for locale in (Locale.DE, Locale.PT_BR, Locale.ZH_TW):
            picture = Image.open(io.BytesIO(render({**view, "language": locale.value})))
            assert picture.size == english.size
            assert ImageChops.difference(picture.convert("RGB"), english.convert("RGB")).getbbox() is not None
