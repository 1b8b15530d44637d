"""``/poletopole``: Pole to Pole — six explorers each race to the opposite pole; no secrets.

A move list of up to ~300 die moves is narrowed explorer → dice → direction → route."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action, Outcome, name_seats
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.words import DIRECTION_WORDS, at, place
from bot.ui.cog import GameCog
from bot.ui.controls import Narrow
from bot.ui.presenter import Presenter, plural
from renderers.pole_to_pole import render

DICE = {"A": "Die A", "B": "Die B", "AB": "Both dice"}


def explorer_words(explorer: str, view: dict[str, Any]) -> str:
    """ "Blue on D4 (sheltered)": colour and place; explorers never show their numbers."""
    e = next(e for e in view["explorers"] if e["id"] == explorer)
    limit = (view["dice"] or {}).get("limit") if view["phase"] == "move" else None
    moved = (limit or {}).get("explorer") == explorer
    notes = [n for n, on in (("sheltered", e["sheltered"]), ("moved this roll", moved)) if on]
    return f"{explorer.split('-')[0]} {at(e['pos'])}" + (f" ({', '.join(notes)})" if notes else "")


def dice_words(die: str, view: dict[str, Any]) -> str:
    return f"{DICE[die]}: {view['dice']['A'] + view['dice']['B'] if die == 'AB' else view['dice'][die]}"


def side_words(view: dict[str, Any], side: dict[str, Any]) -> str:
    """ "South team (Blue and Green) 2 points", or "Blue 2 points" for a player alone."""
    colours = " and ".join(view["seats"][s]["colour"] for s in side["seats"])
    name = f"{side['name']} team ({colours})" if len(side["seats"]) > 1 else side["name"]
    return f"{name} {plural(side['score'], 'point')}"


EXPLORER = Narrow("Which explorer?", "explorer", label=explorer_words)
DIRECTION = Narrow("Which direction?", "dir", label=lambda d, _: DIRECTION_WORDS[d].capitalize())
OWN, RIVAL = (Narrow(p, f, label=explorer_words) for p, f in (("Which of yours?", "own"), ("Swap with?", "opponent")))
ROUTE = Narrow("Out of the pole by which column?", "via", label=lambda c, _: f"Column {c}" if c else "Straight on")


class PoleToPolePresenter(Presenter):
    titles: ClassVar = {"move": "Move an explorer", "colour_pick": "Use the colour die", "card_move": "Card move"}
    titles |= {"card_pick": "Pick an explorer for the card", "card_swap": "Swap two explorers"}
    steps: ClassVar = {
        "move": (EXPLORER, Narrow("Which dice?", "dice", label=dice_words), DIRECTION, ROUTE),
        "card_move": (EXPLORER, DIRECTION, Narrow("How far?", "dist", label=lambda n, _: plural(n, "space")), ROUTE),
        "card_pick": (EXPLORER,),  # the default step would name explorers by their ids
        "colour_pick": (EXPLORER,),
        "card_swap": (OWN, RIVAL),
    }

    def headline(self, view: dict[str, Any]) -> str:
        sides = " · ".join(side_words(view, t) for t in view["teams"])
        return f"**{self.game.title}** · round {view['round']} · {sides}"

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        me, ask = view["seats"][seat], view["prompt"] or {}
        who = f"you are {me['colour']}, from {place(me['home'])} to {place(me['target'])}"
        if ask.get("kind") == "colour":
            owner = next((s for s in view["seats"] if s["colour"] == ask["face"]), me)
            whose = "your" if owner is me else f"{owner['colour']}'s"
            verb, does = ("send", "home") if ask["effect"] == "opponent" else ("fly", f"to {place(owner['target'])}")
            return f"{who}. The colour die shows {ask['face']}: {verb} one of {whose} explorers {does}, or decline."
        if ask.get("kind") == "card":
            return f"{who}. {ask['text']}: {ask['card_text']}"
        return f"{who}. {ask.get('text', 'Move')}: pick an explorer."

    def result(self, outcome: Outcome, names: Sequence[str]) -> str:
        """The engine's sentence already names the winners, a pair as one side (PTP-074, PTP-075)."""
        return f"**Game over.** {name_seats(str(outcome.get('text', '')), names)}"

    def seat_status(self, view: dict[str, Any], seat: int) -> tuple[str, bool]:
        s = view["seats"][seat]
        skips = f", skips {plural(s['skips'], 'turn')}" if s["skips"] else ""
        text = f"{s['colour']}: {plural(s['arrivals'], 'explorer')} arrived, {plural(s['tokens'], 'goal token')}{skips}"
        return text, s["resigned"]


class PoleToPoleCog(
    GameCog,
    group_name="poletopole",
    group_description="Pole to Pole: race six explorers to the opposite pole with dice (2–4 players).",
):
    key = GAME.key
    presenter = PoleToPolePresenter(GAME, render, "pole_to_pole/summary.md")

    @app_commands.command(name="new", description="Open a lobby for Pole to Pole (2–4 players).")
    @app_commands.describe(
        play="With 4 players: in pairs sharing a pole (South against North), or everyone alone.",
        thread="Play in a new thread under the lobby (default) or right in this channel.",
    )
    @app_commands.choices(
        play=[app_commands.Choice(name=n, value=v) for n, v in (("in pairs", "teams"), ("everyone alone", "ffa"))]
    )
    async def new(self, interaction: discord.Interaction, play: str = "teams", thread: bool = True) -> None:
        await self.open_lobby(interaction, {"mode": play}, thread=thread)


async def setup(bot: Any) -> None:
    await bot.add_cog(PoleToPoleCog(bot))
