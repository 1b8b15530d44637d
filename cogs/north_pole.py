"""``/northpole``: Race to the North Pole — cards move pawns over drifting ice; no secrets (RNP-128)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action, Event
from bot.games.north_pole import GAME
from bot.games.north_pole.board import is_grid
from bot.games.north_pole.data import TOKENS
from bot.games.north_pole.moves import sling_target
from bot.games.north_pole.words import (
    BEAR_WORDS,
    ITEM_WORDS,
    SYMBOL_WORDS,
    THE_POLE,
    colour_words,
    disc_message,
    owner,
    pawn_colour,
    points_words,
)
from bot.i18n import N_, Arg, Msg, msg, say, tr
from bot.ui.alt import north_pole as alt
from bot.ui.cog import BOT_LEVELS, BOTS_OPTION, PLAYERS_OPTION, GameCog, Players
from bot.ui.controls import Narrow, Style
from bot.ui.language import LANGUAGE_CHOICES
from bot.ui.presenter import Presenter, language
from renderers.north_pole import render

View = dict[str, Any]
PROMPTS = {
    "camp": N_("bring a pawn ashore from your ship."),
    "main": N_("play a card, use equipment, or Refresh your cards."),
    "refreshed": N_("give up a token to play one of the new cards, or play none of them."),
    "overflow": N_("you hold four tokens: use one now or discard one (limit 3)."),
    "window": N_("use equipment, or end your turn."),
}
PLAY_A_CARD = N_("play a card.")  # a phase without its own prompt
PLACES = {"1": N_("left"), "2": N_("middle"), "3": N_("right")}  # RNP-015: slot 1 is leftmost, as drawn
TURNED = N_("Pawns, cracks and the cards on the ice turned with it: everyone now faces different cards.")
DIRECTIONS = {"N": msg("north"), "E": msg("east"), "S": msg("south"), "W": msg("west")}


def face_message(face: View, full: bool) -> Msg:
    """ "March (1 point, blue)", "Emergency (red)"; without the colour, "March (1 point)", "Emergency"."""
    colour = colour_words(face["colour"])
    if face["symbol"] == "Emergency":
        return msg("Emergency ({colour})", colour=colour) if full else SYMBOL_WORDS["Emergency"]
    symbol, points = SYMBOL_WORDS[face["symbol"]], points_words(face["points"])
    if full:
        return msg("{symbol} ({points}, {colour})", symbol=symbol, points=points, colour=colour)
    return msg("{symbol} ({points})", symbol=symbol, points=points)


def card(slot: str, view: View, full: bool = True) -> Msg:
    """A card in a slot or the Backpack ("BP"); "…, middle card" when its twin lies beside it (RNP-015)."""
    seat = view["seats"][view["turn"]["seat"]]
    text = face_message(seat["backpack"]["card"] if slot == "BP" else view["slots"][slot], full)
    side, beside = slot[:1], [n for n in PLACES if n != slot[1:]]
    faces = [f for n in beside if (f := view["slots"][side + n])] if side == seat["side"] else []
    twins = any(face_message(f, full) == text for f in faces)
    if not twins:
        return text
    place = PLACES[slot[1:]]
    if place == "left":
        return msg("{card}, left card", card=text)
    return msg("{card}, middle card", card=text) if place == "middle" else msg("{card}, right card", card=text)


def copied(slot: str, view: View) -> Msg:
    """ "Emergency as your Dash (2 points, red)": the card an Emergency copies, and whose side it lies on."""
    owner = next((s["seat"] for s in view["seats"] if s["side"] == slot[:1]), None)
    copy = card(slot, view)
    if owner is None:
        return msg("Emergency as a free side's {card}", card=copy)
    if owner == view["turn"]["seat"]:
        return msg("Emergency as your {card}", card=copy)
    names = view.get("names") or []
    if owner >= len(names):
        return msg("Emergency as the {colour} player's {card}", colour=colour_words(view["seats"][owner]["colour"]),
                   card=copy)
    return msg("Emergency as {name}'s {card}", name=names[owner], card=copy)


def pawn_name(view: View, pawn_id: str) -> Msg:
    """ "your pawn", "the black pawn" or "the Polar Bear" (``words.pawn_label``, in words to translate)."""
    found = owner(view, pawn_id)
    if found is None:
        return BEAR_WORDS
    if found == view["turn"]["seat"]:
        return msg("your pawn")
    return msg("the {colour} pawn", colour=colour_words(pawn_colour(pawn_id)))


def pawn(pawn_id: str, view: View, on: bool = True) -> Msg:
    """ "your pawn on d3", "the black pawn on c5", "the Polar Bear on e6"."""
    name = pawn_name(view, pawn_id)
    return msg("{pawn} on {square}", pawn=name, square=view["pawns"][pawn_id]) if on else name


def used(a: Action, view: View) -> Msg:
    """ "Backpack Emergency as Sling (4 points)": the card a play uses, in short."""
    text = card(a["card"], view, full=False)
    if "copy" in a:
        text = msg("{card} as {copy}", card=text, copy=card(a["copy"], view, full=False))
    return msg("Backpack {card}", card=text) if a["card"] == "BP" else text


def played_message(a: Action, view: View) -> Msg:
    """ "Dash (2 points): your pawn on c4 via d4 to the Pole": whole, so any step reads on its own."""
    by = {"card": used(a, view), "pawn": pawn(a["pawn"], view)}
    if a["type"] == "sling":  # RNP-062: the first pawn along the line is hit
        target = str(sling_target(view, view["pawns"][a["pawn"]], a["dir"]))
        text = msg(
            "{card}: {pawn} slings {direction} at {target}",
            **by, direction=DIRECTIONS[a["dir"]], target=pawn(target, view, on=False),
        )
    else:
        squares: list[Arg] = [THE_POLE if sq == "P" else sq for sq in a["path"]]
        end = a["path"][-1]
        if len(squares) == 2:
            text = msg("{card}: {pawn} via {square} to {end}", **by, square=squares[0], end=squares[1])
        else:
            text = msg("{card}: {pawn} to {end}", **by, end=squares[0])
        there = [p for p, at in view["pawns"].items() if at == end and p != a["pawn"] and is_grid(end)]
        if there and not view["camp_rules_everywhere"]:
            text = msg("{move}, ambushing {victim}", move=text, victim=pawn(there[0], view, on=False))
    for gear in a.get("gear", []):
        if gear == "snowshoes":
            text = msg("{move}, with Snowshoes", move=text)
        else:
            text = msg("{move}, with a Pickaxe", move=text)
    return text


def played(a: Action, view: View) -> str:
    return say(language(view), played_message(a, view))


def choice(slot: str, view: View, sling: bool = False) -> str:
    """ "Gallop (2 points, red)"; "Emergency (red) as a Sling" in the Sling row, apart from the move row's."""
    text = card(slot, view)
    if slot == "BP":
        text = msg("{card} from your Backpack", card=text)
    emergency = (view["seats"][view["turn"]["seat"]]["backpack"]["card"] if slot == "BP" else view["slots"][slot])
    if sling and emergency["symbol"] == "Emergency":
        text = msg("{card} as a Sling", card=text)
    return say(language(view), text)


def item_of(token: str) -> Msg:
    return ITEM_WORDS[TOKENS[token].item]


def label(a: Action, view: View) -> Msg:
    """The words on a button for the types the engine labels plainly, in words to translate."""
    kind = a["type"]
    if kind == "camp":
        return msg("Bring a pawn ashore to {square}", square=a["square"])
    if kind == "refresh":
        return msg("Refresh: swap my 3 cards for new ones")
    if kind == "pay":
        return msg("Give up {item} to play a card", item=item_of(a["token"]))
    if kind == "end":
        return msg("Play none of the new cards") if view["turn"]["phase"] == "refreshed" else msg("End turn")
    if kind == "husky":
        return msg("Husky: play another card")
    if kind == "store":
        return msg("Backpack: keep {card} for a later turn", card=face_message(view["slots"][a["slot"]], True))
    use = kind == "overflow"
    if kind == "overflow" and a["mode"] == "discard":
        colour = colour_words(TOKENS[a["token"]].colour)
        return msg("Discard {item} ({colour} token)", item=item_of(a["token"]), colour=colour)
    if "orientation" in a:
        disc = disc_message(a["orientation"])
        if use:
            return msg("Use Compass: open the Pole to the {disc}", disc=disc)
        return msg("Compass: open the Pole to the {disc}", disc=disc)
    if "pawn" in a:
        square = view["pawns"][a["pawn"]]
        if use:
            return msg("Use Igloo: shelter your pawn on {square}", square=square)
        return msg("Igloo: shelter your pawn on {square}", square=square)
    return msg("Use Husky: one extra play this turn")


def labelled(a: Action, view: View) -> str:
    return say(language(view), label(a, view))


def mode_label(mode: str, view: View) -> str:
    return say(language(view), msg("Use one") if mode == "use" else msg("Discard one"))


CARD = Narrow(N_("Which card?"), "card", label=choice)
COPY = Narrow(N_("An Emergency copies which card?"), "copy", label=lambda s, v: say(language(v), copied(s, v)))
# Keyed by pawn id too: two pawns sharing a camp square stay two choices, as the engine lists them.
PAWN = Narrow(
    N_("Which pawn?"),
    key=lambda a, v: (a["pawn"], say(language(v), msg("{card}: {pawn}", card=used(a, v), pawn=pawn(a["pawn"], v)))),
    label=lambda k, _: k[1],
)
WAY = Narrow(N_("Which way?"), key=played)


class NorthPolePresenter(Presenter):
    styles: ClassVar[dict[str, Style]] = {"camp": "success"}
    titles: ClassVar = {
        "move": N_("Play a card to move a pawn"),
        "sling": N_("Play a Sling"),
        "overflow": N_("Fourth token"),
    }
    titles |= {
        "camp": N_("Bring a pawn ashore"),
        "store": N_("Keep a card in the Backpack"),
        "pay": N_("Give up a token"),
    }
    titles |= {"refresh": N_("Refresh the cards"), "end": N_("End turn"), "husky": N_("Husky")}
    titles |= {"compass": N_("Compass"), "igloo": N_("Igloo")}
    steps: ClassVar = {
        "move": (CARD, COPY, PAWN, Narrow(N_("Where to?"), key=played)),
        "sling": (Narrow(N_("Which card?"), "card", label=lambda s, v: choice(s, v, True)), COPY, PAWN, WAY),
        "overflow": (
            Narrow(N_("Four tokens: use one now, or discard one?"), "mode", label=mode_label),
            Narrow(N_("Which token?"), key=lambda a, v: say(language(v), item_of(a["token"]))),
        ),
    }
    labels: ClassVar = {kind: labelled for kind in ("camp", "refresh", "pay", "end", "husky", "store", "overflow")}
    labels |= {"compass": labelled, "igloo": labelled, "move": played, "sling": played}

    def alt_text(self, view: dict[str, Any], result: str | None) -> str:
        return alt.describe(view, result)

    def headline(self, view: View) -> str:
        loc = self.locale
        names = view.get("names") or [say(loc, colour_words(s["colour"])) for s in view["seats"]]
        sides = [" & ".join(names[s["seat"]] for s in view["seats"] if s["team"] == t) for t in (0, 1)]
        parts = [f"**{tr(loc, self.game.title)}**"]
        if view["teams"]:  # RNP-120
            parts.append(tr(loc, "{first} against {second}", first=sides[0], second=sides[1]))
        parts.append(tr(loc, "round {n}", n=view["turn"]["round"]))
        parts.append(tr(loc, "storm {total} of {threshold} points", total=view["storm_total"],
                        threshold=view["threshold"]))
        return " · ".join(parts)

    def event_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        # RNP-013: a storm turns the whole top board, so say what moved along with the ice
        lines = super().event_lines(events, names)
        shown = [e for e in events if e.get("text")]
        turned = tr(self.locale, TURNED)
        return [f"{line} {turned}" if e.get("type") == "storm" else line for line, e in zip(lines, shown, strict=True)]

    def prompt(self, view: View, seat: int, legal: list[Action]) -> str:
        if [a["type"] for a in legal] == ["end"] and view["turn"]["phase"] != "refreshed":
            return tr(self.locale, "nothing more to do this turn: press **{end}**.", end=tr(self.locale, "End turn"))
        return tr(self.locale, PROMPTS.get(view["turn"]["phase"], PLAY_A_CARD))

    def seat_status(self, view: View, seat: int) -> tuple[str, bool]:
        loc, s = self.locale, view["seats"][seat]
        parts: list[Msg] = []
        if view["teams"]:
            parts.append(msg("team north–south") if s["team"] == 0 else msg("team west–east"))
        parts.append(msg(
            "{colour}: {at_pole} of {target} pawns at the Pole, {ship} on the ship",
            colour=colour_words(s["colour"]), at_pole=s["at_pole"], target=s["target"], ship=s["on_ship"],
        ))
        if s["equipment"]:
            items = ", ".join(say(loc, ITEM_WORDS.get(t["item"], t["item"])) for t in s["equipment"])
            parts.append(msg("equipment: {items}", items=items))
        else:
            parts.append(msg("no equipment"))
        return ", ".join(say(loc, part) for part in parts), s["left"]


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
        **BOTS_OPTION,
        **PLAYERS_OPTION,
        thread="Play in a new thread under the lobby (default) or right in this channel.",
        language="The language the game speaks (default: the server's).",
    )
    @app_commands.choices(bots=BOT_LEVELS, language=LANGUAGE_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        teams: bool = False,
        bots: str | None = None,
        players: Players | None = None,
        thread: bool = True,
        language: str | None = None,
    ) -> None:
        await self.open_lobby(
            interaction, {"teams": teams}, thread=thread, bots=bots, players=players, language=language
        )


async def setup(bot: Any) -> None:
    await bot.add_cog(NorthPole(bot))
