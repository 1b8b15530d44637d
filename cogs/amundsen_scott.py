"""``/amundsen``: 1911 Amundsen vs. Scott. Moves that use hand cards are offered only in the
player's own "Show hand" reply (or opened by "Take 2…"/"Take 3…"), identical cards grouped (AVS-080)."""

from __future__ import annotations

from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.cards import title
from bot.games.amundsen_scott.data import COLOUR_WORDS
from bot.ui.alt import amundsen_scott as alt
from bot.ui.alt import clip
from bot.ui.cog import BOT_LEVELS, BOTS_OPTION, GameCog
from bot.ui.controls import Narrow, Opener, Style
from bot.ui.drawing import UNDRAWN, draw
from bot.ui.language import LANGUAGE_CHOICES
from bot.ui.presenter import Presenter, PrivateReply, counted, plural
from renderers.amundsen_scott import render, render_hand


def used_cards(action: Action) -> list[str]:
    """The hand cards an action uses (plays, discards or names)."""
    if action.get("cards") or action.get("discard"):
        return list(action.get("cards") or action["discard"])
    return [action["card"]] if action.get("type") in ("compass", "loss", "penalty", "return") else []


def grouped(cards: list[str], view: dict[str, Any]) -> str:
    """ "Advance Red ×2, Dog Sled Green (hidden)" (AVS-080: identical faces are one choice)."""
    hidden = {c["id"] for c in view.get("private", {}).get("hand", []) if c.get("hidden")}
    return counted([title(c) + (" (hidden)" if c in hidden else "") for c in cards])


def face(card: str, view: dict[str, Any]) -> str:
    """ "Advance Red (hidden)": a card as the player tells it apart; identical faces are one choice (AVS-080)."""
    return grouped([card], view)


# Cards are ticked card by card (each hand card once), never picked as combinations: picking
# either of two identical cards makes the one action the engine lists for that face (AVS-080),
# and only a set some action uses exactly is accepted.
DISCARD = Narrow("Which cards to discard?", key=lambda a, _: used_cards(a), label=face, many=True, alike=face)
PLAY = Narrow("Which cards to play?", key=lambda a, _: used_cards(a), label=face, many=True, alike=face)
PROMPTS = {
    "trim": "Loss of Equipment! Discard {count} — press **Show hand**.",
    "weather": "you drew with Good Weather — press **Show hand** to see it and decide.",
    "effect": "use a discard effect, or not.",
    "": "take cards from the row, or press **Show hand** to play cards.",
}
HEADED = ("advance", "pole", "return")  # engine labels "Advance 1 to …: <cards>"


class AmundsenPresenter(Presenter):
    styles: ClassVar[dict[str, Style]] = {"freeze": "danger"}
    private_label = "Show hand"
    steps: ClassVar = {
        "take": (Narrow("How many cards to take?", "n", label=lambda n, _: f"Take {n}"), DISCARD),
        "advance": (Narrow("How far?", "spaces", label=lambda n, _: f"Advance {plural(n, 'space')}"), PLAY),
        "pole": (PLAY,),
        "return": (Narrow("Back to your route as which colour?", "colour", label=lambda c, _: COLOUR_WORDS[c]), PLAY),
        "trim": (DISCARD,),
    }
    openers = (Opener("Take 2…", "take", (("n", 2),)), Opener("Take 3…", "take", (("n", 3),)))

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        kind, cards = action["type"], used_cards(action)
        if kind == "take" and cards:
            return f"Take {action['n']}, discard {grouped(cards, view)}"
        if kind == "trim":
            return f"Discard {grouped(cards, view)}"
        head = str(action["label"]).rsplit(": ", 1)[0]
        return f"{head}: {grouped(cards, view)}" if kind in HEADED else super().action_label(action, view)

    def alt_text(self, view: dict[str, Any], result: str | None) -> str:
        return alt.describe(view, result)

    def headline(self, view: dict[str, Any]) -> str:
        return f"**{self.game.title}** · turn {view['turn']}"

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        pending = view.get("pending") or {}
        count = plural(pending.get("count", 0), "card")
        return PROMPTS.get(pending.get("kind", ""), PROMPTS[""]).format(count=count)

    def seat_status(self, view: dict[str, Any], seat: int) -> tuple[str, bool]:
        """ "Amundsen on the ship, 6 cards (limit 7), 1 hidden": the words the picture prints."""
        e = next(e for e in view["explorers"] if e["seat"] == seat)
        where = ("lost on " if e["lost"] else "at " if "Pole" in e["where"] else "on ") + e["where"]
        hidden = f", {e['hidden']} hidden" if e["hidden"] else ""
        return f"{e['name']} {where}, {plural(e['hand_size'], 'card')} (limit {e['limit']}){hidden}", False

    def status_note(self, view: dict[str, Any]) -> str:
        """AVS-021/AVS-022: the deck is reshuffled once when it runs out, and dies the second time."""
        deck = f"Deck: {plural(view['deck_count'], 'card')}"
        return {
            0: deck,
            1: f"{deck}, reshuffled once: when it runs out again, no more cards are drawn.",
        }.get(view["exhaustions"], "The deck has run out for good: no more cards are drawn.")

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        mine = next(e for e in seat_view["explorers"] if e["seat"] == seat_view["seat"])
        hand = grouped([c["id"] for c in seat_view["private"]["hand"]], seat_view) or "empty"
        text = f"**Your hand** as {mine['name']} ({mine['hand_size']} of {mine['limit']} cards): {hand}"
        pending = seat_view["private"].get("pending")
        if pending and pending.get("kind") == "weather" and pending.get("card"):
            text += f"\nGood Weather drew you **{pending['card']['name']}**."
        picture = draw(render_hand, seat_view)
        if picture is None:
            return PrivateReply(f"{text}\n{UNDRAWN}")
        return PrivateReply(text, picture, clip(alt.describe_hand(seat_view)))


class Amundsen(
    GameCog,
    group_name="amundsen",
    group_description="1911 Amundsen vs. Scott: race your rival to the South Pole with cards (2 players).",
):
    key = GAME.key
    presenter = AmundsenPresenter(GAME, render, "amundsen_scott/summary.md")

    @app_commands.command(name="new", description="Open a lobby for 1911 Amundsen vs. Scott (2 players).")
    @app_commands.describe(
        patrons="Patrons (Sponsors) expansion: each explorer gets a random patron.",
        advanced_row="Advanced variant: 6 open cards in the row.",
        amundsen="Who plays Amundsen (red, moves first).",
        **BOTS_OPTION,
        thread="Play in a new thread under the lobby (default) or right in this channel.",
        language="The language the game speaks (default: the server's).",
    )
    @app_commands.choices(
        amundsen=[
            app_commands.Choice(name=n, value=v)
            for n, v in (("random", "random"), ("the host", "0"), ("the second player", "1"))
        ],
        bots=BOT_LEVELS,
        language=LANGUAGE_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction,
        patrons: bool = False,
        advanced_row: bool = False,
        amundsen: str = "random",
        bots: str | None = None,
        thread: bool = True,
        language: str | None = None,
    ) -> None:
        options = {"patrons": patrons, "advanced_row": advanced_row, "amundsen_seat": amundsen}
        await self.open_lobby(interaction, options, thread=thread, bots=bots, language=language)


async def setup(bot: Any) -> None:
    await bot.add_cog(Amundsen(bot))
