"""``/southpole``: Roll to the South Pole — dice, one shared explorer, private tile peeks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot.engine import Action, IllegalAction
from bot.games.south_pole import GAME
from bot.ui.cog import GameCog
from bot.ui.controls import ChoiceSelect, ComposeOption, ComposeSelect, Control, button_rows, choices
from bot.ui.presenter import Presenter, PrivateReply
from renderers.south_pole import render

COLOUR = {"W": "white", "K": "black", "U": "blue"}
PROMPTS = {
    "CHOOSE_DICE": "choose your six dice.",
    "FIRST_MOVE": "move the explorer off your tent.",
}
# What each option is called in a prompt, in the order the prompt names them.
CHOICE_WORDS = {
    "continue": "continue",
    "camp": "camp",
    "move_tent": "move your tent here",
    "rest": "rest",
    "reroll": "reroll",
    "recolour": "recolour",
    "give_up": "give up",
}


def choice_text(legal: list[Action]) -> str:
    """ "continue, camp, or rest": only what the seat can do now."""
    kinds = {a["type"] for a in legal}
    words = [word for kind, word in CHOICE_WORDS.items() if kind in kinds]
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + f" or {words[-1]}"


def requirement_text(requirement: dict[str, int] | None) -> str:
    return " ".join(f"{colour}{need}" for colour, need in (requirement or {}).items()) or "nothing"


def front_text(front: dict[str, Any]) -> str:
    extras = [word for key, word in (("camp_site", "camp site"), ("flag_symbol", "flag")) if front.get(key)]
    return requirement_text(front.get("requirement")) + (f" ({', '.join(extras)})" if extras else "")


class SouthPolePresenter(Presenter):
    private_label = "My peeks"

    def headline(self, view: dict[str, Any]) -> str:
        return f"**{self.game.title}** · round {view['round']}"

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        if view["phase"] == "FAILING":
            return f"the roll falls short: {choice_text(legal)}."
        if view["phase"] == "SUCCESS":
            return f"you made it! {choice_text(legal).capitalize()}."
        return PROMPTS.get(view["phase"], "it's your turn.")

    def status(self, view: dict[str, Any], names: Sequence[str], waiting: Sequence[int]) -> str:
        lines = [self.headline(view)]
        for p in view["players"]:
            marker = "▶" if p["seat"] in waiting else ("✗" if not p["in_game"] else "•")
            lines.append(
                f"{marker} {names[p['seat']]} — {p['cubes']} cube(s), {p['flags_placed']} flag(s) planted, "
                f"{p['flags_left']} to go, tent on {p['tent'] or '—'}"
            )
        return "\n".join(lines)

    def controls(self, view: dict[str, Any], seat: int, legal: list[Action]) -> list[Control]:
        by_type: dict[str, list[tuple[int, Action]]] = {}
        for index, action in enumerate(legal):
            by_type.setdefault(action["type"], []).append((index, action))
        rows: list[Control] = []
        if "choose" in by_type:
            rows.append(ChoiceSelect("Choose your six dice…", tuple(choices(by_type["choose"]))))
        moves = by_type.get("move", []) + by_type.get("continue", [])
        rows += button_rows(choices(moves))
        if "reroll" in by_type:
            dice = sorted({n for _, a in by_type["reroll"] for n in a["dice"]})
            pool = {d["die"]: d for d in view["pool"]}
            options = tuple(ComposeOption(str(n), _die_label(pool[n])) for n in dice)
            rows.append(ComposeSelect("reroll", "Reroll dice… (1 cube)", options, 1, len(options)))
        if "recolour" in by_type:
            rows.append(ChoiceSelect("Recolour a die… (1 cube)", tuple(choices(by_type["recolour"]))))
        finish = [
            *choices(by_type.get("camp", [])),
            *choices(by_type.get("move_tent", [])),
            *choices(by_type.get("rest", [])),
            *choices(by_type.get("give_up", [])),
        ]
        rows += button_rows(finish)
        if "peek" in by_type:
            rows.append(_peek_rows(by_type["peek"]))
        return rows

    def compose(
        self, view: dict[str, Any], seat: int, legal: list[Action], name: str, values: list[str]
    ) -> Action | list[Control]:
        if name == "reroll":
            if not values or not all(v.isdigit() for v in values):
                raise IllegalAction("Pick at least one die to reroll.")
            return {"type": "reroll", "dice": sorted(int(v) for v in values)}
        if name == "peek" and values:
            row = values[0]
            picks = [(i, a) for i, a in enumerate(legal) if a["type"] == "peek" and a["space"].startswith(row)]
            picks = [(i, a) for i, a in picks if a["space"][len(row) :].isdigit()]
            if not picks:
                raise IllegalAction(f"There is no tile you can peek at in row {row}.")
            return [ChoiceSelect(f"Peek at a tile in row {row}…", tuple(choices(picks)))]
        raise IllegalAction("That choice isn't available.")

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        peeks = seat_view["private"]["peeks"]
        if not peeks:
            return PrivateReply("You know no face-down tiles. A peek costs 1 cube on your turn.")
        lines = ["**Tiles you peeked at** (still face down):"]
        lines += [f"• {p['space']}: {front_text(p)}" for p in peeks]
        return PrivateReply("\n".join(lines))

    def private_note(self, action: Action, seat_view: dict[str, Any]) -> str | None:
        if action.get("type") != "peek":
            return None
        space = action["space"]
        front = next((p for p in seat_view["private"]["peeks"] if p["space"] == space), None)
        if front is None:
            return None
        return f"🔍 You peeked at **{space}**: {front_text(front)}. Only you can see this."


def _die_label(die: dict[str, Any]) -> str:
    colour = COLOUR[die["effective"]]
    recoloured = " (recoloured)" if die["effective"] != die["colour"] else ""
    return f"d{die['die']}: {colour} {die['face']}{recoloured}"


def _peek_rows(peeks: list[tuple[int, Action]]) -> ComposeSelect:
    """RSP-074: more than 25 targets, so pick the row first, then the tile."""
    rows: dict[str, int] = {}
    for _, action in peeks:
        letter = action["space"].rstrip("0123456789")
        rows[letter] = rows.get(letter, 0) + 1
    options = tuple(ComposeOption(row, f"Row {row}", f"{n} face-down tile(s)") for row, n in rows.items())
    return ComposeSelect("peek", "Peek at a face-down tile… (1 cube)", options)


class SouthPole(
    GameCog,
    group_name="southpole",
    group_description="Roll to the South Pole: push your luck with dice across Antarctica (2–5 players).",
):
    key = GAME.key
    presenter = SouthPolePresenter(GAME, render, "south_pole/summary.md")

    @app_commands.command(name="new", description="Open a lobby for Roll to the South Pole (2–5 players).")
    @app_commands.describe(thread="Play in a new thread under the lobby (default) or right in this channel.")
    async def new(self, interaction: discord.Interaction, thread: bool = True) -> None:
        await self.open_lobby(interaction, {}, thread=thread)


async def setup(bot: Any) -> None:
    await bot.add_cog(SouthPole(bot))
