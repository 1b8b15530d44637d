"""Layout of decisions: buttons for small groups, selects of at most 25, pages of 5 rows."""

from __future__ import annotations

from bot.ui.controls import Buttons, ChoiceSelect, default_controls, paginate


def actions(kind: str, n: int) -> list[dict[str, object]]:
    return [{"type": kind, "i": i, "label": f"{kind} {i}"} for i in range(n)]


def test_small_groups_share_a_button_row() -> None:
    rows = default_controls(actions("camp", 1) + actions("move", 3))
    assert len(rows) == 1 and isinstance(rows[0], Buttons)
    assert [c.label for c in rows[0].choices] == ["camp 0", "move 0", "move 1", "move 2"]
    assert rows[0].choices[0].style == "success"


def test_big_groups_become_selects_of_at_most_25() -> None:
    legal = actions("choose", 60) + actions("give_up", 1)
    rows = default_controls(legal, {"choose": "Choose your dice"})
    selects = [r for r in rows if isinstance(r, ChoiceSelect)]
    assert [len(s.choices) for s in selects] == [25, 25, 10]
    assert selects[0].placeholder == "Choose your dice (1/3)…"
    indices = [c.index for s in selects for c in s.choices]
    assert indices == list(range(60))  # every action reachable, each once
    assert isinstance(rows[-1], Buttons) and rows[-1].choices[0].style == "danger"


def test_pages_keep_a_row_free() -> None:
    rows = default_controls([a for k in "abcdefg" for a in actions(k, 6)])
    pages = paginate(rows, reserved=1)
    assert [len(p.rows) for p in pages] == [4, 3]
