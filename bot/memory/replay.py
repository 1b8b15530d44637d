"""An animated replay of a game, rebuilt from its seed and move log: no picture is ever stored.

The engine is set up again from the game's seed and options and every logged move is applied
in order; a frame is kept wherever whoever acts changes, plus the first and the final board.
Frames are the game's public pictures (``renderers``, public view only), assembled as one
animated WebP: lossy WebP with inter-frame differences came out about half the size of a GIF
of the same frames (which would also be limited to 256 colours), so no other format is tried.

Building is slow, CPU-bound work: ``build_replay`` is a plain function for a worker thread or
process, never for the event loop. Frames are drawn one at a time and handed to the encoder as
they are drawn, so a long game never holds all its pictures at once.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from bot.engine import Game, IllegalAction, State
from bot.i18n import N_
from bot.memory.log import LOST, PLAYED, SETUP, Move
from renderers import Renderer

MAX_BYTES = 10_000_000  # Discord's upload limit for a bot (10 MB, not MiB, to be safe)
BUDGET_BYTES = 8_000_000  # what the size estimate aims at: the estimate is rough, the limit is not
BYTES_PER_PIXEL = 0.045  # encoded bytes per pixel per frame measured at quality 75 (upper end)
PIXEL_BUDGET = 150_000_000  # pixels encoded per replay: ~6 s of encoding, so 300 turns stay well in 20 s
FACTORS = (1, 2, 3, 4, 6, 8)  # integer shrink factors: Image.reduce is a cheap box filter
QUALITY = 75
FRAME_MS = 800
LONG_GAME_MS = 60_000  # a long replay plays in about a minute: frames get shorter, down to FASTEST_MS
FASTEST_MS = 200
LAST_FRAME_MS = 3000  # the final board stays on screen


class ReplayError(Exception):
    """Why a game has no replay, in a sentence a player can read (a message id: the UI says it in
    the reader's language)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


NO_SEED = N_("This game was started before replays were kept, so it has no replay.")
DAMAGED = N_("Part of this game's move log is missing, so it can't be replayed.")
DIVERGED = N_(
    "This game's moves no longer lead to its saved board (the rules changed since), so it can't be replayed."
)
NO_MOVES = N_("This game has no moves to replay yet.")
TOO_LONG = N_("This game is too long for a replay within Discord's upload limit.")


@dataclass(frozen=True)
class Frame:
    seq: int  # the move after which the picture is taken (1: the setup)
    view: dict[str, Any]  # the public view, names added


@dataclass(frozen=True)
class Replay:
    data: bytes
    filename: str  # "replay.webp"
    frames: int
    width: int
    height: int
    factor: int  # each side of the game's picture divided by this


def seed_of(moves: Sequence[Move]) -> int | None:
    """The seed logged with the setup move (its ``action`` is ``{"seed": …}``), if any."""
    for move in moves:
        if move.kind == SETUP and move.action and isinstance(move.action.get("seed"), int):
            return int(move.action["seed"])
    return None


def replay_frames(
    engine: Game,
    *,
    players: int,
    options: Mapping[str, object],
    seed: int,
    moves: Sequence[Move],
    names: Sequence[str],
    expected: State | None = None,
) -> list[Frame]:
    """The public views to draw: the first board, each change of who acts, and the final board.

    With ``expected`` (the saved state), a replay that doesn't arrive there is refused."""
    state = engine.setup(players, options, seed)
    frames = [Frame(1, _public(engine, state, names))]
    acting = engine.to_act(state)
    for move in moves:
        if move.kind == SETUP:
            continue
        state = _apply(engine, state, move)
        now = [] if engine.outcome(state) is not None else engine.to_act(state)
        if now != acting:
            frames.append(Frame(move.seq, _public(engine, state, names)))
            acting = now
    final = _public(engine, state, names)
    if frames[-1].view != final:
        frames.append(Frame(moves[-1].seq if moves else 1, final))
    if expected is not None and json.loads(json.dumps(state)) != json.loads(json.dumps(expected)):
        raise ReplayError(DIVERGED)
    return frames


def _apply(engine: Game, state: State, move: Move) -> State:
    if move.kind == LOST or move.seat is None:
        raise ReplayError(DAMAGED)
    try:
        if move.kind in PLAYED and move.action is not None:
            return engine.apply(state, move.seat, move.action)[0]
        if move.kind == "resign":
            return engine.resign(state, move.seat)[0]
        if move.kind == "timeout" and (ruled := engine.time_out(state, move.seat)) is not None:
            return ruled[0]
    except IllegalAction:
        raise ReplayError(DIVERGED) from None
    raise ReplayError(DAMAGED)


def _public(engine: Game, state: State, names: Sequence[str]) -> dict[str, Any]:
    return {**engine.view(state, None), "names": list(names)}


# --- the animation ------------------------------------------------------------------------


def shrink_factor(
    frames: int,
    width: int,
    height: int,
    *,
    per_pixel: float = BYTES_PER_PIXEL,
    budget: float = BUDGET_BYTES,
    above: int = 0,
) -> int:
    """The least shrink (greater than ``above``) that keeps the estimated file within ``budget``
    and the encoding within time; ``per_pixel`` is the bytes per pixel per frame expected."""
    for factor in FACTORS:
        pixels = frames * (width // factor) * (height // factor)
        if factor > above and pixels * per_pixel <= budget and pixels <= PIXEL_BUDGET:
            return factor
    return FACTORS[-1]


def durations(frames: int) -> list[int]:
    """Milliseconds per frame: slower for short games, a minute or so in all for long ones."""
    each = max(FASTEST_MS, min(FRAME_MS, LONG_GAME_MS // max(1, frames)))
    return [each] * (frames - 1) + [LAST_FRAME_MS]


def picture(render: Renderer, view: dict[str, Any], factor: int) -> Image.Image:
    """One frame: the game's own public picture, as RGB, shrunk by ``factor``."""
    image = Image.open(io.BytesIO(render(view))).convert("RGB")
    return image.reduce(factor) if factor > 1 else image


def build_replay(render: Renderer, frames: Sequence[Frame], *, limit: int = MAX_BYTES) -> Replay:
    """The animated WebP of ``frames``; shrinks further (and re-encodes) if it still tops ``limit``."""
    if not frames:
        raise ReplayError(NO_MOVES)
    first = picture(render, frames[0].view, 1)
    budget = min(BUDGET_BYTES, 0.8 * limit)
    factor = shrink_factor(len(frames), first.width, first.height, budget=budget)
    while True:
        data, size = _encode(render, frames, factor, first)
        if len(data) <= limit:
            return Replay(data, "replay.webp", len(frames), size[0], size[1], factor)
        if factor == FACTORS[-1]:
            raise ReplayError(TOO_LONG)
        # Too big: this game's pictures change more than most; shrink by what this try measured.
        measured = len(data) / (len(frames) * size[0] * size[1])
        factor = shrink_factor(len(frames), first.width, first.height, per_pixel=measured, budget=budget, above=factor)


def _encode(
    render: Renderer, frames: Sequence[Frame], factor: int, first: Image.Image
) -> tuple[bytes, tuple[int, int]]:
    head = first.reduce(factor) if factor > 1 else first
    rest = _Frames(lambda index: picture(render, frames[index + 1].view, factor), len(frames) - 1, head)
    out = io.BytesIO()
    head.save(
        out,
        format="WEBP",
        save_all=True,
        append_images=[rest] if len(frames) > 1 else [],
        duration=durations(len(frames)),
        loop=0,
        quality=QUALITY,
        method=0,  # the fastest: slower methods saved ~20% of bytes for ~40% more time
        kmin=len(frames),  # no key frames after the first: board frames differ little, so
        kmax=len(frames) + 1,  # each is stored as its change from the one before
    )
    return out.getvalue(), head.size


class _Frames(Image.Image):
    """The frames after the first as one multi-frame image whose ``seek`` draws the next one:
    Pillow's encoder walks a multi-frame image frame by frame, so only one is held at a time."""

    def __init__(self, draw: Callable[[int], Image.Image], count: int, like: Image.Image) -> None:
        super().__init__()
        self._draw = draw
        self._count = count
        self._index = -1
        self._mode, self._size = like.mode, like.size
        if count:
            self.seek(0)

    @property
    def n_frames(self) -> int:
        return self._count

    def seek(self, frame: int) -> None:
        if frame != self._index:
            drawn = self._draw(frame)
            if drawn.size != self._size:  # a game whose picture changes size: frames must match
                drawn = drawn.resize(self._size)
            self.im = drawn.im
            self._mode = drawn.mode
            self._index = frame

    def tell(self) -> int:
        return self._index


def replay_game(
    engine: Game,
    render: Renderer,
    *,
    players: int,
    options: Mapping[str, object],
    seed: int | None,
    moves: Sequence[Move],
    names: Sequence[str],
    expected: State | None = None,
    limit: int = MAX_BYTES,
) -> Replay:
    """The whole job for a worker: replay the engine, then draw and encode every frame."""
    if seed is None:
        raise ReplayError(NO_SEED)
    frames = replay_frames(
        engine, players=players, options=options, seed=seed, moves=moves, names=names, expected=expected
    )
    return build_replay(render, frames, limit=limit)
