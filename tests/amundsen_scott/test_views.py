"""Hidden cards, decisions, the action list, views and events (AVS-056–AVS-058, AVS-078–AVS-089)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache

import pytest

from bot.engine import Action, Event, IllegalAction, State
from bot.games.amundsen_scott import GAME
from bot.games.amundsen_scott.cards import face
from cogs.amundsen_scott import AmundsenPresenter, used_cards
from renderers.amundsen_scott import render
from tests.ui.walk import reach

from .helpers import A, S, act, build, greedy_choice, hand, hidden_ids, of_type

OPTION_SETS: list[dict[str, object]] = [{}, {"patrons": True, "advanced_row": True}]


@cache
def _games() -> tuple[tuple[tuple[State, int, Action, State, tuple[Event, ...]], ...], ...]:
    """Greedy self-play games as (before, seat, action, after, events) steps."""
    games = []
    for seed in range(31_000_001, 31_000_007):
        options = OPTION_SETS[seed % 2]
        rng = random.Random(seed)
        state = GAME.setup(2, options, seed)
        steps = []
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            action = greedy_choice(state, seat, GAME.legal_actions(state, seat), rng)
            after, events = GAME.apply(state, seat, action)
            steps.append((state, seat, action, after, tuple(events)))
            state = after
        games.append(tuple(steps))
    return tuple(games)


def steps() -> Iterator[tuple[State, int, Action, State, tuple[Event, ...]]]:
    for game in _games():
        yield from game


def named_ids(e: Event) -> set[str]:
    ids: set[str] = set()
    for key in ("card", "cards", "taken", "discarded"):
        value = e.get(key)
        if isinstance(value, str):
            ids.add(value)
        elif isinstance(value, list):
            ids.update(v for v in value if isinstance(v, str))
    return ids


# --- hidden information ----------------------------------------------------------------


def test_only_face_down_draws_are_hidden() -> None:
    """AVS-056 starting cards and Good Weather draws are hidden; every other hand card is visible."""
    for game in _games():
        first = game[0][0]
        assert all(c["hidden"] for p in first["players"] for c in p["hand"])
        for before, _seat, _action, after, events in game:
            newly = set(hidden_ids(after)) - set(hidden_ids(before))
            drawn = sum(e["count"] for e in events if e["type"] == "draw_hidden")
            assert len(newly) == drawn
            taken = {c for e in events if e["type"] == "take" for c in e["taken"]}
            assert not taken & set(hidden_ids(after))


def test_hidden_cards_become_visible_only_by_a_named_event() -> None:
    """AVS-057 a hidden card turns visible by reveal, Sacrifice, theft, play or discard, each announced."""
    changed = 0
    for before, _seat, _action, after, events in steps():
        gone = set(hidden_ids(before)) - set(hidden_ids(after))
        announced = set().union(*(named_ids(e) for e in events)) if events else set()
        assert gone <= announced
        changed += len(gone)
    assert changed > 10
    played = build(a_hand=["C14", "C15"], hidden=["C14"])
    after, events = act(played, A, {"type": "advance", "cards": ["C14"], "spaces": 1})
    assert "C14" in events[0]["cards"] and [c["id"] for c in GAME.view(after, None)["discard"]] == ["C14"]


def test_hidden_identities_only_for_their_owner() -> None:
    """AVS-058 the owner's view names his hidden cards; the rival's and the public view don't."""
    state = build(a_hand=["C14", "C20"], s_hand=["C29", "C30"], hidden=["C20", "C30"])
    mine = GAME.view(state, A)["private"]["hand"]
    assert [(c["id"], c["hidden"]) for c in mine] == [("C14", False), ("C20", True)]
    for seat_view in (GAME.view(state, S), GAME.view(state, None)):
        amundsen = seat_view["explorers"][A]
        assert [c["id"] for c in amundsen["visible"]] == ["C14"] and amundsen["hidden"] == 1
    assert '"C20"' not in str(GAME.view(state, S)).replace("'", '"')
    assert '"C30"' not in str(GAME.view(state, A)).replace("'", '"')


# --- decisions -------------------------------------------------------------------------


def test_to_act_is_active_seat_or_trimmer() -> None:
    """AVS-078 normally the active seat; during the trim, the Loss player's opponent."""
    state = build(a_hand=["C32"], s_hand=["C20", "C21", "C22", "C23", "C24", "C25"])
    assert GAME.to_act(state) == [A]
    trim, _ = act(state, A, {"type": "loss", "card": "C32"})
    assert trim["active"] == A and GAME.to_act(trim) == [S]
    done, _ = act(trim, S, {"type": "trim", "cards": ["C20"]})
    assert GAME.to_act(done) == [S] and done["active"] == S
    for before, seat, _action, _after, _events in steps():
        pending = before["pending"]
        expected = pending["seat"] if pending else before["active"]
        assert GAME.to_act(before) == [expected] == [seat]
        if before["phase"] == "trim":
            assert seat != before["active"]


SHAPES = {
    "take": {"n", "discard"},
    "advance": {"cards", "spaces"},
    "pole": {"cards"},
    "compass": {"card"},
    "loss": {"card"},
    "lose_way": {"cards"},
    "penalty": {"card"},
    "return": {"card", "colour", "to"},
    "freeze": {"n"},
}


def test_main_actions_are_complete_json_objects() -> None:
    """AVS-079 the main decision lists complete actions in the spec's shapes."""
    seen = set()
    for before, seat, _action, _after, _events in steps():
        if before["phase"] != "main":
            continue
        for action in GAME.legal_actions(before, seat):
            kind = action["type"]
            seen.add(kind)
            keys = set(action) - {"type", "label"}
            if kind == "take":
                assert keys == ({"n"} if action["n"] == 1 else {"n", "discard"})
                assert len(action.get("discard", [])) == {1: 0, 2: 1, 3: 3}[action["n"]]
            else:
                assert keys == SHAPES[kind]
            if kind == "pole":
                assert len(action["cards"]) == 4
            if kind == "lose_way":
                assert len(action["cards"]) == 2
            if kind == "return":
                assert action["colour"] in "RBGY" and 0 <= action["to"] <= 11
    assert {"take", "advance", "pole", "return", "lose_way"} <= seen


def test_identical_faces_listed_once_with_lowest_ids() -> None:
    """AVS-080 one listing per face choice (lowest ids); apply accepts other copies of the same face."""
    state = build(a_hand=["C15", "C14", "C16", "C20"], hidden=["C16"])
    discards = [a["discard"] for a in of_type(state, A, "take") if a["n"] == 2]
    assert sorted(discards) == [["C14"], ["C16"], ["C20"]]  # C15 is C14's face; C16 is hidden
    listed, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C14"]})
    other, _ = act(state, A, {"type": "take", "n": 2, "discard": ["C15"]})
    assert listed["discard"] == ["C14"] and other["discard"] == ["C15"]
    for before, seat, _action, _after, _events in steps():
        legal = GAME.legal_actions(before, seat)
        hidden = {c["id"]: c["hidden"] for p in before["players"] for c in p["hand"]}
        keys = []
        for action in legal:
            cards = action.get("cards") or action.get("discard") or [action.get("card")]
            faces = sorted(str(face(c, hidden.get(c, False))) for c in cards if c)
            shape = (action["type"], action.get("n"), action.get("colour"), action.get("spaces"), action.get("advance"))
            keys.append((*shape, *faces))
        assert len(keys) == len(set(keys))


def test_effect_decision() -> None:
    """AVS-081 one choice per usable effect face plus declining; skipped when none is usable."""
    state = build(a_hand=["C51", "C52", "C53", "C14"], s_hand=["C20"])
    mid, _ = act(state, A, {"type": "take", "n": 3, "discard": ["C51", "C52", "C53"]})
    assert [a["card"] for a in GAME.legal_actions(mid, A)] == ["C51", "C53", None]
    stolen, _ = act(mid, A, {"type": "effect", "card": "C52"})  # the other Drop Supplies copy
    assert "C20" in hand(stolen, A)
    plain = build(a_hand=["C14", "C20"])
    after, _ = act(plain, A, {"type": "take", "n": 2, "discard": ["C14"]})
    assert after["phase"] == "main" and GAME.to_act(after) == [S]


def test_weather_decision_private_card() -> None:
    """AVS-082 asked after every draw, moving only on a match; only the drawer's view shows the card."""
    state = build(s_hand=["C55", "C20"], s_at=5, active=S, deck=["C44", "C45", "C30"])
    mid, _ = act(state, S, {"type": "take", "n": 2, "discard": ["C55"]})
    weather, _ = act(mid, S, {"type": "effect", "card": "C55"})
    # "Keep the card hidden" comes first: its index is public (button ids) and must not tell a match.
    assert [a["advance"] for a in GAME.legal_actions(weather, S)] == [False, True]
    assert GAME.view(weather, S)["private"]["pending"]["card"]["id"] == "C30"
    for other in (GAME.view(weather, None), GAME.view(weather, A)):
        assert other["pending"]["kind"] == "weather" and "card" not in other["pending"]
        assert "C30" not in repr(other)
    no_match = build(s_hand=["C55", "C20"], s_at=5, active=S, deck=["C44", "C45", "C21"])  # S6 is yellow
    mid, _ = act(no_match, S, {"type": "take", "n": 2, "discard": ["C55"]})
    undecided, _ = act(mid, S, {"type": "effect", "card": "C55"})
    assert undecided["phase"] == "weather" and GAME.to_act(undecided) == [S]
    assert [a["advance"] for a in GAME.legal_actions(undecided, S)] == [False]
    assert GAME.view(undecided, S)["private"]["pending"]["match"] is False
    done, _ = act(undecided, S, {"type": "weather", "advance": False})
    assert done["phase"] == "main" and GAME.to_act(done) == [A]


def test_trim_decision() -> None:
    """AVS-083 exactly hand size − 5 cards, any hand cards but the patron wild."""
    wild = {"id": "B4", "spent": False, "removals": 0}
    state = build(a_hand=["C32"], s_hand=["C33", "C20", "C21", "C22", "C23", "C24", "C25"], s_patron=wild)
    trim, _ = act(state, A, {"type": "loss", "card": "C32"})
    options = GAME.legal_actions(trim, S)
    assert options and all(len(a["cards"]) == 2 for a in options)
    assert any("C33" in a["cards"] for a in options) and not any("B4" in a["cards"] for a in options)
    for wrong in (["C20"], ["C20", "C21", "C22"]):
        with pytest.raises(IllegalAction, match=r"Discard exactly 2 cards\."):
            act(trim, S, {"type": "trim", "cards": wrong})


def test_single_legal_action_still_has_events() -> None:
    """AVS-084 when Take 1 is the only action the table may apply it; it still reports events."""
    state = build(a_hand=[])
    legal = GAME.legal_actions(state, A)
    assert [a["type"] for a in legal] == ["take"] and legal[0]["n"] == 1
    _after, events = act(state, A, legal[0])
    assert [e["type"] for e in events][:1] == ["take"] and any(e["type"] == "refill" for e in events)


BUTTON_KINDS = {"take", "advance", "pole", "compass", "loss", "lose_way", "penalty", "return", "freeze"}


def test_ui_mapping_reaches_every_legal_action() -> None:
    """AVS-085 every legal action through the controls; the public message names no hand card."""
    presenter = AmundsenPresenter(GAME, render)
    checked = 0
    for before, seat, _action, _after, _events in list(steps())[::5]:
        legal = GAME.legal_actions(before, seat)
        if before["phase"] == "main":
            assert {a["type"] for a in legal} <= BUTTON_KINDS
        public, seat_view = GAME.view(before, None), GAME.view(before, seat)
        for index, path in reach(presenter, public, seat_view, seat, legal, scopes=("p",)).items():
            if all(click.scope == "p" for click in path):
                assert not used_cards(legal[index]) or legal[index]["type"] == "effect"
        assert set(reach(presenter, public, seat_view, seat, legal)) == set(range(len(legal)))
        checked += 1
    assert checked > 20


# --- views and events --------------------------------------------------------------------


def test_public_view_contents() -> None:
    """AVS-086 pawns, lost flags, limits, visible cards and hidden counts, patrons, row, piles, pending."""
    wild = {"id": "N4", "spent": False, "removals": 0}
    officer = {"id": "B2", "spent": True, "removals": 2}
    state = build(
        a_hand=["C14", "C20"],
        s_hand=["C29", "C30", "C31"],
        hidden=["C20", "C31"],
        a_at=4,
        s_q=2,
        s_limit=5,
        a_patron=wild,
        s_patron=officer,
        discard=["C44", "C45"],
        exhaustions=1,
    )
    state["removed"] = ["C05", "C10"]
    view = GAME.view(state, None)
    a, s = view["explorers"]
    assert (a["space"], a["lost"], a["limit"], s["space"], s["lost"], s["limit"]) == ("A4", False, 7, "SQ2", True, 5)
    assert [c["id"] for c in a["visible"]] == ["C14"] and a["hidden"] == 1 and a["hand_size"] == 2
    assert [c["id"] for c in s["visible"]] == ["C29", "C30"] and s["hidden"] == 1
    assert a["patron"]["name"] == "Philanthropist" and a["patron"]["wild_unused"] and not a["patron"]["spent"]
    assert s["patron"]["spent"] and not s["patron"]["wild_unused"]
    assert [c["id"] if c else None for c in view["row"]] == ["C41", "C42", "C43"]
    assert view["deck_count"] == len(state["deck"]) and view["exhaustions"] == 1 and view["deck_dead"] is False
    assert [c["id"] for c in view["discard"]] == ["C44", "C45"] and [c["id"] for c in view["removed"]] == ["C05", "C10"]
    said = {"id": "{who} ({explorer}) takes or plays cards.", "args": {"who": "{p0}", "explorer": {"id": "Amundsen"}}}
    assert view["pending"] == {"kind": "main", "seat": A, "text": "{p0} (Amundsen) takes or plays cards.", "msg": said}
    trim_state = build(a_hand=["C32"], s_hand=["C20", "C21", "C22", "C23", "C24", "C25", "C26"])
    trim, _ = act(trim_state, A, {"type": "loss", "card": "C32"})
    assert GAME.view(trim, None)["pending"]["text"] == "{p1} (Scott) must discard 2 cards."


def test_public_view_hides_draws_deck_and_rng() -> None:
    """AVS-087 no hidden card, deck order, pending Good Weather card, RNG or seed in the public view."""
    seed = 918_273_645
    state = GAME.setup(2, {"patrons": True}, seed)
    view = GAME.view(state, None)
    text = repr(view)
    for card in [*hidden_ids(state), *state["deck"]]:
        assert f"'{card}'" not in text
    assert not {"deck", "rng", "seed"} & set(view) and "rng" not in text and str(seed) not in text


def test_seat_view_adds_own_hand_and_pending() -> None:
    """AVS-088 the seat's own full hand with hidden marks, its pending details; nothing of the rival."""
    state = build(a_hand=["C14", "C20"], s_hand=["C29", "C30"], hidden=["C20", "C30"])
    view = GAME.view(state, A)
    public = GAME.view(state, None)
    # the last events as messages are for the public picture alone (bots read seat views)
    assert {k: v for k, v in view.items() if k not in ("seat", "private")} == {
        k: v for k, v in public.items() if k != "last_said"
    }
    assert "last_said" in public and "last_said" not in view
    assert view["seat"] == A and view["private"]["pending"] is None and view["private"]["wild"] is None
    assert [c["hidden"] for c in view["private"]["hand"]] == [False, True]
    trim_state = build(a_hand=["C32"], s_hand=["C20", "C21", "C22", "C23", "C24", "C25", "C26"])
    trim, _ = act(trim_state, A, {"type": "loss", "card": "C32"})
    assert GAME.view(trim, S)["private"]["pending"] == {"kind": "trim", "seat": S, "count": 2}
    assert GAME.view(trim, A)["private"]["pending"] is None


def test_events_name_every_public_change() -> None:
    """AVS-089 takes, slides, refills, plays, moves, reshuffles, removals, reveals; hidden draws unnamed."""
    state = build(a_hand=["C54", "C14"], row=["C41", "C42", "C43"], deck=["C44", "C45", "C29", "C30"])
    mid, events = act(state, A, {"type": "take", "n": 2, "discard": ["C54"]})
    kinds = [e["type"] for e in events]
    assert kinds == ["take", "slide", "refill", "refill"]
    assert events[0]["taken"] == ["C41", "C42"] and events[0]["discarded"] == ["C54"]
    assert "Crevasse Red slides to position 1" in events[1]["text"] and events[1]["positions"] == [1]
    assert [(e["card"], e["position"]) for e in events[2:]] == [("C44", 2), ("C45", 3)]
    _done, drawn = act(mid, A, {"type": "effect", "card": "C54"})
    assert drawn[0]["text"] == "{p0} drew a hidden card." and "C29" not in repr(drawn)
    reshuffle = build(a_hand=["C14"], deck=["C44"], discard=["C20", "C21"])
    _after, events = act(reshuffle, A, {"type": "take", "n": 2, "discard": ["C14"]})
    assert "reshuffle" in [e["type"] for e in events]
    played = build(a_hand=["C35", "C36"], s_at=4)
    _after, events = act(played, A, {"type": "lose_way", "cards": ["C35", "C36"]})
    assert events[0]["cards"] == ["C35", "C36"] and "? space 2" in events[0]["text"]
    for _before, _seat, action, _after, events in steps():
        assert events, f"{action['type']} produced no event"
        if action["type"] in ("advance", "pole", "compass", "loss", "lose_way", "penalty", "return", "trim"):
            played_ids = action.get("cards") or [action["card"]]
            assert set(played_ids) <= named_ids(events[0])


def test_ui_reaches_an_action_using_only_the_patron_wild() -> None:
    """AVS-085 / AVS-072: an Advance (or Back to Route) with the patron wild alone is offered.

    The wild is not a hand card, so the private reply offers it beside the hand's cards.
    """
    presenter = AmundsenPresenter(GAME, render)
    state = build(a_hand=["C27"], a_patron={"id": "N4", "spent": False, "removals": 0})
    legal = GAME.legal_actions(state, A)
    index = next(i for i, a in enumerate(legal) if a["type"] == "advance" and a["cards"] == ["N4"])
    found = reach(presenter, GAME.view(state, None), GAME.view(state, A), A, legal, scopes=("v",))
    assert index in found and "wild" in presenter.action_label(legal[index], GAME.view(state, A))


def test_private_action_marks_every_action_that_uses_a_hand_card() -> None:
    """AVS-082 / AVS-087 ``private_action``: hand-card actions and a Good Weather move stay private.

    "Keep the card hidden" reveals nothing (it is legal whatever was drawn), so it may be public.
    """
    seen: set[tuple[str, bool]] = set()
    for before, seat, _action, _after, _events in list(steps())[::3]:
        for action in GAME.legal_actions(before, seat):
            private = GAME.private_action(action)
            seen.add((action["type"], private))
            if action["type"] == "weather":
                assert private is action["advance"]
            else:
                assert private is bool(used_cards(action))
    assert {("take", True), ("take", False), ("effect", False), ("advance", True)} <= seen
