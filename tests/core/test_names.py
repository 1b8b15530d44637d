"""``bot.names.shown``: a name in message text shows as typed and means nothing to Discord."""

from __future__ import annotations

import pytest

from bot.names import BLANK, fill, shown


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Alice", "Alice"),
        ("rob <@598>", r"rob \<@598>"),
        ("<@&42> <#7> <t:1:R>", r"\<@&42> \<#7> \<t:1:R>"),
        ("@everyone and @here", "@\u200beveryone and @\u200bhere"),
        ("**b** _i_ __u__ ~~s~~ `c` ||sp||", r"\*\*b\*\* \_i\_ \_\_u\_\_ \~\~s\~\~ \`c\` \|\|sp\|\|"),
        ("# Heading", r"\# Heading"),
        ("### h3", r"\### h3"),
        ("-# small", r"\-# small"),
        ("> quote", r"\> quote"),
        ("- item", r"\- item"),
        ("1. first", r"1\. first"),
        ("Team #1 - A > B", "Team #1 - A > B"),  # only a line's start makes these markup
        ("[free nitro](https://evil.example)", r"\[free nitro\](https\://evil.example)"),
        ("back\\slash", r"back\\slash"),
    ],
)
def test_markup_and_mentions_are_escaped(name: str, text: str) -> None:
    assert shown(name) == text


def test_direction_and_invisible_marks_are_dropped() -> None:
    assert shown("abc\u202edcba\u2066x\u2069") == "abcdcbax"  # RLO, LRI, PDI
    assert shown("a\u200bb\u200e\u200fc\ufeff\u00ad") == "abc"  # zero-width space, LRM, RLM, BOM, soft hyphen
    assert shown("two\nlines\tand  spaces") == "two lines and spaces"


def test_emoji_sequences_keep_their_joiners() -> None:
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    scotland = "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f"
    assert shown(family) == family and shown(scotland) == scotland


def test_a_name_of_nothing_visible_reads_as_no_name() -> None:
    assert shown("\u200b\u202e ") == BLANK


def test_fill_puts_shown_names_in_engine_text() -> None:
    assert fill("{p0} passes to {p1}.", ["**A**", "B"]) == r"\*\*A\*\* passes to B."
    assert fill("{p0} and {p1}", ["{p1}", "x"]) == r"{p1} and x"  # a name is never read as a placeholder
