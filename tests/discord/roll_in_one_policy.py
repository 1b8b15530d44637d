"""A simple Roll In One player for driving whole games in tests.

It builds the first hole by hand (the fewest boards, the green nearest the tee), takes a
ready-made hole next and a random one after; it swings the club and direction whose shot,
played out with plain choices, ends nearest a green; it plays each caddie card it can once
per seat, passes Feeling Mean reactions twice and then turns on auto-pass in its settings.
In bumper golf it also aims at other balls, in a campaign at the greens it has not reached;
with ``memo["quiet"]`` each seat first turns roll pauses off.
"""

from __future__ import annotations

from typing import Any

from bot.engine import Action, State
from bot.games.roll_in_one import GAME as G
from bot.games.roll_in_one.common import ball, greens
from bot.games.roll_in_one.data import TEE_SPACE
from bot.hexgrid import distance, step

PLAIN = ("accept", "continue", "pass", "stop", "slide", "no_nudge")  # a shot's choices that need no thought
Memo = dict[Any, Any]


def targets(state: State, seat: int) -> list[tuple[int, int]]:
    """The spaces worth aiming at: greens the seat has not reached yet (RIO-105), and in bumper
    golf the other balls too, since a hit costs their owners a token (RIO-109)."""
    reached = state["seats"][seat]["greens_reached"]
    aims = [g for i, g in enumerate(greens(state)) if i not in reached] or greens(state)
    if state["mode"] == "bumper":
        aims += [c for s in range(state["players"]) if s != seat and (c := ball(state, s)) is not None]
    return aims


def score(state: State, seat: int) -> float:
    """How far the seat's ball lies from the nearest green (holed best), with penalties."""
    if state["result"] is not None or state["balls"][seat]["holed"] or state["hole"] is None:
        return -10.0
    here = ball(state, seat)
    targets_left = targets(state, seat)
    near = min((distance(here, g) for g in targets_left), default=0) if here is not None else 20
    reached = len(state["seats"][seat]["greens_reached"])  # a green reached beats any distance to the next
    others = sum(s["penalties"] for n, s in enumerate(state["seats"]) if n != seat) if state["mode"] == "bumper" else 0
    return near + 3 * state["seats"][seat]["penalties"] - 2 * others - 30 * reached


def played_out(state: State, seat: int, action: Action) -> float:
    """The shot's result if ``action`` is followed by plain choices until the seat aims again."""
    hole = state["hole"]["number"]
    state, _ = G.apply(state, seat, action)
    for _ in range(40):
        if G.outcome(state) is not None or state["decision"] is None:
            break
        actor, step = G.to_act(state)[0], state["decision"]["step"]
        legal = G.legal_actions(state, actor)
        plain = [a for a in legal if a["type"] in PLAIN] or (legal if step in ("curve", "ricochet") else [])
        if not plain or (actor == seat and step == "aim"):
            break
        state, _ = G.apply(state, actor, plain[0])
    return -10.0 if state["hole"]["number"] != hole else score(state, seat)  # holed: the next hole began


def score_after_step(state: State, seat: int, direction: int) -> int:
    """How near one step in ``direction`` takes the ball to the nearest green (to aim roughly)."""
    here = ball(state, seat) or TEE_SPACE
    return min((distance(step(here, direction), g) for g in targets(state, seat)), default=0)


def choose(state: State, seat: int, legal: list[Action], memo: Memo) -> Action:
    by: dict[str, list[Action]] = {}
    for action in legal:
        by.setdefault(action["type"], []).append(action)
    hole = state["hole"]["number"] if state["hole"] else 0
    if "golfer" in by:
        return by["golfer"][0]
    if "preset" in by and hole == 1:
        return by["preset"][0]
    if "random" in by and hole >= 2:
        return by["random"][0]
    for kind in ("finish", "attach", "confirm"):
        if kind in by:
            return by[kind][0]
    if "green" in by:
        return min(by["green"], key=lambda a: distance((a["cell"][0], a["cell"][1]), TEE_SPACE))
    cards = by.get("card", [])
    if cards and not memo.get(("card", seat)) and cards[0].get("card") != "C11":
        memo[("card", seat)] = True
        return cards[0]
    if "pass" in by:
        memo[("passed", seat)] = memo.get(("passed", seat), 0) + 1
        return by["pass"][0]
    if "swing" in by:
        if memo.get("quiet") and state["seats"][seat]["settings"]["pause_rolls"] != "never":
            return next(a for a in by["settings"] if a.get("pause_rolls") == "never")  # RIO-128: no roll pauses
        if memo.get(("passed", seat), 0) >= 2 and not memo.get(("auto", seat)):
            memo[("auto", seat)] = True
            return next(a for a in by["settings"] if a.get("auto_pass") is True)
        towards = sorted(range(6), key=lambda d: score_after_step(state, seat, d))[:2]
        swings = [a for a in by["swing"] if a["dir"] in towards]
        return min(swings, key=lambda a: (played_out(state, seat, a), a["dir"]))
    if "curve" in by:
        return min(by["curve"], key=lambda a: played_out(state, seat, a))
    plain = [a for a in legal if a["type"] in PLAIN]
    return plain[0] if plain else legal[0]


def play(
    seed: int, players: int, options: dict[str, Any], *, quiet: bool = False
) -> tuple[State, list[tuple[int, Action]]]:
    """The game this policy plays from ``seed`` (engine only): its end state and moves."""
    memo: Memo = {"quiet": quiet}
    state = G.setup(players, options, seed)
    moves: list[tuple[int, Action]] = []
    while G.outcome(state) is None:
        seat = G.to_act(state)[0]
        action = choose(state, seat, G.legal_actions(state, seat), memo)
        state, _ = G.apply(state, seat, action)
        moves.append((seat, action))
    return state, moves
