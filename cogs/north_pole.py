"""``/northpole``: Race to the North Pole — cards move pawns over drifting ice; no secrets (RNP-128)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action, Event
from bot.games.north_pole import GAME
from bot.games.north_pole.board import DIRECTION_NAMES, is_grid
from bot.games.north_pole.data import TOKENS
from bot.games.north_pole.moves import sling_target
from bot.games.north_pole.words import pawn_label
from bot.ui.alt import north_pole as alt
from bot.ui.cog import GameCog
from bot.ui.controls import Narrow, Style
from bot.ui.language import LANGUAGE_CHOICES
from bot.ui.presenter import Presenter, plural
from renderers.north_pole import render

View = dict[str, Any]
PROMPTS = {
    "camp": "bring a pawn ashore from your ship.",
    "main": "play a card, use equipment, or Refresh your cards.",
    "refreshed": "give up a token to play one of the new cards, or play none of them.",
    "overflow": "you hold four tokens: use one now or discard one (limit 3).",
    "window": "use equipment, or end your turn.",
}
GEAR = {"snowshoes": ", with Snowshoes", "pickaxe": ", with a Pickaxe"}
PLACES = {"1": "left", "2": "middle", "3": "right"}  # RNP-015: slot 1 is leftmost, as the picture shows
TURNED = "Pawns, cracks and the cards on the ice turned with it: everyone now faces different cards."


def face_words(face: View, full: bool) -> str:
    """ "March (1 point, blue)", "Emergency (red)"; without the colour, "March (1 point)", "Emergency"."""
    about = [plural(face["points"], "point")] * (face["symbol"] != "Emergency") + [face["colour"]] * full
    return f"{face['symbol']} ({', '.join(about)})" if about else face["symbol"]


def card(slot: str, view: View, full: bool = True) -> str:
    """A card in a slot or the Backpack ("BP"); "…, middle card" when its twin lies beside it (RNP-015)."""
    seat = view["seats"][view["turn"]["seat"]]
    text = face_words(seat["backpack"]["card"] if slot == "BP" else view["slots"][slot], full)
    side, beside = slot[:1], [n for n in PLACES if n != slot[1:]]
    twins = side == seat["side"] and any(face_words(f, full) == text for n in beside if (f := view["slots"][side + n]))
    return f"{text}, {PLACES[slot[1:]]} card" if twins else text


def whose(slot: str, view: View) -> str:
    """ "your ", "Cook's ", "a free side's ": where the picture shows a card an Emergency copies."""
    owner = next((s["seat"] for s in view["seats"] if s["side"] == slot[:1]), None)
    names = view.get("names") or [f"the {s['colour']} player" for s in view["seats"]]
    return "a free side's " if owner is None else "your " if owner == view["turn"]["seat"] else f"{names[owner]}'s "


def pawn(pawn_id: str, view: View, on: bool = True) -> str:
    """ "your pawn on d3", "the black pawn on c5", "the Polar Bear on e6"."""
    return pawn_label(view, view["turn"]["seat"], pawn_id) + f" on {view['pawns'][pawn_id]}" * on


def used(a: Action, view: View) -> str:
    """ "Backpack Emergency as Sling (4 points)": the card a play uses, in short."""
    copied = f" as {card(a['copy'], view, full=False)}" if "copy" in a else ""
    return ("Backpack " if a["card"] == "BP" else "") + card(a["card"], view, full=False) + copied


def played(a: Action, view: View) -> str:
    """ "Dash (2 points): your pawn on c4 via d4 to the Pole": whole, so any step reads on its own."""
    if a["type"] == "sling":  # RNP-062: the first pawn along the line is hit
        target = str(sling_target(view, view["pawns"][a["pawn"]], a["dir"]))
        what = f"slings {DIRECTION_NAMES[a['dir']]} at {pawn(target, view, on=False)}"
    else:
        squares, end = ["the Pole" if sq == "P" else sq for sq in a["path"]], a["path"][-1]
        what = f"via {squares[0]} to {squares[1]}" if len(squares) == 2 else f"to {squares[0]}"
        there = [p for p, at in view["pawns"].items() if at == end and p != a["pawn"] and is_grid(end)]
        what += f", ambushing {pawn(there[0], view, on=False)}" if there and not view["camp_rules_everywhere"] else ""
    return f"{used(a, view)}: {pawn(a['pawn'], view)} {what}" + "".join(GEAR[g] for g in a.get("gear", []))


def choice(slot: str, view: View, sling: bool = False) -> str:
    """ "Gallop (2 points, red)"; "Emergency (red) as a Sling" in the Sling row, apart from the move row's."""
    text = card(slot, view) + (" from your Backpack" if slot == "BP" else "")
    return text + " as a Sling" if sling and text.startswith("Emergency") else text


CARD = Narrow("Which card?", "card", label=choice)
COPY = Narrow("An Emergency copies which card?", "copy", label=lambda s, v: f"Emergency as {whose(s, v)}{card(s, v)}")
# Keyed by pawn id too: two pawns sharing a camp square stay two choices, as the engine lists them.
PAWN = Narrow(
    "Which pawn?", key=lambda a, v: (a["pawn"], f"{used(a, v)}: {pawn(a['pawn'], v)}"), label=lambda k, _: k[1]
)
WAY = Narrow("Which way?", key=played)


class NorthPolePresenter(Presenter):
    styles: ClassVar[dict[str, Style]] = {"camp": "success"}
    titles: ClassVar = {"move": "Play a card to move a pawn", "sling": "Play a Sling", "overflow": "Fourth token"}
    titles |= {"camp": "Bring a pawn ashore", "store": "Keep a card in the Backpack", "pay": "Give up a token"}
    steps: ClassVar = {
        "move": (CARD, COPY, PAWN, Narrow("Where to?", key=played)),
        "sling": (Narrow("Which card?", "card", label=lambda s, v: choice(s, v, True)), COPY, PAWN, WAY),
        "overflow": (
            Narrow("Four tokens: use one now, or discard one?", "mode", label=lambda m, _: f"{m.capitalize()} one"),
            Narrow("Which token?", key=lambda a, _: TOKENS[a["token"]].item),
        ),
    }
    labels: ClassVar = {"move": played, "sling": played}  # the other types keep the engine's plain labels
    labels["end"] = lambda a, v: "Play none of the new cards" if v["turn"]["phase"] == "refreshed" else a["label"]

    def alt_text(self, view: dict[str, Any], result: str | None) -> str:
        return alt.describe(view, result)

    def headline(self, view: View) -> str:
        names = view.get("names") or [s["colour"] for s in view["seats"]]
        sides = [" & ".join(names[s["seat"]] for s in view["seats"] if s["team"] == t) for t in (0, 1)]
        teams = f" · {sides[0]} against {sides[1]}" if view["teams"] else ""  # RNP-120
        storm = f"storm {view['storm_total']} of {view['threshold']} points"
        return f"**{self.game.title}**{teams} · round {view['turn']['round']} · {storm}"

    def event_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        # RNP-013: a storm turns the whole top board, so say what moved along with the ice
        told = [{**e, "text": f"{e['text']} {TURNED}"} if e.get("type") == "storm" else e for e in events]
        return super().event_lines(told, names)

    def prompt(self, view: View, seat: int, legal: list[Action]) -> str:
        if [a["type"] for a in legal] == ["end"] and view["turn"]["phase"] != "refreshed":
            return "nothing more to do this turn: press **End turn**."
        return PROMPTS.get(view["turn"]["phase"], "play a card.")

    def seat_status(self, view: View, seat: int) -> tuple[str, bool]:
        s = view["seats"][seat]
        team = f"team {'north–south' if s['team'] == 0 else 'west–east'}, " if view["teams"] else ""
        gear = "equipment: " + ", ".join(t["item"] for t in s["equipment"]) if s["equipment"] else "no equipment"
        text = f"{team}{s['colour']}: {s['at_pole']} of {s['target']} pawns at the Pole, {s['on_ship']} on the ship"
        return f"{text}, {gear}", s["left"]


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
        language="The language the game speaks (default: the server's).",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def new(
        self, interaction: discord.Interaction, teams: bool = False, thread: bool = True, language: str | None = None
    ) -> None:
        await self.open_lobby(interaction, {"teams": teams}, thread=thread, language=language)


async def setup(bot: Any) -> None:
    await bot.add_cog(NorthPole(bot))
