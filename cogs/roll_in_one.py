"""``/rollinone``: Roll In One — golf with dice on a course the players build in chat.
Caddie cards and settings are offered only in the seat's own "My cards" reply (RIO-134)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

import discord
from discord import app_commands

from bot.engine import Action, Event, Outcome, name_seats, who
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.data import CADDIE
from bot.games.roll_in_one.words import (
    NOTE_MESSAGES,
    card_msg,
    club_msg,
    direction_msg,
    face_msg,
    on_terrain,
)
from bot.i18n import ENGLISH, N_, Locale, msg, ntr, say, tr
from bot.store.rows import GameStatus
from bot.table import Command, Refusal
from bot.ui.alt import roll_in_one as alt
from bot.ui.cog import BOT_LEVELS, BOTS_OPTION, PLAYERS_OPTION, GameCog, Players
from bot.ui.controls import Narrow, Style
from bot.ui.flow import show_private
from bot.ui.language import LANGUAGE_CHOICES, reader
from bot.ui.lobby import option_words
from bot.ui.presenter import Presenter, PrivateReply, event_text, language, listing
from bot.ui.translator import slash
from renderers.roll_in_one import render

from . import roll_in_one_words as words

BOARD = Narrow(N_("Which board?"), "board", label=lambda b, v: words.board_title(language(v), b))
PROMPTS = {  # by the first action type that tells the decision apart
    "golfer": N_("pick your golfer."),
    "green": N_("place the green on a numbered cell, then confirm the hole."),
    "confirm": N_("confirm the hole, or pick the green back up."),
    "no_nudge": N_("nudge your ball one space first, or don't."),
    "swing": N_("choose a club, then which way to aim. Caddie cards and settings are under **My cards**."),
    "accept": N_("your next roll is {face}{means}: accept it, or change it (your cards are under **My cards**)."),
    "curve": N_("the ball curves: which way?"),
    "fly_on": N_("the ball is about to fly out of bounds: fly on or stop at the edge?"),
    "continue": N_("your ball has landed: continue, or play a landing card from **My cards**."),
    "pass": N_("Feeling Mean: play a landing card on {ball} from **My cards**, or pass."),
    "slide": N_("your ball is on the fairway: slide on one more space, or stay?"),
    "ricochet": N_("ricochet! Your ball stopped on another: move one ball from there to a free space next to it."),
    "move_green": N_("move the green to a new space."),
}
DESIGN = {
    "attach": N_("add a board at a numbered port"),
    "finish": N_("finish the course"),
    "random": N_("take a random hole"),
}
DESIGN |= {"preset": N_("take a ready-made hole"), "undo": N_("take the last board back")}
ROLLED = re.compile(r"^(?P<who>.+) rolled (?P<face>.+?)(?: — (?P<what>.+))?\.$")
TOGGLES = ("ricochet", "handicap", "feeling_mean", "open_hands")  # variants, off unless asked for
GROUP = "rollinone"  # the slash command group, named in the private reply too
LATER = N_("Settings change when it's your turn to choose a club: they're saved with the game, like a move.")


def choices(key: str) -> list[app_commands.Choice[str]]:
    """The engine option's values, in the words a lobby shows them."""
    option = GAME.options[key]
    return [app_commands.Choice(name=option.words(v).split(": ", 1)[1], value=str(v)) for v in option.choices]


def ball_words(ball: int, view: dict[str, Any]) -> str:
    """A ball by its owner's name (or golfer, printed on the scorecard, where a view has no names)."""
    loc = language(view)
    names, golfer = view.get("names") or (), view["seats"][ball]["golfer_name"]
    owner = names[ball] if ball < len(names) else say(loc, card_msg(golfer)) if golfer else tr(loc, "another player")
    if view["decision"] and view["decision"]["seat"] == ball:
        return tr(loc, "your ball")
    return tr(loc, "{who}'s ball", who=owner)


def settings_words(settings: dict[str, Any], loc: Locale = ENGLISH) -> str:
    """ "Pause after rolls: before landing · Pass reactions: off", as the lobby words them."""
    return " · ".join(option_words(GAME.options[key], settings[key], loc) for key in ("pause_rolls", "auto_pass"))


class RollInOnePresenter(Presenter):
    styles: ClassVar[dict[str, Style]] = {"pass": "danger", "confirm": "success", "swing": "success", "hole": "success"}
    private_label = N_("My cards")
    titles: ClassVar = {"attach": N_("Add a board"), "green": N_("Place the green"), "swing": N_("Swing")}
    titles |= {"card": N_("Caddie card"), "handicap": N_("Spend handicap points"), "move_green": N_("Move the green")}
    titles |= {"settings": N_("Settings"), "golfer": N_("Pick a golfer"), "preset": N_("Ready-made hole")}
    titles |= {"random": N_("Random hole"), "undo": N_("Take back"), "confirm": N_("Confirm the hole")}
    titles |= {"finish": N_("Finish the course"), "nudge": N_("Nudge the ball"), "no_nudge": N_("Don't nudge")}
    titles |= {"accept": N_("Accept the roll"), "big_hitter": N_("Big Hitter"), "curve": N_("Curve")}
    titles |= {"token_reroll": N_("Reroll with tokens"), "token_turn": N_("Turn with tokens"), "fly_on": N_("Fly on")}
    titles |= {"stop": N_("Stop at the edge"), "continue": N_("Continue"), "pass": N_("Pass"), "slide": N_("Slide on")}
    titles |= {"stay": N_("Stay"), "ricochet": N_("Ricochet")}
    steps: ClassVar = {
        "attach": (
            Narrow(N_("Which port? (numbered on the picture)"), "port", label=lambda p, v: port_words(p, v)),
            BOARD,
        ),
        "green": (BOARD,),
        "move_green": (BOARD,),
        "swing": (
            Narrow(N_("Which club?"), "club", label=lambda c, v: say(language(v), club_msg(c))),
            Narrow(N_("Which way?"), "dir", label=lambda d, v: say(language(v), direction_msg(d)).capitalize()),
        ),
        "card": (Narrow(N_("Which card?"), "card", label=lambda k, v: say(language(v), card_msg(CADDIE[k].name))),),
        "handicap": (
            Narrow(
                N_("How many points?"),
                key=lambda a, _: abs(a["delta"]),
                label=lambda n, v: tr(language(v), "Spend {n}", n=n),
            ),
        ),
        "ricochet": (Narrow(N_("Which ball?"), "ball", label=ball_words),),
    }
    steps |= dict.fromkeys(("golfer", "nudge", "curve"), ())  # one select of the engine's own labels

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        """The engine's label built again in the view's language (``roll_in_one_words``); a ball
        by its owner's name; the English label where nothing else can say it."""
        said = words.label(action, view, language(view), lambda ball: ball_words(ball, view))
        return name_seats(said, view.get("names", ())) if said else super().action_label(action, view)

    def alt_text(self, view: dict[str, Any], result: str | None) -> str:
        return alt.describe(view, result)

    def headline(self, view: dict[str, Any]) -> str:
        loc, hole = self.locale, view["hole"]
        if hole is None:
            return f"**{tr(loc, self.game.title)}**"
        number = hole["number"]
        at = tr(loc, "hole {n} of {of}", n=number, of=hole["of"]) if hole["of"] else tr(loc, "hole {n}", n=number)
        par = tr(loc, "par {par}", par=f"{hole['par']:g}") if hole["confirmed"] else tr(loc, "designing")
        return f"**{tr(loc, self.game.title)}** · {at} · {par}"

    def event_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """A shot's run of rolls on one line, "Ada rolled 2, triangle, 5, 3 (fails).", so a long
        flight doesn't push the start of the turn off the message. Settings changes aren't told."""
        lines: list[str] = []
        roller: object = None  # the seat whose rolls the last line lists
        faces: list[str] = []
        for e in events:
            if e.get("type") == "settings":
                continue  # RIO-134/RIO-135: a seat's settings are its own; the reply tells it alone
            rolled = self._rolled(e, names)
            if rolled and roller == e.get("seat"):
                faces.append(rolled[1])
                lines[-1] = tr(rolled[2], "{who} rolled {faces}.", who=rolled[0], faces=", ".join(faces))
            elif rolled:
                faces = [rolled[1]]
                lines.append(tr(rolled[2], "{who} rolled {faces}.", who=rolled[0], faces=rolled[1]))
            elif line := name_seats(event_text(e, self.locale), names):
                lines.append(line)
            roller = e.get("seat") if rolled else None
        return lines

    def _rolled(self, e: Event, names: Sequence[str]) -> tuple[str, str, Locale] | None:
        """A roll event as (roller, face with what it did), in the reader's language; a roll saved
        before its ``note`` was kept is read from its English text."""
        if e.get("type") != "roll":
            return None
        if "note" in e and isinstance(e.get("seat"), int):
            face = say(self.locale, face_msg(str(e["face"])))
            note = NOTE_MESSAGES.get(str(e["note"]))
            said = f"{face} ({tr(self.locale, note)})" if note else face
            return name_seats(who(int(e["seat"])), names), said, self.locale
        found = ROLLED.match(name_seats(str(e.get("text", "")), names))
        if found is None:
            return None
        return found["who"], found["face"] + (f" ({found['what']})" if found["what"] else ""), ENGLISH  # as written

    def prompt(self, view: dict[str, Any], seat: int, legal: list[Action]) -> str:
        loc, kinds = self.locale, [str(a["type"]) for a in legal]
        if "confirm" not in kinds and "green" not in kinds and set(kinds) & set(DESIGN):
            todo = listing([tr(loc, words) for kind, words in DESIGN.items() if kind in kinds])
            return tr(loc, "design the hole: {todo}.", todo=todo)
        text = next((PROMPTS[k] for k in PROMPTS if k in kinds), N_("it's your turn."))
        pending = (view["turn"] or {}).get("pending")
        ball = tr(loc, "the ball")
        if "pass" in kinds and view["turn"]:  # a reaction: whose ball landed where
            mover = int(view["turn"]["seat"])
            where = lie(view, view["balls"][mover]["cell"])
            ball = tr(loc, "{who}'s ball ({where})", who=f"{{p{mover}}}", where=tr(loc, where))
        means = roll_meaning(str(pending), view["turn"], view, loc) if pending else ""
        face = say(loc, face_msg(str(pending))) if pending else tr(loc, "this")
        return tr(loc, text, ball=ball, means=means, face=face)

    def result(self, outcome: Outcome, names: Sequence[str]) -> str:
        found = outcome.get("msg")  # the engine's text names the winners; older games kept only English
        text = say(self.locale, found) if isinstance(found, dict) else str(outcome["text"])
        return f"{tr(self.locale, '**Game over.**')} {name_seats(text, names)}"

    def seat_status(self, view: dict[str, Any], seat: int) -> tuple[str, bool]:
        """ "ball in the rough, 3 strokes so far, 2 caddie cards, golfer Nudger": as the picture says."""
        loc, s, ball = self.locale, view["seats"][seat], view["balls"][seat]
        if ball["holed"] or not ball["cell"]:
            parts = [tr(loc, "holed out") if ball["holed"] else tr(loc, "not teed off")]
        else:
            parts = [tr(loc, "ball {where}", where=tr(loc, lie(view, ball["cell"])))]
        if s["scores"]:
            parts.append(ntr(loc, "{n} stroke so far", "{n} strokes so far", int(s["total"])))
        parts.append(ntr(loc, "{n} caddie card", "{n} caddie cards", int(s["hand_size"])))
        if s["golfer_name"]:
            parts.append(tr(loc, "golfer {card}", card=say(loc, card_msg(str(s["golfer_name"])))))
        return ", ".join(parts), bool(s["left"])

    def private(self, seat_view: dict[str, Any]) -> PrivateReply | None:
        loc, mine = self.locale, seat_view["private"]
        hand = Counter(
            tr(loc, "**{card}** ({window}): {effect}", card=say(loc, card_msg(c["name"])),
               window=tr(loc, words.WINDOW_WORDS[c["window"]]), effect=tr(loc, c["effect"]))
            for c in mine["hand"]
        )  # fmt: skip
        cards = "\n".join(f"• {c}" + (f" ×{n}" if n > 1 else "") for c, n in hand.items())
        cards = cards or tr(loc, "No caddie cards.")
        where = tr(loc, "{command} changes them when you aim", command=slash(loc, f"{self.command or GROUP} settings"))
        settings = settings_words(mine["settings"], loc)
        heading = tr(loc, "Your caddie cards")
        return PrivateReply(f"**{heading}**\n{cards}\n-# {settings} ({where}).")


def lie(view: dict[str, Any], cell: list[int] | None) -> str:
    """Where a ball lies in the picture's words: "in the rough", "on the green" (which hides its cell)."""
    course = view.get("course") or {}
    if cell in course.get("greens", []):
        return on_terrain("green")
    return on_terrain(next((c[2] for c in course.get("cells", []) if c[:2] == cell), None))


def roll_meaning(face: str, turn: dict[str, Any], view: dict[str, Any] | None = None, loc: Locale = ENGLISH) -> str:
    """What a pending roll would do, in the words the event lines use for the face (RIO-050–RIO-055)."""
    start = turn.get("start")
    cells = (view or {}).get("course", {}).get("cells", [])
    earlier = (turn.get("rolls") or [])[:-1]  # the pending roll is the last one listed
    first = all(r.get("note") == "cancelled" for r in earlier)
    if first and any(c[:2] == start and c[2] == "sand" for c in cells) and not face.startswith("D"):
        return tr(loc, " (from the sand a first roll doesn't move the ball)")  # RIO-056
    if face.isdigit():
        beat = int(turn.get("beat") or 0)
        if not beat:
            return tr(loc, " (a number: the ball steps on)")
        if int(face) == beat and turn.get("club") == "putter":  # RIO-087
            return tr(
                loc,
                " ({beat} to beat, so it ties it: the ball lands, unless your golfer lets a Putter tie step on)",
                beat=beat,
            )
        if int(face) > beat:
            return tr(loc, " ({beat} to beat, so it beats it: the ball steps on)", beat=beat)
        return tr(loc, " ({beat} to beat, so it doesn't beat it: the ball lands)", beat=beat)
    if face == "T":
        return tr(loc, " (the ball steps on, unless it is in the trees)")
    if face == "C":
        return tr(loc, " (the ball steps on and you pick its new way)")
    if face == "DC":
        return tr(loc, " (one step, a turn left or right, one more step, then it lands)")
    if face.startswith("D"):
        return tr(loc, " ({dots}: that many steps, then the ball lands)", dots=say(loc, face_msg(face)))
    return ""


def port_words(port: str, view: dict[str, Any]) -> str:
    """ "Port 3, on Diamond 1": the number the picture prints, and the board it is on by name."""
    loc, course = language(view), view["course"]
    number = next((p["number"] for p in course["open_ports"] if p["name"] == port), "?")
    board = next((b["id"] for b in course["boards"] if b["id"] == port.split(".")[0]), None)
    if board is None:
        return tr(loc, "Port {n}", n=number)
    return tr(loc, "Port {n}, on {board}", n=number, board=words.board_words(loc, board))


def change(legal: list[Action], key: str, value: object) -> Action | None:
    """The seat's legal ``settings`` action that makes this one change (RIO-155)."""
    return next((a for a in legal if a["type"] == "settings" and a.get(key) == value), None)


class RollInOne(GameCog, group_name=GROUP, group_description="Roll In One: golf with dice (1–5 players)."):
    key = GAME.key
    presenter = RollInOnePresenter(GAME, render, "roll_in_one/summary.md")

    @app_commands.command(name="new", description="Open a lobby for Roll In One (1–5 players; alone: a solo round).")
    @app_commands.describe(
        **{key: GAME.options[key].description for key in ("mode", "golfers", "course", *TOGGLES)},
        holes="Quick play: fewer holes (standard: one per player, 4 with two).",
        **BOTS_OPTION,
        **PLAYERS_OPTION,
        thread="Play in a new thread under the lobby (default) or right in this channel.",
        language="The language the game speaks (default: the server's).",
    )
    @app_commands.choices(
        mode=choices("mode"),
        golfers=choices("golfers"),
        course=choices("course"),
        bots=BOT_LEVELS,
        language=LANGUAGE_CHOICES,
    )
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
        holes: app_commands.Range[int, 1, 5] = 0,
        bots: str | None = None,
        players: Players | None = None,
        thread: bool = True,
        language: str | None = None,
    ) -> None:
        options = {"mode": mode, "golfers": golfers, "ricochet": ricochet, "handicap": handicap, "holes": holes}
        options |= {"feeling_mean": feeling_mean, "open_hands": open_hands, "course": course}
        await self.open_lobby(interaction, options, thread=thread, bots=bots, players=players, language=language)

    @app_commands.command(name="settings", description="Your private settings here; without options, your cards too.")
    @app_commands.describe(
        pause_rolls="When your shot waits for you after a roll: every roll, only before it lands (default), never.",
        auto_pass="On: pass other players' landings for you (Feeling Mean). Settings change when you aim.",
    )
    @app_commands.choices(pause_rolls=choices("pause_rolls"))
    async def settings(
        self, interaction: discord.Interaction, pause_rolls: str | None = None, auto_pass: bool | None = None
    ) -> None:
        game = await self._game_here(interaction)
        seat = game.seat_of(interaction.user.id)
        if (pause_rolls is None and auto_pass is None) or seat is None or game.state is None:
            await show_private(interaction, game.id)  # the same reply as My cards (and its refusals)
            return
        mine = GAME.view(game.state, seat)["private"]["settings"]
        wanted = {k: v for k, v in (("pause_rolls", pause_rolls), ("auto_pass", auto_pass)) if v not in (None, mine[k])}
        loc = reader(interaction, game.language)
        now = tr(loc, "Now: {settings}.", settings=settings_words(mine, loc))
        later = f"{tr(loc, LATER)}\n-# {now}"
        if wanted and game.status != GameStatus.RUNNING:
            raise Refusal(msg("This game isn't running any more, so its settings stay as they were."))
        if wanted and not any(a["type"] == "settings" for a in GAME.legal_actions(game.state, seat)):
            raise Refusal(later)
        await interaction.response.defer(ephemeral=True, thinking=True)
        for key, value in wanted.items():  # one recorded move per change, like the My cards buttons
            assert game.state is not None
            action = change(GAME.legal_actions(game.state, seat), key, value)
            if action is None:
                raise Refusal(later)
            command = Command(game.id, game.version, interaction.user.id, action, seat)
            game = (await self.bot.table.play.act(command)).game
        assert game.state is not None
        now = settings_words(GAME.view(game.state, seat)["private"]["settings"], loc)
        said = tr(loc, N_("Saved. {settings}.") if wanted else N_("No change. {settings}."), settings=now)
        await interaction.followup.send(said, ephemeral=True)


async def setup(bot: Any) -> None:
    await bot.add_cog(RollInOne(bot))
