"""Alt text for Roll to the South Pole's board: the explorer, the roll, each player's flags, in
the view's language (``view["language"]``, English if absent)."""

from __future__ import annotations

from typing import Any

from bot.games.south_pole.words import COLOUR_MESSAGES, and_message
from bot.i18n import Locale, Msg, first_ours, msg, nmsg, say
from bot.ui.alt import join, plain, seat_name

SEAT_COLOURS: dict[str, Msg] = {
    "red": msg("red"),
    "yellow": msg("yellow"),
    "green": msg("green"),
    "purple": msg("purple"),
    "orange": msg("orange"),
}
DECIDE: dict[str, Msg] = {
    "CHOOSE_DICE": msg("choose six dice"),
    "FIRST_MOVE": msg("move the explorer off their tent"),
    "FAILING": msg("the roll fell short: reroll, recolour, rest or give up"),
    "SUCCESS": msg("the roll made it: continue, camp, move the tent or rest"),
}


def amounts(counts: dict[str, int] | None) -> Msg | str:
    """ "black 4 and blue 3": pips per colour."""
    return and_message([msg("{colour} {n}", colour=COLOUR_MESSAGES[c], n=n) for c, n in (counts or {}).items()])


def colour_of(p: dict[str, Any]) -> Msg | str:
    return SEAT_COLOURS.get(str(p["colour"]), str(p["colour"]))


def _result(view: dict[str, Any], result: str | None, loc: Locale) -> str:
    outcome = view.get("outcome") or {}
    found = outcome.get("msg")
    text = result or (say(loc, found) if isinstance(found, dict) else outcome.get("text"))
    over = say(loc, msg("Game over."))
    text = plain(str(text or ""), view.get("names") or ()).replace(over, "").strip()
    return f"{over} {text}".strip()


def describe(view: dict[str, Any], result: str | None = None) -> str:
    loc = first_ours(view.get("language"))
    players = {p["seat"]: p for p in view["players"]}
    start = _start(view)
    place: Msg | str = msg("the start") if view["explorer"] == start else view["explorer"]
    if view["phase"] == "GAME_OVER" or view.get("active") is None:
        head = [_result(view, result, loc)]
    else:
        seat = int(view["active"])
        decide = DECIDE.get(view["phase"], msg("take their turn"))
        who = msg(
            "{name} ({colour}) to play: {decide}",
            name=seat_name(view, seat),
            colour=colour_of(players[seat]),
            decide=decide,
        )
        head = [say(loc, who)]
    facts: list[Msg] = [
        msg("Roll to the South Pole, round {n} of {cap}", n=view["round"], cap=view["round_cap"]),
        msg("The explorer is on {place}", place=place),
    ]
    if view.get("requirement"):
        rolled = amounts(view.get("sums")) or msg("nothing")
        needs = amounts(view["requirement"]) or msg("nothing")
        verdict = msg("enough") if view.get("met") else msg("short")
        facts.append(
            msg(
                "{place} needs {needs}; the dice show {rolled}: {verdict}",
                place=place,
                needs=needs,
                rolled=rolled,
                verdict=verdict,
            )
        )
    for seat, p in players.items():
        flags = nmsg(
            "{n} flag planted, {left} to go", "{n} flags planted, {left} to go", p["flags_placed"], left=p["flags_left"]
        )
        tent = msg("tent on {space}", space=printed(view, p["tent"])) if p["tent"] else msg("no tent")
        line = msg(
            "{name} ({colour}): {cubes}, {flags}, {tent}",
            name=seat_name(view, seat),
            colour=colour_of(p),
            cubes=nmsg("{n} cube", "{n} cubes", p["cubes"]),
            flags=flags,
            tent=tent,
        )
        facts.append(line if p["in_game"] else msg("{player}, out of the game", player=line))
    face_down = sum(1 for s in view["spaces"] if s["face_down"] and not s["flag_tile"])
    facts.append(nmsg("{n} tile still face down", "{n} tiles still face down", face_down))
    stop = "。" if loc is Locale.ZH_TW else "."  # Chinese ends a sentence with its own full stop
    return join(head + [say(loc, fact) for fact in facts], stop)


def printed(view: dict[str, Any], label: str) -> Msg | str:
    """A space as the picture prints it: its coordinates, or START for the ship's space."""
    return msg("START") if label == _start(view) else label


def _start(view: dict[str, Any]) -> str | None:
    return next((s["label"] for s in view["spaces"] if s["kind"] == "start"), None)
