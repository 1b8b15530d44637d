"""The game's words as messages (issue 24): what events, refusals and the result say, chosen
in the reader's language when shown. English renders exactly as the engine's texts always read
(saved games and the tests compare them), so each sentence keeps its English shape here.

Terms follow the rules summaries already translated (``data/south_pole/summary.*.md``): the
shared explorer, tents, tiles, flags, strength cubes, camp sites and camp markers."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n.message import Arg, Msg, msg, nmsg

from .data import COLOURS, Requirement, Tile
from .dice import Die, colour_sums, is_met

COLOUR_MESSAGES: dict[str, Msg] = {"W": msg("white"), "K": msg("black"), "U": msg("blue")}


def colour_count(colour: str, n: int) -> Msg:
    """ "4 black": a number of pips or dice of one colour."""
    if colour == "W":
        return msg("{n} white", n=n)
    if colour == "K":
        return msg("{n} black", n=n)
    return msg("{n} blue", n=n)


def commas(items: Sequence[Msg | str]) -> Msg | str:
    """ "a, b, c": plain strings are joined at once, messages nest so each language joins them."""
    if all(isinstance(i, str) for i in items):
        return ", ".join(str(i) for i in items)
    head: Msg | str = items[0]
    for item in items[1:]:
        head = msg("{head}, {tail}", head=head, tail=item)
    return head


def and_message(items: Sequence[Msg | str]) -> Msg | str:
    """ "a, b and c"."""
    if len(items) < 2:
        return items[0] if items else ""
    return msg("{items} and {last}", items=commas(items[:-1]), last=items[-1])


def requirement_message(requirement: Requirement) -> Msg | str:
    """ "4 black and 3 blue": what a space needs."""
    return and_message([colour_count(colour, need) for colour, need in requirement])


def split_message(split: Sequence[int]) -> Msg | str:
    """ "4 black, 2 blue": the colours taken, zero counts left out."""
    return commas([colour_count(c, n) for c, n in zip(COLOURS, split, strict=True) if n])


def tile_message(tile: Tile) -> Msg:
    """ "needs 4 black and 3 blue, with a camp site": a tile's front in words."""
    needs = requirement_message(tile.requirement)
    if tile.camp:
        return msg("needs {needs}, with a camp site", needs=needs)
    if tile.flag:
        return msg("needs {needs}, with a flag symbol", needs=needs)
    return msg("needs {needs}", needs=needs)


def _faces(colour: str, faces: str) -> Msg:
    if colour == "W":
        return msg("white {faces}", faces=faces)
    if colour == "K":
        return msg("black {faces}", faces=faces)
    return msg("blue {faces}", faces=faces)


def roll_message(pool: list[Die]) -> Msg | str:
    """ "white 1, 2, 0 and blue 0, 2": each die's face grouped by the colour it counts as."""
    faces: dict[str, list[str]] = {}
    for die in pool:
        faces.setdefault(die["effective"], []).append(str(die["face"]))
    groups = [_faces(c, ", ".join(faces[c])) for c in COLOURS if c in faces]
    if not groups:
        return msg("no dice (none left)")
    if len(groups) == 3:  # the engine's texts separate three groups with semicolons
        return msg("{first}; {second}; and {last}", first=groups[0], second=groups[1], last=groups[2])
    return and_message(groups)


def status_message(requirement: Requirement, pool: list[Die]) -> Msg:
    """ "black 8 of 4 needed, blue 1 of 3 — short.": the explorer's space against the pool."""
    sums = colour_sums(pool)
    parts = [
        msg("{colour} {got} of {need}", colour=COLOUR_MESSAGES[c], got=sums[c], need=need) for c, need in requirement
    ]
    verdict = msg("made it!") if is_met(requirement, pool) else msg("short.")
    if not parts:
        return msg("— {verdict}", verdict=verdict)
    needed = msg("{part} needed", part=parts[0])
    if len(parts) > 1:
        needed = msg("{needed}, {other}", needed=needed, other=parts[1])
    return msg("{needed} — {verdict}", needed=needed, verdict=verdict)


def dice_message(numbers: list[int]) -> Msg:
    """ "die 2" or "dice 1, 3 and 4": die numbers as the picture prints them."""
    if len(numbers) == 1:
        return msg("die {n}", n=numbers[0])
    return msg("dice {numbers}", numbers=and_message([str(n) for n in numbers]))


def turn_message(round_number: int, who: str) -> Msg:
    return msg("Round {n}: {who}'s turn.", n=round_number, who=who)


def flags_left_message(who: str, space: str, left: int) -> Msg:
    if left == 0:
        return msg("{who} planted a flag on {space} (that was the last one).", who=who, space=space)
    return msg("{who} planted a flag on {space} ({n} more to go).", who=who, space=space, n=left)


def round_cap_message(cap: int, names: Arg, winners: int, flags: int) -> Msg:
    """RSP-064's result: who shares the win at the round cap, with how many flags."""
    if winners == 1:
        return nmsg(
            "Round {cap} ended with no one at the pole: {names} wins with {n} flag.",
            "Round {cap} ended with no one at the pole: {names} wins with {n} flags.",
            flags,
            cap=cap,
            names=names,
        )
    return nmsg(
        "Round {cap} ended with no one at the pole: {names} share the win with {n} flag.",
        "Round {cap} ended with no one at the pole: {names} share the win with {n} flags.",
        flags,
        cap=cap,
        names=names,
    )
