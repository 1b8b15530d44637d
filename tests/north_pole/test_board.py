"""Board geometry and rotation (RNP §2, RNP-038–042, RNP-082)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.north_pole import GAME
from bot.games.north_pole.board import (
    CAMPS,
    SQUARES,
    crack_list,
    cracks,
    diagonal_blocked,
    name,
    pos,
    rotate_slot,
    rotate_square,
)
from bot.games.north_pole.state import rotate
from tests.north_pole.helpers import act, deal, refused, scenario, texts


def test_rnp_005_table_frame_names() -> None:
    """RNP-005: columns a–h west to east, rows 1–8 south to north, index form 0–7."""
    assert pos("a1") == (0, 0) and pos("h8") == (7, 7) and pos("c4") == (2, 3)
    assert name((3, 1)) == "d2"


def test_rnp_006_camps_on_the_frame() -> None:
    """RNP-006: the four camps lie outside the grid and never rotate."""
    assert CAMPS == {
        "S": ("c0", "d0", "e0", "f0"),
        "W": ("z3", "z4", "z5", "z6"),
        "N": ("c9", "d9", "e9", "f9"),
        "E": ("i3", "i4", "i5", "i6"),
    }
    for square in CAMPS["W"]:
        assert rotate_square(square, "cw") == square


def test_rnp_007_eighty_squares_and_adjacency() -> None:
    """RNP-007: 64 + 16 squares; c0 touches c1 orthogonally and b1/d1 diagonally; b0 is no square."""
    assert len(SQUARES) == 80
    assert pos("b0") not in SQUARES and pos("z2") not in SQUARES
    state = scenario()
    state["pawns"]["orange1"] = "c0"
    deal(state, S1="C033", S2="C001", S3="C002")  # Gallop A, Marches
    moves = [t for t in texts(state) if t.startswith("play S1 orange1")]
    assert sorted(moves) == sorted(f"play S1 orange1 c0>{sq}" for sq in ("b1", "c1", "d1", "d0"))


def test_rnp_008_rnp_009_pole_touches_only_the_central_squares() -> None:
    """RNP-008/009: only d4, e4, d5, e5 touch P; a pawn entering it goes to the scoreboard."""
    state = scenario(disc="NE")
    state["pawns"]["orange1"] = "e5"
    state["pawns"]["orange2"] = "f6"
    deal(state, S1="C033", S2="C005", S3="C006")  # Gallop A; Marches
    options = texts(state)
    assert "play S1 orange1 e5>P" in options
    assert not any(t.startswith("play S1 orange2") and t.endswith(">P") for t in options)
    after, _ = act(state, "play S1 orange1 e5>P")
    assert after["pawns"]["orange1"] == "pole"
    assert "pole" not in [sq for sq in after["pawns"].values() if len(sq) == 2]


def test_rnp_013_rnp_082_storm_rotates_the_top_board_only() -> None:
    """RNP-013/082: pawns, bear, Holes, corner tokens and slots turn; camps, disc and piles stay."""
    state = scenario()
    state["pawns"].update({"orange1": "a1", "orange2": "d0", "blue1": "d2", "bear": "h1"})
    state["holes"] = {"b2": "T27"}
    disc, draw, slots = state["disc"], list(state["draw"]), dict(state["slots"])
    rotate(state, "cw")
    assert state["pawns"]["orange1"] == "a8" and state["pawns"]["blue1"] == "b5"
    assert state["pawns"]["orange2"] == "d0" and state["pawns"]["bear"] == "a1"
    assert state["holes"] == {"b7": "T27"}
    assert sorted(state["corner_tokens"]) == ["a1", "a8", "h1", "h8"]
    assert state["disc"] == disc and state["draw"] == draw and state["r"] == 1
    assert state["slots"]["W2"] == slots["S2"] and state["slots"]["S1"] == slots["E1"]


def test_rnp_014_rotation_maps() -> None:
    """RNP-014: cw (c,r)→(r,7−c), ccw (c,r)→(7−r,c), half (7−c,7−r); a1→a8 and d2→b5 clockwise."""
    assert rotate_square("a1", "cw") == "a8" and rotate_square("d2", "cw") == "b5"
    assert rotate_square("d2", "ccw") == "g4" and rotate_square("d2", "half") == "e7"
    for square in ("a1", "c4", "h7"):
        assert rotate_square(rotate_square(square, "cw"), "ccw") == square
    assert "e4-f4" in crack_list(3) and "d3-d4" not in crack_list(3)


def test_rnp_015_rnp_016_slots_and_their_sides() -> None:
    """RNP-015/016: 12 slots, 3 per side; a slot keeps its index and changes side in a storm."""
    state = scenario()
    assert list(state["slots"]) == [f"{s}{i}" for s in "SWNE" for i in (1, 2, 3)]
    assert rotate_slot("S1", "cw") == "W1" and rotate_slot("S3", "ccw") == "E3"
    assert rotate_slot("W2", "half") == "E2" and rotate_slot("N1", "half") == "S1"


def test_rotation_moves_pawns_cracks_and_cards_together() -> None:
    """RNP-013/014/016: after a turn, a pawn still sees the same cracks and the same cards follow the side."""
    state = scenario()
    state["pawns"]["orange1"] = "d3"
    before_blocked = frozenset({pos("d3"), pos("d4")}) in cracks(state["r"])
    s1 = state["slots"]["S1"]
    for turn in ("cw", "ccw", "half"):
        turned = scenario()
        turned["pawns"]["orange1"] = "d3"
        rotate(turned, turn)
        here = turned["pawns"]["orange1"]
        north_of_d3 = rotate_square("d4", turn)
        assert (frozenset({pos(here), pos(north_of_d3)}) in cracks(turned["r"])) == before_blocked
        assert turned["slots"][rotate_slot("S1", turn)] == s1
        assert GAME.view(turned, None)["cracks"] == crack_list(turned["r"])


def test_rnp_038_orthogonal_step_blocked_by_crack() -> None:
    """RNP-038: c2→c3 crosses the crack c2-c3."""
    state = scenario()
    state["pawns"]["orange1"] = "c2"
    deal(state, S1="C001", S2="C017", S3="C018")
    assert "play S1 orange1 c2>c3" not in texts(state)
    assert refused(state, "play S1 orange1 c2>c3") == "That play needs Snowshoes."


def test_rnp_039_diagonal_rule() -> None:
    """RNP-039: a diagonal is blocked only when both ways round the corner cross a crack."""
    layout = cracks(0)
    assert diagonal_blocked(pos("c2"), pos("b3"), layout)  # b2-b3 and c2-c3
    assert not diagonal_blocked(pos("c2"), pos("d3"), layout)
    assert not diagonal_blocked(pos("d3"), pos("e4"), layout)  # d3-d4 only on one way


def test_rnp_040_camp_diagonals_never_blocked() -> None:
    """RNP-040: edges touching a camp are never cracked."""
    layout = cracks(0)
    for camp in CAMPS.values():
        for square in camp:
            c, r = pos(square)
            for d in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
                assert not diagonal_blocked((c, r), (c + d[0], r + d[1]), layout)


def test_rnp_041_pawns_on_the_corner_squares_never_block_a_diagonal() -> None:
    """RNP-041: pawns or Holes on the two side squares do not block a Swoop."""
    state = scenario()
    state["pawns"].update({"orange1": "e2", "blue1": "e3", "blue2": "f2"})
    state["holes"] = {}
    deal(state, S1="C017", S2="C018", S3="C019")
    assert "play S1 orange1 e2>f3" in texts(state)
    state["pawns"]["blue2"] = "ship"
    state["holes"] = {"f2": "T27"}
    assert "play S1 orange1 e2>f3" in texts(state)


def test_rnp_042_snowshoes_ignore_cracks() -> None:
    """RNP-042: with Snowshoes the move ignores every crack check."""
    state = scenario()
    state["pawns"]["orange1"] = "c2"
    deal(state, S1="C047", S2="C017", S3="C018")  # Dash A
    assert "play S1 orange1 c2>c3>c4 +snowshoes" in texts(state)
    after, _ = act(state, "play S1 orange1 c2>c3>c4 +snowshoes")
    assert after["pawns"]["orange1"] == "c4" and "T05" not in after["seats"][0]["equipment"]


@settings(max_examples=20)
@given(turns=st.lists(st.sampled_from(["cw", "ccw", "half"]), min_size=1, max_size=6))
def test_rotation_sequences_keep_pawns_cracks_holes_and_slots_together(turns: list[str]) -> None:
    """RNP-013/RNP-014/RNP-016: after any sequence of storms every pawn, Hole and corner token has
    the same cracked edges around it as before, each card sits in the slot its side moved to,
    camps stay put, and a net zero turn restores the top board exactly."""
    state = scenario()
    state["pawns"].update({"orange1": "d3", "orange2": "b2", "blue1": "g7", "bear": "c5", "orange3": "d0"})
    state["holes"] = {"f2": "T27"}
    start = {k: (dict(v) if isinstance(v, dict) else v) for k, v in state.items()}
    where = {p: at for p, at in state["pawns"].items() if len(at) == 2}
    slot_of = {card: slot for slot, card in state["slots"].items()}

    def edges_around(square: str, r: int) -> list[bool]:
        at = pos(square)
        return [frozenset({at, (at[0] + dx, at[1] + dy)}) in cracks(r) for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))]

    for turn in turns:
        rotate(state, turn)
        where = {p: rotate_square(at, turn) for p, at in where.items()}
        slot_of = {card: rotate_slot(slot, turn) for card, slot in slot_of.items()}
    assert {p: at for p, at in state["pawns"].items() if len(at) == 2} == where
    assert state["pawns"]["orange3"] == "d0"
    assert {card: slot for slot, card in state["slots"].items()} == slot_of
    quarters = sum({"cw": 1, "ccw": 3, "half": 2}[t] for t in turns) % 4
    assert state["r"] == quarters
    # The crack pattern seen from each piece is that of its square at setup, turned with it.
    for pawn in ("orange1", "orange2", "blue1", "bear"):
        before, after = edges_around(start["pawns"][pawn], 0), edges_around(state["pawns"][pawn], state["r"])
        assert sorted(before) == sorted(after) and sum(before) == sum(after)
        assert after == before[-quarters:] + before[:-quarters] if quarters else after == before
    assert list(state["holes"].values()) == ["T27"] and len(state["corner_tokens"]) == 4
    if quarters == 0:
        assert state["pawns"] == start["pawns"] and state["slots"] == start["slots"]
        assert state["holes"] == start["holes"] and state["corner_tokens"] == start["corner_tokens"]
