"""Write ``data/fonts/NotoSansCJKtc-Subset.otf``: Noto Sans CJK TC (SIL Open Font License 1.1,
``data/fonts/OFL.txt``) cut down to the characters the pictures need, so the repository stays small.

Kept: Big5's frequently used characters (level 1, 5,401 hanzi: what Taiwan's school and
everyday text uses, so player names in Traditional Chinese draw too), Big5's punctuation and
symbols, full-width forms, every character of the zh-TW catalog, and what Pillow's own font
lacks for German, Portuguese and players' names (accented Latin, Greek, Cyrillic, dashes,
arrows). A picture draws each character from Pillow's font when it has it, else from this one
(``renderers.draw.font_for``); a character neither has shows as the usual box.

Run with a Python that has fontTools (Debian: ``apt-get install fonts-noto-cjk python3-fonttools``,
then ``/usr/bin/python3 tools/cjk_font.py``). A dev tool: the bot itself never runs it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parents[1]
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
TC = 3  # the collection's Traditional Chinese (Taiwan) face
TARGET = ROOT / "data" / "fonts" / "NotoSansCJKtc-Subset.otf"
CATALOG = ROOT / "bot" / "locale" / "zh_TW" / "LC_MESSAGES" / "icebreaker.po"


def big5(first: int, last: int) -> set[str]:
    """The characters of a Big5 range (lead bytes ``first`` to ``last``)."""
    found: set[str] = set()
    for lead in range(first, last + 1):
        for trail in [*range(0x40, 0x7F), *range(0xA1, 0xFF)]:
            try:
                found.add(bytes([lead, trail]).decode("big5"))
            except UnicodeDecodeError:
                continue
    return found


def characters() -> str:
    wanted = big5(0xA1, 0xA3) | big5(0xA4, 0xC6)  # symbols and punctuation; level-1 hanzi
    wanted |= {chr(c) for c in range(0xFF01, 0xFF5F)} | {chr(c) for c in range(0x3000, 0x3040)}
    # What Pillow's own font lacks and German, Portuguese and players' names need: accented Latin,
    # Greek and Cyrillic, dashes and quotes, arrows, bullets and shapes.
    for first, last in ((0xA0, 0x24F), (0x370, 0x3FF), (0x400, 0x4FF), (0x2000, 0x206F), (0x2190, 0x21FF),
                        (0x2500, 0x25FF), (0x20A0, 0x20BF)):
        wanted |= {chr(c) for c in range(first, last + 1)}
    wanted |= set(CATALOG.read_text(encoding="utf-8"))
    return "".join(sorted(c for c in wanted if ord(c) > 0x7F))


def main() -> int:
    font = TTCollection(str(SOURCE)).fonts[TC]
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]  # keep the copyright and licence records
    options.hinting = False  # the pictures are drawn at 11 px and up: outlines alone read well
    options.desubroutinize = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters())
    subsetter.subset(font)
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(TARGET))
    print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
