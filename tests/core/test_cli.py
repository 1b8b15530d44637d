"""``python -m bot --help`` lists what the program can do, without a token (issue 28)."""

from __future__ import annotations

import pytest

from bot.__main__ import main


def test_help_lists_every_command_and_exits_0(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for flag in ("--help", "-h", "help"):
        monkeypatch.setattr("sys.argv", ["bot", flag])
        assert main() == 0
        out = capsys.readouterr()
        assert all(f"\n  {command}" in out.out for command in ("run", "demo GAME", "copy-db"))
        assert "southpole" in out.out and out.err == ""


def test_an_unknown_command_is_refused_with_the_usage(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.argv", ["bot", "demos"])
    assert main() == 2
    err = capsys.readouterr().err
    assert "unknown command 'demos'" in err and "usage: python -m bot" in err


def test_run_without_a_token_says_what_is_missing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir("/")  # no .env here
    monkeypatch.setattr("sys.argv", ["bot", "run"])
    assert main() == 2
    assert "DISCORD_TOKEN" in capsys.readouterr().err
