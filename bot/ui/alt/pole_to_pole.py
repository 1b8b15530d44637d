"""Alt text for Pole to Pole: whose turn and the dice, then where each player's explorers stand."""

from __future__ import annotations

from typing import Any

from bot.games.pole_to_pole.words import POLE_NAMES, place
from bot.ui.alt import count, finished, join, listed, plain, seat_name


def explorers(view: dict[str, Any], seat: int) -> str:
    """ "D7, E5 and G11 (sheltered); 1 at the South Pole; 2 arrived"."""
    mine = [e for e in view["explorers"] if e["seat"] == seat]
    out = [
        e["pos"] + (" (sheltered)" if e["sheltered"] else "") for e in mine if e["pos"] not in (*POLE_NAMES, "arrived")
    ]
    poles = [f"{sum(1 for e in mine if e['pos'] == p)} at {place(p)}" for p in POLE_NAMES]
    poles = [p for p in poles if not p.startswith("0 ")]
    return "; ".join(x for x in (("on " + listed(out)) if out else "", *poles) if x)


def dice(view: dict[str, Any]) -> str:
    d = view.get("dice")
    if not d or d.get("A") is None:
        return ""
    used = [k for k in ("A", "B") if (d.get("status") or {}).get(k) == "used"]
    spent = f" ({listed(['die ' + k for k in used])} used)" if used else ""
    return f"Dice: {d['A']} and {d['B']}{spent}" + (
        f"; colour die {view['colour_die']}" if view.get("colour_die") else ""
    )


def describe(view: dict[str, Any], result: str | None = None) -> str:
    names = view.get("names") or ()
    if view["phase"] == "over" or view.get("active") is None:
        head = [finished(result or (view.get("outcome") or {}).get("text"), view)]
    else:
        seat = int(view["active"])
        me = view["seats"][seat]
        ask = plain(str((view.get("prompt") or {}).get("text") or "move an explorer"), names)
        who = f"{seat_name(view, seat)} ({me['colour']}, from {place(me['home'])} to {place(me['target'])}) to play"
        head = [f"{who}: {ask}", dice(view)]
    facts = [f"Pole to Pole, round {view['round']}"]
    if len(view["teams"]) < len(view["seats"]):
        facts.append(listed([f"{t['name']} team {count(t['score'], 'point')}" for t in view["teams"]]))
    for s in view["seats"]:
        gone = ", resigned" if s["resigned"] else ""
        where = explorers(view, s["seat"])
        about = f"{count(s['arrivals'], 'explorer')} arrived, {count(s['score'], 'point')}{gone}"
        facts.append(f"{seat_name(view, s['seat'])} ({s['colour']}): {about}" + (f"; {where}" if where else ""))
    return join(head + facts)
