"""End of game: the Pole, freezing, a stuck explorer, conceding, termination (AVS-059–AVS-063, AVS-108/109)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from bot.engine import IllegalAction, State
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.actions import has_main_action, main_actions
from bot.games.amundsen_scott.data import CARDS
from tests.contract import random_playthrough

from .helpers import A, S, act, build, greedy_choice, of_type, potential

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"patrons": True},
    {"advanced_row": True},
    {"patrons": True, "advanced_row": True},
]


class Eager(random.Random):
    """Random legal play that freezes only when nothing else is legal: longer, fuller games."""

    def choice(self, seq: Sequence[Any]) -> Any:
        if seq and isinstance(seq[0], dict):
            seq = [a for a in seq if a["type"] != "freeze"] or list(seq)
        return super().choice(seq)


def games() -> list[list[tuple[State, int, dict[str, object], State]]]:
    """Random, eager-random and greedy games over every option set, as (before, seat, action, after)."""
    result = []
    for i, options in enumerate(OPTION_SETS):
        for seed, chooser in ((41_000_001 + i, None), (42_000_001 + i, Eager(i))):
            run = random_playthrough(GAME, 2, options, seed, 2000, chooser)
            result.append([(run.states[k], s, a, run.states[k + 1]) for k, (s, a) in enumerate(run.moves)])
        rng = random.Random(i)
        state = GAME.setup(2, options, 43_000_001 + i)
        steps = []
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            action = greedy_choice(state, seat, GAME.legal_actions(state, seat), rng)
            after, _ = GAME.apply(state, seat, action)
            steps.append((state, seat, action, after))
            state = after
        result.append(steps)
    return result


GAMES = games()


def test_pole_wins_at_once() -> None:
    """AVS-059 the explorer who reaches the Pole wins: outcome winner = his seat."""
    state = build(s_hand=["C16", "C25", "C21", "C29"], s_at=12, active=S)
    won, _ = act(state, S, {"type": "pole", "cards": ["C16", "C25", "C21", "C29"]})
    outcome = GAME.outcome(won)
    assert outcome is not None and outcome["winners"] == [S] and "{p1} (Scott)" in outcome["text"]
    assert GAME.to_act(won) == [] and won["phase"] == "over"
    assert any(GAME.outcome(g[-1][3])["winners"] for g in GAMES)  # type: ignore[index]


def test_freeze_ends_the_game_for_both() -> None:
    """AVS-060 with a dead deck, declaring a Take the row can't supply ends the game: nobody wins."""
    state = build(a_hand=["C14", "C33"], row=["C20", None, None], deck=[], exhaustions=2)
    freezes = [a["n"] for a in of_type(state, A, "freeze")]
    assert freezes == [2]  # take1 is still possible; take3 would need 3 coloured discards
    over, events = act(state, A, {"type": "freeze", "n": 2})
    outcome = GAME.outcome(over)
    assert outcome is not None and outcome["winners"] == [] and "nobody wins" in outcome["text"]
    assert events[-1]["type"] == "frozen"
    empty = build(a_hand=[], row=[None, None, None], deck=[], exhaustions=2)
    assert [a["n"] for a in of_type(empty, A, "freeze")] == [1] and not of_type(empty, A, "take")
    live = build(a_hand=["C14", "C15", "C16"], row=["C20", None, None], deck=[], exhaustions=1)
    assert not of_type(live, A, "freeze")  # the deck is not dead yet


def test_stuck_explorer_freezes() -> None:
    """AVS-061 an explorer with no legal action on his main decision ends the game with no winner.

    Unreachable in real play (AVS-108); built by hand: Scott lost on SQ3 over a limit of 5 with
    only red cards and Compasses, so he can neither take, return, attack nor play a Compass.
    """
    state = build(a_hand=["C20"], s_hand=["C33", "C34", "C16", "C17", "C18", "C19"], s_q=3, s_limit=5)
    yellow = build(a_hand=["C20"], s_hand=["C33", "C34", "C16", "C17", "C18", "C29"], s_q=3, s_limit=5)
    goes_on, _ = act(yellow, A, {"type": "take", "n": 1})  # one legal action (C29 back to S6) is enough
    assert GAME.outcome(goes_on) is None and [a["type"] for a in GAME.legal_actions(goes_on, S)] == ["return"]
    over, events = act(state, A, {"type": "take", "n": 1})
    outcome = GAME.outcome(over)
    assert outcome is not None and outcome["winners"] == [] and over["result"]["reason"] == "stuck"
    assert events[-1]["type"] == "frozen" and "{p1} has no legal action" in events[-1]["text"]
    assert all(GAME.outcome(g[-1][3])["text"] for g in GAMES)  # type: ignore[index]
    assert all(g[-1][3]["result"]["reason"] != "stuck" for g in GAMES)


@pytest.mark.parametrize("phase", ["main", "effect", "weather", "trim"])
def test_either_seat_concedes_in_any_phase(phase: str) -> None:
    """AVS-062 / AVS-099 resign works for either seat in every running phase; the other seat wins."""
    if phase == "main":
        state = build(a_hand=["C14"])
    elif phase == "effect":
        state, _ = act(build(a_hand=["C53", "C14"]), A, {"type": "take", "n": 2, "discard": ["C53"]})
    elif phase == "weather":
        mid, _ = act(
            build(a_hand=["C54", "C14"], deck=["C20", "C21", "C15", "C22"]),
            A,
            {"type": "take", "n": 2, "discard": ["C54"]},
        )
        state, _ = act(mid, A, {"type": "effect", "card": "C54"})
    else:
        state, _ = act(
            build(a_hand=["C32"], s_hand=[f"C{n}" for n in range(20, 27)]), A, {"type": "loss", "card": "C32"}
        )
    assert state["phase"] == phase
    for seat in (A, S):
        over, events = GAME.resign(state, seat)
        outcome = GAME.outcome(over)
        assert outcome is not None and outcome["winners"] == [1 - seat]
        assert events[0]["type"] == "resign" and over["phase"] == "over"
    with pytest.raises(IllegalAction, match="The game is over"):
        GAME.resign(GAME.resign(state, A)[0], S)


def test_conceding_is_never_a_legal_action() -> None:
    """AVS-062 resigning goes through ``resign`` only."""
    for game in GAMES:
        for before, seat, _action, _after in game[::3]:
            assert not {"resign", "concede"} & {a["type"] for a in GAME.legal_actions(before, seat)}


def test_no_ties() -> None:
    """AVS-063 at most one winner; a frozen game has none."""
    reasons = set()
    for game in GAMES:
        final = game[-1][3]
        outcome = GAME.outcome(final)
        assert outcome is not None and len(outcome["winners"]) <= 1
        reasons.add(final["result"]["reason"])
        if final["result"]["reason"] == "freeze":
            assert outcome["winners"] == []
        if final["result"]["reason"] == "pole":
            assert outcome["winners"] == [game[-1][1]]  # only the active explorer reaches the Pole
    assert {"pole", "freeze"} <= reasons


def test_potential_falls_with_every_main_action() -> None:
    """AVS-108 Φ ≤ 220 at the start, never negative; each main action but pole/freeze lowers it by ≥ 1."""
    main_actions = 0
    for game in GAMES:
        start = game[0][0]
        assert 0 <= potential(start) <= 220
        mains = 0
        for before, _seat, action, after in game:
            assert potential(after) >= 0
            if GAME.to_act(after):  # the explorer to act always has a legal action
                assert GAME.legal_actions(after, GAME.to_act(after)[0])
            if before["phase"] == "main" and action["type"] not in ("pole", "freeze"):
                assert potential(after) <= potential(before) - 1, action
                mains += 1
            else:
                assert potential(after) <= potential(before), action
        assert mains <= 221
        main_actions += mains
    assert main_actions > 300


def test_legal_actions_only_for_the_seat_to_act() -> None:
    """AVS-109 the waiting seat has no legal actions; a finished game has none for anyone."""
    for game in GAMES:
        for before, seat, _action, _after in game[::4]:
            assert GAME.legal_actions(before, 1 - seat) == [] and GAME.legal_actions(before, seat)
        final = game[-1][3]
        assert GAME.to_act(final) == [] and GAME.legal_actions(final, A) == GAME.legal_actions(final, S) == []


def test_everything_refused_after_the_end() -> None:
    """AVS-099 once the game is over every action is rejected with "The game is over."."""
    final = GAMES[0][-1][3]
    last_action = GAMES[0][-1][2]
    for seat in (A, S):
        for action in (last_action, {"type": "take", "n": 1}, {"type": "freeze", "n": 3}):
            with pytest.raises(IllegalAction) as refused:
                GAME.apply(final, seat, action)
            assert refused.value.reason == "The game is over."


@pytest.mark.parametrize("seed", range(3))
def test_avs_061_the_quick_stuck_check_agrees_with_the_full_listing(seed: int) -> None:
    """AVS-060/AVS-061: ``has_main_action`` answers from Takes and freezes before listing every
    action; on full hands and short, dead or live rows its answer is the listing's."""
    rng = random.Random(seed)
    ids = sorted(CARDS)
    answers = set()
    for _ in range(300):
        cards = rng.sample(ids, rng.randint(0, 10))
        limit = rng.choice((5, 7))
        hand, row = cards[: min(limit, len(cards))], cards[min(limit, len(cards)) :][:3]
        state = build(
            a_hand=hand,
            row=[*row, *[None] * (3 - len(row))],
            exhaustions=rng.choice((0, 2, 2)),
            a_limit=limit,
            a_at=rng.randint(0, 12),
            s_at=rng.randint(0, 12),
        )
        answer = has_main_action(state, A)
        assert answer == bool(main_actions(state, A))
        answers.add(answer)
    assert answers == {True, False}  # both answers met, so the comparison tested something
