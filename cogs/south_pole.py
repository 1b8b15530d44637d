"""``/southpole``: Roll to the South Pole — dice, one shared explorer, private tile peeks."""

from __future__ import annotations

from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action
from bot.games.south_pole import GAME
from bot.games.south_pole.words import COLOUR_MESSAGES, and_message, colour_count, commas
from bot.i18n import N_, Msg, msg, nmsg, say, tr
from bot.ui.alt import south_pole as alt
from bot.ui.cog import BOT_LEVELS, BOTS_OPTION, PLAYERS_OPTION, GameCog, Players
from bot.ui.controls import Narrow, Style
from bot.ui.language import LANGUAGE_CHOICES
from bot.ui.presenter import Presenter, PrivateReply, language
from renderers.south_pole import render

View = dict[str, Any]
PROMPTS = {"CHOOSE_DICE": N_("choose your six dice."), "FIRST_MOVE": N_("move the explorer off your tent.")}
# What each action type is called in a prompt, in the order prompts name them.
VERBS: dict[str, Msg] = {
    "continue": msg("continue"),
    "camp": msg("camp"),
    "move_tent": msg("move your tent here"),
    "rest": msg("rest"),
    "reroll": msg("reroll"),
    "recolour": msg("recolour"),
    "give_up": msg("give up"),
}


def front_message(front: dict[str, Any]) -> Msg | str:
    """ "black 4, blue 3 (camp site)": a tile's front as a peek shows it."""
    needs = [msg("{colour} {n}", colour=COLOUR_MESSAGES[c], n=n) for c, n in (front.get("requirement") or {}).items()]
    need = commas(needs) if needs else msg("nothing")
    extras: list[Msg | str] = [
        word for key, word in (("camp_site", msg("camp site")), ("flag_symbol", msg("flag"))) if front.get(key)
    ]
    return msg("{need} ({extras})", need=need, extras=commas(extras)) if extras else need


def die_message(number: int, view: View) -> Msg:
    """ "the white 2 (die 3)": colour and face; the number tells equal dice apart."""
    die = next(d for d in view["pool"] if d["die"] == number)
    colour = COLOUR_MESSAGES[die["effective"]]
    if die["effective"] != die["colour"]:
        return msg("the {colour} {face} (die {n}, recoloured)", colour=colour, face=die["face"], n=number)
    return msg("the {colour} {face} (die {n})", colour=colour, face=die["face"], n=number)


def die_words(number: int, view: View) -> str:
    return say(language(view), die_message(number, view))


def either(items: list[Msg | str]) -> Msg | str:
    """ "a, b or c" as a message."""
    if len(items) < 2:
        return items[0] if items else ""
    return msg("{items} or {last}", items=commas(items[:-1]), last=items[-1])


def split_words(split: list[int], view: View) -> str:
    """ "1 white · 3 black · 2 blue": the dice a choice takes."""
    loc = language(view)
    return " · ".join(say(loc, colour_count(c, n)) for c, n in zip("WKU", split, strict=True) if n)


def split_step(colour: str, prompt: str) -> Narrow:
    """RSP-026: one colour's count of the six dice, in order 0, 1, 2…"""
    index = "WKU".index(colour)
    return Narrow(
        prompt,
        key=lambda a, _: a["split"][index],
        label=lambda n, v: say(language(v), colour_count(colour, n)),
        ordered=True,
    )


def row_of(space: str) -> str:
    return space.rstrip("0123456789")


def row_words(row: str, view: View) -> str:
    return tr(language(view), "Row {row}", row=row)


def said(loc_view: View, text: Msg) -> str:
    return say(language(loc_view), text)


LABELS: dict[str, Any] = {
    "choose": lambda a, v: split_words(a["split"], v),
    "move": lambda a, v: said(v, msg("Move to {space}", space=a["to"])),
    "continue": lambda a, v: said(v, msg("Continue to {space}", space=a["to"])),
    "peek": lambda a, v: said(v, msg("Peek at {space}", space=a["space"])),
    "rest": lambda a, v: said(v, msg("Rest {die}", die=die_message(a["die"], v))),
    "reroll": lambda a, v: said(v, msg("Reroll {dice}", dice=and_message([die_message(d, v) for d in a["dice"]]))),
    "recolour": lambda a, v: said(
        v, msg("Make {die} {colour}", die=die_message(a["die"], v), colour=COLOUR_MESSAGES[a["colour"]])
    ),
    "give_up": lambda a, v: said(v, msg("Give up")),
    "move_tent": lambda a, v: said(v, msg("Move tent here")),
    "camp": lambda a, v: said(v, msg("Camp on {space}", space=a["space"] if "space" in a else v["explorer"])),
}


class SouthPolePresenter(Presenter):
    styles: ClassVar[dict[str, Style]] = {"give_up": "danger", "camp": "success"}
    private_label = N_("My peeks")
    titles: ClassVar = {
        "choose": N_("Choose your six dice"),
        "move": N_("Move the explorer"),
        "continue": N_("Continue"),
        "peek": N_("Peek at a tile (1 cube)"),
        "rest": N_("Rest a blank die"),
        "reroll": N_("Reroll dice (1 cube)"),
        "recolour": N_("Recolour a die (1 cube)"),
        "give_up": N_("Give up"),
        "move_tent": N_("Move tent here"),
        "camp": N_("Camp"),
    }
    # RSP-026's 25 splits in two short steps: black first (what most tiles ask for), then blue;
    # white is what is left. Peeks and recolours, side choices, wait behind one button each, so
    # a failed roll's first step stays about ten options (issue 28).
    steps: ClassVar = {
        "choose": (split_step("K", N_("How many black dice?")), split_step("U", N_("How many blue dice?"))),
        "move": (Narrow(N_("Move the explorer to which space?"), "to"),),
        "continue": (Narrow(N_("Continue to which space?"), "to"),),
        "recolour": (),
        "reroll": (Narrow(N_("Which dice to reroll? (1 cube)"), "dice", label=die_words, many=True),),
        "peek": (
            Narrow(N_("Peek at a tile (1 cube): which row?"), key=lambda a, _: row_of(a["space"]), label=row_words),
            Narrow(N_("Which tile?"), "space"),
        ),
    }
    folded: ClassVar = {"peek": N_("Peek at a tile (1 cube)…"), "recolour": N_("Recolour a die (1 cube)…")}
    labels: ClassVar = LABELS

    def alt_text(self, view: View, result: str | None) -> str:
        return alt.describe(view, result)

    def headline(self, view: View) -> str:
        loc = self.locale
        return f"**{tr(loc, self.game.title)}** · {tr(loc, 'round {n}', n=view['round'])}"

    def choices(self, legal: list[Action]) -> str:
        """ "continue, camp or rest": what the seat can do now."""
        kinds = {a.get("type") for a in legal}
        return say(self.locale, either([word for kind, word in VERBS.items() if kind in kinds]))

    def prompt(self, view: View, seat: int, legal: list[Action]) -> str:
        loc = self.locale
        if view["phase"] == "FAILING":
            return tr(loc, "the roll falls short: {choices}.", choices=self.choices(legal))
        if view["phase"] == "SUCCESS":
            choices = self.choices(legal)
            return tr(loc, "you made it! {choices}.", choices=choices[:1].upper() + choices[1:])
        return tr(loc, PROMPTS.get(view["phase"], "it's your turn."))

    def seat_status(self, view: View, seat: int) -> tuple[str, bool]:
        p = next(p for p in view["players"] if p["seat"] == seat)
        parts = [
            nmsg("{n} cube", "{n} cubes", p["cubes"]),
            nmsg(
                "{n} flag planted, {left} to go",
                "{n} flags planted, {left} to go",
                p["flags_placed"],
                left=p["flags_left"],
            ),
            msg("tent on {space}", space=alt.printed(view, p["tent"]) if p["tent"] else "—"),
        ]
        return say(self.locale, commas(parts)), not p["in_game"]

    def private(self, seat_view: View) -> PrivateReply | None:
        loc = self.locale
        peeks = seat_view["private"]["peeks"]
        if not peeks:
            return PrivateReply(tr(loc, "You know no face-down tiles. A peek costs 1 cube on your turn."))
        lines = [f"• {p['space']}: {say(loc, front_message(p))}" for p in peeks]
        return PrivateReply("\n".join([tr(loc, "**Tiles you peeked at** (still face down):"), *lines]))

    def private_note(self, action: Action, seat_view: View) -> str | None:
        space = action.get("space") if action.get("type") == "peek" else None
        front = next((p for p in seat_view["private"]["peeks"] if p["space"] == space), None)
        if front is None:
            return None
        # The emoji stays out of the message: catalogs hold only what a picture could draw too.
        text = msg("You peeked at **{space}**: {front}. Only you can see this.", space=str(space),
                   front=front_message(front))  # fmt: skip
        return "🔍 " + say(self.locale, text)


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
