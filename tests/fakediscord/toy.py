"""A tiny game for testing the Discord layer on its own: take 1–3 stones from a pile.

Each seat also holds a secret number (its "hand"), so private views, DMs and the
the private reply's controls have something to carry. The seat taking the last stone wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import (
    Action,
    BaseGame,
    Event,
    Option,
    Outcome,
    State,
    event,
    load_rng,
    make_rng,
    save_rng,
    who,
)
from bot.stateshape import COPY, StateShape
from bot.ui.cog import GameCog
from bot.ui.presenter import Presenter, PrivateReply
from renderers.draw import canvas, png, text_centered


class Stones(BaseGame):
    key = "stones"
    title = "Stones"
    min_players = 2
    max_players = 3
    options: Mapping[str, Option] = {"pile": Option("pile", "Stones in the pile.", 7, minimum=3, maximum=30)}

    STATE_SHAPE = StateShape(shared=("pile", "turn", "players", "secrets", "winner", "rng"), copied={"out": COPY})

    def setup(self, players: int, options: Mapping[str, object], seed: int) -> State:
        resolved = self.resolve(players, options)
        rng = make_rng(seed)
        secrets = [rng.randrange(1000, 9999) for _ in range(players)]
        return {
            "pile": resolved["pile"],
            "turn": 0,
            "players": players,
            "secrets": secrets,
            "winner": None,
            "out": [],
            "rng": save_rng(rng),
        }

    def to_act(self, state: State) -> list[int]:
        return [] if state["winner"] is not None else [state["turn"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        return [{"type": "take", "n": n, "label": f"Take {n}"} for n in (1, 2, 3) if n <= state["pile"]]

    def play(self, new: State, seat: int, chosen: Action) -> tuple[State, list[Event]]:
        load_rng(new["rng"])
        new["pile"] -= chosen["n"]
        events = [event("take", f"{who(seat)} took {chosen['n']}; {new['pile']} left.")]
        if new["pile"] == 0:
            new["winner"] = seat
        else:
            new["turn"] = self._next(new, seat)
        return new, events

    def _next(self, state: State, seat: int) -> int:
        for step in range(1, state["players"] + 1):
            candidate = (seat + step) % state["players"]
            if candidate not in state["out"]:
                return candidate
        return seat

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        public = {"pile": state["pile"], "turn": state["turn"], "winner": state["winner"], "out": state["out"]}
        if seat is None:
            return public
        return {**public, "seat": seat, "private": {"secret": state["secrets"][seat]}}

    def outcome(self, state: State) -> Outcome | None:
        if state["winner"] is None:
            return None
        return {"winners": [state["winner"]], "text": f"{who(state['winner'])} took the last stone."}

    def leave_refusal(self, state: State, seat: int) -> str | None:
        return "That seat has already left." if seat in state["out"] else None

    def leave(self, new: State, seat: int) -> tuple[State, list[Event]]:
        new["out"].append(seat)
        left = [s for s in range(new["players"]) if s not in new["out"]]
        if len(left) == 1:
            new["winner"] = left[0]
        elif new["turn"] == seat:
            new["turn"] = self._next(new, seat)
        return new, [event("resign", f"{who(seat)} left the game.")]


GAME = Stones()


def render(view: dict[str, Any]) -> bytes:
    image, draw = canvas(1000, 300)
    text_centered(draw, (500, 150), f"{view['pile']} stones", 64)
    return png(image)


class StonesPresenter(Presenter):
    private_label = "My secret"

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        return f"take 1, 2 or 3 stones ({view['pile']} left)."  # the pile, so a new turn's message shows it

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        return PrivateReply(f"Your secret number is {seat_view['private']['secret']}.", render(seat_view))

    def private_note(self, action: Action, seat_view: dict[str, Any]) -> str | None:
        return f"(Psst: your secret is still {seat_view['private']['secret']}.)"


class StonesCog(GameCog, group_name="stones", group_description="A test game."):
    key = "stones"
    presenter = StonesPresenter(GAME, render)

    @app_commands.command(name="new", description="Open a lobby.")
    @app_commands.describe(pile="Stones in the pile", thread="Play in a new thread")
    async def new(self, interaction: discord.Interaction, pile: int | None = None, thread: bool = True) -> None:
        await self.open_lobby(interaction, {"pile": pile}, thread=thread)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(StonesCog(bot))  # type: ignore[arg-type]


# A clock the tests move by hand (the table's ``now``).
T0 = 1_900_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now
