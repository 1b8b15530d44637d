"""``/rollinone``: Roll In One — golf with dice on a course the players build in chat.
Caddie cards and settings are offered only in the seat's own "My cards" reply (RIO-134)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action, Outcome, name_seats
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.data import CADDIE, CLUBS
from bot.games.roll_in_one.words import board_title, direction_word, on_terrain
from bot.ui.cog import GameCog
from bot.ui.controls import Narrow
from bot.ui.flow import show_private
from bot.ui.presenter import Presenter, PrivateReply, listing, plural
from renderers.roll_in_one import render

BOARD = Narrow("Which board?", "board", label=lambda b, _: board_title(b))
PROMPTS = {  # by the first action type that tells the decision apart
    "golfer": "pick your golfer.",
    "green": "place the green on a numbered cell, then confirm the hole.",
    "confirm": "confirm the hole, or pick the green back up.",
    "no_nudge": "nudge your ball one space first, or don't.",
    "swing": "choose a club, then which way to aim. Caddie cards and settings are under **My cards**.",
    "accept": "accept this roll (or change it with a card from **My cards**).",
    "curve": "the ball curves: which way?",
    "fly_on": "the ball is about to fly out of bounds: fly on or stop at the edge?",
    "continue": "your ball has landed: continue, or play a landing card from **My cards**.",
    "pass": "Feeling Mean: play a landing card on this ball from **My cards**, or pass.",
    "slide": "your ball is on the fairway: slide on one more space, or stay?",
    "ricochet": "move a ball from this space to a free space next to it.",
    "move_green": "move the green to a new space.",
}
MODES = {"auto": "standard (alone: a solo round)", "campaign": "campaign", "bumper": "bumper golf"}
MODES |= {"solo_round": "solo round", "solo_survival": "solo survival"}
GOLFERS = {"dealt": "dealt", "chosen": "chosen", "shared1": "1 shared", "shared2": "2 shared", "shared3": "3 shared"}
DESIGN = {"attach": "add a board at a numbered port", "finish": "finish the course", "random": "take a random hole"}
DESIGN |= {"preset": "take a ready-made hole", "undo": "take the last board back"}
WINDOW = {"AIM": "when you aim", "ROLL": "after a roll", "LANDING": "when a ball lands"}
COURSE = {"any": "any way", "build": "built in chat", "random": "random holes", "preset": "ready-made holes"}


def choices(words: dict[str, str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=name, value=value) for value, name in words.items()]


def ball_words(ball: int, view: dict[str, Any]) -> str:
    """A ball by its owner's golfer (printed on the scorecard): action labels carry no names."""
    golfer = view["seats"][ball]["golfer_name"]
    mine = view["decision"] and view["decision"]["seat"] == ball
    return "your ball" if mine else f"{golfer}'s ball" if golfer else "another player's ball"


def port_words(port: str, view: dict[str, Any]) -> str:
    number = next((p["number"] for p in view["course"]["open_ports"] if p["name"] == port), "?")
    return f"Port {number}"


class RollInOnePresenter(Presenter):
    private_label = "My cards"
    titles: ClassVar = {"attach": "Add a board", "green": "Place the green", "swing": "Swing", "card": "Caddie card"}
    titles |= {"handicap": "Spend handicap points", "move_green": "Move the green", "settings": "Settings"}
    steps: ClassVar = {
        "attach": (Narrow("Which port? (numbered on the picture)", "port", label=port_words), BOARD),
        "green": (BOARD,),
        "move_green": (BOARD,),
        "swing": (
            Narrow("Which club?", "club", label=lambda c, _: CLUBS[c].name),
            Narrow("Which way?", "dir", label=lambda d, _: direction_word(d).capitalize()),
        ),
        "card": (Narrow("Which card?", "card", label=lambda k, _: CADDIE[k].name),),
        "handicap": (Narrow("How many points?", key=lambda a, _: abs(a["delta"]), label=lambda n, _: f"Spend {n}"),),
        "ricochet": (Narrow("Which ball?", "ball", label=lambda b, v: ball_words(b, v)),),
    }
    steps |= dict.fromkeys(("golfer", "nudge", "curve"), ())  # one select of the engine's own labels
    labels: ClassVar = {"ricochet": lambda a, v: re.sub(r"\{p\d+\}'s ball", ball_words(a["ball"], v), a["label"])}

    def headline(self, view: dict[str, Any]) -> str:
        hole = view["hole"]
        if hole is None:
            return f"**{self.game.title}**"
        of = f" of {hole['of']}" if hole["of"] else ""
        par = f" · par {hole['par']:g}" if hole["confirmed"] else " · designing"
        return f"**{self.game.title}** · hole {hole['number']}{of}{par}"

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        kinds = [str(a["type"]) for a in legal]
        text = next((PROMPTS[k] for k in PROMPTS if k in kinds), "it's your turn.")
        if "confirm" not in kinds and "green" not in kinds and set(kinds) & set(DESIGN):
            text = f"design the hole: {listing([words for kind, words in DESIGN.items() if kind in kinds])}."
        if "pass" in kinds and view["turn"]:  # a reaction: say whose ball landed where (no names in views)
            mover = int(view["turn"]["seat"])
            cell = view["balls"][mover]["cell"] or [None, None]
            kind = next((c[2] for c in view["course"]["cells"] if c[:2] == cell), None)
            text = text.replace("this ball", f"{ball_words(mover, view)} ({on_terrain(kind)})")
        return text

    def result(self, outcome: Outcome, names: Sequence[str]) -> str:
        return f"**Game over.** {name_seats(str(outcome['text']), names)}"  # the engine's text names the winners

    def seat_status(self, view: dict[str, Any], seat: int) -> tuple[str, bool]:
        s = view["seats"][seat]
        ball = next(b for b in view["balls"] if b["seat"] == seat)
        where = "holed out" if ball["holed"] else ("on the course" if ball["cell"] else "not teed off")
        golfer = f"{s['golfer_name']}, " if s["golfer_name"] else ""
        scores = f"{plural(s['total'], 'stroke')} so far, " if s["scores"] else ""
        return f"{golfer}{scores}{plural(s['hand_size'], 'card')}, {where}", bool(s["left"])

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        mine = seat_view["private"]
        hand = Counter(f"**{c['name']}** ({WINDOW[c['window']]}): {c['effect']}" for c in mine["hand"])
        cards = "\n".join(f"• {c}" + (f" ×{n}" if n > 1 else "") for c, n in hand.items()) or "No caddie cards."
        settings = mine["settings"]
        stop = {"always": "after every roll", "landing": "before the ball lands", "never": "never"}
        pause = f"Stop on rolls: {stop[settings['pause_rolls']]}"
        auto = f"pass others' landings for me: {'on' if settings['auto_pass'] else 'off'}"
        return PrivateReply(f"**Your caddie cards**\n{cards}\n-# {pause} · {auto} (change them when you aim).")


class RollInOne(GameCog, group_name="rollinone", group_description="Roll In One: golf with dice (1–5 players)."):
    key = GAME.key
    presenter = RollInOnePresenter(GAME, render, "roll_in_one/summary.md")

    @app_commands.command(name="new", description="Open a lobby for Roll In One (1–5 players; alone: a solo round).")
    @app_commands.describe(
        mode="Standard holes, a campaign, bumper golf, or a solo game.",
        golfers="Golfer cards: dealt at random, chosen in turn, or a few shared by everyone.",
        ricochet="Ricochet: move a ball you land on (or yours) to a free space next to it.",
        handicap="Handicap: 6 points each, to change numbers or fly over out of bounds.",
        feeling_mean="Feeling Mean: play landing cards in other players' turns.",
        open_hands="Caddie cards are face up for everyone.",
        course="How holes are made: built in chat, random, ready-made, or any of these.",
        thread="Play in a new thread under the lobby (default) or right in this channel.",
    )
    @app_commands.choices(mode=choices(MODES), golfers=choices(GOLFERS), course=choices(COURSE))
    async def new(
        self,
        interaction: discord.Interaction,
        mode: str = "auto",
        golfers: str = "dealt",
        ricochet: bool = False,
        handicap: bool = False,
        feeling_mean: bool = False,
        open_hands: bool = False,
        course: str = "any",
        thread: bool = True,
    ) -> None:
        options = {"mode": mode, "golfers": golfers, "ricochet": ricochet, "handicap": handicap}
        options |= {"feeling_mean": feeling_mean, "open_hands": open_hands, "course": course}
        await self.open_lobby(interaction, options, thread=thread)

    @app_commands.command(
        name="settings", description="Your caddie cards and private settings (change them when you aim)."
    )
    async def settings(self, interaction: discord.Interaction) -> None:
        await show_private(interaction, (await self._game_here(interaction)).id)  # the same reply as My cards


async def setup(bot: Any) -> None:
    await bot.add_cog(RollInOne(bot))
