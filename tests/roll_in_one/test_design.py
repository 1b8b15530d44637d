"""Hole design (RIO-024–RIO-033, RIO-123, RIO-137, RIO-138, RIO-151, RIO-154)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction, State, load_rng
from bot.gamedata import DataError
from bot.games.roll_in_one import GAME, design
from bot.games.roll_in_one.common import course, greens, terrain
from bot.games.roll_in_one.data import PRESETS, TEE_SPACE
from bot.hexgrid import distance

from .helpers import SEED, act, preset_game, seeds

LONG_HAUL = (("TEE.p1", "D3", "p3"), ("D3.p1", "D1", "p3"), ("D1.p2", "D2", "p4"), ("D2.p3", "T2", "p1"))


def designer(st: State) -> int:
    return int(st["decision"]["seat"])


def build(st: State, *attachments: tuple[str, str, str]) -> State:
    for port, board, board_port in attachments:
        st, _ = act(st, designer(st), "attach", port=port, board=board, board_port=board_port)
    return st


def types(st: State) -> set[str]:
    return {a["type"] for a in GAME.legal_actions(st, designer(st))}


def test_rio_024_marker_holder_designs() -> None:
    """RIO-024: marker holder designs."""
    st = GAME.setup(4, {}, SEED)
    assert st["decision"] == {"seat": st["first_player"], "step": "design"}
    solo = GAME.setup(1, {}, SEED)
    assert solo["decision"] == {"seat": 0, "step": "design"}


def test_rio_025_methods_and_course_option() -> None:
    """RIO-025: methods and course option."""
    st = GAME.setup(3, {}, SEED)
    assert types(st) == {"attach", "random", "preset"}
    assert types(GAME.setup(3, {"course": "build"}, SEED)) == {"attach"}
    assert types(GAME.setup(3, {"course": "random"}, SEED)) == {"random"}
    assert types(GAME.setup(3, {"course": "preset"}, SEED)) == {"preset"}


def test_rio_026_build_and_undo() -> None:
    """RIO-026: build and undo."""
    st = GAME.setup(3, {"course": "build"}, SEED)
    st = build(st, ("TEE.p1", "D1", "p3"))
    assert st["hole"]["boards"][-1] == {"id": "D1", "k": 0, "t": [0, 4]}
    assert "undo" in types(st) and "random" not in types(st)
    st, events = act(st, designer(st), "undo")
    assert st["hole"]["boards"] == [{"id": "TEE", "k": 0, "t": [0, 0]}]
    assert events[0]["type"] == "undo"
    assert any(a["port"] == "TEE.p1" for a in GAME.legal_actions(st, designer(st)))  # reopened


def test_rio_027_two_to_four_boards() -> None:
    """RIO-027: two to four boards."""
    st = GAME.setup(3, {"course": "build"}, SEED)
    st = build(st, ("TEE.p1", "D1", "p3"))
    assert "finish" not in types(st)
    st = build(st, ("D1.p1", "D2", "p3"))
    assert "finish" in types(st)
    st = build(st, ("D2.p1", "D3", "p3"), ("D3.p1", "D4", "p3"))
    assert "attach" not in types(st) and "finish" in types(st)
    with pytest.raises(IllegalAction, match="No more boards"):
        act(st, designer(st), "attach", port="D4.p1", board="D5", board_port="p3")


def test_rio_028_green_off_the_tee_board_then_confirm() -> None:
    """RIO-028: green off the tee board then confirm."""
    st = GAME.setup(3, {"course": "build"}, SEED)
    st = build(st, ("TEE.p1", "D1", "p3"), ("D1.p1", "D2", "p3"))
    st, _ = act(st, designer(st), "finish")
    greens_offered = [a for a in GAME.legal_actions(st, designer(st)) if a["type"] == "green"]
    assert len(greens_offered) == 32 and {a["board"] for a in greens_offered} == {"D1", "D2"}
    with pytest.raises(IllegalAction, match="TEE board"):
        act(st, designer(st), "green", board="TEE", cell=[1, 1])
    with pytest.raises(IllegalAction, match="course cell"):
        act(st, designer(st), "green", board="D2", cell=[9, 9])
    st, _ = act(st, designer(st), "green", board="D2", cell=[1, 11])
    assert types(st) == {"confirm", "undo"}
    st, _ = act(st, designer(st), "confirm")
    assert st["hole"]["confirmed"] and st["decision"]["step"] in ("aim", "nudge")


def test_rio_029_green_has_no_terrain() -> None:
    """RIO-029: green has no terrain."""
    st = preset_game()
    assert course(st).terrain[(1, 11)] == "rough" and terrain(st, (1, 11)) == "green"
    st["hole"]["greens"] = [[1, 10]]  # a water cell under the green
    assert course(st).terrain[(1, 10)] == "water"
    assert terrain(st, (1, 10)) == "green"


def test_rio_030_random_attachments_lead_away_from_the_tee() -> None:
    """RIO-030: random attachments lead away from the tee."""
    for seed in seeds(6):
        st = GAME.setup(3, {"course": "random"}, seed)
        st, _ = act(st, designer(st), "random")
        n = len(st["hole"]["attachments"])
        assert 2 <= n <= 4
        reach = [max(distance(c, TEE_SPACE) for c in course(_prefix(st, i)).terrain) for i in range(n + 1)]
        assert reach == sorted(reach) and len(set(reach)) == n + 1  # every board reached farther


def _prefix(st: State, i: int) -> State:
    return {**st, "hole": {**st["hole"], "boards": st["hole"]["boards"][: i + 1]}}


def test_rio_030_random_uses_the_rng_in_order() -> None:
    """RIO-030: random uses the rng in order."""
    st = GAME.setup(3, {"course": "random"}, SEED)
    rng = load_rng(st["rng"])
    n = rng.choice([2, 3, 4])
    after, _ = act(st, designer(st), "random")
    assert len(after["hole"]["attachments"]) == n


def test_rio_031_random_green_farthest_and_spread() -> None:
    """RIO-031: random green farthest and spread."""
    st = GAME.setup(3, {"course": "random"}, SEED)
    st, _ = act(st, designer(st), "random")
    green = greens(st)[0]
    cells = [c for b, c in design.green_cells({**st, "hole": {**st["hole"], "greens": []}})]
    assert distance(green, TEE_SPACE) == max(distance(c, TEE_SPACE) for c in cells)
    camp = GAME.setup(2, {"mode": "campaign", "course": "random"}, SEED)
    camp, _ = act(camp, designer(camp), "random")
    g1, g2, g3 = greens(camp)
    assert len(camp["hole"]["attachments"]) == 6 and len({g1, g2, g3}) == 3
    free = [c for b, c in design.green_cells({**camp, "hole": {**camp["hole"], "greens": []}})]
    assert min(distance(g2, a) for a in (TEE_SPACE, g1)) == max(
        min(distance(c, a) for a in (TEE_SPACE, g1)) for c in free
    )
    anchors = (TEE_SPACE, g1, g2)
    best = max(min(distance(c, a) for a in anchors) for c in free if c not in (g1, g2))
    assert min(distance(g3, a) for a in anchors) == best


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p["name"])
def test_rio_032_presets_build_exactly(preset: dict[str, object]) -> None:
    """RIO-032: presets build exactly."""
    st = preset_game(preset=str(preset["name"]))
    assert st["hole"]["boards"][1:] == preset["placements"]
    assert greens(st) == [tuple(preset["green"]["global"])]  # type: ignore[index]
    assert len(course(st).terrain) == preset["cells"]
    assert distance(TEE_SPACE, greens(st)[0]) == preset["tee_green_distance"]
    assert st["hole"]["par"] == preset["par"]


def test_rio_033_design_steps_are_public_events_and_views() -> None:
    """RIO-033: design steps are public events and views."""
    st = GAME.setup(3, {"course": "build"}, SEED)
    seat = designer(st)
    st2, events = act(st, seat, "attach", port="TEE.p1", board="D1", board_port="p3")
    assert events[0]["type"] == "attach" and "Diamond 1" in events[0]["text"]
    public = GAME.view(st2, None)
    assert {"id": "D1", "name": "Diamond 1", "k": 0, "t": [0, 4]} in public["course"]["boards"]
    assert any(p["name"] == "D1.p1" for p in public["course"]["open_ports"])
    assert len(public["course"]["cells"]) == 32


def test_rio_123_design_selects_fit_discord() -> None:
    """RIO-123: port, board and board-port selects each ≤ 25 options, only legal ones."""
    st = GAME.setup(3, {"course": "build"}, SEED)
    attaches = [a for a in GAME.legal_actions(st, designer(st)) if a["type"] == "attach"]
    assert {a["port"] for a in attaches} == {"TEE.p1", "TEE.p2", "TEE.p3", "TEE.p4"}
    for field in ("port", "board", "board_port"):
        assert len({a[field] for a in attaches}) <= 25
    assert all(len(a["label"]) <= 80 for a in attaches)
    st = build(st, ("TEE.p1", "D1", "p3"), ("D1.p1", "D2", "p3"))
    st, _ = act(st, designer(st), "finish")
    by_board: dict[str, int] = {}
    for a in GAME.legal_actions(st, designer(st)):
        if a["type"] == "green":
            by_board[a["board"]] = by_board.get(a["board"], 0) + 1
    assert max(by_board.values()) <= 25


def test_rio_137_finish_allowed_when_no_port_is_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """RIO-137: finish allowed when no port is open."""
    st = GAME.setup(3, {"course": "build"}, SEED)
    st = build(st, ("TEE.p1", "D1", "p3"))
    monkeypatch.setattr(design, "_legal", lambda _st: ())
    assert "finish" in types(st)
    random_st = GAME.setup(3, {"course": "random"}, SEED)
    random_st, _ = act(random_st, designer(random_st), "random")
    assert len(random_st["hole"]["attachments"]) == 0  # random stops with fewer boards


def test_rio_138_design_refusals_name_the_reason() -> None:
    """RIO-138: design refusals name the reason."""
    st = GAME.setup(3, {"course": "build"}, SEED)
    st = build(st, ("TEE.p1", "D1", "p3"))
    with pytest.raises(IllegalAction, match="D1 is already on the course"):
        act(st, designer(st), "attach", port="TEE.p2", board="D1", board_port="p4")
    with pytest.raises(IllegalAction, match="already used"):
        act(st, designer(st), "attach", port="TEE.p1", board="D2", board_port="p3")
    with pytest.raises(IllegalAction, match="Finish needs 2, 3, 4 boards"):
        act(st, designer(st), "finish")
    # Long Haul built by hand in campaign (which allows a fifth board): D3.p2 ← D4.p4 overlaps T2
    camp = GAME.setup(2, {"mode": "campaign", "course": "build"}, SEED)
    camp = build(camp, *LONG_HAUL)
    with pytest.raises(IllegalAction, match="D4 would overlap T2"):
        act(camp, designer(camp), "attach", port="D3.p2", board="D4", board_port="p4")


def test_rio_151_preset_acts_as_random_in_campaign_and_bumper() -> None:
    """RIO-151: preset acts as random in campaign and bumper."""
    for mode in ("campaign", "bumper"):
        st = GAME.setup(3, {"mode": mode, "course": "preset"}, SEED)
        assert types(st) == {"random"}
        st, _ = act(st, designer(st), "random")
        assert len(st["hole"]["greens"]) == 3
        assert len(st["hole"]["attachments"]) == (6 if mode == "campaign" else 4)


def test_rio_154_solo_round_random_and_presets_honour_unused_counts() -> None:
    """RIO-154: solo round random and presets honour unused counts."""
    st = GAME.setup(1, {"course": "preset"}, SEED)
    assert {a["name"] for a in GAME.legal_actions(st, 0)} == {p["name"] for p in PRESETS}
    st["solo_counts_used"] = [4]
    assert {a["name"] for a in GAME.legal_actions(st, 0)} == {"Front Nine", "Long Haul"}
    for seed in seeds(4):
        random_st = GAME.setup(1, {"course": "random"}, seed)
        random_st["solo_counts_used"] = [3, 5]
        random_st, _ = act(random_st, 0, "random")
        assert len(random_st["hole"]["boards"]) == 4


def test_rio_032_preset_data_is_checked_at_import(monkeypatch: pytest.MonkeyPatch) -> None:
    """RIO-032: a preset whose listed placements don't follow from its attachments is refused."""
    broken = [dict(PRESETS[0], placements=[{"id": "D1", "k": 1, "t": [0, 4]}, PRESETS[0]["placements"][1]])]
    monkeypatch.setattr(design, "PRESETS", broken)
    with pytest.raises(DataError, match="Front Nine"):
        design._check_presets()
