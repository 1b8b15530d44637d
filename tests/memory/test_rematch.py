"""Rematch plans: same place, options, clock, people and bots; only players or moderators."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.memory.rematch import NOT_OVER, OUTSIDER, RematchRefused, rematch_plan


@dataclass
class Seat:
    seat: int
    user_id: int
    name: str
    bot: bool = False
    level: str = "normal"


@dataclass
class Game:
    status: str = "over"
    game_key: str = "south-pole"
    guild_id: int | None = 5
    channel_id: int | None = 70
    lobby_channel_id: int = 60
    options: dict[str, Any] = field(default_factory=lambda: {"variant": "long"})
    host_id: int = 100
    clock: int = 3600
    seats: list[Seat] = field(
        default_factory=lambda: [
            Seat(0, 100, "Ann"),
            Seat(1, -1, "Bot 1", bot=True),
            Seat(2, 300, "Cy", bot=True),  # a bot took Cy's seat after time-outs: Cy is still a player
            Seat(3, 200, "Bob"),
        ]
    )


def test_a_player_pressing_hosts_a_lobby_with_the_same_people_bots_options_and_clock() -> None:
    plan = rematch_plan(Game(), 200, moderator=False)
    assert plan.host == (200, "Bob")
    assert plan.people == ((100, "Ann"), (300, "Cy"))
    assert plan.bots == 1
    assert (plan.game_key, plan.guild_id, plan.channel_id, plan.lobby_channel_id) == ("south-pole", 5, 70, 60)
    assert plan.options == {"variant": "long"} and plan.clock == 3600
    assert plan.mentions == [200, 100, 300]  # each person once


def test_a_moderator_who_did_not_play_keeps_the_old_host() -> None:
    plan = rematch_plan(Game(), 999, moderator=True)
    assert plan.host == (100, "Ann")
    assert plan.people == ((300, "Cy"), (200, "Bob"))


def test_an_outsider_or_a_live_game_is_refused_in_a_sentence() -> None:
    with pytest.raises(RematchRefused) as outsider:
        rematch_plan(Game(), 999, moderator=False)
    assert outsider.value.reason == OUTSIDER
    with pytest.raises(RematchRefused) as live:
        rematch_plan(Game(status="running"), 100, moderator=False)
    assert live.value.reason == NOT_OVER
