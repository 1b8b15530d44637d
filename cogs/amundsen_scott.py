"""``/amundsen``: 1911 Amundsen vs. Scott — a two-player card race with private hands.

Hands are secret, so the public turn message carries only what names no hand card (Take 1,
discard effects of cards already discarded). Everything that uses hand cards is built in
the player's own "Show hand" reply: pick cards in a multi-select, then the actions those
cards make legal. AVS-080 lists identical cards once, so picks are matched by card face.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot.engine import Action, IllegalAction
from bot.games.amundsen_scott import GAME
from bot.ui.cog import GameCog
from bot.ui.controls import ComposeOption, ComposeSelect, Control, subset_controls
from bot.ui.presenter import Presenter, PrivateReply
from renderers.amundsen_scott import render, render_hand


def used_cards(action: Action) -> list[str]:
    """The hand cards an action uses (plays, discards or names)."""
    if action.get("cards"):
        return list(action["cards"])
    if action.get("discard"):
        return list(action["discard"])
    if action.get("type") in ("compass", "loss", "penalty", "return") and action.get("card"):
        return [action["card"]]
    return []


def is_public(action: Action) -> bool:
    """True when offering the action in public reveals nothing about a hand."""
    return action.get("type") == "effect" or (not used_cards(action) and action.get("type") != "weather")


class AmundsenPresenter(Presenter):
    private_label = "Show hand"

    def headline(self, view: dict[str, Any]) -> str:
        return f"**{self.game.title}** · turn {view['turn']}"

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        pending = view.get("pending") or {}
        kind = pending.get("kind")
        if kind == "trim":
            return f"Loss of Equipment! Discard {pending['count']} card(s) — press **Show hand**."
        if kind == "weather":
            return "you drew with Good Weather — press **Show hand** to see it and decide."
        if kind == "effect":
            return "use a discard effect, or not."
        return "take cards from the row, or press **Show hand** to play cards."

    def status(self, view: dict[str, Any], names: Sequence[str], waiting: Sequence[int]) -> str:
        lines = [self.headline(view)]
        for e in view["explorers"]:
            marker = "▶" if e["seat"] in waiting else "•"
            lost = ", lost" if e["lost"] else ""
            lines.append(
                f"{marker} {names[e['seat']]} ({e['name']}) on {e['space']}{lost} — {e['hand_size']}/{e['limit']} "
                f"cards ({e['hidden']} hidden)"
            )
        lines.append(f"Deck {view['deck_count']} · exhaustions {view['exhaustions']}")
        return "\n".join(lines)

    def controls(self, view: dict[str, Any], seat: int, legal: list[Action]) -> list[Control]:
        return subset_controls(legal, [i for i, a in enumerate(legal) if is_public(a)])

    def private_controls(self, seat_view: dict[str, Any], seat: int, legal: list[Action]) -> list[Control]:
        hand = seat_view["private"]["hand"]
        if {a["type"] for a in legal} == {"trim"}:
            count = len(legal[0]["cards"])
            wild = (seat_view["private"].get("wild") or {}).get("id")
            options = tuple(o for o in _hand_options(hand) if o.value != wild)  # AVS-083: the wild stays
            return [ComposeSelect("trim", f"Discard {count} card(s)…", options, count, count)]
        rows = subset_controls(legal, [i for i, a in enumerate(legal) if not used_cards(a)])
        options = _hand_options(_playable(seat_view))
        if any(used_cards(a) for a in legal) and options:
            rows.insert(0, ComposeSelect("cards", "Pick the cards to play or discard…", options, 1, len(options)))
        return rows

    def compose(
        self, view: dict[str, Any], seat: int, legal: list[Action], name: str, values: list[str]
    ) -> Action | list[Control]:
        hand = {c["id"]: c for c in _playable(view)}
        if any(v not in hand for v in values):
            raise IllegalAction("You don't hold that card.")
        if name == "trim":
            return {"type": "trim", "cards": sorted(values)}
        if name != "cards":
            raise IllegalAction("That choice isn't available.")
        wanted = Counter(_face(hand[v]) for v in values)
        matching = [
            i
            for i, a in enumerate(legal)
            if Counter(_face(hand[c]) for c in used_cards(a) if c in hand) == wanted and used_cards(a)
        ]
        if not matching:
            picked = ", ".join(hand[v]["name"] for v in values)
            raise IllegalAction(f"Nothing can be done with exactly {picked}. Pick other cards.")
        return subset_controls(legal, matching)

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        mine = next(e for e in seat_view["explorers"] if e["seat"] == seat_view["seat"])
        hand = seat_view["private"]["hand"]
        names = [c["name"] + (" (hidden)" if c.get("hidden") else "") for c in hand]
        text = f"**Your hand** as {mine['name']} ({len(hand)}/{mine['limit']}): " + (", ".join(names) or "empty")
        pending = seat_view["private"].get("pending")
        if pending and pending.get("kind") == "weather" and pending.get("card"):
            text += f"\nGood Weather drew you **{pending['card']['name']}**."
        return PrivateReply(text, render_hand(seat_view))


def _playable(seat_view: dict[str, Any]) -> list[dict[str, Any]]:
    """The hand plus an unspent patron wild (N4/B4), which plays like a card (AVS-072, AVS-085)."""
    wild = seat_view["private"].get("wild")
    return [*seat_view["private"]["hand"], *([wild] if wild else [])]


def _face(card: dict[str, Any]) -> tuple[str, str, bool]:
    return card["type"], str(card.get("colour")), bool(card.get("hidden"))


def _hand_options(hand: list[dict[str, Any]]) -> tuple[ComposeOption, ...]:
    return tuple(ComposeOption(c["id"], c["name"], _note(c)) for c in hand)


def _note(card: dict[str, Any]) -> str:
    if card["type"] == "patron_wild":
        return "your patron's wild card"
    return "hidden from your rival" if card.get("hidden") else "visible to both"


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
        thread="Play in a new thread under the lobby (default) or right in this channel.",
    )
    @app_commands.choices(
        amundsen=[
            app_commands.Choice(name="random", value="random"),
            app_commands.Choice(name="the host", value="0"),
            app_commands.Choice(name="the second player", value="1"),
        ]
    )
    async def new(
        self,
        interaction: discord.Interaction,
        patrons: bool = False,
        advanced_row: bool = False,
        amundsen: str = "random",
        thread: bool = True,
    ) -> None:
        options = {"patrons": patrons, "advanced_row": advanced_row, "amundsen_seat": amundsen}
        await self.open_lobby(interaction, options, thread=thread)


async def setup(bot: Any) -> None:
    await bot.add_cog(Amundsen(bot))
