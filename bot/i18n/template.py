"""``python -m bot.i18n.template FILE.pot``: add every slash command's strings (names under the
``slash name`` context, descriptions, choices) to the gettext template; ``./dev i18n`` runs it
after Babel's extraction, since those strings sit in decorators and parameter names."""

from __future__ import annotations

import sys

from babel.messages.pofile import read_po, write_po

from bot.client import COGS
from bot.ui.translator import cog_groups, command_strings


def add_to_template(path: str) -> int:
    """Add the commands' strings to the template at ``path``; how many were new."""
    with open(path, "rb") as source:
        template = read_po(source)
    before = len(template)
    for context, text in command_strings(cog_groups(COGS)):
        if text and template.get(text, context=context) is None:
            template.add(text, context=context)
    with open(path, "wb") as target:
        write_po(target, template, width=0, no_location=True, sort_output=True)
    return len(template) - before


if __name__ == "__main__":
    print(f"{add_to_template(sys.argv[1])} command strings added to {sys.argv[1]}")
