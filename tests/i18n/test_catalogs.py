"""Every message has all its translations: the same placeholders, no English left behind, and
Traditional characters only in zh-TW (issue 24, item 8)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from bot.i18n import Locale, placeholders
from bot.i18n.catalogs import LOCALE_DIR, path_of

TEMPLATE = LOCALE_DIR / "icebreaker.pot"
LANGUAGES = [locale for locale in Locale if locale.catalog]

# Messages whose translation is rightly the English text (names, symbols, words the language shares).
SAME_AS_ENGLISH: dict[str, set[str]] = {
    # titles the publishers kept, command names that are names (amundsen, icebreaker, rollinone, dm),
    # and words German shares (Discord's German calls a thread "Thread", golf's handicap "Handicap")
    "de": {"1911 Amundsen vs. Scott", "Roll In One", "amundsen", "dm", "handicap", "icebreaker", "rollinone",
           "teams", "thread", "Team {names}", "Teams", "orange", "Husky", "Handicap", "Mulligan", "Putter", "Wedge",
           "bots", "normal", "Amundsen", "Scott",  # 1911 Amundsen vs. Scott's explorers keep their names
           "START",  # the South Pole board's ship space, as the German rules summary writes it
           "Par", "Par {par}", "TEE"},  # German golf's par, and the tee board's printed name
    "pt_BR": {"1911 Amundsen vs. Scott", "Roll In One", "amundsen", "dm", "handicap", "icebreaker", "rollinone",
              "Husky", "Handicap", "{name} (bot)", "{n} green", "{n} min", "Mulligan",
              "Putter", "Wedge", "par {par}", "bots", "normal",  # "bot"; golf's green, mulligan, putter and wedge
              "Avalanche", "Amundsen", "Scott",  # Pole to Pole's card; Amundsen vs. Scott's explorers
              "Par", "Par {par}", "TEE", "Greens", "Total", "fairway", "rough"},  # golf's words Brazil shares
    "zh_TW": set(),
}
# Common Simplified-only characters: their Traditional forms differ, so none may appear in zh-TW.
SIMPLIFIED = frozenset(
    "这个们时说对开关门问间动发会来为后从进过还运边选择戏给张与总点胜输赢块轮队员链阶级转换场图标页风极难单让设语"
    "显帮结离请认确应该没样号码谁钟东数两装备气帐补资抢击袭线无获将并仅机掷赛组项钮键"
)
WORD = re.compile(r"[A-Za-z]{3,}")


def _read(path: Path, folder: str | None = None) -> Catalog:
    with path.open("rb") as source:
        return read_po(source, locale=folder)


def _ids() -> set[object]:
    return {m.id for m in _read(TEMPLATE) if m.id}


BRANDS = re.compile(r"Discord|Icebreaker|DM")  # names that stay as they are in every language
COMMANDS = re.compile(r"`/[^`]*`")  # a command as the player types it ("`/rollinone settings`")


def _strip(template: str) -> str:
    """A template without its placeholders, brand names and commands: the words a translator wrote."""
    return BRANDS.sub("", COMMANDS.sub("", re.sub(r"\{[^}]*\}", "", template)))


def test_the_template_holds_messages() -> None:
    assert len(_ids()) >= 10


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_every_message_is_translated_with_the_same_placeholders(locale: Locale) -> None:
    folder = locale.catalog
    assert folder is not None
    catalog = _read(path_of(folder), folder)
    found = {m.id: m for m in catalog if m.id}
    missing = sorted(str(i) for i in _ids() - set(found))
    assert missing == []
    problems = []
    for message in found.values():
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
        if message.fuzzy or not all(strings):
            problems.append(("untranslated", ids[0]))
            continue
        wanted = placeholders(ids[-1]) | placeholders(ids[0])
        for string in strings:
            if placeholders(string) != wanted and not (len(strings) == 1 and placeholders(string) <= wanted):
                problems.append(("placeholders", ids[0], string))
        # One form for all counts (zh-TW) may leave out "n" only if the singular does too.
        if len(strings) != catalog.num_plurals and isinstance(message.id, tuple):
            problems.append(("plural forms", ids[0]))
    assert problems == []


@pytest.mark.parametrize("locale", LANGUAGES, ids=str)
def test_no_english_is_left_in_a_translation(locale: Locale) -> None:
    folder = locale.catalog
    assert folder is not None
    same = SAME_AS_ENGLISH[folder]
    left = []
    for message in _read(path_of(folder), folder):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
        if ids[0] in same or not WORD.search(_strip(ids[0])):
            continue
        if any(string in ids for string in strings):
            left.append(ids[0])
    assert left == []


def test_traditional_chinese_has_no_latin_words_and_no_simplified_characters() -> None:
    catalog = _read(path_of("zh_TW"), "zh_TW")
    latin, simplified = [], []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
        for string in strings:
            # Square names (e5), card colours in codes and the game's English-only marks are fine;
            # a run of three Latin letters is a word left in English.
            if WORD.search(_strip(string)):
                latin.append(string)
            simplified += [(string, c) for c in string if c in SIMPLIFIED]
    assert latin == []
    assert simplified == []


def test_every_rules_summary_fits_one_discord_message() -> None:
    """``/<game> rules`` sends a summary as one message: Discord takes at most 2,000 characters."""
    from bot.gamedata import DATA_ROOT

    summaries = sorted(DATA_ROOT.glob("*/summary*.md"))
    assert len(summaries) == 5 * 4  # every game, in every language
    lengths = {p.relative_to(DATA_ROOT).as_posix(): len(p.read_text("utf-8").strip()) for p in summaries}
    long = {name: n for name, n in lengths.items() if n > 2000}
    assert long == {}
