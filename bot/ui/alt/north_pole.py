"""Alt text for Race to the North Pole: whose turn, the cards facing them, every pawn's square,
the storm."""

from __future__ import annotations

from typing import Any

from bot.ui.alt import count, finished, join, listed, seat_name

DECIDE = {
    "camp": "bring a pawn ashore from their ship",
    "main": "play a card, use equipment or refresh their cards",
    "refreshed": "give up a token to play one of the new cards, or play none",
    "overflow": "use or discard one of four tokens",
    "window": "use equipment or end the turn",
}
AWAY = {"pole": "at the Pole", "P": "at the Pole", "ship": "on the ship", "supply": "not in play"}


def face(card: dict[str, Any] | None) -> str:
    if card is None:
        return "empty"
    if card["symbol"] == "Emergency":
        return f"Emergency ({card['colour']})"
    return f"{card['symbol']} {card['points']} ({card['colour']})"


def pawns(view: dict[str, Any], colour: str) -> str:
    """ "on b7 and e7; 1 at the Pole": a colour's pawns by the squares printed on the board."""
    squares = sorted(at for pawn, at in view["pawns"].items() if pawn.rstrip("0123456789") == colour)
    on = [s for s in squares if s not in AWAY]
    away = [f"{squares.count(k)} {AWAY[k]}" for k in dict.fromkeys(s for s in squares if s in AWAY)]
    return "; ".join(filter(None, ["on " + listed(on) if on else "", *away]))


def describe(view: dict[str, Any], result: str | None = None) -> str:
    turn, seats = view["turn"], view["seats"]
    names = [seat_name(view, s["seat"], s["colour"]) for s in seats]
    if view.get("over") or turn["phase"] == "over":
        winners = listed([names[w] for w in view.get("winners") or []])
        head = finished(result or (f"{winners} won" if winners else "Nobody won"), view)
        facing = ""
    else:
        me = seats[turn["seat"]]
        head = f"{names[me['seat']]} ({me['colour']}) to play: {DECIDE.get(turn['phase'], 'play a card')}"
        cards = [face(view["slots"].get(f"{me['side']}{n}")) for n in (1, 2, 3)]
        facing = f"Cards facing {names[me['seat']]}, left to right: {', '.join(cards)}"
    storm = f"storm {view['storm_total']} of {view['threshold']} points"
    facts = [f"Race to the North Pole, round {turn['round']} of {turn['round_cap']}, {storm}", facing]
    for s in seats:
        gone = ", left the game" if s["left"] else ""
        where = pawns(view, s["colour"])
        gear = f"; {listed([t['item'] for t in s['equipment']])}" if s["equipment"] else ""
        goal = f"{s['at_pole']} of {s['target']} pawns at the Pole"
        facts.append(f"{names[s['seat']]} ({s['colour']}): {goal}{gone}" + (f"; {where}" if where else "") + gear)
    if "bear" in view["pawns"]:
        bear = view["pawns"]["bear"]
        facts.append(f"Polar Bear {AWAY[bear]}" if bear in AWAY else f"Polar Bear on {bear}")
    facts.append(f"{count(len(view['holes']), 'hole')} in the ice" if view["holes"] else "")
    return join([head, *facts])
