"""Messages chosen when shown: ids and parameters, English by default, the reader's language when
a catalog has it, and saved English-only text shown as it is (issue 24, item 7)."""

from __future__ import annotations

import json

from bot.i18n import ENGLISH, Locale, Msg, first_ours, msg, nmsg, ntr, ours, placeholders, say, tr
from bot.i18n.catalogs import Catalog
from bot.i18n.message import render


def test_a_message_renders_english_from_its_id_and_parameters() -> None:
    played = msg("{who} played {card}.", who="{p1}", card=nmsg("{n} point", "{n} points", 2))
    assert played.english() == "{p1} played 2 points."
    assert nmsg("{n} point", "{n} points", 1).english() == "1 point"


def test_a_message_survives_the_move_log_as_json() -> None:
    played = msg("{who} played {card}.", who="{p0}", card=nmsg("{n} point", "{n} points", 3))
    saved = json.loads(json.dumps(played.data()))
    assert Msg.from_data(saved) == played
    assert say(ENGLISH, saved) == "{p0} played 3 points."


def test_finished_english_text_from_an_old_save_is_shown_as_it_is() -> None:
    assert say(Locale.DE, "Bo rolled 3 1 0.") == "Bo rolled 3 1 0."


def test_a_catalog_translates_nested_messages_and_plural_forms() -> None:
    german = Catalog(
        {"{who} played {card}.": "{who} spielte {card}."},
        {"{n} point": ("{n} Punkt", "{n} Punkte")},
        {},
        lambda n: int(n != 1),
    )
    played = msg("{who} played {card}.", who="Bo", card=nmsg("{n} point", "{n} points", 2))
    assert render(played, german.template) == "Bo spielte 2 Punkte."
    assert render(nmsg("{n} point", "{n} points", 1), german.template) == "1 Punkt"


def test_a_broken_translation_falls_back_to_english_rather_than_failing() -> None:
    broken = Catalog({"{who} moved.": "{wer} zog."}, {}, {}, lambda n: 0)
    assert render(msg("{who} moved.", who="Bo"), broken.template) == "Bo moved."


def test_an_unknown_message_falls_back_to_its_english_text() -> None:
    unseen = "A sentence no catalog has ever seen, {x}."
    assert tr(Locale.ZH_TW, unseen, x=1) == "A sentence no catalog has ever seen, 1."
    assert ntr(Locale.DE, "{n} unseen thing", "{n} unseen things", 2) == "2 unseen things"


def test_locale_codes_map_onto_our_languages_or_nothing() -> None:
    assert ours("de") is Locale.DE
    assert ours("pt_br") is Locale.PT_BR
    assert ours("zh-TW") is Locale.ZH_TW
    assert ours("en") is Locale.EN_US
    assert ours("fr") is None
    assert ours("zh-CN") is None  # Simplified Chinese readers are not given Traditional by accident
    assert ours(None) is None
    assert first_ours("fr", None, "pt-BR") is Locale.PT_BR
    assert first_ours("fr", "ja") is ENGLISH


def test_placeholders_are_the_named_fields() -> None:
    assert placeholders("{who} played {card} ({n})") == {"who", "card", "n"}
