"""States saved by earlier versions keep playing (RSP-011: one generator per game), and the
state stays small: the event log lives in the moves table, the generator is kept compactly."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

from bot.engine import save_rng
from bot.games.south_pole import GAME
from bot.games.south_pole.dice import FACES, FACES_AHEAD, FaceSource, save_generator
from bot.games.south_pole.rules import PHASE_TYPES, legal_actions, legal_actions_of, only_give_up
from bot.games.south_pole.state import FAILING, RECENT
from tests.contract import random_playthrough

# A 3-seat game (seed 2024) after 70 random moves, saved by the engine that kept the whole log
# and the generator as [version, [625 numbers], gauss] in the state; then the 40 moves that
# followed there, each with the event texts that engine gave for it.
SAVED = json.loads((Path(__file__).parent / "saved_before_speedup.json").read_text())


def old_state() -> dict[str, Any]:
    state: dict[str, Any] = copy.deepcopy(SAVED["state"])
    return state


def test_rsp_011_a_game_saved_before_plays_on_with_the_same_dice() -> None:
    """RSP-011: a stored game of the old shape continues from its saved generator: the same
    moves give the same events (dice included) as the old engine gave."""
    state = old_state()
    assert isinstance(state["rng"], list) and len(state["log"]) == 94  # really the old shape
    for move in SAVED["moves"]:
        state, events = GAME.apply(state, move["seat"], move["action"])
        assert [e["text"] for e in events] == move["texts"]
        assert "log" not in state
    assert state["log_size"] == 94 + sum(len(m["texts"]) for m in SAVED["moves"])
    assert state["recent"] == [t for m in SAVED["moves"] for t in m["texts"]][-RECENT:]
    assert isinstance(state["rng"], dict)  # saved compactly from the first roll on


def test_a_game_saved_before_is_not_changed_by_a_move() -> None:
    """Applying a move to an old-shape state leaves that state as it was."""
    state = old_state()
    move = SAVED["moves"][0]
    GAME.apply(state, move["seat"], move["action"])
    assert state == SAVED["state"]


def test_rsp_077_a_game_saved_before_shows_its_latest_events() -> None:
    """The view of an old-shape state shows its latest texts and the full count, and a player
    leaving plays on from it too (a move does: see above)."""
    state = old_state()
    view = GAME.view(state, None)
    assert view["log"] == state["log"][-RECENT:] and view["log_size"] == 94
    assert view["last_event"] == state["log"][-1]
    assert "rng" not in json.dumps(view)
    left, events = GAME.resign(state, 0)
    assert left["log_size"] == 94 + len(events) and left["recent"][-1] == events[-1]["text"]
    assert "log" not in left and state == SAVED["state"]


def faces_from(saved: Any, count: int) -> list[int]:
    """``count`` faces rolled one move at a time (a fresh source per move, as the engine does)."""
    faces: list[int] = []
    while len(faces) < count:
        source = FaceSource(saved)
        faces += [source.next_face() for _ in range(min(6, count - len(faces)))]
        saved = json.loads(json.dumps(source.saved()))  # through the store
    return faces


def test_rsp_011_faces_drawn_ahead_are_the_generators_choices_in_order() -> None:
    """RSP-011: faces drawn ahead in batches are exactly one rng.choice per die, in order, across
    several batches, from either saved shape."""
    count = 3 * FACES_AHEAD + 7
    stream = random.Random(99)
    expected = [stream.choice(FACES) for _ in range(count)]
    assert faces_from(save_generator(random.Random(99)), count) == expected
    assert faces_from(save_rng(random.Random(99)), count) == expected


def test_a_move_without_dice_keeps_the_saved_generator() -> None:
    """The generator is only read when a die rolls: otherwise the very same record is kept."""
    saved = save_rng(random.Random(5))
    assert FaceSource(saved).saved() is saved
    state = GAME.setup(3, {}, 5)
    after, _ = GAME.apply(state, state["active"], {"type": "choose", "split": [2, 2, 2]})
    assert after["rng"] is state["rng"]


def test_the_state_stays_small_over_whole_games() -> None:
    """The state holds no growing log: a few recent texts, the count, and a compact generator."""
    for players, seed in ((2, 3), (5, 4)):
        run = random_playthrough(GAME, players, {}, seed, 20_000)
        assert len(run.states) > 300  # long enough for a log to have grown
        for state in run.states:
            assert len(state["recent"]) <= RECENT
            assert len(json.dumps(state)) < 12_000
        assert run.final["log_size"] > RECENT


def test_rsp_046_shortcuts_agree_with_the_listed_actions() -> None:
    """RSP-046 and the matching of a move: the one-type lists and the "only Give up" test give
    what the full list gives, at every state of random games (cubes short and at the cap too)."""
    checked_failing = 0
    for players, seed in ((2, 8), (4, 9)):
        for state in random_playthrough(GAME, players, {}, seed, 20_000).states:
            seat = state["active"]
            for cubes in {state["seats"][seat]["cubes"], 0, 5}:
                probe = copy.deepcopy(state)
                probe["seats"][seat]["cubes"] = cubes
                full = legal_actions(probe, seat)
                for kind in {k for kinds in PHASE_TYPES.values() for k in kinds}:
                    assert legal_actions_of(probe, seat, kind) == [a for a in full if a["type"] == kind]
                if probe["phase"] == FAILING and probe["result"] is None:
                    checked_failing += 1
                    assert only_give_up(probe, seat) == ([a["type"] for a in full] == ["give_up"])
    assert checked_failing > 100
