"""``/poletopole``: Pole to Pole — six explorers each race to the opposite pole; no secrets.
A move list of up to ~300 die moves is narrowed explorer → dice → direction → route."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action, Outcome, name_seats
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.words import DIRECTION_WORDS, at, place
from bot.ui.alt import pole_to_pole as alt
from bot.ui.cog import BOT_LEVELS, BOTS_OPTION, PLAYERS_OPTION, GameCog, Players
from bot.ui.controls import Narrow
from bot.ui.language import LANGUAGE_CHOICES
from bot.ui.presenter import Presenter, listing, plural
from renderers.pole_to_pole import render


def explorer_words(explorer: str, view: dict[str, Any]) -> str:
    """ "Blue on D4 (sheltered)": colour and place; explorers never show their numbers."""
    e = next(e for e in view["explorers"] if e["id"] == explorer)
    moved = view["phase"] == "move" and ((view["dice"] or {}).get("limit") or {}).get("explorer") == explorer
    notes = [n for n, on in (("sheltered", e["sheltered"]), ("moved this roll", moved)) if on]
    return f"{explorer.split('-')[0]} {at(e['pos'])}" + (f" ({', '.join(notes)})" if notes else "")


def dice_words(die: str, view: dict[str, Any]) -> str:
    dice = view["dice"]
    return f"Both dice: {dice['A'] + dice['B']}" if die == "AB" else f"Die {die}: {dice[die]}"


def side_words(view: dict[str, Any], side: dict[str, Any]) -> str:
    """ "South team (Blue and Green) 2 points", or "Blue 2 points" for a player alone."""
    colours = " and ".join(view["seats"][s]["colour"] for s in side["seats"])
    name = f"{side['name']} team ({colours})" if len(side["seats"]) > 1 else side["name"]
    return f"{name} {plural(side['score'], 'point')}"


ROLL = "Start roll: "  # the engine's start-log line for one round of rolls (PTP-013)


def start_lines(view: dict[str, Any]) -> list[str]:
    """PTP-013: the start rolls, shown on the first turn (no turn has passed yet)."""
    if view.get("last_turn") is not None:
        return []
    names = view.get("names") or [s["colour"] for s in view["seats"]]
    log: list[str] = view["start_log"]
    lines: list[str] = []
    for line, after in zip(log, [*log[1:], ""], strict=True):
        lines.append(name_seats(line, names))
        if line.startswith(ROLL) and after.startswith(ROLL):  # a tie: say so before the re-roll
            again = [name_seats(seat, names) for seat in re.findall(r"\{p\d+\}", after)]
            lines.append(f"A tie for the highest roll: {' and '.join(again)} roll again.")
    return lines


# "… to C11 (die A: 1 north via column C), captures Blue" or "Tailwind: Blue D9 to D7, arrives (2 north)"
LANDS = re.compile(r" to (?P<to>.+?)(?P<result>,[^()]*)? \((?P<how>[^)]*)\)(?P<after>.*)$")


def landing_words(action: Action) -> str:
    """Where a move lands, in its label's words: "C11", "the North Pole, arrives", "D7, captures Blue"."""
    found = LANDS.search(str(action.get("label", "")))
    if found is None:
        return "?"
    to = found["to"] if found["to"][0].isupper() and not found["to"].endswith("Pole") else f"the {found['to']}"
    return to + (found["result"] or found["after"] or "").rstrip(".")


def direction_words(direction: str, moves: list[Action], view: dict[str, Any]) -> str:
    """ "North → C11", "North → over the North Pole, out by a column you pick next", "North → C9 or C10"."""
    way = DIRECTION_WORDS[direction].capitalize()
    if any(m.get("via") for m in moves):
        pole = "North" if direction == "N" else "South"
        return f"{way} → over the {pole} Pole, out by a column you pick next"
    ends = list(dict.fromkeys(landing_words(m) for m in moves))
    return f"{way} → {listing(ends)}" if len(ends) <= 3 else f"{way} ({len(ends)} places)"


def route_words(via: str | None, moves: list[Action], view: dict[str, Any]) -> str:
    """ "Out by column C (lands on C11)": a way out of a pole named by where it leads (PTP-032)."""
    ends = listing(list(dict.fromkeys(landing_words(m) for m in moves)))
    return f"Out by column {via} (lands on {ends})" if via else f"Straight on (lands on {ends})"


EXPLORER = Narrow("Which explorer?", "explorer", label=explorer_words)
DIRECTION = Narrow("Which direction?", "dir", describe=direction_words)
OWN, RIVAL = (Narrow(p, f, label=explorer_words) for p, f in (("Which of yours?", "own"), ("Swap with?", "opponent")))
PLAY = [app_commands.Choice(name=n, value=v) for n, v in (("in pairs", "teams"), ("everyone alone", "ffa"))]
ROUTE = Narrow("Out of the pole by which column?", "via", describe=route_words)


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

    def alt_text(self, view: dict[str, Any], result: str | None) -> str:
        return alt.describe(view, result)

    def headline(self, view: dict[str, Any]) -> str:
        sides = " · ".join(side_words(view, t) for t in view["teams"])
        return "\n".join([f"**{self.game.title}** · round {view['round']} · {sides}", *start_lines(view)])

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        """Who you are, then the engine's question: the dice to use, the colour die's face or the card."""
        me, ask = view["seats"][seat], view["prompt"] or {"kind": "move", "text": "Move"}
        who = f"you are {me['colour']}, from {place(me['home'])} to {place(me['target'])}"
        then = {"colour": ", or decline.", "card": f": {ask.get('card_text')}", "move": ": pick an explorer."}
        return f"{who}. {ask['text'].rstrip('?')}{then[ask['kind']]}"

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
        **BOTS_OPTION,
        **PLAYERS_OPTION,
        thread="Play in a new thread under the lobby (default) or right in this channel.",
        language="The language the game speaks (default: the server's).",
    )
    @app_commands.choices(play=PLAY, bots=BOT_LEVELS, language=LANGUAGE_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        play: str = "teams",
        bots: str | None = None,
        players: Players | None = None,
        thread: bool = True,
        language: str | None = None,
    ) -> None:
        await self.open_lobby(interaction, {"mode": play}, thread=thread, bots=bots, players=players, language=language)


async def setup(bot: Any) -> None:
    await bot.add_cog(PoleToPoleCog(bot))
