"""A turn message keeps every event line that fits (issue 28): more than twelve lines are no
longer cut behind a lone "…"; lines that can't fit are counted in one line instead."""

from __future__ import annotations

import re

from bot.ui.publish import CONTENT_LIMIT, ended_content, fit


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


def test_an_ended_turn_is_rewritten_whole_with_names_as_discord_shows_them() -> None:
    """Issue 28: the previous player's message, rewritten when their turn ends, tells their whole
    turn: a 32-character display name (Discord's longest) whole in every line, nothing asked of
    anyone, and lines past the message's limit counted, never dropped silently."""
    from bot.games.pole_to_pole import GAME
    from bot.table import Ended
    from cogs.pole_to_pole import PoleToPoleCog

    long_name = "Fridtjof Wedel-Jarlsberg Nansen!"
    assert len(long_name) == 32
    names = [long_name, "Bo", "Cy"]
    view = {**GAME.view(GAME.setup(3, {}, 8), None), "names": names}
    events = [{"type": "move", "text": f"{{p0}} moved an explorer ({n} of a long turn)."} for n in range(60)]
    content = ended_content(PoleToPoleCog.presenter, Ended(events, view))
    lines = content.splitlines()
    assert len(content) <= CONTENT_LIMIT and "<@" not in content
    assert lines[-1] == f"{long_name} moved an explorer (59 of a long turn)."
    told = [line for line in lines if "moved an explorer" in line]
    assert all(line.startswith(long_name + " moved") for line in told)
    found = [
        re.fullmatch(r"-# … (\d+) earlier lines of this turn didn't fit in one message\. (.+)", line) for line in lines
    ]
    note = next(f for f in found if f)
    assert sum(f is not None for f in found) == 1 and len(told) + int(note[1]) == 60
    assert note[2] == "`/poletopole history` shows them all."


def test_lines_that_cannot_fit_point_to_the_games_history_command() -> None:
    """Issue 28 item 7: nothing said is dropped without saying where it can still be read."""
    from cogs.roll_in_one import RollInOne

    assert RollInOne.presenter.command == "rollinone"
    shown = [f"Line {n:03} of a very long turn, told as it happened in the game." for n in range(100)]
    lines = fit("**Roll In One**", shown, [], command=RollInOne.presenter.command).splitlines()
    assert lines[1].endswith("didn't fit in one message. `/rollinone history` shows them all.")
