"""``/amundsen``: 1911 Amundsen vs. Scott. Moves that use hand cards are offered only in the
player's own "Show hand" reply (or opened by "Take 2…"/"Take 3…"), identical cards grouped (AVS-080)."""

from __future__ import annotations

from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.data import POLE
from bot.games.amundsen_scott.labels import action_message, cards_message, used_cards
from bot.games.amundsen_scott.words import EXPLORER_NAMES, card_title, colour_name, question_message, space_message
from bot.i18n import N_, msg, nmsg, say, tr
from bot.ui.alt import amundsen_scott as alt
from bot.ui.alt import clip
from bot.ui.cog import BOT_LEVELS, BOTS_OPTION, GameCog
from bot.ui.controls import Narrow, Opener, Style
from bot.ui.drawing import UNDRAWN, draw
from bot.ui.language import LANGUAGE_CHOICES
from bot.ui.presenter import Presenter, PrivateReply, language
from renderers.amundsen_scott import render, render_hand


def grouped(cards: list[str], view: dict[str, Any]) -> str:
    """ "Advance Red ×2, Dog Sled Green (hidden)" (AVS-080: identical faces are one choice)."""
    return say(language(view), cards_message(cards, view))


def face(card: str, view: dict[str, Any]) -> str:
    """ "Advance Red (hidden)": a card as the player tells it apart; identical faces are one choice (AVS-080)."""
    return grouped([card], view)


# Cards are ticked card by card (each hand card once), never picked as combinations: picking
# either of two identical cards makes the one action the engine lists for that face (AVS-080),
# and only a set some action uses exactly is accepted.
DISCARD = Narrow(N_("Which cards to discard?"), key=lambda a, _: used_cards(a), label=face, many=True, alike=face)
PLAY = Narrow(N_("Which cards to play?"), key=lambda a, _: used_cards(a), label=face, many=True, alike=face)
PROMPTS = {
    "trim": N_("Loss of Equipment! Discard {count} — press **{label}**."),
    "weather": N_("you drew with Good Weather — press **{label}** to see it and decide."),
    "effect": N_("use a discard effect, or not."),
    "": N_("take cards from the row, or press **{label}** to play cards."),
}
SHOW_HAND = N_("Show hand")


def ADVANCE(n: int) -> Any:
    return nmsg("Advance {n} space", "Advance {n} spaces", n)


class AmundsenPresenter(Presenter):
    styles: ClassVar[dict[str, Style]] = {"freeze": "danger"}
    private_label = SHOW_HAND
    # Every action type's words (a select's placeholder, the "What would you like to do?" list).
    titles: ClassVar = {"take": N_("Take cards"), "freeze": N_("Declare a freeze"), "advance": N_("Advance")}
    titles |= {"pole": N_("Reach the Pole"), "compass": N_("Compass"), "loss": N_("Loss of Equipment")}
    titles |= {"lose_way": N_("Lose the way"), "penalty": N_("Penalty"), "return": N_("Back to your route")}
    titles |= {"effect": N_("Discard effect"), "weather": N_("Good Weather"), "trim": N_("Discard cards")}
    steps: ClassVar = {
        "take": (Narrow(N_("How many cards to take?"), "n", label=lambda n, v: tr(language(v), "Take {n}", n=n)),
                 DISCARD),
        "advance": (Narrow(N_("How far?"), "spaces", label=lambda n, v: say(language(v), ADVANCE(n))), PLAY),
        "pole": (PLAY,),
        "return": (
            Narrow(N_("Back to your route as which colour?"), "colour",
                   label=lambda c, v: say(language(v), colour_name(c))),
            PLAY,
        ),
        "trim": (DISCARD,),
    }
    openers = (Opener(N_("Take 2…"), "take", (("n", 2),)), Opener(N_("Take 3…"), "take", (("n", 3),)))

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        """The words the engine builds for the action (``bot.games.amundsen_scott.labels``), in the view's language."""
        said = action_message(action, view, cards_message(used_cards(action), view))
        return say(language(view), said) if said is not None else super().action_label(action, view)

    def alt_text(self, view: dict[str, Any], result: str | None) -> str:
        return alt.describe(view, result)

    def headline(self, view: dict[str, Any]) -> str:
        return f"**{tr(self.locale, self.game.title)}** · " + tr(self.locale, "turn {n}", n=view["turn"])

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        pending = view.get("pending") or {}
        loc = self.locale
        count = say(loc, nmsg("{n} card", "{n} cards", pending.get("count", 0)))
        asked = PROMPTS.get(pending.get("kind", ""), PROMPTS[""])
        return tr(loc, asked, count=count, label=tr(loc, SHOW_HAND))

    def seat_status(self, view: dict[str, Any], seat: int) -> tuple[str, bool]:
        """ "Amundsen on the ship, 6 cards (limit 7), 1 hidden": the words the picture prints."""
        e = next(e for e in view["explorers"] if e["seat"] == seat)
        loc = self.locale
        name, at = say(loc, EXPLORER_NAMES.get(e["name"], e["name"])), place(e)
        cards = nmsg("{n} card", "{n} cards", e["hand_size"])
        facts = {"name": name, "place": at, "cards": cards, "limit": e["limit"]}
        if e["lost"]:
            text = msg("{name} lost on {place}, {cards} (limit {limit})", **facts)
        elif e.get("route") == POLE:
            text = msg("{name} at {place}, {cards} (limit {limit})", **facts)
        else:
            text = msg("{name} on {place}, {cards} (limit {limit})", **facts)
        if e["hidden"]:
            text = msg("{status}, {n} hidden", status=text, n=e["hidden"])
        return say(loc, text), False

    def status_note(self, view: dict[str, Any]) -> str:
        """AVS-021/AVS-022: the deck is reshuffled once when it runs out, and dies the second time."""
        loc = self.locale
        deck = nmsg("Deck: {n} card", "Deck: {n} cards", view["deck_count"])
        if view["exhaustions"] == 0:
            return say(loc, deck)
        if view["exhaustions"] == 1:
            again = N_("{deck}, reshuffled once: when it runs out again, no more cards are drawn.")
            return tr(loc, again, deck=say(loc, deck))
        return tr(loc, "The deck has run out for good: no more cards are drawn.")

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        mine = next(e for e in seat_view["explorers"] if e["seat"] == seat_view["seat"])
        loc = self.locale
        hand = grouped([c["id"] for c in seat_view["private"]["hand"]], seat_view) or tr(loc, "empty")
        name = say(loc, EXPLORER_NAMES.get(mine["name"], mine["name"]))
        text = tr(loc, "**Your hand** as {name} ({n} of {limit} cards): {hand}", name=name, n=mine["hand_size"],
                  limit=mine["limit"], hand=hand)
        pending = seat_view["private"].get("pending")
        if pending and pending.get("kind") == "weather" and pending.get("card"):
            drew = say(loc, card_title(pending["card"]["id"]))
            text += "\n" + tr(loc, "Good Weather drew you **{card}**.", card=drew)
        picture = draw(render_hand, seat_view)
        if picture is None:
            return PrivateReply(f"{text}\n{UNDRAWN}")
        return PrivateReply(text, picture, clip(alt.describe_hand(seat_view)))


def place(e: dict[str, Any]) -> Any:
    """Where an explorer stands, from the view's numbers: "the ship", "space 5", "? space 2", "the South Pole"."""
    return question_message(e["q"]) if e.get("q") is not None else space_message(e["route"])


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
