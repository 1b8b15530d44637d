"""Alt text for Pole to Pole: whose turn and the dice, then where each player's explorers stand,
in the view's language (``view["language"]``, English if absent)."""

from __future__ import annotations

from typing import Any

from bot.games.pole_to_pole.words import POLE_MESSAGES, at_message, colour_message, place_message
from bot.i18n import Arg, Locale, Msg, first_ours, msg, nmsg, say
from bot.ui.alt import join, plain, seat_name


def both(loc: Locale, items: list[Arg]) -> str:
    """ "a, b and c" in ``loc``."""
    said = [say(loc, i) if isinstance(i, Msg | str) else str(i) for i in items if i]
    if len(said) < 2:
        return said[0] if said else ""
    return say(loc, msg("{items} and {last}", items=", ".join(said[:-1]), last=said[-1]))


def explorers(view: dict[str, Any], seat: int, loc: Locale) -> str:
    """ "on D7, E5 and G11 (sheltered); 1 at the South Pole; 2 arrived"."""
    mine = [e for e in view["explorers"] if e["seat"] == seat]
    out: list[Arg] = [
        msg("{square} (sheltered)", square=e["pos"]) if e["sheltered"] else e["pos"]
        for e in mine
        if e["pos"] not in (*POLE_MESSAGES, "arrived", "out")
    ]
    parts = [say(loc, msg("on {square}", square=both(loc, out)))] if out else []
    for pole in POLE_MESSAGES:
        there = sum(1 for e in mine if e["pos"] == pole)
        if there:
            parts.append(say(loc, msg("{n} {at}", n=there, at=at_message(pole))))
    return "; ".join(parts)


def dice(view: dict[str, Any], loc: Locale) -> str:
    d = view.get("dice")
    if not d or d.get("A") is None:
        return ""
    used = [msg("die {die}", die=k) for k in ("A", "B") if (d.get("status") or {}).get(k) == "used"]
    text: Msg = msg("Dice: {a} and {b}", a=d["A"], b=d["B"])
    if used:
        text = msg("{dice} ({used} used)", dice=text, used=both(loc, list(used)))
    if view.get("colour_die"):
        text = msg("{dice}; colour die {face}", dice=text, face=colour_message(view["colour_die"]))
    return say(loc, text)


def describe(view: dict[str, Any], result: str | None = None) -> str:
    loc = first_ours(view.get("language"))
    names = view.get("names") or ()
    if view["phase"] == "over" or view.get("active") is None:
        outcome = view.get("outcome") or {}
        found = outcome.get("msg")
        text = result or (say(loc, found) if isinstance(found, dict) else outcome.get("text"))
        over = say(loc, msg("Game over."))
        head = [f"{over} {plain(str(text), names)}".strip() if text else over]
    else:
        seat = int(view["active"])
        me = view["seats"][seat]
        prompt = view.get("prompt") or {}
        found = prompt.get("msg")
        ask = say(loc, found) if isinstance(found, dict) else str(prompt.get("text") or "move an explorer")
        who = msg(
            "{name} ({colour}, from {home} to {target}) to play: {ask}",
            name=seat_name(view, seat, say(loc, colour_message(me["colour"]))),
            colour=colour_message(me["colour"]),
            home=place_message(me["home"]),
            target=place_message(me["target"]),
            ask=plain(ask, names),
        )
        head = [say(loc, who), dice(view, loc)]
    facts = [say(loc, msg("Pole to Pole, round {n}", n=view["round"]))]
    if len(view["teams"]) < len(view["seats"]):
        teams: list[Arg] = [
            msg("{name} team {points}", name=colour_message(t["name"]),
                points=nmsg("{n} point", "{n} points", t["score"]))
            for t in view["teams"]
        ]
        facts.append(both(loc, teams))
    for s in view["seats"]:
        about: Msg = msg(
            "{name} ({colour}): {arrived}, {points}",
            name=seat_name(view, s["seat"], say(loc, colour_message(s["colour"]))),
            colour=colour_message(s["colour"]),
            arrived=nmsg("{n} explorer arrived", "{n} explorers arrived", s["arrivals"]),
            points=nmsg("{n} point", "{n} points", s["score"]),
        )
        if s["resigned"]:
            about = msg("{about}, resigned", about=about)
        where = explorers(view, s["seat"], loc)
        facts.append(say(loc, about) + (f"; {where}" if where else ""))
    return join(head + facts)
