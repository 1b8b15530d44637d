"""Decisions and information (RIO-122, RIO-133–RIO-135)."""

from __future__ import annotations

import json

import pytest

from bot.engine import IllegalAction, State
from bot.games.roll_in_one import GAME

from .helpers import SEED, Dice, act, give, preset_game, turn_for


def secrets_of(st: State) -> list[str]:
    """Card instance ids in hands and the deck, and every seat's private settings."""
    hidden = [c for s in st["seats"] for c in s["hand"]] + list(st["deck"])
    return [*hidden, '"pause_rolls"', '"auto_pass"', '"deck"', '"rng"', '"settings"']


def test_rio_122_exactly_one_seat_decides() -> None:
    """RIO-122: exactly one seat decides."""
    st = preset_game()
    seat = st["decision"]["seat"]
    assert GAME.to_act(st) == [seat]
    others = [s for s in range(3) if s != seat]
    assert all(GAME.legal_actions(st, s) == [] for s in others)
    with pytest.raises(IllegalAction, match="isn't your turn"):
        act(st, others[0], "swing", club="wood", dir=0)
    assert "resign" not in {a["type"] for a in GAME.legal_actions(st, seat)}


def test_rio_133_public_view_shows_the_table(dice: Dice) -> None:
    """RIO-133: public view shows the table."""
    st = turn_for(preset_game(handicap=True, golfers="dealt"), 0, (1, 4))
    give(st, 0, "C1")
    st["seats"][0]["settings"]["pause_rolls"] = "always"
    dice(["2", "1", "1"])
    st, _ = act(st, 0, "swing", club="putter", dir=5)
    view = GAME.view(st, None)
    for key in ("hole", "course", "balls", "turn", "seats", "deck_size", "discard", "decision", "history"):
        assert key in view
    assert view["hole"]["number"] == 1 and view["hole"]["par"] == 3 and view["hole"]["designer"] in (0, 1, 2)
    assert len(view["course"]["cells"]) == 48 and view["course"]["greens"] == [[1, 11]]
    assert view["turn"]["club"] == "putter" and view["turn"]["aim"] == 5 and view["turn"]["beat"] == 0
    assert view["turn"]["rolls"] == [{"club": "putter", "face": "2", "note": "pending"}]
    assert view["decision"] == {"seat": 0, "step": "flight"}  # not which option opened the window
    seat = view["seats"][0]
    for key in ("penalties", "handicap", "tokens", "hand_size", "scores", "total", "golfer", "greens_reached"):
        assert key in seat
    assert seat["hand_size"] == 1 and seat["handicap"] == 6
    st, _ = act(st, 0, "card", card="C1")
    view = GAME.view(st, None)
    assert view["discard"] == ["C1"] and view["turn"]["cards"][0]["name"] == "Deep Breath"


def test_rio_134_private_view_holds_only_own_secrets() -> None:
    """RIO-134: private view holds only own secrets."""
    st = GAME.setup(3, {"course": "preset"}, SEED)
    st, _ = act(st, st["first_player"], "preset", name="Front Nine")
    mine = GAME.view(st, 1)
    assert mine["seat"] == 1
    assert set(mine["private"]) == {"hand", "settings"}
    assert [c["kind"] for c in mine["private"]["hand"]] == [c.split("#")[0] for c in st["seats"][1]["hand"]]
    assert mine["private"]["settings"] == {"pause_rolls": "landing", "auto_pass": False}
    public = GAME.view(st, None)
    assert {k: v for k, v in mine.items() if k not in ("seat", "private")} == public


def test_rio_135_public_view_hides_hands_deck_seed_and_settings() -> None:
    """RIO-135: public view hides hands deck seed and settings."""
    st = GAME.setup(4, {"course": "preset"}, SEED)
    st, _ = act(st, st["first_player"], "preset", name="Lakeside")
    text = json.dumps(GAME.view(st, None), sort_keys=True)
    for secret in secrets_of(st):
        assert secret not in text
    assert str(SEED) not in text
    assert json.dumps(GAME.view(st, 2)["private"]) not in json.dumps(GAME.view(st, 3))
