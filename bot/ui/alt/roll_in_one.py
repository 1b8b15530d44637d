"""Alt text for Roll In One: the hole, whose shot, where each ball lies and how far from the green,
in the view's language (``view["language"]``, English if absent)."""

from __future__ import annotations

from typing import Any

from bot.games.roll_in_one.words import card_msg, on_terrain
from bot.hexgrid import distance
from bot.i18n import N_, Locale, first_ours, msg, ntr, say, tr
from bot.ui.alt import join, plain, seat_name

DECIDE = {
    "golfer": N_("pick a golfer"),
    "design": N_("design the hole"),
    "aim": N_("choose a club and aim"),
    "flight": N_("decide about the ball in flight"),
    "landing": N_("decide where the ball comes to rest"),
    "reaction": N_("react to a landing, or pass"),
}


def both(loc: Locale, items: list[str]) -> str:
    """ "a, b and c" in ``loc``."""
    items = [i for i in items if i]
    if len(items) < 2:
        return "".join(items)
    return say(loc, msg("{items} and {last}", items=", ".join(items[:-1]), last=items[-1]))


def who(view: dict[str, Any], seat: int, loc: Locale) -> str:
    """A seat by its player's name; without names, by its golfer (as the scorecard) or number."""
    golfer = view["seats"][seat].get("golfer_name")
    return seat_name(view, seat, say(loc, card_msg(str(golfer))) if golfer else tr(loc, "player {n}", n=seat + 1))


def ball(view: dict[str, Any], seat: int, loc: Locale) -> str:
    """ "Ann's ball in the rough, 4 spaces from the green"."""
    b, course = view["balls"][seat], view["course"]
    owner = who(view, seat, loc)
    if b["left"]:
        return tr(loc, "{who} has left", who=owner)
    if b["holed"]:
        return tr(loc, "{who} has holed out", who=owner)
    if not b["cell"]:
        return tr(loc, "{who} has not teed off", who=owner)
    cell = tuple(b["cell"])
    greens = [tuple(g) for g in course["greens"]]
    kind = "green" if cell in greens else next((c[2] for c in course["cells"] if tuple(c[:2]) == cell), None)
    far = min((distance(cell, g) for g in greens), default=None)
    where = tr(loc, on_terrain(kind))
    if far:
        away = ntr(loc, "{n} space from the green", "{n} spaces from the green", far)
        return tr(loc, "{who}'s ball {where}, {away}", who=owner, where=where, away=away)
    return tr(loc, "{who}'s ball {where}", who=owner, where=where)


def finished(loc: Locale, result: str | None, view: dict[str, Any]) -> str:
    """The game's result in plain words, led by "Game over" (the result as the reader's
    language tells it, or the view's own: an English one from an older game as it is)."""
    over = plain(tr(loc, "**Game over.**"))
    found = view.get("result") or {}
    said = found.get("msg")
    text = result or (say(loc, said) if isinstance(said, dict) else str(found.get("text") or ""))
    text = plain(text, view.get("names") or ()).removeprefix(over).removeprefix("Game over.").strip()
    return f"{over} {text}".strip()


def describe(view: dict[str, Any], result: str | None = None) -> str:
    loc = first_ours(view.get("language"))
    hole, decision = view["hole"], view["decision"]
    if view["stage"] == "over" or decision is None:
        head = finished(loc, result, view)
    else:
        seat = int(decision["seat"])
        todo = tr(loc, DECIDE.get(decision["step"], N_("take their turn")))
        head = tr(loc, "{who} to play: {todo}", who=who(view, seat, loc), todo=todo)
    facts = [tr(loc, "Roll In One")]
    if hole:
        number = hole["number"]
        at = tr(loc, "hole {n} of {of}", n=number, of=hole["of"]) if hole["of"] else tr(loc, "hole {n}", n=number)
        par = tr(loc, "par {par}", par=f"{hole['par']:g}") if hole["confirmed"] else tr(loc, "being designed")
        facts[0] = f"{facts[0]}, {at}, {par}"
    ports = [str(p["number"]) for p in view["course"]["open_ports"]]
    if ports and view["stage"] == "design":
        laid = ntr(loc, "{n} board laid", "{n} boards laid", len(view["course"]["boards"]))
        facts.append(tr(loc, "Open ports numbered {ports}; {laid}", ports=both(loc, ports), laid=laid))
    if view["stage"] != "design":
        facts += [ball(view, s["seat"], loc) for s in view["seats"]]
    scored = [s for s in view["seats"] if s["scores"]]
    if scored:
        strokes = ", ".join(f"{who(view, s['seat'], loc)} {s['total']}" for s in scored)
        facts.append(tr(loc, "Strokes so far: {strokes}", strokes=strokes))
    return join([head, *facts])
