"""Static data files fail one clear way: a DataError that names the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.gamedata import DATA_ROOT, DataError, read_json, require


def test_read_json_names_a_missing_or_malformed_file(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"missing\.json"):
        read_json(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(DataError, match=r"broken\.json"):
        read_json(broken)
    good = tmp_path / "good.json"
    good.write_text('{"dice": [0, 1, 1, 2, 2, 3]}', encoding="utf-8")
    assert read_json(good) == {"dice": [0, 1, 1, 2, 2, 3]}


def test_require_raises_its_message() -> None:
    require(True, "never raised")
    with pytest.raises(DataError, match=r"^60 tiles expected$"):
        require(False, "60 tiles expected")


def test_every_game_folder_is_under_the_data_root() -> None:
    folders = {p.name for p in DATA_ROOT.iterdir() if p.is_dir()}
    assert {"south_pole", "amundsen_scott", "pole_to_pole", "north_pole", "roll_in_one"} <= folders
