"""Setup, options and the first player (RIO-006, RIO-034–RIO-039, RIO-041, RIO-091–RIO-093,
RIO-114, RIO-124, RIO-152, RIO-155)."""

from __future__ import annotations

import itertools

import pytest

from bot.engine import BadOption, load_rng, make_rng
from bot.games.roll_in_one import GAME
from bot.games.roll_in_one.data import CLUBS, GOLFERS, all_card_ids

from .helpers import SEED, act, preset_game, seeds


def test_rio_034_shuffled_deck_empty_discard() -> None:
    """RIO-034: shuffled deck empty discard."""
    st = GAME.setup(3, {}, SEED)
    rng = make_rng(SEED)
    deck = all_card_ids()
    rng.shuffle(deck)
    assert st["deck"] == deck and len(deck) == 29 and st["discard"] == []


def test_rio_035_dealt_golfers_after_the_shuffle() -> None:
    """RIO-035: dealt golfers after the shuffle."""
    st = GAME.setup(4, {}, SEED)
    rng = make_rng(SEED)
    rng.shuffle(all_card_ids())
    golfers = list(GOLFERS)
    rng.shuffle(golfers)
    assert [s["golfer"] for s in st["seats"]] == golfers[:4]
    assert st["shared_golfers"] == []


def test_rio_036_putter_rolls_lowest_first_ties_reroll() -> None:
    """RIO-036: putter rolls lowest first ties reroll."""
    for seed in seeds(20):
        st = GAME.setup(5, {}, seed)
        rounds = st["first_rolls"]
        last = dict((s, r) for s, r in rounds[-1])
        assert st["first_player"] == min(last, key=lambda s: last[s])
        assert list(last.values()).count(min(last.values())) == 1
        for earlier, later in itertools.pairwise(rounds):
            low = min(r for _s, r in earlier)
            assert sorted(s for s, _r in later) == sorted(s for s, r in earlier if r == low)
        assert all(r in (1, 2, 3, 4) for rolls in rounds for _s, r in rolls)
    assert any(len(GAME.setup(5, {}, s)["first_rolls"]) > 1 for s in seeds(20))
    assert CLUBS["putter"].faces == ("1", "2", "3", "4")


def test_rio_037_number_of_holes() -> None:
    """RIO-037: number of holes."""
    assert GAME.setup(2, {}, SEED)["holes_total"] == 4
    assert [GAME.setup(n, {}, SEED)["holes_total"] for n in (3, 4, 5)] == [3, 4, 5]
    assert GAME.setup(4, {"holes": 1}, SEED)["holes_total"] == 1
    with pytest.raises(BadOption, match="only lower"):
        GAME.setup(3, {"holes": 5}, SEED)


def test_rio_038_clockwise_is_ascending_and_wraps() -> None:
    """RIO-038: clockwise is ascending and wraps."""
    st = preset_game(players=4)
    st["hole"]["lead"] = 2
    from bot.games.roll_in_one.turns import round_order

    assert round_order(st) == [2, 3, 0, 1]


def test_rio_039_deal_three_then_one_in_turn_order() -> None:
    """RIO-039: deal three then one in turn order."""
    st = GAME.setup(3, {"course": "preset"}, SEED)
    deck = list(st["deck"])
    lead = st["first_player"]
    st, _ = act(st, lead, "preset", name="Front Nine")
    order = [lead, (lead + 1) % 3, (lead + 2) % 3]
    for i, seat in enumerate(order):
        assert st["seats"][seat]["hand"] == [deck[i], deck[i + 3], deck[i + 6]]
    assert len(st["deck"]) == 29 - 9


def test_rio_041_balls_start_on_the_tee_without_penalties() -> None:
    """RIO-041: balls start on the tee without penalties."""
    st = preset_game(players=5)
    assert all(b == {"cell": [1, 1], "holed": False} for b in st["balls"])
    assert all(s["penalties"] == 0 for s in st["seats"])


def test_rio_006_one_first_player_marker() -> None:
    """RIO-006: one first player marker."""
    st = GAME.setup(3, {}, SEED)
    assert st["first_player"] in (0, 1, 2)
    assert GAME.setup(1, {}, SEED)["first_player"] is None  # no marker in solo (RIO-113)


def test_rio_091_options_and_defaults() -> None:
    """RIO-091: options and defaults."""
    assert {k: o.default for k, o in GAME.options.items()} == {
        "mode": "auto",
        "golfers": "dealt",
        "ricochet": False,
        "handicap": False,
        "feeling_mean": False,
        "open_hands": False,
        "course": "any",
        "holes": 0,
        "pause_rolls": "landing",
        "auto_pass": False,
    }
    assert all(len(o.description) <= 100 for o in GAME.options.values())
    st = GAME.setup(3, {"ricochet": "yes"}, SEED)
    assert st["options"]["ricochet"] is True and st["mode"] == "standard"
    with pytest.raises(BadOption):
        GAME.setup(3, {"golfers": "shared4"}, SEED)
    with pytest.raises(BadOption):
        GAME.setup(3, {"colour": "red"}, SEED)


def test_rio_092_rio_124_chosen_golfers_in_reverse_turn_order() -> None:
    """RIO-092, RIO-124: chosen golfers in reverse turn order."""
    st = GAME.setup(4, {"golfers": "chosen"}, SEED)
    first = st["first_player"]
    order = [(first - i) % 4 for i in range(1, 5)]
    assert order[-1] == first
    for seat in order:
        assert st["decision"] == {"seat": seat, "step": "golfer"}
        legal = GAME.legal_actions(st, seat)
        taken = {s["golfer"] for s in st["seats"]} - {None}
        assert {a["golfer"] for a in legal} == set(GOLFERS) - taken
        st, _ = act(st, seat, "golfer", golfer=legal[-1]["golfer"])
    assert st["decision"] == {"seat": first, "step": "design"}
    assert len({s["golfer"] for s in st["seats"]}) == 4


def test_rio_093_shared_golfers() -> None:
    """RIO-093: shared golfers."""
    st = GAME.setup(3, {"golfers": "shared2"}, SEED)
    assert len(st["shared_golfers"]) == 2 and all(s["golfer"] is None for s in st["seats"])
    from bot.games.roll_in_one.common import has_golfer

    assert all(has_golfer(st, s, st["shared_golfers"][0]) for s in range(3))


def test_rio_114_solo_round_setup() -> None:
    """RIO-114: solo round setup."""
    st = GAME.setup(1, {}, SEED)
    assert st["mode"] == "solo_round" and len(st["seats"][0]["hand"]) == 3
    assert st["seats"][0]["golfer"] in GOLFERS
    chosen = GAME.setup(1, {"golfers": "chosen"}, SEED)
    assert chosen["decision"] == {"seat": 0, "step": "golfer"}


def test_rio_152_one_player_defaults_to_solo_round() -> None:
    """RIO-152: one player defaults to solo round."""
    assert GAME.setup(1, {}, SEED)["mode"] == "solo_round"
    for mode in ("standard", "campaign", "bumper"):
        with pytest.raises(BadOption):
            GAME.setup(1, {"mode": mode}, SEED)
    with pytest.raises(BadOption):
        GAME.setup(2, {"mode": "solo_survival"}, SEED)
    assert GAME.player_range({"mode": "solo_round"}) == (1, 1)
    assert GAME.player_range({"mode": "bumper"}) == (2, 5)


def test_rio_155_settings_start_and_change_only_at_own_aim() -> None:
    """RIO-155: settings start and change only at own aim."""
    st = preset_game(pause_rolls="always", auto_pass=True)
    assert all(s["settings"] == {"pause_rolls": "always", "auto_pass": True} for s in st["seats"])
    default = preset_game()
    assert default["seats"][0]["settings"] == {"pause_rolls": "landing", "auto_pass": False}
    seat = default["decision"]["seat"]
    settings = [a for a in GAME.legal_actions(default, seat) if a["type"] == "settings"]
    assert len(settings) == 3
    after, _ = act(default, seat, "settings", pause_rolls="never")
    assert after["seats"][seat]["settings"]["pause_rolls"] == "never"
    assert after["decision"] == default["decision"]  # the aim decision continues
    assert load_rng(after["rng"]).getstate() == load_rng(default["rng"]).getstate()
    design = GAME.setup(3, {}, SEED)
    assert not [a for a in GAME.legal_actions(design, design["decision"]["seat"]) if a["type"] == "settings"]
