"""Alt text for Roll In One: the hole, whose shot, where each ball lies and how far from the green."""

from __future__ import annotations

from typing import Any

from bot.games.roll_in_one.words import on_terrain
from bot.hexgrid import distance
from bot.ui.alt import count, finished, join, listed, seat_name

DECIDE = {
    "golfer": "pick a golfer",
    "design": "design the hole",
    "aim": "choose a club and aim",
    "flight": "decide about the ball in flight",
    "landing": "decide where the ball comes to rest",
    "reaction": "react to a landing, or pass",
}


def ball(view: dict[str, Any], seat: int) -> str:
    """ "Ann's ball in the rough, 4 spaces from the green"."""
    b, course = view["balls"][seat], view["course"]
    owner = seat_name(view, seat, view["seats"][seat].get("golfer_name") or "")
    if b["left"]:
        return f"{owner} has left"
    if b["holed"]:
        return f"{owner} has holed out"
    if not b["cell"]:
        return f"{owner} has not teed off"
    cell = tuple(b["cell"])
    greens = [tuple(g) for g in course["greens"]]
    kind = "green" if cell in greens else next((c[2] for c in course["cells"] if tuple(c[:2]) == cell), None)
    far = min((distance(cell, g) for g in greens), default=None)
    away = f", {count(far, 'space')} from the green" if far else ""
    return f"{owner}'s ball {on_terrain(kind)}{away}"


def describe(view: dict[str, Any], result: str | None = None) -> str:
    hole, decision = view["hole"], view["decision"]
    if view["stage"] == "over" or decision is None:
        head = finished(result or (view.get("result") or {}).get("text"), view)
    else:
        seat = int(decision["seat"])
        head = f"{seat_name(view, seat)} to play: {DECIDE.get(decision['step'], 'take their turn')}"
    facts = ["Roll In One"]
    if hole:
        of = f" of {hole['of']}" if hole["of"] else ""
        par = f", par {hole['par']:g}" if hole["confirmed"] else ", being designed"
        facts[0] += f", hole {hole['number']}{of}{par}"
    ports = [str(p["number"]) for p in view["course"]["open_ports"]]
    if ports and view["stage"] == "design":
        facts.append(f"Open ports numbered {listed(ports)}; {count(len(view['course']['boards']), 'board')} laid")
    if view["stage"] != "design":
        facts += [ball(view, s["seat"]) for s in view["seats"]]
    scored = [s for s in view["seats"] if s["scores"]]
    if scored:
        facts.append("Strokes so far: " + ", ".join(f"{seat_name(view, s['seat'])} {s['total']}" for s in scored))
    return join([head, *facts])
