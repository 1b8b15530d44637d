"""Camp rules everywhere, the end, teams, views, edge cases and refusals (RNP §14–16, §18, §19)."""

from __future__ import annotations

import json

from bot.games.north_pole import GAME
from tests.north_pole.helpers import act, deal, refused, scenario, texts


def empty_stack(state: dict) -> None:
    state["set_aside"] += state["stack"]
    state["stack"] = []


def test_rnp_115_no_ambush_of_any_kind() -> None:
    """RNP-115: no Slings; B cards only move."""
    state = scenario()
    state["pawns"].update({"orange1": "e3", "blue1": "e5"})
    empty_stack(state)
    deal(state, S1="C085", S2="C079")
    assert not [t for t in texts(state) if "sling" in t]
    assert refused(state, "play S1 orange1 sling N") == "No ambush is possible once the compass stack is empty."


def test_rnp_116_pawns_share_squares() -> None:
    """RNP-116: pawns no longer block or get ambushed; Holes still block."""
    state = scenario()
    state["pawns"].update({"orange1": "e2", "blue1": "e3", "orange2": "e4"})
    state["holes"] = {"f2": "T27"}
    empty_stack(state)
    deal(state, S1="C047", S2="C001")
    assert "play S1 orange1 e2>e3>e4" in texts(state)
    assert "play S2 orange1 e2>f2" not in texts(state)
    after, _ = act(state, "play S1 orange1 e2>e3>e4")
    assert after["pawns"]["orange1"] == after["pawns"]["orange2"] == "e4" and after["pawns"]["blue1"] == "e3"


def test_rnp_117_rnp_136_winning_stops_everything() -> None:
    """RNP-117/136: the last pawn into P wins at once; no token, no card disposal, no weather."""
    state = scenario(disc="NE")
    for pawn in ("orange1", "orange2", "orange3"):
        state["pawns"][pawn] = "pole"
    state["pawns"]["orange4"] = "e5"
    deal(state, S1="C009")
    token = state["score_token"]
    after, _ = act(state, "play S1 orange4 e5>P")
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome["winners"] == [0]
    assert after["score_token"] == token and "C009" not in after["storm"]
    assert GAME.to_act(after) == [] and GAME.legal_actions(after, 0) == []


def test_rnp_118_ranking() -> None:
    """RNP-118: others ranked by pawns at the Pole, then fewer on the ship; ties share."""
    state = scenario(players=4, disc="NE")
    state["pawns"].update({"orange1": "pole", "orange2": "e5", "blue1": "pole", "black1": "pole"})
    state["pawns"].update({"blue2": "a5", "white1": "a6", "white2": "a7"})
    deal(state, S1="C001")
    after, _ = act(state, "play S1 orange2 e5>P")
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome["ranking"] == [[0], [1], [2], [3]]
    assert outcome["scores"] == [2.0, 1.0, 1.0, 0.0]


def test_rnp_119_round_cap() -> None:
    """RNP-119: after 100 rounds the most pawns at the Pole win; ties share."""
    state = scenario()
    state["pawns"].update({"orange1": "pole", "blue1": "pole", "blue2": "pole"})
    state["turn"].update({"seat": 1, "round": 100, "phase": "window", "start_seat": 0})
    after, events = act(state, "end", seat=1)
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome["winners"] == [1]
    assert any(e["type"] == "cap" for e in events)
    tied = scenario()
    tied["turn"].update({"seat": 1, "round": 100, "phase": "window", "start_seat": 0})
    after, _ = act(tied, "end", seat=1)
    assert GAME.outcome(after)["winners"] == [0, 1]  # type: ignore[index]


def test_rnp_120_team_setup() -> None:
    """RNP-120: 4 players, S+N against W+E, 3 pawns each, team disc, threshold 12."""
    state = GAME.setup(4, {"teams": True}, 123_456_789_01)
    assert [s["team"] for s in state["seats"]] == [0, 1, 0, 1]
    assert state["threshold"] == 12 and state["disc"] in ("NE+SW", "NW+SE")
    assert len(GAME.view(state, None)["gates"]) == 2


def test_rnp_121_team_wins_with_all_six() -> None:
    """RNP-121: a seat finishing its own 3 does not win; the team's 6th pawn does."""
    state = scenario(players=4, teams=True, disc="NE+SW")
    state["pawns"].update({"orange1": "pole", "orange2": "pole", "orange3": "e5"})
    deal(state, S1="C001")
    after, _ = act(state, "play S1 orange3 e5>P")
    assert GAME.outcome(after) is None
    state["pawns"].update({"black1": "pole", "black2": "pole", "black3": "pole"})
    after, _ = act(state, "play S1 orange3 e5>P")
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome["winners"] == [0, 2]


def test_rnp_122_partners_are_not_opposing() -> None:
    """RNP-122: no ambush on the partner, by own pawns or the bear."""
    state = scenario(players=4, teams=True)
    state["pawns"].update({"orange1": "e3", "black1": "e2", "bear": "f2", "blue1": "e4"})
    deal(state, S1="C053")
    assert refused(state, "play S1 orange1 e3>e2") == "You may only ambush an opposing pawn."
    assert refused(state, "play S1 bear f2>e2") == "You may only ambush an opposing pawn."
    assert "play S1 orange1 e3>e4" in texts(state)


def test_rnp_123_seats_use_only_their_own_things() -> None:
    """RNP-123: a partner's pawns and camp are not the seat's."""
    state = scenario(players=4, teams=True)
    state["pawns"].update({"black1": "e8", "orange1": "e8"})
    deal(state, S1="C001")
    assert refused(state, "play S1 black1 e8>e7") == "You may only move your own pawns or the Polar Bear."
    assert "play S1 orange1 e8>e9" not in texts(state)


def test_rnp_126_rnp_127_public_view() -> None:
    """RNP-126: what the public view shows; RNP-127: never the hidden cards, tokens or the RNG."""
    state = GAME.setup(3, {}, 987_654_321_123)
    view = GAME.view(state, None)
    for key in ("r", "cracks", "disc", "gates", "pawns", "holes", "igloos", "slots", "storm", "storm_total",
                "threshold", "discard", "draw_count", "next_storm", "stack_count", "corner_tokens",
                "score_token", "set_aside_count", "token_discard", "seats", "turn"):  # fmt: skip
        assert key in view
    text = json.dumps(view)
    hidden = state["draw"] + state["stack"] + state["set_aside"] + list(state["corner_tokens"].values())
    hidden.append(state["score_token"])
    assert not [h for h in hidden if h in text]
    assert "rng" not in view and "987654321123" not in text
    assert view["corner_tokens"] == ["a1", "a8", "h1", "h8"] and view["score_token"] is True


def test_rnp_128_private_view_adds_nothing() -> None:
    """RNP-128: a seat's view is the public view plus an empty private part."""
    state = GAME.setup(2, {}, 555_555_555_5)
    mine = GAME.view(state, 1)
    assert mine["private"] == {} and mine["seat"] == 1
    assert {k: v for k, v in mine.items() if k not in ("private", "seat")} == GAME.view(state, None)


def test_rnp_132_pawn_on_a_gate_blocks_it() -> None:
    """RNP-132: a pawn on the gate blocks a Dash-2 through it; camp rules lift that."""
    state = scenario(disc="NE")
    state["pawns"].update({"orange1": "f5", "blue1": "e5"})
    deal(state, S1="C047")
    assert "play S1 orange1 f5>e5>P" not in texts(state)
    empty_stack(state)
    assert "play S1 orange1 f5>e5>P" in texts(state)


def test_rnp_133_unseated_sides_rotate_and_refill_and_can_be_copied() -> None:
    """RNP-133: with 2 players the W and E slots refill and can be copied by an Emergency."""
    state = scenario()
    state["pawns"]["orange1"] = "e3"
    deal(state, S1="C101", W1="C047", E1=None)
    assert "play S1 copy W1 orange1 e3>e2>e1" in texts(state)
    state["turn"]["phase"] = "window"
    after, _ = act(state, "end")
    assert after["slots"]["E1"] is not None


def test_rnp_137_leaving_a_standard_game() -> None:
    """RNP-137: pawns and tokens leave, turns are skipped; the last seat wins."""
    state = scenario(players=3)
    state["pawns"].update({"blue1": "e3", "blue2": "z3"})
    state["seats"][1]["backpack"] = {"token": "T13", "card": state["draw"].pop(5)}
    state["seats"][1]["equipment"].append("T13")
    after, _ = GAME.resign(state, 1)
    assert {after["pawns"][p] for p in ("blue1", "blue2", "blue3")} == {"out"}
    assert after["seats"][1]["equipment"] == [] and {"T02", "T06", "T13"} <= set(after["token_discard"])
    after["turn"]["phase"] = "window"
    after, _ = act(after, "end")
    assert after["turn"]["seat"] == 2
    final, _ = GAME.resign(after, 2)
    assert GAME.outcome(final)["winners"] == [0]  # type: ignore[index]


def test_rnp_138_leaving_a_team_game() -> None:
    """RNP-138: the partner plays both seats; both leaving hands the win to the other team."""
    state = scenario(players=4, teams=True)
    state["turn"].update({"seat": 2, "phase": "camp"})
    after, _ = GAME.resign(state, 2)
    assert GAME.to_act(after) == [0]
    after, _ = act(after, "camp d9", seat=0)
    assert after["pawns"]["black1"] == "d9"
    both, _ = GAME.resign(after, 0)
    assert GAME.outcome(both)["winners"] == [1, 3]  # type: ignore[index]


def test_rnp_139_refusals_leave_the_state_unchanged() -> None:
    """RNP-139: a sample of refused inputs, each with a sentence; the state is unchanged."""
    state = scenario()
    state["pawns"].update({"orange1": "c2", "blue1": "e3"})
    deal(state, S1="C001", S2="C101", S3="C053")
    assert refused(state, "play S1 orange1 c2>c1", seat=1).startswith("It is")
    assert refused(state, "play S1 orange1 c2>c3") == "That play needs Snowshoes."
    assert refused(state, "play S1 blue1 e3>e2") == "You may only move your own pawns or the Polar Bear."
    assert refused(state, "store T13 S1") == "A Backpack can only be loaded in a post-play window."
    assert refused(state, "husky T01") == "A Husky can only be used in a post-play window."
    assert refused(state, "igloo T16 orange1") == "You don't hold that token."
    assert refused(state, "pay T05") == "You can't pay now."
    assert refused(state, "end").endswith(".")
    assert refused(state, "play S1 orange1 c2>c1>c0") == "That path does not fit a March."


def test_rnp_119_outcome_text_lists_shared_winners() -> None:
    """RNP-119: a three-way shared win after the cap names every winner once, in a sentence."""
    state = scenario(players=3)
    state["turn"].update({"seat": 2, "round": 100, "phase": "window", "start_seat": 0})
    after, _ = act(state, "end", seat=2)
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome["winners"] == [0, 1, 2]
    assert outcome["text"] == "After 100 rounds the race is called: {p0}, {p1} and {p2} got the most pawns to the Pole."
