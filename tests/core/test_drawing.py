"""Pictures drawn on a game's palette (``renderers.draw``, ``renderers.text``) come out as Pillow
would draw them on an RGB picture mapped onto that palette afterwards: the same pixels, made
without mapping the whole picture."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from renderers import text
from renderers.draw import INK, MUTED, RGB, WHITE, Palette, Pen, font
from renderers.north_pole.layout import PALETTE as NORTH_POLE
from renderers.roll_in_one import PALETTE as ROLL_IN_ONE
from renderers.south_pole.layout import PALETTE as SOUTH_POLE

STRINGS = ["Player 3's turn", "Made it to D4: go on or camp?", "x2", "AVATAR Tea To", "jump quick fox ?!"]
STRIPES: list[RGB] = [(226, 240, 249), (204, 226, 242), (178, 207, 233), (170, 196, 218), (58, 84, 112),
                      (20, 30, 60), (246, 232, 200), (120, 100, 70)]  # fmt: skip


def backdrop(palette: Palette, kind: str, size: tuple[int, int] = (700, 120)) -> Image.Image:
    """A palette picture to write on: one colour, two halves, or thin stripes of eight colours."""
    rgb = Image.new("RGB", size, WHITE)
    draw = ImageDraw.Draw(rgb)
    if kind == "halves":
        draw.rectangle((0, 0, size[0] // 2 - 10, size[1]), fill=STRIPES[0])
    elif kind == "stripes":
        for x in range(0, size[0], 3):
            draw.line((x, 0, x, size[1]), fill=STRIPES[x % len(STRIPES)])
    return palette.apply(rgb)


def indices(image: Image.Image) -> Image.Image:
    """A palette picture's indices, to compare exactly."""
    return Image.frombytes("L", image.size, image.tobytes())


def pillow_reference(
    palette: Palette, picture: Image.Image, xy: tuple[float, float], words: str, size: int, anchor: str,
    stroke: RGB | None = None,
) -> Image.Image:  # fmt: skip
    """``ImageDraw.text`` on the picture's colours, mapped onto the palette."""
    rgb = picture.convert("RGB")
    ImageDraw.Draw(rgb).text(
        xy, words, font=font(size), fill=INK, anchor=anchor, stroke_width=2 if stroke else 0, stroke_fill=stroke
    )
    return palette.apply(rgb)


@pytest.mark.parametrize("kind", ["one colour", "halves", "stripes"])
@pytest.mark.parametrize("size", [19, 28, 40])
def test_text_is_pillows_text_mapped_onto_the_palette(kind: str, size: int) -> None:
    """On one colour (a cached sprite), a few (a colour at a time) or many (the patch mapped)."""
    picture = backdrop(NORTH_POLE, kind)
    for words in STRINGS:
        for anchor in ("la", "mm", "rm", "ls", "md"):
            expected = pillow_reference(NORTH_POLE, picture, (340, 60), words, size, anchor)
            pen = Pen(picture.copy(), NORTH_POLE)
            text.put(pen, (340, 60), words, size, INK, anchor)
            assert ImageChops.difference(indices(expected), indices(pen.image)).getbbox() is None, (words, anchor)


@pytest.mark.parametrize("kind", ["one colour", "stripes"])
def test_outlined_text_is_pillows_outlined_text(kind: str) -> None:
    """Labels over a map carry a 2 px outline, as ``ImageDraw.text`` with ``stroke_width=2``."""
    picture = backdrop(ROLL_IN_ONE, kind, (400, 100))
    for size in (15, 20, 26):
        for words in ("Diamond 4", "The narrow board", "3,-1", "TEE"):
            expected = pillow_reference(ROLL_IN_ONE, picture, (200, 50), words, size, "mm", stroke=WHITE)
            pen = Pen(picture.copy(), ROLL_IN_ONE)
            text.centred(pen, (200, 50), words, size, INK, stroke=WHITE)
            assert ImageChops.difference(indices(expected), indices(pen.image)).getbbox() is None, words


def test_the_same_words_twice_come_out_the_same() -> None:
    """A cached sprite pasted the second time gives the pixels the first drawing gave."""
    first, second = (Pen(backdrop(SOUTH_POLE, "one colour"), SOUTH_POLE) for _ in range(2))
    text.put(first, (20, 40), "Round 12", 32, MUTED)
    text.put(second, (20, 40), "Round 12", 32, MUTED)
    assert first.image.tobytes() == second.image.tobytes() != backdrop(SOUTH_POLE, "one colour").tobytes()


def test_widths_are_pillows_lengths() -> None:
    for size in (14, 24, 58):
        for words in STRINGS:
            assert text.width(words, size) == font(size).getlength(words)


def test_fitting_and_wrapping_keep_to_the_room() -> None:
    sentence = "Supply: 12 cubes, 4 camp markers · spare flag tile face down"
    assert text.width(text.fit(sentence, 24, 300), 24) <= 300 and text.fit(sentence, 24, 300).endswith("…")
    assert text.shorten(sentence, 24, 300, ".").endswith(".") and text.width(text.shorten(sentence, 24, 300), 24) <= 300
    lines = text.wrap(sentence, 24, 300)
    assert " ".join(lines) == sentence and all(text.width(line, 24) <= 300 for line in lines)


def test_a_colour_maps_to_the_index_the_palette_mapping_gives() -> None:
    """Shapes are drawn with ``Palette.index``: the entry a whole-picture mapping would pick."""
    for palette in (SOUTH_POLE, NORTH_POLE, ROLL_IN_ONE):
        for colour in (*palette.exact, (170, 180, 190), (1, 2, 3)):
            assert palette.index(colour) == palette.apply(Image.new("RGB", (1, 1), colour)).getpixel((0, 0))


def test_a_thick_polygon_outline_drawn_in_its_box_is_pillows() -> None:
    """Pillow outlines a thick polygon through a mask the size of the picture; the pen draws it
    in the polygon's own box instead, with the same pixels."""
    picture = backdrop(SOUTH_POLE, "halves", (500, 300))
    expected = picture.copy()
    points = [(100.4, 50.2), (300.7, 80.5), (260.1, 240.9), (90.6, 200.3)]
    ImageDraw.Draw(expected).polygon(points, fill=SOUTH_POLE.index(WHITE), outline=SOUTH_POLE.index(INK), width=4)
    pen = Pen(picture.copy(), SOUTH_POLE)
    pen.polygon(points, fill=WHITE, outline=INK, width=4)
    assert expected.tobytes() == pen.image.tobytes()


def test_a_sprites_mask_is_what_it_drew() -> None:
    """``Palette.sprite``: painted on two blanks, the pixels that agree are exactly the piece."""
    sprite, drawn = SOUTH_POLE.sprite(41, 41, lambda pen: pen.ellipse((4, 4, 36, 36), fill=INK, outline=WHITE, width=3))
    footprint = Image.new("L", (41, 41), 0)
    ImageDraw.Draw(footprint).ellipse((4, 4, 36, 36), fill=255, outline=255, width=3)
    assert drawn.tobytes() == footprint.tobytes()
    assert sprite.getpixel((20, 20)) == SOUTH_POLE.index(INK)
