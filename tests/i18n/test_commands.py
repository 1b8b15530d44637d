"""Slash commands in every language (issue 24, item 2): names, descriptions, options and
choices reach Discord translated, each name one Discord takes, and the start-up sync notices
a changed translation."""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.client import COGS
from bot.i18n import Locale
from bot.i18n import catalogs as catalog_module
from bot.ui.translator import NAME, cog_groups, command_strings, valid_name
from tests.fakediscord.inprocess import Harness, User, running

HOST = User(500000000000000001, "Ada", moderator=True)
OURS = ("de", "pt-BR", "zh-TW")


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    async with running(tmp_path / "db.sqlite3", users=[HOST]) as h:
        yield h
        assert h.errors == []


def _walk(command: dict[str, Any]) -> list[dict[str, Any]]:
    """A synced command and every option under it (subcommands, their options)."""
    found = [command]
    for option in command.get("options", []):
        found += _walk(option)
    return found


async def test_every_synced_name_and_description_is_translated(harness: Harness) -> None:
    synced = [part for command in harness.fake.commands["global"] for part in _walk(command)]
    assert synced
    for part in synced:
        for locale in OURS:
            assert locale in part.get("name_localizations", {}), (part["name"], locale)
            if part.get("description"):
                assert locale in part.get("description_localizations", {}), (part["description"], locale)
            for choice in part.get("choices", []):
                assert locale in choice.get("name_localizations", {}) or choice["name"] in {
                    loc.endonym for loc in Locale
                }, choice
    northpole = next(c for c in harness.fake.commands["global"] if c["name"] == "northpole")
    assert northpole["name_localizations"]["zh-TW"] == "北極點競跑"
    new = next(o for o in northpole["options"] if o["name"] == "new")
    assert new["name_localizations"]["de"] == "neu"


@pytest.mark.parametrize("locale", [Locale.DE, Locale.PT_BR, Locale.ZH_TW], ids=str)
def test_translated_names_are_names_discord_takes_and_unique_among_siblings(locale: Locale) -> None:
    found = catalog_module.catalog(locale)
    assert found is not None
    names = [text for context, text in command_strings(cog_groups(COGS)) if context == NAME]
    bad = [n for n in names if not valid_name(found.contextual.get((NAME, n), ""))]
    assert bad == []
    for group in cog_groups(COGS):
        siblings = Counter(found.contextual[(NAME, c.name)] for c in group.commands)
        assert [n for n, count in siblings.items() if count > 1] == []
        for command in group.commands:
            params = Counter(found.contextual[(NAME, p.display_name)] for p in getattr(command, "parameters", []))
            assert [n for n, count in params.items() if count > 1] == []


async def test_a_changed_translation_changes_the_command_hash(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = harness.bot
    assert bot is not None
    before = await bot.command_hash()
    assert await bot.command_hash() == before  # the same translations, the same hash: no sync on restart
    german = catalog_module.catalog(Locale.DE)
    assert german is not None
    monkeypatch.setitem(german.contextual, (NAME, "rules"), "spielregeln")
    assert await bot.command_hash() != before
