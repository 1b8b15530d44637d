"""A turn message keeps every event line that fits (issue 28): more than twelve lines are no
longer cut behind a lone "…"; lines that can't fit are counted in one line instead."""

from __future__ import annotations

import re

from bot.ui.publish import CONTENT_LIMIT, fit


def test_every_line_that_fits_is_kept() -> None:
    shown = [f"Ada rolled {n}." for n in range(30)]
    content = fit("**Roll In One** · hole 1", shown, ["<@1>, your turn."])
    assert content.splitlines() == ["**Roll In One** · hole 1", *shown, "<@1>, your turn."]


def test_lines_that_cannot_fit_are_counted_and_the_latest_kept() -> None:
    shown = [f"Line {n:03} of a very long turn, told as it happened in the game." for n in range(100)]
    content = fit("**Game**", shown, ["<@1>, your turn."])
    assert len(content) <= CONTENT_LIMIT
    lines = content.splitlines()
    found = re.fullmatch(r"-# … (\d+) earlier lines of this turn didn't fit in one message\.", lines[1])
    assert found is not None and lines[0] == "**Game**" and lines[-1] == "<@1>, your turn."
    kept = lines[2:-1]
    assert kept == shown[-len(kept) :] and int(found[1]) == len(shown) - len(kept) and "…" not in kept
