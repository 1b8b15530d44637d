"""Scoring and the end of the game (RIO-071–RIO-075, RIO-106, RIO-107, RIO-111, RIO-116,
RIO-121, RIO-145, RIO-146, RIO-153)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from bot.engine import Outcome, State, event, outcome_text, who
from bot.hexgrid import distance
from bot.i18n import N_, Msg, msg, nmsg

from .common import ball, greens, mode, remaining
from .words import names_msg

Events = list[dict[str, Any]]


def hole_distances(st: State) -> list[int | None]:
    """Hex distance to the green per seat; holed balls are 0, left seats None."""
    green = greens(st)[0]
    found: list[int | None] = []
    for s in range(st["players"]):
        here = ball(st, s)
        if st["seats"][s]["left"]:
            found.append(None)
        elif st["balls"][s]["holed"] or here is None:
            found.append(0)
        else:
            found.append(distance(here, green))
    return found


def hole_scores(st: State) -> list[int | None]:
    """RIO-071: penalty tokens plus the number of other players strictly closer to the green."""
    far = hole_distances(st)
    scores: list[int | None] = []
    for s, mine in enumerate(far):
        if mine is None:
            scores.append(None)
            continue
        closer = sum(1 for o, theirs in enumerate(far) if o != s and theirs is not None and theirs < mine)
        scores.append(int(st["seats"][s]["penalties"]) + closer)
    return scores


def score_hole(st: State, events: Events) -> None:
    hole = st["hole"]
    kind = mode(st)
    record: dict[str, Any] = {"number": hole["number"], "designer": hole["designer"], "par": hole["par"]}
    record["boards"] = len(hole["boards"])
    record["name"] = hole["preset"]
    if kind == "standard":
        scores = hole_scores(st)
        record["scores"] = scores
        record["penalties"] = [s["penalties"] for s in st["seats"]]
        record["distances"] = hole_distances(st)
        for s, value in enumerate(scores):
            st["seats"][s]["scores"] = [*st["seats"][s]["scores"], value]  # new: shared with the state before
        parts = ", ".join(f"{who(s)} {v}" for s, v in enumerate(scores) if v is not None)
        events.append(
            event(
                "hole_scored", msg("Hole {hole} scores: {parts}.", hole=hole["number"] + 1, parts=parts), scores=scores
            )
        )
    elif kind == "solo_round":
        strokes = int(hole["turns"]) + int(st["seats"][0]["penalties"])  # RIO-116
        record["scores"] = [strokes]
        st["seats"][0]["scores"] = [*st["seats"][0]["scores"], strokes]  # new: shared with the state before
        par = f"{hole['par']:g}"
        took = nmsg(
            "{who} took {n} stroke (par {par}).", "{who} took {n} strokes (par {par}).", strokes, who=who(0), par=par
        )
        events.append(event("hole_scored", took, strokes=strokes))
    elif kind == "solo_survival":
        st["survival_holes"] += 1
        record["scores"] = [hole["turns"]]
        events.append(
            event(
                "hole_scored",
                msg("{who} survived hole {n}.", who=who(0), n=st["survival_holes"]),
                holes=st["survival_holes"],
            )
        )
    else:
        return
    st["history"] = [*st["history"], record]  # a new list: shared with the state before


def total(st: State, seat: int, skip: int = 0) -> int:
    return sum(v for v in st["seats"][seat]["scores"][skip:] if v is not None)


def rank_by(seats: Sequence[int], key: Callable[[int], tuple[Any, ...]]) -> list[list[int]]:
    """Groups of seats with equal keys, best (smallest key) first."""
    groups: list[list[int]] = []
    last: tuple[Any, ...] | None = None
    for s in sorted(seats, key=lambda s: (key(s), s)):
        if groups and key(s) == last:
            groups[-1].append(s)
        else:
            groups.append([s])
        last = key(s)
    return groups


def standard_key(st: State, seat: int) -> tuple[int, ...]:
    """RIO-074/RIO-075: total, then totals without hole 1, without holes 1–2, …"""
    holes = len(st["seats"][seat]["scores"])
    return tuple(total(st, seat, skip) for skip in range(max(1, holes)))


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _verb(best: Sequence[int]) -> str:
    return "wins" if len(best) == 1 else "share the win"


def _names(seats: Sequence[int]) -> Msg | str:
    return names_msg([who(s) for s in seats])


def _won(best: Sequence[int], one: str, many: str, amount: Msg | int) -> Msg:
    """A winning sentence whose verb agrees with one winner or several, with the winning amount."""
    return Msg(one if len(best) == 1 else many, {"names": _names(best), "amount": amount})


def _tokens(n: int) -> Msg:
    return nmsg("{n} penalty token", "{n} penalty tokens", n)


def _outcome(st: State) -> dict[str, Any]:
    """The outcome, its ``text`` still a message (``finish_game`` writes it out)."""
    kind = mode(st)
    players = remaining(st)
    n = st["players"]
    if kind == "solo_round":
        strokes = total(st, 0) + (_partial_strokes(st) if st["seats"][0]["left"] else 0)
        par = sum(h["par"] for h in st["history"])
        return {
            "winners": [0],
            "scores": [float(strokes)],
            "ranking": [[0]],
            "text": nmsg(
                "{who} finished the round in {n} stroke (par {par}).",
                "{who} finished the round in {n} strokes (par {par}).",
                strokes,
                who=who(0),
                par=f"{par:g}",
            ),
        }
    if kind == "solo_survival":
        holes = int(st["survival_holes"])
        perfect = holes >= 18
        survived = nmsg("{who} survived {n} hole.", "{who} survived {n} holes.", holes, who=who(0))
        text = msg("{who} played a perfect run of 18 holes!", who=who(0)) if perfect else survived
        return {"winners": [0] if perfect else [], "scores": [float(holes)], "ranking": [[0]], "text": text}
    if len(players) < 2:
        # RIO-146: nobody left to compare with
        ranking = [players] if players else []
        text = msg("{names} wins: everyone else left.", names=_names(players)) if players else msg("Everyone left.")
        return {
            "winners": list(players),
            "scores": [float(total(st, s)) for s in range(n)],
            "ranking": ranking,
            "text": text,
        }
    if kind == "campaign":
        return _campaign_outcome(st, players)
    if kind == "bumper":
        ranking = rank_by(players, lambda s: (st["seats"][s]["penalties"], -st["seats"][s]["green_landings"]))
        best = ranking[0]
        tokens = st["seats"][best[0]]["penalties"]
        return {
            "winners": best,
            "scores": [float(s["penalties"]) for s in st["seats"]],
            "ranking": ranking,
            "text": _won(
                best, N_("{names} wins with {amount}."), N_("{names} share the win with {amount}."), _tokens(tokens)
            ),
        }
    ranking = rank_by(players, lambda s: standard_key(st, s))
    best = ranking[0]
    score = total(st, best[0])
    return {
        "winners": best,
        "scores": [float(total(st, s)) for s in range(n)],
        "ranking": ranking,
        "text": _won(
            best,
            N_("{names} wins with a total of {amount}."),
            N_("{names} share the win with a total of {amount}."),
            score,
        ),
    }


def _campaign_outcome(st: State, players: list[int]) -> dict[str, Any]:
    seats = st["seats"]

    def key(s: int) -> tuple[int, int, int]:
        if seats[s]["finished_at"] is not None:
            return (0, seats[s]["penalties"], seats[s]["finished_at"])  # RIO-106
        return (1, -len(seats[s]["greens_reached"]), seats[s]["penalties"])  # RIO-107

    ranking = rank_by(players, key)
    best = ranking[0]
    scores = [float(len(s["greens_reached"])) for s in seats]
    if seats[best[0]]["finished_at"] is not None:
        tokens = int(seats[best[0]]["penalties"])
        text = _won(
            best,
            N_("{names} wins the campaign with {amount}."),
            N_("{names} win the campaign with {amount}."),
            _tokens(tokens),
        )
    else:
        reached = len(seats[best[0]]["greens_reached"])
        text = _won(
            best,
            N_("{names} wins with {amount}."),
            N_("{names} share the win with {amount}."),
            nmsg("{n} green", "{n} greens", reached),
        )
    return {"winners": best, "scores": scores, "ranking": ranking, "text": text}


def _partial_strokes(st: State) -> int:
    hole = st.get("hole")
    if not hole or not hole["confirmed"] or len(st["history"]) > hole["number"]:
        return 0
    return int(hole["turns"]) + int(st["seats"][0]["penalties"])


def finish_game(st: State, events: Events) -> None:
    st["stage"] = "over"
    st["decision"] = None
    st["turn"] = None
    result = _outcome(st)
    text = result.pop("text")
    st["result"] = outcome_text(cast(Outcome, result), text)  # English text, and the message to show it in any language
    events.append(event("game_over", text))
