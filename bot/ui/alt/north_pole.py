"""Alt text for Race to the North Pole: whose turn, the cards facing them, every pawn's square,
the storm; in the view's language (English where it has none)."""

from __future__ import annotations

from typing import Any

from bot.i18n import ENGLISH, N_, Locale, first_ours, ntr, tr
from bot.ui.alt import finished, join, listed, seat_name

DECIDE = {
    "camp": N_("bring a pawn ashore from their ship"),
    "main": N_("play a card, use equipment or refresh their cards"),
    "refreshed": N_("give up a token to play one of the new cards, or play none"),
    "overflow": N_("use or discard one of four tokens"),
    "window": N_("use equipment or end the turn"),
}
PLAY = N_("play a card")  # a phase without its own words
AWAY = {"pole": N_("at the Pole"), "P": N_("at the Pole"), "ship": N_("on the ship"), "supply": N_("not in play")}
WORDS = {  # the card symbols, items and colours the describer names (``bot.games.north_pole.words``)
    **{s: N_(s) for s in ("March", "Swoop", "Gallop", "Dash", "Sling", "Emergency", "Husky", "Snowshoes")},
    **{s: N_(s) for s in ("Backpack", "Igloo", "Pickaxe", "Compass", "blue", "red", "purple", "orange", "black")},
    **{s: N_(s) for s in ("white", "green", "brown")},
}


def listed_in(loc: Locale, items: list[str]) -> str:
    """ "a, b and c" in ``loc`` (``bot.ui.alt.listed`` in English)."""
    items = [i for i in items if i]
    if loc is ENGLISH or len(items) < 2:
        return listed(items)
    return tr(loc, "{names} and {last}", names=", ".join(items[:-1]), last=items[-1])


def word(loc: Locale, text: str) -> str:
    return tr(loc, WORDS.get(text, text))


def face(card: dict[str, Any] | None, loc: Locale = ENGLISH) -> str:
    if card is None:
        return tr(loc, "empty")
    colour = word(loc, card["colour"])
    if card["symbol"] == "Emergency":
        return tr(loc, "Emergency ({colour})", colour=colour)
    return f"{word(loc, card['symbol'])} {card['points']} ({colour})"


def pawns(view: dict[str, Any], colour: str, loc: Locale = ENGLISH) -> str:
    """ "on b7 and e7; 1 at the Pole": a colour's pawns by the squares printed on the board."""
    squares = sorted(at for pawn, at in view["pawns"].items() if pawn.rstrip("0123456789") == colour)
    on = [s for s in squares if s not in AWAY]
    away = [f"{squares.count(k)} {tr(loc, AWAY[k])}" for k in dict.fromkeys(s for s in squares if s in AWAY)]
    return "; ".join(filter(None, [tr(loc, "on {squares}", squares=listed_in(loc, on)) if on else "", *away]))


def describe(view: dict[str, Any], result: str | None = None) -> str:
    loc = first_ours(view.get("language"))
    turn, seats = view["turn"], view["seats"]
    names = [seat_name(view, s["seat"], word(loc, s["colour"])) for s in seats]
    if view.get("over") or turn["phase"] == "over":
        winners = listed_in(loc, [names[w] for w in view.get("winners") or []])
        said = result or (tr(loc, "{names} won", names=winners) if winners else tr(loc, "Nobody won"))
        head = finished(said, view) if loc is ENGLISH else tr(loc, "Game over.") + " " + said
        facing = ""
    else:
        me = seats[turn["seat"]]
        head = tr(loc, "{name} ({colour}) to play: {decision}", name=names[me["seat"]], colour=word(loc, me["colour"]),
                  decision=tr(loc, DECIDE.get(turn["phase"], PLAY)))  # fmt: skip
        cards = [face(view["slots"].get(f"{me['side']}{n}"), loc) for n in (1, 2, 3)]
        facing = tr(loc, "Cards facing {name}, left to right: {cards}", name=names[me["seat"]], cards=", ".join(cards))
    storm = tr(loc, "storm {total} of {threshold} points", total=view["storm_total"], threshold=view["threshold"])
    facts = [tr(loc, "Race to the North Pole, round {n} of {cap}, {storm}", n=turn["round"], cap=turn["round_cap"],
                storm=storm), facing]  # fmt: skip
    for s in seats:
        gone = tr(loc, ", left the game") if s["left"] else ""
        where = pawns(view, s["colour"], loc)
        gear = f"; {listed_in(loc, [word(loc, t['item']) for t in s['equipment']])}" if s["equipment"] else ""
        goal = tr(loc, "{at_pole} of {target} pawns at the Pole", at_pole=s["at_pole"], target=s["target"])
        facts.append(f"{names[s['seat']]} ({word(loc, s['colour'])}): {goal}{gone}" + (f"; {where}" if where else "")
                     + gear)  # fmt: skip
    if "bear" in view["pawns"]:
        bear = view["pawns"]["bear"]
        at = tr(loc, AWAY[bear]) if bear in AWAY else tr(loc, "on {squares}", squares=bear)
        facts.append(tr(loc, "Polar Bear {where}", where=at))
    holes = len(view["holes"])
    facts.append(ntr(loc, "{n} hole in the ice", "{n} holes in the ice", holes) if holes else "")
    return join([head, *facts]) if loc is ENGLISH else "。".join(f for f in [head, *facts] if f) + "。" if (
        loc is Locale.ZH_TW) else " ".join(f.rstrip(".") + "." for f in [head, *facts] if f)
