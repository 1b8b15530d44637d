"""Campaign and bumper golf (RIO-104–RIO-112, RIO-150, RIO-153) on a straight column course:
TEE, D1, D2, D3, D4 stacked (q 0–3, r 0–19) with greens at (1,8), (0,14) and (3,19)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction, State
from bot.games.roll_in_one import GAME

from .helpers import SEED, Dice, act, cell, give, put, turn_for

COLUMN = (("TEE.p1", "D1", "p3"), ("D1.p1", "D2", "p3"), ("D2.p1", "D3", "p3"), ("D3.p1", "D4", "p3"))
GREENS = (("D2", [1, 8]), ("D3", [0, 14]), ("D4", [3, 19]))


def column_game(mode: str, players: int = 3, **options: object) -> State:
    st = GAME.setup(players, {"mode": mode, "course": "build", **options}, SEED)
    designer = st["decision"]["seat"]
    for port, board, board_port in COLUMN:
        st, _ = act(st, designer, "attach", port=port, board=board, board_port=board_port)
    st, _ = act(st, designer, "finish")
    for board, green in GREENS:
        st, _ = act(st, designer, "green", board=board, cell=green)
    st, _ = act(st, designer, "confirm")
    for seat in st["seats"]:
        seat["golfer"] = None
        seat["hand"] = []
    st["hole"]["lead"] = 0
    return st


def test_rio_104_campaign_course_of_four_to_eight_boards_three_greens() -> None:
    """RIO-104: campaign course of four to eight boards three greens."""
    st = GAME.setup(2, {"mode": "campaign", "course": "build"}, SEED)
    designer = st["decision"]["seat"]
    for i, (port, board, board_port) in enumerate(COLUMN):
        finish = "finish" in {a["type"] for a in GAME.legal_actions(st, designer)}
        assert finish == (i >= 4)
        st, _ = act(st, designer, "attach", port=port, board=board, board_port=board_port)
    assert "finish" in {a["type"] for a in GAME.legal_actions(st, designer)}
    assert "attach" in {a["type"] for a in GAME.legal_actions(st, designer)}  # up to 8
    st, _ = act(st, designer, "finish")
    st, _ = act(st, designer, "green", board="D2", cell=[1, 8])
    with pytest.raises(IllegalAction, match="already a green"):
        act(st, designer, "green", board="D2", cell=[1, 8])
    assert "confirm" not in {a["type"] for a in GAME.legal_actions(st, designer)}
    st, _ = act(st, designer, "green", board="D3", cell=[0, 14])
    st, _ = act(st, designer, "green", board="D4", cell=[3, 19])
    st, _ = act(st, designer, "confirm")
    assert all(len(s["hand"]) == 3 for s in st["seats"]) and st["holes_total"] == 1


def test_rio_105_campaign_greens_reached_draw_a_card_balls_stay(dice: Dice) -> None:
    """RIO-105: campaign greens reached draw a card balls stay."""
    st = turn_for(column_game("campaign"), 0, (1, 7))
    st["seats"][0]["penalties"] = 2
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert st["seats"][0]["greens_reached"] == [0] and len(st["seats"][0]["hand"]) == 1
    assert cell(st, 0) == (1, 8) and not st["balls"][0]["holed"]
    assert st["seats"][0]["penalties"] == 2  # kept all game
    st = turn_for(st, 0, (1, 7))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert st["seats"][0]["greens_reached"] == [0] and len(st["seats"][0]["hand"]) == 1  # no second draw


def test_rio_106_rio_153_finisher_gives_others_n_turns(dice: Dice) -> None:
    """RIO-106, RIO-153: finisher gives others n turns."""
    st = column_game("campaign")
    st["seats"][0]["greens_reached"] = [1, 2]
    st["seats"][0]["penalties"] = 2
    st = turn_for(st, 0, (1, 7))
    dice(["D1"])
    st, events = act(st, 0, "swing", club="9iron", dir=5)
    assert any(e["type"] == "extra" for e in events)
    played = []
    while GAME.outcome(st) is None:
        seat = st["decision"]["seat"]
        played.append(seat)
        dice(["D1"])
        st, _ = act(st, seat, "swing", club="9iron", dir=2)
    assert played == [1, 2, 1, 2]
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome["winners"] == [0] and outcome["ranking"][0] == [0]


def test_rio_106_no_penalties_ends_the_game_at_once(dice: Dice) -> None:
    """RIO-106: no penalties ends the game at once."""
    st = column_game("campaign")
    st["seats"][0]["greens_reached"] = [1, 2]
    st = turn_for(st, 0, (1, 7))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert GAME.outcome(st) is not None and GAME.to_act(st) == []


def test_rio_150_game_ends_when_everyone_left_has_finished(dice: Dice) -> None:
    """RIO-150: game ends when everyone left has finished."""
    st = column_game("campaign", players=2)
    st["seats"][0]["greens_reached"] = [1, 2]
    st["seats"][0]["penalties"] = 3
    st["seats"][1]["greens_reached"] = [1, 2]
    st["seats"][1]["penalties"] = 1
    put(st, 1, (1, 7))
    st = turn_for(st, 0, (1, 7))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert st["decision"]["seat"] == 1
    dice(["D1"])
    st, _ = act(st, 1, "swing", club="9iron", dir=5)  # seat 1 also reaches its third green
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome["winners"] == [1]  # fewer penalty tokens
    assert outcome["ranking"] == [[1], [0]]


def test_rio_107_campaign_round_cap(dice: Dice) -> None:
    """RIO-107: campaign round cap."""
    st = column_game("campaign")
    st["round"] = 60
    st["seats"][1]["greens_reached"] = [0, 1]
    st["seats"][2]["greens_reached"] = [2, 1]
    st["seats"][2]["penalties"] = 1
    st = turn_for(st, 2, (1, 1))
    dice(["D1"])
    st, _ = act(st, 2, "swing", club="9iron", dir=2)
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome["winners"] == [1] and outcome["ranking"] == [[1], [2], [0]]


def test_rio_112_no_holing_no_round_20_no_presets_in_campaign_and_bumper(dice: Dice) -> None:
    """RIO-112: no holing no round 20 no presets in campaign and bumper."""
    st = column_game("bumper")
    st["round"] = 20
    st = turn_for(st, 2, (1, 1))
    dice(["D1"])
    st, _ = act(st, 2, "swing", club="9iron", dir=2)
    assert st["round"] == 21 and GAME.outcome(st) is None
    assert GAME.setup(2, {"mode": "campaign"}, SEED)["holes_total"] == 1
    fresh_game = GAME.setup(3, {"mode": "bumper"}, SEED)
    assert "preset" not in {a["type"] for a in GAME.legal_actions(fresh_game, fresh_game["decision"]["seat"])}


def test_rio_108_bumper_course_is_tee_plus_four() -> None:
    """RIO-108: bumper course is tee plus four."""
    st = GAME.setup(3, {"mode": "bumper", "course": "build"}, SEED)
    designer = st["decision"]["seat"]
    for port, board, board_port in COLUMN[:3]:
        st, _ = act(st, designer, "attach", port=port, board=board, board_port=board_port)
    assert "finish" not in {a["type"] for a in GAME.legal_actions(st, designer)}
    port, board, board_port = COLUMN[3]
    st, _ = act(st, designer, "attach", port=port, board=board, board_port=board_port)
    assert {a["type"] for a in GAME.legal_actions(st, designer)} == {"undo", "finish"}


def test_rio_109_bumper_hits_cost_a_token_even_when_blocked(dice: Dice) -> None:
    """RIO-109: bumper hits cost a token even when blocked."""
    st = column_game("bumper")
    put(st, 1, (1, 7))
    put(st, 2, (3, 18))
    st = turn_for(st, 0, (1, 6))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert st["seats"][1]["penalties"] == 0  # pushed onto green 1: +1 hit, −1 green landing
    assert st["seats"][1]["green_landings"] == 1
    blocked = turn_for(column_game("bumper"), 0, (2, 18))
    put(blocked, 2, (3, 18))
    dice(["D1"])
    blocked, _ = act(blocked, 0, "swing", club="9iron", dir=0)
    assert cell(blocked, 0) == cell(blocked, 2) == (3, 18) and blocked["seats"][2]["penalties"] == 1


def test_rio_110_bumper_green_landing_moves_the_green(dice: Dice) -> None:
    """RIO-110: bumper green landing moves the green."""
    st = column_game("bumper")
    st["seats"][0]["penalties"] = 2
    st = turn_for(st, 0, (1, 7))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert st["decision"] == {"seat": 0, "step": "green_move"}
    assert st["seats"][0]["penalties"] == 1 and len(st["seats"][0]["hand"]) == 1
    targets = {tuple(a["cell"]) for a in GAME.legal_actions(st, 0)}
    assert targets and all(abs(q - 1) + abs(r - 8) + abs(q + r - 9) >= 12 for q, r in targets)
    assert (0, 14) not in targets and (1, 1) not in targets
    st, _ = act(st, 0, "move_green", board="D4", cell=[1, 16])
    assert st["hole"]["greens"][0] == [1, 16] and cell(st, 0) == (1, 8)


def test_rio_110_pushed_owner_moves_the_green_in_another_turn(dice: Dice) -> None:
    """RIO-110: pushed owner moves the green in another turn."""
    st = column_game("bumper")
    put(st, 1, (1, 7))
    st = turn_for(st, 0, (1, 6))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert st["decision"] == {"seat": 1, "step": "green_move"}
    assert GAME.view(st, None)["decision"] == {"seat": 1, "step": "landing"}


def test_rio_111_rio_153_bumper_ends_at_six_tokens(dice: Dice) -> None:
    """RIO-111, RIO-153: bumper ends at six tokens."""
    st = column_game("bumper")
    st["seats"][0]["penalties"] = 5
    st["seats"][1]["penalties"] = 2
    st["seats"][2]["penalties"] = 2
    st["seats"][2]["green_landings"] = 1
    st = turn_for(st, 0, (0, 1))
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=3)  # OOB: the sixth token
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome["winners"] == [2] and outcome["ranking"] == [[2], [1], [0]]
    capped = column_game("bumper")
    capped["round"] = 30
    capped = turn_for(capped, 2, (1, 1))
    dice(["D1"])
    capped, _ = act(capped, 2, "swing", club="9iron", dir=2)
    assert GAME.outcome(capped) is not None


def test_rio_085_waterproof_recharges_on_a_green_in_bumper(dice: Dice) -> None:
    """RIO-085: waterproof recharges on a green in bumper."""
    st = column_game("bumper")
    st["seats"][0]["golfer"] = "G3"
    st["seats"][0]["waterproof_used"] = True
    st = turn_for(st, 0, (1, 7))
    give(st, 0)
    dice(["D1"])
    st, _ = act(st, 0, "swing", club="9iron", dir=5)
    assert st["seats"][0]["waterproof_used"] is False
