"""Alt text for Roll to the South Pole's board: the explorer, the roll, each player's flags."""

from __future__ import annotations

from typing import Any

from bot.ui.alt import count, finished, join, listed, seat_name

COLOUR = {"W": "white", "K": "black", "U": "blue"}
DECIDE = {
    "CHOOSE_DICE": "choose six dice",
    "FIRST_MOVE": "move the explorer off their tent",
    "FAILING": "the roll fell short: reroll, recolour, rest or give up",
    "SUCCESS": "the roll made it: continue, camp, move the tent or rest",
}


def needs(requirement: dict[str, int] | None) -> str:
    return listed([f"{COLOUR[c]} {n}" for c, n in (requirement or {}).items()]) or "nothing"


def describe(view: dict[str, Any], result: str | None = None) -> str:
    players = {p["seat"]: p for p in view["players"]}
    place = "the start" if view["explorer"] == _start(view) else view["explorer"]
    if view["phase"] == "GAME_OVER" or view.get("active") is None:
        head = [finished(result or (view.get("outcome") or {}).get("text"), view)]
    else:
        seat = int(view["active"])
        who = f"{seat_name(view, seat)} ({players[seat]['colour']})"
        head = [f"{who} to play: {DECIDE.get(view['phase'], 'take their turn')}"]
    facts = [f"Roll to the South Pole, round {view['round']} of {view['round_cap']}", f"The explorer is on {place}"]
    if view.get("requirement"):
        rolled = listed([f"{COLOUR[c]} {n}" for c, n in (view.get("sums") or {}).items()])
        verdict = "enough" if view.get("met") else "short"
        facts.append(f"{place} needs {needs(view['requirement'])}; the dice show {rolled or 'nothing'}: {verdict}")
    for seat, p in players.items():
        state = "" if p["in_game"] else ", out of the game"
        flags = f"{p['flags_placed']} flags planted, {p['flags_left']} to go"
        tent = f"tent on {p['tent']}" if p["tent"] else "no tent"
        facts.append(f"{seat_name(view, seat)} ({p['colour']}): {count(p['cubes'], 'cube')}, {flags}, {tent}{state}")
    face_down = sum(1 for s in view["spaces"] if s["face_down"] and not s["flag_tile"])
    facts.append(f"{count(face_down, 'tile')} still face down")
    return join(head + facts)


def _start(view: dict[str, Any]) -> str | None:
    return next((s["label"] for s in view["spaces"] if s["kind"] == "start"), None)
