"""Scores, the winner and the final ranking (PTP-073 to PTP-076, PTP-078)."""

from __future__ import annotations

from bot.engine import Outcome, State, outcome_text, who
from bot.i18n.message import Msg, msg, nmsg

from .pieces import in_play


def seat_score(state: State, seat: int) -> int:
    """PTP-073: goal tokens plus arrived explorers, 1 point each."""
    return int(state["tokens"][seat] + state["arrivals"][seat])


def side_totals(state: State, side: int) -> tuple[int, int]:
    """(score, arrivals) of a team, frozen points of resigned members included (PTP-077)."""
    members = state["teams"][side]
    return sum(seat_score(state, s) for s in members), sum(state["arrivals"][s] for s in members)


def contending(state: State, side: int) -> bool:
    """A side with nobody left in the game can't win; in teams mode one member is enough."""
    return any(in_play(state, s) for s in state["teams"][side])


def _names(seats: list[int]) -> Msg | str:
    names = [who(s) for s in seats]
    return names[0] if len(names) == 1 else msg("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def _points(n: int) -> Msg:
    return nmsg("{n} point", "{n} points", n)


def outcome(state: State) -> Outcome | None:
    if state["phase"] != "over":
        return None
    sides = range(len(state["teams"]))
    totals = {side: side_totals(state, side) for side in sides}
    end = state["end"]

    def rank_key(side: int) -> tuple[int, int, int, int]:
        forced = 0 if end["reason"] == "last-team" and side == end["side"] else 1  # PTP-078 ranks first
        score, arrivals = totals[side]
        return forced, 0 if contending(state, side) else 1, -score, -arrivals

    ordered = sorted(sides, key=rank_key)
    groups: list[list[int]] = []
    previous: tuple[int, int, int, int] | None = None
    for side in ordered:
        key = rank_key(side)
        if key == previous:
            groups[-1].append(side)
        else:
            groups.append([side])
        previous = key
    winner_sides = groups[0] if contending(state, groups[0][0]) else []
    winners = sorted(s for side in winner_sides for s in state["teams"][side])
    ranking = [sorted(s for side in group for s in state["teams"][side]) for group in groups]
    found = Outcome(winners=winners, scores=[float(seat_score(state, s)) for s in range(state["players"])],
                    ranking=ranking)
    return outcome_text(found, _summary(state, winner_sides, totals))


def _summary(state: State, winner_sides: list[int], totals: dict[int, tuple[int, int]]) -> Msg:
    end = state["end"]
    if not winner_sides:
        return msg("Nobody is left to win.")
    seats = sorted(s for side in winner_sides for s in state["teams"][side])
    names = _names(seats)
    if end["reason"] == "last-team":
        return msg("{names} win: every opponent resigned.", names=names)
    text = _standing(state, winner_sides, totals, names, len(seats) == 1)
    return msg("Round cap reached. {result}", result=text) if end["reason"] == "cap" else text


def _standing(
    state: State, winner_sides: list[int], totals: dict[int, tuple[int, int]], names: Msg | str, one: bool
) -> Msg:
    """How the winners won: alone or shared, on points or on arrivals (PTP-074, PTP-075)."""
    score, arrivals = totals[winner_sides[0]]
    if len(winner_sides) > 1:
        return msg(
            "{names} share the win: {points} and {arrivals} each.", names=names, points=_points(score),
            arrivals=nmsg("{n} arrival", "{n} arrivals", arrivals),
        )
    others = [total for side, total in totals.items() if side not in winner_sides and contending(state, side)]
    if not others:
        if one:
            return msg("{names} wins with {points}.", names=names, points=_points(score))
        return msg("{names} win with {points}.", names=names, points=_points(score))
    best_score, best_arrivals = max(others)
    if best_score == score:  # PTP-075: settled on arrivals
        tie = {"names": names, "arrivals": arrivals, "best": best_arrivals, "points": _points(score)}
        if one:
            return msg("{names} wins on arrivals ({arrivals} to {best}), {points} each.", **tie)
        return msg("{names} win on arrivals ({arrivals} to {best}), {points} each.", **tie)
    if one:
        return msg("{names} wins, {points} to {best}.", names=names, points=_points(score), best=best_score)
    return msg("{names} win, {points} to {best}.", names=names, points=_points(score), best=best_score)
