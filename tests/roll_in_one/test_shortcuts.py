"""The engine's fast paths give what the rules' plain ones give: attachments worked out from the
course one board shorter, joins looked up at the origin, moves matched among their own type, and
a generator with words drawn ahead."""

from __future__ import annotations

import random

import pytest

from bot.engine import IllegalAction, find_action, save_rng
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.data import BOARD_ORDER, BOARDS
from bot.games.roll_in_one.geometry import (
    Chain,
    attach,
    legal_after,
    legal_attachments,
    placements_after,
    port_cells,
    rotate,
    used_ports,
)
from bot.games.roll_in_one.successor import WORDS_AHEAD, SavedRandom
from bot.hexgrid import DIRECTIONS

from .replay import PROBES


def _joined_by_rule(p: tuple[str, int, int, int], port: str, board: str, board_port: str) -> tuple[str, int, int, int]:
    """RIO-019 as written: the new board's port lies along the placed port, facing it."""
    cells, axis_x = port_cells(p, port)
    spec = BOARDS[board].ports[board_port]
    k = (axis_x + 3 - spec.axis) % 6
    dq, dr = DIRECTIONS[(axis_x - 1) % 6]
    rq, rr = rotate(spec.anchor, k)
    return board, k, cells[3][0] + dq - rq, cells[3][1] + dr - rr


def test_rio_019_every_join_is_the_rule_s_join_wherever_the_board_lies() -> None:
    """RIO-019: attach, looked up for the board at the origin and moved, is the rule's placement."""
    pick = random.Random(19)
    for placed in BOARD_ORDER:
        for k in range(6):
            for port in BOARDS[placed].ports:
                for board in BOARD_ORDER:
                    for board_port in BOARDS[board].ports:
                        p = (placed, k, pick.randrange(-20, 20), pick.randrange(-20, 20))
                        assert attach(p, port, board, board_port) == _joined_by_rule(p, port, board, board_port)


def _chains(count: int, seed: int) -> list[Chain]:
    """Random legal courses of up to eight attachments, every prefix included."""
    pick = random.Random(seed)
    found: list[Chain] = []
    for _ in range(count):
        chain: Chain = ()
        while len(chain) < 8:
            found.append(chain)
            legal = legal_after(chain)
            if not legal:
                break
            a, _p = pick.choice(legal)
            chain = (*chain, (a.port, a.board, a.board_port))
    return found


@pytest.mark.parametrize("seed", range(4))
def test_rio_021_rio_022_attachments_from_the_shorter_course_are_the_full_search(seed: int) -> None:
    """RIO-020–RIO-022: the legal attachments of every course built, in order, equal the search
    over every open port, unplaced board and board port with the overlap check."""
    for chain in _chains(15, seed):
        used = frozenset(used_ports({"port": p, "board": b, "board_port": bp} for p, b, bp in chain))
        assert legal_after(chain) == legal_attachments(placements_after(chain), used)


@pytest.mark.parametrize("seed", range(3))
def test_a_move_matched_among_its_type_is_the_move_matched_among_all(seed: int) -> None:
    """Every probe and every legal action is matched (or refused) as among the full legal list."""
    pick = random.Random(seed)
    state = GAME.setup(3, {"handicap": True, "feeling_mean": True, "ricochet": True}, seed)
    while GAME.outcome(state) is None:
        seat = pick.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        tries = [*pick.sample(PROBES, 8), *legal, *({k: v for k, v in a.items() if k != "label"} for a in legal)]
        for action in tries:
            expected = find_action(legal, action)
            try:
                matched = GAME.guard(state, seat, action)
            except IllegalAction:
                matched = None
            assert matched == expected, action
        state, _ = GAME.apply(state, seat, pick.choice(legal))


def test_the_generator_with_words_drawn_ahead_draws_what_the_generator_draws() -> None:
    """Choices, shuffles, bits of every width and floats, across refills and across states saved
    and loaded again: the same numbers, in the same order, as one ``random.Random``."""
    plain = random.Random(2024)
    saved, ahead = save_rng(random.Random(2024)), []
    mixed = random.Random(5)  # what to draw next
    for _move in range(300):
        rng = SavedRandom(saved, ahead)
        for _draw in range(mixed.randrange(0, 12)):
            kind = mixed.randrange(5)
            if kind == 0:
                faces = list(range(mixed.randrange(1, 40)))
                assert rng.choice(faces) == plain.choice(faces)
            elif kind == 1:
                deck, same = list(range(29)), list(range(29))
                rng.shuffle(deck)
                plain.shuffle(same)
                assert deck == same
            elif kind == 2:
                bits = mixed.randrange(0, 100)
                assert rng.getrandbits(bits) == plain.getrandbits(bits)
            elif kind == 3:
                assert rng.random() == plain.random()
            else:
                assert rng.randrange(10**12) == plain.randrange(10**12)
        saved, ahead = rng.saved()
        assert len(ahead) <= WORDS_AHEAD


def test_a_move_that_draws_nothing_keeps_the_saved_generator() -> None:
    """Most moves roll nothing: their state shares the generator's lists instead of new ones."""
    saved, ahead = save_rng(random.Random(1)), [1, 2, 3]
    kept = SavedRandom(saved, ahead).saved()
    assert kept[0] is saved and kept[1] is ahead
