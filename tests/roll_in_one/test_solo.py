"""Solo play: the 3-hole round and survival (RIO-113, RIO-115–RIO-121)."""

from __future__ import annotations

import pytest

from bot.engine import State
from bot.games.roll_in_one import GAME

from .helpers import SEED, Dice, act, give, turn_for


def solo(mode: str = "solo_round", preset: str = "Front Nine", **options: object) -> State:
    st = GAME.setup(1, {"mode": mode, "course": "preset", **options}, SEED)
    st["seats"][0]["golfer"] = None
    st, _ = act(st, 0, "preset", name=preset)
    st["seats"][0]["hand"] = []
    return st


def test_rio_113_solo_has_no_marker_and_no_reactions(dice: Dice) -> None:
    """RIO-113: solo has no marker and no reactions."""
    st = solo(feeling_mean=True)
    assert st["first_player"] is None and st["decision"] == {"seat": 0, "step": "aim"}
    st = turn_for(st, 0, (1, 10))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["hole"]["number"] == 1 and st["decision"] == {"seat": 0, "step": "design"}  # ends at once


def test_rio_115_three_holes_of_three_four_and_five_boards() -> None:
    """RIO-115: three holes of three four and five boards."""
    st = solo()
    assert st["solo_counts_used"] == [3]
    st["stage"] = "hole_end"
    st["decision"] = None
    st["turn"] = None
    from bot.engine import load_rng
    from bot.games.roll_in_one.turns import run

    run(st, load_rng(st["rng"]), [])
    offered = {a["name"] for a in GAME.legal_actions(st, 0) if a["type"] == "preset"}
    assert offered == {"Dogleg Right", "Lakeside", "Long Haul"}  # the 3-board Front Nine is used
    build = GAME.setup(1, {"course": "build"}, SEED)
    build["solo_counts_used"] = [3]
    build, _ = act(build, 0, "attach", port="TEE.p1", board="D1", board_port="p3")
    build, _ = act(build, 0, "attach", port="D1.p1", board="D2", board_port="p3")
    assert "finish" not in {a["type"] for a in GAME.legal_actions(build, 0)}  # 3 boards already played
    build, _ = act(build, 0, "attach", port="D2.p1", board="D3", board_port="p3")
    assert "finish" in {a["type"] for a in GAME.legal_actions(build, 0)}


def test_rio_115_a_card_before_holes_two_and_three() -> None:
    """RIO-115: a card before holes two and three."""
    st = GAME.setup(1, {"course": "preset"}, SEED)
    st, _ = act(st, 0, "preset", name="Front Nine")
    assert len(st["seats"][0]["hand"]) == 3
    st["stage"] = "hole_end"
    st["decision"] = None
    st["turn"] = None
    from bot.engine import load_rng
    from bot.games.roll_in_one.turns import run

    run(st, load_rng(st["rng"]), [])
    st, _ = act(st, 0, "preset", name="Dogleg Right")
    assert len(st["seats"][0]["hand"]) == 4


def test_rio_116_strokes_are_turns_plus_penalties(dice: Dice) -> None:
    """RIO-116: strokes are turns plus penalties."""
    st = turn_for(solo(), 0, (1, 8))
    give(st, 0, "C11")
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)  # water: 1 penalty
    st, _ = act(st, 0, "card", card="C11")  # a Mulligan replay is not an extra turn
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["hole"]["turns"] == 1 and st["seats"][0]["penalties"] == 1
    dice(["1", "2", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert st["history"][0]["scores"] == [3]  # 2 turns + 1 penalty
    assert st["seats"][0]["scores"] == [3]


def test_rio_116_hole_ends_after_30_turns(dice: Dice) -> None:
    """RIO-116: hole ends after 30 turns."""
    st = turn_for(solo(), 0, (1, 1))
    st["hole"]["turns"] = 29
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=2)
    assert st["history"][0]["scores"] == [30]


def test_rio_116_final_score_against_par(dice: Dice) -> None:
    """RIO-116: final score against par."""
    st = solo()
    st["solo_counts_used"] = [4, 5, 3]
    st["seats"][0]["scores"] = [5, 6]
    st["history"] = [{"par": 3.5}, {"par": 4.5}]
    st = turn_for(st, 0, (1, 10))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome["scores"] == [12.0] and "par 11" in outcome["text"]


def test_rio_117_survival_grant_and_card() -> None:
    """RIO-117: survival grant and card."""
    st = GAME.setup(1, {"mode": "solo_survival", "course": "preset"}, SEED)
    assert st["seats"][0]["hand"] == []
    st, _ = act(st, 0, "preset", name="Dogleg Right")  # TEE, D1, D4: 2 each; T1: 1
    assert len(st["seats"][0]["hand"]) == 1
    assert st["seats"][0]["tokens"] == 7 - 1  # the first turn already paid


def test_rio_118_tokens_pay_for_turns_and_penalties(dice: Dice) -> None:
    """RIO-118: tokens pay for turns and penalties."""
    st = solo("solo_survival")
    assert st["seats"][0]["tokens"] == 5
    st = turn_for(st, 0, (1, 8))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    st, _ = act(st, 0, "accept")  # water: paid as a token; the next turn pays 1
    assert st["seats"][0]["penalties"] == 0 and st["seats"][0]["tokens"] == 3
    st["seats"][0]["tokens"] = 0
    st = turn_for(st, 0, (1, 8))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=0)
    assert st["seats"][0]["tokens"] == 0 and GAME.outcome(st) is not None


def test_rio_119_survival_reroll_and_turn(dice: Dice) -> None:
    """RIO-119: survival reroll and turn."""
    st = turn_for(solo("solo_survival"), 0, (1, 4))
    st["seats"][0]["tokens"] = 4
    dice(["1", "1", "2", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    assert {a["type"] for a in GAME.legal_actions(st, 0)} == {"accept", "token_reroll", "token_turn"}
    st, _ = act(st, 0, "token_reroll")
    assert st["seats"][0]["tokens"] == 3
    assert st["decision"]["step"] == "roll"  # the failing 1 after 2 opens the window again
    assert st["turn"]["path"] == [[1, 4], [1, 5], [1, 6]]  # the reroll 2 beat 1
    st, _ = act(st, 0, "token_turn", turn="left")  # 3 tokens: SE → E, then the pending 1 resolves
    assert st["seats"][0]["tokens"] == 0 and st["last_turn"]["path"] == [[1, 4], [1, 5], [1, 6], [2, 6]]


def test_rio_120_survival_ends_out_of_tokens_or_starts_a_new_hole(dice: Dice) -> None:
    """RIO-120: survival ends out of tokens or starts a new hole."""
    st = turn_for(solo("solo_survival"), 0, (1, 10))
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    st, _ = act(st, 0, "accept")
    assert st["survival_holes"] == 1 and st["seats"][0]["tokens"] == 0
    assert st["decision"] == {"seat": 0, "step": "design"}
    hand = len(st["seats"][0]["hand"])
    st, _ = act(st, 0, "preset", name="Front Nine")
    assert len(st["seats"][0]["hand"]) == hand + 1 and st["seats"][0]["tokens"] == 5


def test_rio_121_survival_score_and_perfect_run(dice: Dice) -> None:
    """RIO-121: survival score and perfect run."""
    st = turn_for(solo("solo_survival"), 0, (1, 10))
    st["survival_holes"] = 17
    dice(["1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    st, _ = act(st, 0, "accept")
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome["winners"] == [0] and outcome["scores"] == [18.0]
    lost = turn_for(solo("solo_survival"), 0, (1, 1))
    lost["seats"][0]["tokens"] = 0
    dice(["D1"])
    lost, _ = act(lost, 0, "swing", club="9iron", dir=2)
    result = GAME.outcome(lost)
    assert result is not None and result["winners"] == [] and result["scores"] == [0.0]


def test_rio_037_a_solo_round_of_one_hole_plays_one_hole() -> None:
    """RIO-037 lowers RIO-114's three holes too: "Holes: 1" alone is one hole, and says so."""
    from bot.engine import BadOption
    from tests.discord.roll_in_one_policy import choose

    st = GAME.setup(1, {"course": "preset", "holes": 1}, SEED)
    assert GAME.view(st, None)["hole"]["of"] == 1
    memo: dict[object, object] = {}
    while GAME.outcome(st) is None:
        st, _ = GAME.apply(st, 0, choose(st, 0, GAME.legal_actions(st, 0), memo))
    assert st["solo_counts_used"] and len(st["solo_counts_used"]) == 1 and st["hole"]["number"] == 0
    assert GAME.view(GAME.setup(1, {"course": "preset"}, SEED), None)["hole"]["of"] == 3  # the default round
    with pytest.raises(BadOption, match="only lower"):
        GAME.setup(1, {"holes": 4}, SEED)
