"""Roll to the South Pole speaks German, Brazilian Portuguese and Traditional Chinese (issue 24):
whole seeded games' turn lines, headlines, prompts, status, alt text, controls (every narrowing
step), refusals, peek replies and results read with no English left (player names and the board's
printed coordinates aside), the picture draws in every language, and games saved with English-only
words still show them."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image, ImageChops

from bot.bots.south_pole import POLICY
from bot.engine import IllegalAction, State
from bot.games.south_pole import GAME
from bot.games.south_pole.dice import SETUP
from bot.i18n import ENGLISH, Locale, say
from bot.ui.controls import PRIVATE, PUBLIC
from cogs.south_pole import SouthPole
from renderers.south_pole import panel, render
from tests.i18n.controls import every_control_text
from tests.i18n.test_pole_to_pole_speaks import LANGUAGES, english_left

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed"]
PRESENTER = SouthPole.presenter
FORGED = ({"type": "move", "to": "Z99"}, {"type": "camp"}, {"type": "reroll", "dice": [9]}, {"type": "fly"})


def seen(state: State, locale: Locale, seat: int | None = None) -> dict[str, Any]:
    return {**GAME.view(state, seat), "names": NAMES[: state["players"]], "language": locale.value}


def refusals(state: State, seat: int, locale: Locale) -> list[tuple[str, str]]:
    """What the table says to a click from the wrong seat and to forged actions (RSP-086..RSP-090)."""
    out = []
    other = (seat + 1) % state["players"]
    for who, action in [(other, GAME.legal_actions(state, seat)[0]), *((seat, a) for a in FORGED)]:
        try:
            GAME.apply(state, who, action)
        except IllegalAction as refused:
            out.append(("refusal", say(locale, refused.said)))
    return out


def played_texts(locale: Locale, players: int, seed: int, moves: int = 400) -> list[tuple[str, str]]:
    """(where, text) for what players read along a seeded game in ``locale``: the normal bot plays
    most moves (it reaches flags and the pole), a random legal action every third, so rests,
    rerolls, recolours, peeks and giving up all happen."""
    presenter = PRESENTER.speaking(locale)
    pick = random.Random(seed)
    state = GAME.setup(players, {}, seed)
    names = NAMES[:players]
    out: list[tuple[str, str]] = []
    for step in range(moves):
        if GAME.outcome(state) is not None:
            break
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        view, mine = seen(state, locale), seen(state, locale, seat)
        out += [("headline", presenter.headline(view)), ("prompt", presenter.prompt(view, seat, legal))]
        out += [("status", presenter.status(view, names, [seat])), ("alt", presenter.describe(view, None, 1024))]
        out += [("label", presenter.action_label(a, view)) for a in legal[:: max(1, len(legal) // 6)]]
        if step % 25 == 0:  # every narrowing step of the public and the private controls, now and then
            out += [("control", text) for text in every_control_text(PRESENTER, view, seat, legal, PUBLIC)]
            out += [("private control", text) for text in every_control_text(PRESENTER, mine, seat, legal, PRIVATE)]
        reply = presenter.private(mine)
        assert reply is not None
        out.append(("peeks", reply.text))
        if step % 10 == 0:
            out += refusals(state, seat, locale)
        action = pick.choice(legal) if step % 3 == 0 else POLICY.choose(GAME.view(state, seat), legal, pick)
        state, events = GAME.apply(state, seat, action)
        out += [("event", line) for line in presenter.event_lines(events, names)]
        note = presenter.private_note(action, GAME.view(state, seat))
        if note:
            out.append(("peek note", note))
    view = seen(state, locale)
    outcome = GAME.outcome(state)
    if outcome is not None:
        result = presenter.result(outcome, names)
        out += [("result", result), ("final alt", presenter.describe(view, result, 1024))]
    return out


CASES = [(2, 3), (3, 8), (5, 12)]


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
@pytest.mark.parametrize(("players", "seed"), CASES, ids=[f"{c[0]}p-{c[1]}" for c in CASES])
def test_a_whole_seeded_game_reads_with_no_english_left(locale: Locale, players: int, seed: int) -> None:
    texts = played_texts(locale, players, seed)
    kinds = {where for where, _ in texts}
    assert {"headline", "prompt", "status", "alt", "control", "private control", "label", "refusal", "event"} <= kinds
    assert {"peeks", "peek note", "result", "final alt"} <= kinds
    left = [(where, text) for where, text in texts if english_left(locale, text)]
    assert left == []
    if locale is Locale.ZH_TW:  # Chinese sentences end with their own full stop, status parts with 、
        assert not [text for where, text in texts if where in ("alt", "final alt") and "." in text]
        assert not [text for where, text in texts if where == "status" and ", " in text]


def test_the_games_cover_what_players_read() -> None:
    """The seeded games above really meet the engine's kinds of event, peeks and a finished game."""
    events = set()
    for players, seed in CASES:
        state = GAME.setup(players, {}, seed)
        pick = random.Random(seed)
        for step in range(400):
            if GAME.outcome(state) is not None:
                break
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            action = pick.choice(legal) if step % 3 == 0 else POLICY.choose(GAME.view(state, seat), legal, pick)
            state, happened = GAME.apply(state, seat, action)
            events |= {e["type"] for e in happened}
    assert {"choose", "step", "rest", "reroll", "recolour", "peek", "give_up", "camp", "flag", "turn"} <= events


def round_cap_state(seed: int) -> State:
    """A game in the last round whose next turn end ends it (RSP-064)."""
    state = GAME.setup(3, {}, seed)
    state["round"] = SETUP.round_cap
    return state


def finish(state: State, pick: random.Random) -> State:
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        give_up = [a for a in legal if a["type"] in ("give_up", "camp")]
        state, _ = GAME.apply(state, seat, give_up[0] if give_up else pick.choice(legal))
    return state


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_every_ending_reads_in_each_language(locale: Locale) -> None:
    """RSP-064 (round cap), RSP-067 (the last explorer left) and the result lines, with no English."""
    presenter = PRESENTER.speaking(locale)
    capped = finish(round_cap_state(4), random.Random(4))
    alone = GAME.setup(2, {}, 6)
    alone, left = GAME.resign(alone, 0)
    texts = presenter.event_lines(left, NAMES[:2])
    for state in (capped, alone):
        outcome = GAME.outcome(state)
        assert outcome is not None and "msg" in outcome
        names = NAMES[: state["players"]]
        result = presenter.result(outcome, names)
        texts += [result, presenter.describe(seen(state, locale), result, 1024)]
    assert not [text for text in texts if english_left(locale, text)]
    refused = GAME.leave_refusal(alone, 0)
    assert refused is not None and not english_left(locale, say(locale, refused))


def test_english_reads_as_the_engine_wrote_it() -> None:
    """English is the messages' own text: an event's line is its saved English text, named."""
    state = GAME.setup(2, {}, 2)
    presenter = PRESENTER.speaking(ENGLISH)
    for _ in range(30):
        (seat,) = GAME.to_act(state)
        state, events = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
        expected = [str(e["text"]).replace("{p0}", "Ada").replace("{p1}", "Bo") for e in events]
        assert presenter.event_lines(events, NAMES[:2]) == expected
        assert all("msg" in e for e in events)


def test_a_new_event_is_read_in_each_language() -> None:
    state = GAME.setup(2, {}, 5)
    (seat,) = GAME.to_act(state)
    _, events = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    (took,) = [e for e in events if e["type"] == "choose"]
    lines = {loc: PRESENTER.speaking(loc).event_lines([took], NAMES[:2])[0] for loc in (ENGLISH, *LANGUAGES)}
    assert lines[ENGLISH] == took["text"].replace(f"{{p{seat}}}", NAMES[seat])
    assert "nahm sechs Würfel" in lines[Locale.DE]
    assert "pegou seis dados" in lines[Locale.PT_BR]
    assert "六顆骰子" in lines[Locale.ZH_TW]


def old_shaped(state: State) -> State:
    """``state`` as saved before issue 24: English event texts alone, a result without its message."""
    old = {key: value for key, value in state.items() if key != "last"}
    if old["result"] is not None:
        old["result"] = {k: v for k, v in old["result"].items() if k != "msg"}
    return old


def test_old_english_only_words_still_show() -> None:
    """A game saved before issue 24 shows its English lines as they are, around the reader's words,
    and its picture draws them; its next move speaks the reader's language again."""
    state = GAME.setup(2, {}, 5)
    for _ in range(3):
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    old = old_shaped(state)
    presenter = PRESENTER.speaking(Locale.DE)
    view = seen(old, Locale.DE)
    assert view["last_message"] is None and view["last_event"] == state["recent"][-1]
    assert "Würfeln zum Südpol" in presenter.headline(view)
    assert Image.open(io.BytesIO(render(view))).size == Image.open(io.BytesIO(render(seen(state, Locale.DE)))).size
    line = {"type": "camp", "text": "{p0} camped on B3.", "seat": 0, "space": "B3"}
    assert presenter.event_lines([line], NAMES[:2]) == ["Ada camped on B3."]
    (seat,) = GAME.to_act(old)
    after, _ = GAME.apply(old, seat, GAME.legal_actions(old, seat)[0])
    assert seen(after, Locale.DE)["last_message"] is not None
    ended = finish(round_cap_state(7), random.Random(7))
    outcome = GAME.outcome(old_shaped(ended))
    assert outcome is not None and "msg" not in outcome
    assert presenter.result(outcome, NAMES[:3]).endswith(name_all(ended["result"]["text"]))


def name_all(text: str) -> str:
    for seat, name in enumerate(NAMES):
        text = text.replace(f"{{p{seat}}}", name)
    return text


def picture_states(seed: int) -> list[State]:
    """Moments of a seeded game: before a roll, a roll short or made, a finished game."""
    pick = random.Random(seed)
    state = GAME.setup(4, {}, seed)
    found = []
    for step in range(600):
        if GAME.outcome(state) is not None:
            break
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        state, _ = GAME.apply(state, seat, pick.choice(legal) if step % 3 == 0 else POLICY.choose(
            GAME.view(state, seat), legal, pick))  # fmt: skip
        if step % 60 == 7:
            found.append(state)
    return [*found, finish(round_cap_state(seed), pick)]


LEGEND = (panel.PANEL_LEFT, panel.LEGEND_TOP - 4, panel.PANEL_RIGHT, panel.HEIGHT - 10)


def test_every_language_draws_every_state() -> None:
    """The picture in each language: drawn without error, its words differ from English's (the
    legend too, which lies on the base kept per game), the size kept."""
    names = ["林小華", "Ana Souza", "Jürgen", "Мария"]
    for state in picture_states(21):
        view = {**GAME.view(state, None), "names": names[: state["players"]]}
        english = Image.open(io.BytesIO(render({**view, "language": Locale.EN_US.value}))).convert("RGB")
        for locale in LANGUAGES:
            picture = Image.open(io.BytesIO(render({**view, "language": locale.value}))).convert("RGB")
            assert picture.size == english.size
            assert ImageChops.difference(picture, english).getbbox() is not None
            assert ImageChops.difference(picture.crop(LEGEND), english.crop(LEGEND)).getbbox() is not None


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_every_word_the_picture_draws_is_in_the_language(locale: Locale, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each text the renderer puts on the picture, drawn from scratch (the base and legend too),
    has no English left: header, deciding line, roll, dice, verdict, seat rows, footer, legend."""
    from renderers import south_pole as picture
    from renderers import text

    drawn: list[str] = []
    put = text.put

    def record(pen: Any, at: Any, words: str, *args: Any, **kwargs: Any) -> int:
        drawn.append(words)
        return put(pen, at, words, *args, **kwargs)

    monkeypatch.setattr(text, "put", record)
    for state in picture_states(21):
        picture.forget()
        render({**seen(state, locale), "names": NAMES[:4][: state["players"]]})
    picture.forget()
    assert len(drawn) > 100
    assert [words for words in drawn if english_left(locale, words)] == []
