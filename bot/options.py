"""Lobby options: a game's variants and expansions, declared as data, validated when a lobby is
opened; a value that doesn't fit is refused with a sentence (``BadOption``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.i18n.message import msg
from bot.illegal import BadOption

OptionValue = bool | int | str
_TRUE = ("true", "yes", "on", "1")  # how an option's "on" may be typed


@dataclass(frozen=True)
class Option:
    """A variant or expansion a lobby may set. The type of ``default`` is the option's type."""

    key: str
    description: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    label: str = ""  # how a lobby names it ("Sponsors"); the key, made readable, if empty
    value_words: tuple[tuple[OptionValue, str], ...] = ()  # how a lobby names values ("0" → "the host")

    def words(self, value: OptionValue) -> str:
        """"Sponsors: on" — the option and its value as a player reads them."""
        name = self.label or self.key.replace("_", " ").capitalize()
        named = dict(self.value_words)
        if value in named:
            shown = named[value]
        elif isinstance(value, bool):
            shown = "on" if value else "off"
        else:
            shown = str(value).replace("_", " ")
        return f"{name}: {shown}"

    def _not_a_choice(self) -> BadOption:
        return BadOption(msg("Option {key} must be one of {values}.", key=self.key, values=_listing(self.choices)))

    def validate(self, value: object) -> OptionValue:
        kind = type(self.default)
        if kind is bool:
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in (*_TRUE, "false", "no", "off", "0"):
                return value.lower() in _TRUE
            raise BadOption(msg("Option {key} must be true or false.", key=self.key))
        if kind is int:
            if isinstance(value, bool) or not isinstance(value, int | str):
                raise BadOption(msg("Option {key} must be a whole number.", key=self.key))
            try:
                number = int(value)
            except ValueError:
                raise BadOption(msg("Option {key} must be a whole number.", key=self.key)) from None
            if self.minimum is not None and number < self.minimum:
                raise BadOption(msg("Option {key} must be at least {n}.", key=self.key, n=self.minimum))
            if self.maximum is not None and number > self.maximum:
                raise BadOption(msg("Option {key} must be at most {n}.", key=self.key, n=self.maximum))
            if self.choices and number not in self.choices:
                raise self._not_a_choice()
            return number
        text = str(value)
        if self.choices and text not in self.choices:
            raise self._not_a_choice()
        return text


def _listing(values: Sequence[object]) -> str:
    return ", ".join(str(v) for v in values)


def resolve_options(spec: Mapping[str, Option], given: Mapping[str, object]) -> dict[str, OptionValue]:
    """Every option of ``spec`` with its validated value; unknown keys are refused."""
    unknown = sorted(set(given) - set(spec))
    if unknown:
        raise BadOption(msg("Unknown option: {names}.", names=", ".join(unknown)))
    return {key: opt.validate(given[key]) if key in given else opt.default for key, opt in spec.items()}
