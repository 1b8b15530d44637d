"""``/poletopole``: Pole to Pole — six explorers each race to the opposite pole; no secrets.
A move list of up to ~300 die moves is narrowed explorer → dice → direction → route.

Every word is a message shown in the view's language (``view["language"]``): the public turn
message's in the game's, a private reply's in the reader's (issue 24)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action, Outcome, name_seats
from bot.games.pole_to_pole import GAME
from bot.games.pole_to_pole.board import column_index, pole_distance, toward
from bot.games.pole_to_pole.routes import traced
from bot.games.pole_to_pole.words import (
    CARD_NAMES,
    CARD_TEXTS,
    DIRECTION_MESSAGES,
    at_message,
    colour_message,
    explorer_colour,
    place_message,
)
from bot.i18n import N_, Arg, Locale, Msg, msg, nmsg, say, tr
from bot.ui.alt import pole_to_pole as alt
from bot.ui.cog import BOT_LEVELS, BOTS_OPTION, PLAYERS_OPTION, GameCog, Players
from bot.ui.controls import Narrow
from bot.ui.language import LANGUAGE_CHOICES
from bot.ui.presenter import Presenter, language
from renderers.pole_to_pole import render

View = dict[str, Any]
SHORT_POLES = {"NP": msg("North Pole"), "SP": msg("South Pole")}  # a pole in a label that must stay short


def short(position: str) -> Msg | str:
    return SHORT_POLES.get(position, position)


def either(items: Sequence[Arg]) -> Arg:
    """ "a, b or c" as a message."""
    if len(items) < 2:
        return items[0] if items else ""
    return msg("{items} or {last}", items=", ".join(str(i) for i in items[:-1]), last=items[-1])


def explorer_of(view: View, explorer: str) -> dict[str, Any]:
    return next(e for e in view["explorers"] if e["id"] == explorer)


def explorer_message(explorer: str, view: View) -> Msg:
    """ "Blue on D4 (sheltered)": colour and place; explorers never show their numbers."""
    e = explorer_of(view, explorer)
    moved = view["phase"] == "move" and ((view["dice"] or {}).get("limit") or {}).get("explorer") == explorer
    text = msg("{colour} {at}", colour=explorer_colour(explorer), at=at_message(e["pos"]))
    if e["sheltered"] and moved:
        return msg("{explorer} (sheltered, moved this roll)", explorer=text)
    if e["sheltered"]:
        return msg("{explorer} (sheltered)", explorer=text)
    return msg("{explorer} (moved this roll)", explorer=text) if moved else text


def explorer_words(explorer: str, view: View) -> str:
    return say(language(view), explorer_message(explorer, view))


def dice_words(die: str, view: View) -> str:
    dice = view["dice"]
    if die == "AB":
        return say(language(view), msg("Both dice: {n}", n=dice["A"] + dice["B"]))
    text = msg("Die {die}: {n}", die=die, n=dice[die])
    return say(language(view), text)


def points(n: int) -> Msg:
    return nmsg("{n} point", "{n} points", n)


def side_message(view: View, side: dict[str, Any]) -> Msg:
    """ "South team (Blue and Green) 2 points", or "Blue 2 points" for a player alone."""
    name = colour_message(side["name"])
    if len(side["seats"]) > 1:
        colours = [colour_message(view["seats"][s]["colour"]) for s in side["seats"]]
        team = msg("{name} team ({colour} and {other})", name=name, colour=colours[0], other=colours[-1])
        return msg("{side} {points}", side=team, points=points(side["score"]))
    return msg("{side} {points}", side=name, points=points(side["score"]))


def start_lines(view: View, locale: Locale) -> list[str]:
    """PTP-013: the start rolls, shown on the first turn (no turn has passed yet). Lines saved
    as messages speak ``locale``; games saved earlier hold English lines, shown as they are."""
    if view.get("last_turn") is not None:
        return []
    names = view.get("names") or [s["colour"] for s in view["seats"]]
    log: list[Any] = view["start_log"]
    lines: list[str] = []
    for line, after in zip(log, [*log[1:], ""], strict=True):
        lines.append(name_seats(say(locale, line), names))
        if _is_roll(line) and _is_roll(after):  # a tie: say so before the re-roll
            rolled = str(after["args"]["rolls"]) if isinstance(after, dict) else after
            again = [name_seats(part.split()[0], names) for part in rolled.removeprefix("Start roll: ").split(", ")]
            tie = msg("A tie for the highest roll: {names} and {last} roll again.", names=", ".join(again[:-1]),
                      last=again[-1])
            lines.append(say(locale, tie))
    return lines


def _is_roll(line: Any) -> bool:
    return line.get("id") == "Start roll: {rolls}." if isinstance(line, dict) else str(line).startswith("Start roll: ")


# --- where a move lands, worked out from the view (never read back from English words) -----------


def steps_of(action: Action, view: View) -> int:
    if action["type"] == "card_move":
        return int(action["dist"])
    dice = view["dice"]
    return int(dice["A"] + dice["B"]) if action["dice"] == "AB" else int(dice[action["dice"]])


def landing(explorer: str, direction: str, steps: int, via: str | None, view: View) -> Msg | str:
    """Where a move of ``explorer`` ends and what happens there: "C11", "North Pole, arrives",
    "D7, captures Blue", "C8, takes the goal" (PTP-036, PTP-039, PTP-049)."""
    mover = explorer_of(view, explorer)
    end = traced(mover["pos"], direction, steps, column_index(via)).end
    place = short(end)
    seat = view["seats"][mover["seat"]]
    if end == seat["target"]:
        return msg("{place}, arrives", place=place)
    if end in SHORT_POLES:
        return place  # poles never capture nor hold a goal (PTP-019)
    here = [e for e in view["explorers"] if e["pos"] == end and e["id"] != explorer]
    friends = next(t["seats"] for t in view["teams"] if mover["seat"] in t["seats"])
    if here and here[0]["seat"] not in friends:
        return msg("{place}, captures {colour}", place=place, colour=explorer_colour(here[0]["id"]))
    if end in view["goals"] and any(e["seat"] == mover["seat"] for e in here):
        return msg("{place}, takes the goal", place=place)
    return place


def lands(action: Action, view: View) -> Msg | str:
    return landing(action["explorer"], action["dir"], steps_of(action, view), action.get("via"), view)


def direction_words(direction: str, moves: list[Action], view: View) -> str:
    """ "North → C11", "North → over the North Pole, out by a column you pick next", "North (4 places)"."""
    way = DIRECTION_MESSAGES[direction]
    if any(m.get("via") for m in moves):
        pole = "NP" if direction == "N" else "SP"
        text = msg("{way} → over {pole}, out by a column you pick next", way=way, pole=place_message(pole))
    else:
        locale = language(view)
        ends = list(dict.fromkeys(say(locale, lands(m, view)) for m in moves))
        text = msg("{way} → {ends}", way=way, ends=either(ends)) if len(ends) <= 3 else msg(
            "{way} ({n} places)", way=way, n=len(ends)
        )
    return capital(say(language(view), text))


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def route_words(via: str | None, moves: list[Action], view: View) -> str:
    """ "Out by column C (lands on C11)": a way out of a pole named by where it leads (PTP-032)."""
    locale = language(view)
    ends = either(list(dict.fromkeys(say(locale, lands(m, view)) for m in moves)))
    if via:
        return say(locale, msg("Out by column {via} (lands on {ends})", via=via, ends=ends))
    return say(locale, msg("Straight on (lands on {ends})", ends=ends))


# --- the words on complete actions' buttons ---------------------------------------------------------


def move_message(action: Action, view: View) -> Msg:
    """ "Blue D9 to D7 (die A: 2 north)": a die or card move, whole, where it lands and how."""
    e = explorer_of(view, action["explorer"])
    end = lands(action, view)
    way = DIRECTION_MESSAGES[action["dir"]]
    if action["type"] == "card_move":
        how: Msg = msg("{n} {dir}", n=action["dist"], dir=way)
    else:
        die = action["dice"]
        steps = steps_of(action, view)
        dice = msg("both dice: {n}", n=steps) if die == "AB" else msg("die {die}: {n}", die=die, n=steps)
        how = msg("{dice} {dir}", dice=dice, dir=way)
    if action.get("via"):
        how = msg("{how} via column {via}", how=how, via=action["via"])
    text = msg("{colour} {start} to {end} ({how})", colour=explorer_colour(e["id"]), start=short(e["pos"]), end=end,
               how=how)
    if action["type"] == "card_move":
        return msg("{card}: {move}", card=CARD_NAMES[view["prompt"]["card"]], move=text)
    return text


def pick_message(action: Action, view: View) -> Msg:
    """A card's or the colour die's pick of one explorer, saying what it does to it."""
    e = explorer_of(view, action["explorer"])
    colour, square, seat = explorer_colour(e["id"]), e["pos"], view["seats"][e["seat"]]
    prompt = view["prompt"] or {}
    if action["type"] == "colour_pick":
        if prompt.get("effect") == "opponent":
            return msg("Send {colour} {at} home to {pole}", colour=colour, at=at_message(square),
                       pole=place_message(seat["home"]))
        return msg("Fly {colour} {at} to {pole}", colour=colour, at=at_message(square),
                   pole=place_message(seat["target"]))
    card = prompt.get("card")
    if card == "POLAR_GUIDE":
        return msg("Polar Guide: {colour} on {square} arrives at {pole}", colour=colour, square=square,
                   pole=place_message(seat["target"]))
    if card == "SHELTER":
        return msg("Shelter {colour} on {square}", colour=colour, square=square)
    if card == "AVALANCHE":
        return msg("Send {colour} on {square} home to {pole}", colour=colour, square=square,
                   pole=place_message(seat["home"]))
    steps = min(2, pole_distance(square, seat["home"]))  # PTP-070: 2 toward home, 1 when that reaches it
    end = landing(e["id"], toward(seat["home"]), steps, None, view)
    return msg("Lost Bearings: {colour} {start} to {end}", colour=colour, start=short(square), end=end)


def action_message(action: Action, view: View) -> Msg:
    kind = action["type"]
    if kind in ("move", "card_move"):
        return move_message(action, view)
    if kind in ("colour_pick", "card_pick"):
        return pick_message(action, view)
    if kind == "wind_roll":
        return msg("Second Wind: roll both dice again")
    if kind == "card_swap":
        own, rival = explorer_of(view, action["own"]), explorer_of(view, action["opponent"])
        return msg("Swap {colour} on {square} with {other} on {there}", colour=explorer_colour(own["id"]),
                   square=own["pos"], other=explorer_colour(rival["id"]), there=rival["pos"])
    if view["phase"] == "colour":
        return msg("Decline the colour die")
    return msg("Decline {card}", card=CARD_NAMES[(view["prompt"] or {}).get("card", "")])


def labelled(action: Action, view: View) -> str:
    return say(language(view), action_message(action, view))


def spaces(n: int, view: View) -> str:
    return say(language(view), nmsg("{n} space", "{n} spaces", n))


EXPLORER = Narrow(N_("Which explorer?"), "explorer", label=explorer_words)
DIRECTION = Narrow(N_("Which direction?"), "dir", describe=direction_words)
OWN = Narrow(N_("Which of yours?"), "own", label=explorer_words)
RIVAL = Narrow(N_("Swap with?"), "opponent", label=explorer_words)
PLAY = [app_commands.Choice(name=n, value=v) for n, v in (("in pairs", "teams"), ("everyone alone", "ffa"))]
ROUTE = Narrow(N_("Out of the pole by which column?"), "via", describe=route_words)
KINDS = ("move", "card_move", "colour_pick", "card_pick", "card_swap", "wind_roll", "decline")


class PoleToPolePresenter(Presenter):
    titles: ClassVar = {
        "move": N_("Move an explorer"),
        "colour_pick": N_("Use the colour die"),
        "card_move": N_("Card move"),
        "card_pick": N_("Pick an explorer for the card"),
        "card_swap": N_("Swap two explorers"),
        "decline": N_("Decline"),
        "wind_roll": N_("Roll again"),
    }
    steps: ClassVar = {
        "move": (EXPLORER, Narrow(N_("Which dice?"), "dice", label=dice_words), DIRECTION, ROUTE),
        "card_move": (EXPLORER, DIRECTION, Narrow(N_("How far?"), "dist", label=spaces), ROUTE),
        "card_pick": (EXPLORER,),  # the default step would name explorers by their ids
        "colour_pick": (EXPLORER,),
        "card_swap": (OWN, RIVAL),
    }
    labels: ClassVar = dict.fromkeys(KINDS, labelled)

    def alt_text(self, view: View, result: str | None) -> str:
        return alt.describe(view, result)

    def headline(self, view: View) -> str:
        loc = self.locale
        sides = " · ".join(say(loc, side_message(view, t)) for t in view["teams"])
        title = f"**{tr(loc, self.game.title)}** · {tr(loc, 'round {n}', n=view['round'])} · {sides}"
        return "\n".join([title, *start_lines(view, loc)])

    def prompt(self, view: View, seat: int, legal: list[Action]) -> str:
        """Who you are, then the engine's question: the dice to use, the colour die's face or the card."""
        me, ask = view["seats"][seat], view["prompt"] or {"kind": "move", "text": "Move"}
        loc = self.locale
        who = msg("you are {colour}, from {home} to {target}.", colour=colour_message(me["colour"]),
                  home=place_message(me["home"]), target=place_message(me["target"]))
        found = ask.get("msg")
        question = say(loc, found) if isinstance(found, dict) else str(ask["text"])
        question = question.rstrip("?？")
        if ask["kind"] == "colour":
            then = msg("{question}, or decline.", question=question)
        elif ask["kind"] == "card":
            text = CARD_TEXTS.get(ask.get("card", ""), ask.get("card_text", ""))
            then = msg("{question}: {card}", question=question, card=text)
        else:
            then = msg("{question}: pick an explorer.", question=question)
        return f"{say(loc, who)} {say(loc, then)}"

    def result(self, outcome: Outcome, names: Sequence[str]) -> str:
        """The engine's sentence already names the winners, a pair as one side (PTP-074, PTP-075)."""
        found = outcome.get("msg")
        text = say(self.locale, found) if isinstance(found, dict) else str(outcome.get("text", ""))
        return f"{tr(self.locale, '**Game over.**')} {name_seats(text, names)}"

    def seat_status(self, view: View, seat: int) -> tuple[str, bool]:
        s = view["seats"][seat]
        parts = [
            nmsg("{n} explorer arrived", "{n} explorers arrived", s["arrivals"]),
            nmsg("{n} goal token", "{n} goal tokens", s["tokens"]),
        ]
        if s["skips"]:
            parts.append(nmsg("skips {n} turn", "skips {n} turns", s["skips"]))
        loc = self.locale
        return f"{say(loc, colour_message(s['colour']))}: " + ", ".join(say(loc, p) for p in parts), s["resigned"]


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
