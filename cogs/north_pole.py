"""``/northpole``: Race to the North Pole — cards move pawns over drifting ice; no secrets (RNP-128)."""

from __future__ import annotations

from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action
from bot.games.north_pole import GAME
from bot.games.north_pole.board import DIRECTION_NAMES, ORTHO, is_grid, name, on_grid, pos, step
from bot.games.north_pole.data import TOKENS
from bot.ui.cog import GameCog
from bot.ui.controls import Narrow
from bot.ui.presenter import Presenter, plural
from renderers.north_pole import render

View = dict[str, Any]
PROMPTS = {
    "camp": "bring a pawn ashore from your ship.",
    "main": "play a card, use equipment, or Refresh your cards.",
    "refreshed": "give up a token to play one of the new cards, or end your turn.",
    "overflow": "you hold four tokens: use one now or discard one (limit 3).",
    "window": "use equipment, or end your turn.",
}
GEAR = {"snowshoes": ", with Snowshoes", "pickaxe": ", with a Pickaxe"}


def card(slot: str, view: View, full: bool = True) -> str:
    """ "March (1 point, blue)" (or short, "March (1 point)"): a card in a slot or the Backpack ("BP")."""
    face = view["seats"][view["turn"]["seat"]]["backpack"]["card"] if slot == "BP" else view["slots"][slot]
    about = [plural(face["points"], "point")] * (face["symbol"] != "Emergency") + [face["colour"]] * full
    text = f"{face['symbol']} ({', '.join(about)})" if about else face["symbol"]
    return text + (" from your Backpack" if slot == "BP" and full else "")


def pawn(pawn_id: str, view: View, on: bool = True) -> str:
    """ "your pawn on d3", "the black pawn on c5", "the Polar Bear on e6"."""
    colour = pawn_id.rstrip("0123456789")
    owner = next((s["seat"] for s in view["seats"] if s["colour"] == colour), None)
    who = "the Polar Bear" if owner is None else "your pawn" if owner == view["turn"]["seat"] else f"the {colour} pawn"
    return f"{who} on {view['pawns'][pawn_id]}" if on else who


def path(a: Action, view: View) -> str:
    """ "to d5, ambushing the black pawn", "via e5 to the Pole, with a Pickaxe"."""
    squares, end = ["the Pole" if sq == "P" else sq for sq in a["path"]], a["path"][-1]
    way = f"via {squares[0]} to {squares[1]}" if len(squares) == 2 else f"to {squares[0]}"
    there = [p for p, at in view["pawns"].items() if at == end and p != a["pawn"] and is_grid(end)]
    ambush = f", ambushing {pawn(there[0], view, on=False)}" if there and not view["camp_rules_everywhere"] else ""
    return way + ambush + "".join(GEAR[g] for g in a.get("gear", []))


def sling(a: Action, view: View, full: bool = True) -> str:
    """ "slings north at the black pawn on c6": the first pawn along the line (RNP-062)."""
    at, taken = step(pos(view["pawns"][a["pawn"]]), ORTHO[a["dir"]]), {sq: p for p, sq in view["pawns"].items()}
    while on_grid(at) and name(at) not in taken:
        at = step(at, ORTHO[a["dir"]])
    aim = f"slings {DIRECTION_NAMES[a['dir']]} at {pawn(taken[name(at)], view, on=full)}"
    return aim + "".join(GEAR[g] for g in a.get("gear", []))


CARD = Narrow("Which card?", "card", label=card)
COPY = Narrow("An Emergency copies which card?", "copy", label=lambda s, v: "as " + card(s, v))
PAWN = Narrow("Which pawn?", "pawn", label=pawn)


def played(a: Action, view: View) -> str:
    """ "Backpack Emergency as Sling (4 points): your pawn on e2 slings north at the black pawn"."""
    used = "Backpack " * (a["card"] == "BP") + card(a["card"], view, full=False)
    used += f" as {card(a['copy'], view, full=False)}" if "copy" in a else ""
    what = sling(a, view, full=False) if a["type"] == "sling" else path(a, view)
    return f"{used}: {pawn(a['pawn'], view)} {what}"


class NorthPolePresenter(Presenter):
    titles: ClassVar = {"move": "Play a card to move a pawn", "sling": "Play a Sling", "overflow": "Fourth token"}
    titles |= {"camp": "Bring a pawn ashore", "store": "Keep a card in the Backpack", "pay": "Give up a token"}
    steps: ClassVar = {
        "move": (CARD, COPY, PAWN, Narrow("Where to?", key=path)),
        "sling": (CARD, COPY, PAWN, Narrow("Which way?", key=sling)),
        "overflow": (
            Narrow("Four tokens: use one now, or discard one?", "mode", label=lambda m, _: f"{m.capitalize()} one"),
            Narrow("Which token?", key=lambda a, _: TOKENS[a["token"]].item),
        ),
    }
    labels: ClassVar = {"move": played, "sling": played}  # the other types keep the engine's plain labels

    def headline(self, view: View) -> str:
        storm = f"storm {view['storm_total']} of {view['threshold']} points"
        return f"**{self.game.title}** · round {view['turn']['round']} · {storm}"

    def prompt(self, view: View, seat: int, legal: list[Action]) -> str:
        if [a["type"] for a in legal] == ["end"]:
            return "nothing more to do this turn: press **End turn**."
        return PROMPTS.get(view["turn"]["phase"], "play a card.")

    def seat_status(self, view: View, seat: int) -> tuple[str, bool]:
        s = view["seats"][seat]
        team = f"team {'north–south' if s['team'] == 0 else 'west–east'}, " if view["teams"] else ""
        gear = ", ".join(t["item"] for t in s["equipment"]) or "no equipment"
        text = f"{team}{s['colour']} pawns: {s['at_pole']} of {s['target']} at the Pole, {s['on_ship']} on the ship"
        return f"{text}; {gear}", s["left"]


class NorthPole(
    GameCog,
    group_name="northpole",
    group_description="Race to the North Pole: play cards to move pawns over drifting ice (2–4 players).",
):
    key = GAME.key
    presenter = NorthPolePresenter(GAME, render, "north_pole/summary.md")

    @app_commands.command(name="new", description="Open a lobby for Race to the North Pole (2–4 players).")
    @app_commands.describe(
        teams="Team variant: 4 players, north and south against west and east, 3 pawns each.",
        thread="Play in a new thread under the lobby (default) or right in this channel.",
    )
    async def new(self, interaction: discord.Interaction, teams: bool = False, thread: bool = True) -> None:
        await self.open_lobby(interaction, {"teams": teams}, thread=thread)


async def setup(bot: Any) -> None:
    await bot.add_cog(NorthPole(bot))
