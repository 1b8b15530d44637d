"""Replays rebuilt from the seed and the move log: frames, size limit, last frame, refusals."""

from __future__ import annotations

import io
import pickle
from dataclasses import replace

import pytest
from PIL import Image, ImageChops, ImageStat

from bot.games import GAMES
from bot.memory.log import Move
from bot.memory.replay import (
    DAMAGED,
    DIVERGED,
    MAX_BYTES,
    NO_SEED,
    Frame,
    ReplayError,
    build_replay,
    durations,
    picture,
    replay_frames,
    replay_game,
    seed_of,
    shrink_factor,
)
from renderers import RENDERERS
from tests.memory.games import Played, play

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]


def mean_difference(a: Image.Image, b: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(a.convert("RGB"), b.convert("RGB"))).mean) / 3


def decoded_frames(data: bytes) -> list[Image.Image]:
    image = Image.open(io.BytesIO(data))
    assert image.format == "WEBP"
    frames = []
    for index in range(image.n_frames):
        image.seek(index)
        frames.append(image.convert("RGB"))
    return frames


def game_for(key: str) -> Played:
    engine = GAMES[key]
    players = min(max(engine.min_players, 2), engine.max_players)
    # 15 changes of turn: a game's start replays as its whole would (the bench builds whole games
    # of every engine, and test_a_finished_game_ends_on_its_final_board a finished one).
    return play(engine, players, seed=11, turns=15)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_seeded_game_replays_to_an_animation_whose_last_frame_is_the_final_picture(key: str) -> None:
    played = game_for(key)
    names = NAMES[: played.players]
    replay = replay_game(
        played.engine,
        RENDERERS[key],
        players=played.players,
        options={},
        seed=seed_of(played.moves),
        moves=played.moves,
        names=names,
        expected=played.state,
    )
    assert replay.frames >= 10
    assert len(replay.data) <= MAX_BYTES
    frames = decoded_frames(replay.data)
    assert len(frames) == replay.frames
    assert frames[0].size == (replay.width, replay.height)
    views = replay_frames(played.engine, players=played.players, options={}, seed=11, moves=played.moves, names=names)
    final = picture(RENDERERS[key], {**played.engine.view(played.state, None), "names": names}, replay.factor)
    before = picture(RENDERERS[key], views[-2].view, replay.factor)
    # Frames are lossy: the last one is the final picture up to a few levels of compression noise,
    # well under how far it is from the turn before.
    assert mean_difference(frames[-1], final) < 3.0
    assert mean_difference(frames[-1], final) < mean_difference(frames[-1], before) / 2


def test_frames_are_one_per_change_of_turn_plus_first_and_final_and_show_public_views_only() -> None:
    played = play(GAMES["south-pole"], 3, seed=5, turns=25)
    frames = replay_frames(
        played.engine, players=3, options={}, seed=5, moves=played.moves, names=NAMES[:3], expected=played.state
    )
    assert len(frames) == 26  # the first board, then 25 changes of who acts
    assert frames[-1].view == {**played.engine.view(played.state, None), "names": NAMES[:3]}
    assert all("private" not in frame.view for frame in frames)
    assert [f.seq for f in frames] == sorted(f.seq for f in frames)


def test_a_finished_game_ends_on_its_final_board() -> None:
    played = play(GAMES["amundsen-scott"], 2, seed=3)
    assert played.engine.outcome(played.state) is not None
    frames = replay_frames(played.engine, players=2, options={}, seed=3, moves=played.moves, names=NAMES[:2])
    assert frames[-1].view == {**played.engine.view(played.state, None), "names": NAMES[:2]}
    assert frames[-1].seq == played.moves[-1].seq


def test_a_replay_over_the_limit_shrinks_until_it_fits() -> None:
    played = play(GAMES["roll-in-one"], 2, seed=2, turns=10)
    frames = replay_frames(played.engine, players=2, options={}, seed=2, moves=played.moves, names=NAMES[:2])
    roomy = build_replay(RENDERERS["roll-in-one"], frames)
    tight = build_replay(RENDERERS["roll-in-one"], frames, limit=len(roomy.data) // 3)
    assert tight.factor > roomy.factor
    assert len(tight.data) <= len(roomy.data) // 3
    with pytest.raises(ReplayError, match="too long"):
        build_replay(RENDERERS["roll-in-one"], frames, limit=1000)


def test_long_games_shrink_their_frames_and_play_faster() -> None:
    assert shrink_factor(20, 1500, 1000) == 1
    assert shrink_factor(300, 1500, 1000) > 1
    assert shrink_factor(3000, 1500, 1000) > shrink_factor(300, 1500, 1000)
    assert durations(10) == [800] * 9 + [3000]
    assert durations(600)[0] < 800


def test_a_game_without_a_logged_seed_is_refused_in_a_sentence() -> None:
    played = play(GAMES["south-pole"], 2, seed=1, turns=3)
    moves = [replace(m, action=None) if m.kind == "setup" else m for m in played.moves]
    assert seed_of(moves) is None
    with pytest.raises(ReplayError) as refused:
        replay_game(
            played.engine, RENDERERS["south-pole"], players=2, options={}, seed=None, moves=moves, names=NAMES[:2]
        )
    assert refused.value.reason == NO_SEED


def test_a_lost_move_or_a_wrong_seed_is_refused() -> None:
    played = play(GAMES["south-pole"], 2, seed=1, turns=6)
    engine = played.engine
    lost = [Move(m.seq, None, "lost") if m.seq == 3 else m for m in played.moves]
    with pytest.raises(ReplayError) as damaged:
        replay_frames(engine, players=2, options={}, seed=1, moves=lost, names=NAMES[:2])
    assert damaged.value.reason == DAMAGED
    with pytest.raises(ReplayError) as diverged:  # another seed deals another game: the log no longer fits it
        replay_frames(engine, players=2, options={}, seed=2, moves=played.moves, names=NAMES[:2], expected=played.state)
    assert diverged.value.reason == DIVERGED


def test_a_move_the_table_made_for_a_seat_replays_like_any_other() -> None:
    """Issue 28: a lone End turn is logged as "forced"; a North Pole game with such moves replays
    to its saved board (it was refused as "part of the move log is missing")."""
    played = play(GAMES["north-pole"], 2, seed=4, turns=12)
    ends = [m.seq for m in played.moves if m.action is not None and m.action.get("type") == "end"]
    assert ends, "the seeded game ends a turn"
    forced = [replace(m, kind="forced") if m.seq in ends else m for m in played.moves]
    frames = replay_frames(
        played.engine, players=2, options={}, seed=4, moves=forced, names=NAMES[:2], expected=played.state
    )
    assert frames[-1].view == {**played.engine.view(played.state, None), "names": NAMES[:2]}


def test_frames_of_another_size_are_fitted_to_the_first_and_one_frame_still_makes_a_picture() -> None:
    def render(view: dict[str, object]) -> bytes:
        out = io.BytesIO()
        side = 40 + 10 * int(view["n"])  # type: ignore[call-overload]
        Image.new("RGB", (side, side), (200, 10 * int(view["n"]), 0)).save(out, format="PNG")  # type: ignore[call-overload]
        return out.getvalue()

    frames = [Frame(i + 1, {"n": i}) for i in range(4)]
    replay = build_replay(render, frames)
    decoded = decoded_frames(replay.data)
    assert [f.size for f in decoded] == [(40, 40)] * 4
    assert decoded[3].getpixel((20, 20)) == pytest.approx((200, 30, 0), abs=8)
    single = build_replay(render, frames[:1])
    assert single.frames == 1 and Image.open(io.BytesIO(single.data)).size == (40, 40)


def test_a_replay_job_can_be_sent_to_a_worker_process() -> None:
    # Drawing holds the interpreter lock, so the bot should build replays in a process pool:
    # everything replay_game takes must survive pickling.
    played = play(GAMES["north-pole"], 2, seed=1, turns=2)
    job = (played.engine, RENDERERS["north-pole"], played.moves, NAMES[:2], played.state)
    engine, render, moves, names, state = pickle.loads(pickle.dumps(job))
    frames = replay_frames(engine, players=2, options={}, seed=1, moves=moves, names=names, expected=state)
    assert len(frames) == 3 and callable(render)
