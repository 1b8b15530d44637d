"""The shape of a submitted action: which values each argument takes (``bot.engine`` re-exports these)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bot.i18n.message import Msg, msg


@dataclass(frozen=True)
class Field:
    """One argument of an action: which values it takes, and whether it may be left out."""

    fits: Callable[[object], bool]
    kind: Msg  # what a player is told the value must be: "a whole number", in their language
    required: bool = True


def _is_text(value: object) -> bool:
    return isinstance(value, str)


def _is_number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)  # True is not seat or die 1


def _is_flag(value: object) -> bool:
    return isinstance(value, bool)


def _list_of(fits: Callable[[object], bool]) -> Callable[[object], bool]:
    return lambda value: isinstance(value, list) and all(fits(item) for item in value)


TEXT = Field(_is_text, msg("a name"))
NUMBER = Field(_is_number, msg("a whole number"))
FLAG = Field(_is_flag, msg("yes or no"))
TEXTS = Field(_list_of(_is_text), msg("a list of names"))
NUMBERS = Field(_list_of(_is_number), msg("a list of whole numbers"))


def optional(field: Field) -> Field:
    return Field(field.fits, field.kind, required=False)


def or_none(field: Field) -> Field:
    kind = msg("{kind} or nothing", kind=field.kind)
    return Field(lambda value: value is None or field.fits(value), kind, field.required)


ActionShape = Mapping[str, Field]  # argument name -> Field; "type" and "label" are implied
