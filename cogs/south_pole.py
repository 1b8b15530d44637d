"""``/southpole``: Roll to the South Pole — dice, one shared explorer, private tile peeks."""

from __future__ import annotations

from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action
from bot.games.south_pole import GAME
from bot.ui.alt import south_pole as alt
from bot.ui.cog import BOT_LEVELS, BOTS_OPTION, PLAYERS_OPTION, GameCog, Players
from bot.ui.controls import Narrow, Style
from bot.ui.language import LANGUAGE_CHOICES
from bot.ui.presenter import Presenter, PrivateReply, plural
from renderers.south_pole import render

COLOUR = {"W": "white", "K": "black", "U": "blue"}
PROMPTS = {"CHOOSE_DICE": "choose your six dice.", "FIRST_MOVE": "move the explorer off your tent."}


def front_text(front: dict[str, Any]) -> str:
    need = ", ".join(f"{COLOUR[c]} {n}" for c, n in (front.get("requirement") or {}).items()) or "nothing"
    extras = [word for key, word in (("camp_site", "camp site"), ("flag_symbol", "flag")) if front.get(key)]
    return need + (f" ({', '.join(extras)})" if extras else "")


def die_words(number: int, view: dict[str, Any]) -> str:
    """ "the white 2 (die 3)": colour and face; the number tells equal dice apart."""
    die = next(d for d in view["pool"] if d["die"] == number)
    recoloured = ", recoloured" if die["effective"] != die["colour"] else ""
    return f"the {COLOUR[die['effective']]} {die['face']} (die {number}{recoloured})"


def split_step(colour: int, name: str) -> Narrow:
    """RSP-026: one colour's count of the six dice, in order 0, 1, 2…"""
    return Narrow(
        f"How many {name} dice?", key=lambda a, _: a["split"][colour], label=lambda n, _: f"{n} {name}", ordered=True
    )


class SouthPolePresenter(Presenter):
    styles: ClassVar[dict[str, Style]] = {"give_up": "danger", "camp": "success"}
    private_label = "My peeks"
    verbs: ClassVar = {"continue": "continue", "camp": "camp", "move_tent": "move your tent here", "rest": "rest"}
    verbs |= {"reroll": "reroll", "recolour": "recolour", "give_up": "give up"}
    titles: ClassVar = {"choose": "Choose your six dice", "recolour": "Recolour a die (1 cube)"}
    # RSP-026's 25 splits in two short steps: black first (what most tiles ask for), then blue;
    # white is what is left. Peeks and recolours, side choices, wait behind one button each, so
    # a failed roll's first step stays about ten options (issue 28).
    steps: ClassVar = {
        "choose": (split_step(1, "black"), split_step(2, "blue")),
        "recolour": (),
        "reroll": (Narrow("Which dice to reroll? (1 cube)", "dice", label=die_words, many=True),),
        "peek": (
            Narrow("Peek at a tile (1 cube): which row?", key=lambda a, _: f"Row {a['space'].rstrip('0123456789')}"),
            Narrow("Which tile?", "space"),
        ),
    }
    folded: ClassVar = {"peek": "Peek at a tile (1 cube)…", "recolour": "Recolour a die (1 cube)…"}
    labels: ClassVar = {
        "rest": lambda a, v: f"Rest {die_words(a['die'], v)}",
        "reroll": lambda a, v: "Reroll " + " and ".join(die_words(d, v) for d in a["dice"]),
        "recolour": lambda a, v: f"Make {die_words(a['die'], v)} {COLOUR[a['colour']]}",
    }

    def alt_text(self, view: dict[str, Any], result: str | None) -> str:
        return alt.describe(view, result)

    def headline(self, view: dict[str, Any]) -> str:
        return f"**{self.game.title}** · round {view['round']}"

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        if view["phase"] == "FAILING":
            return f"the roll falls short: {self.choice_text(legal)}."
        if view["phase"] == "SUCCESS":
            return f"you made it! {self.choice_text(legal).capitalize()}."
        return PROMPTS.get(view["phase"], "it's your turn.")

    def seat_status(self, view: dict[str, Any], seat: int) -> tuple[str, bool]:
        p = next(p for p in view["players"] if p["seat"] == seat)
        flags = f"{plural(p['flags_placed'], 'flag')} planted, {p['flags_left']} to go"
        return f"{plural(p['cubes'], 'cube')}, {flags}, tent on {p['tent'] or '—'}", not p["in_game"]

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        peeks = seat_view["private"]["peeks"]
        if not peeks:
            return PrivateReply("You know no face-down tiles. A peek costs 1 cube on your turn.")
        lines = [f"• {p['space']}: {front_text(p)}" for p in peeks]
        return PrivateReply("\n".join(["**Tiles you peeked at** (still face down):", *lines]))

    def private_note(self, action: Action, seat_view: dict[str, Any]) -> str | None:
        space = action.get("space") if action.get("type") == "peek" else None
        front = next((p for p in seat_view["private"]["peeks"] if p["space"] == space), None)
        return f"🔍 You peeked at **{space}**: {front_text(front)}. Only you can see this." if front else None


class SouthPole(
    GameCog,
    group_name="southpole",
    group_description="Roll to the South Pole: push your luck with dice across Antarctica (2–5 players).",
):
    key = GAME.key
    presenter = SouthPolePresenter(GAME, render, "south_pole/summary.md")

    @app_commands.command(name="new", description="Open a lobby for Roll to the South Pole (2–5 players).")
    @app_commands.describe(
        **BOTS_OPTION,
        **PLAYERS_OPTION,
        thread="Play in a new thread under the lobby (default) or right in this channel.",
        language="The language the game speaks (default: the server's).",
    )
    @app_commands.choices(bots=BOT_LEVELS, language=LANGUAGE_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        bots: str | None = None,
        players: Players | None = None,
        thread: bool = True,
        language: str | None = None,
    ) -> None:
        await self.open_lobby(interaction, {}, thread=thread, bots=bots, players=players, language=language)


async def setup(bot: Any) -> None:
    await bot.add_cog(SouthPole(bot))
