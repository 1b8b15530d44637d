"""Components V2 cards: one Container in the colour of the seat the message is about, its text
in TextDisplays, the picture in a MediaGallery with its alt text, then the existing controls
(DynamicItems, so their custom ids and routing are unchanged) in action rows.

Only for messages that ping nobody: a mention inside a Components V2 message pings, but the
phone's push notification arrives empty (discord-api-docs issue 7854), so the public turn
message stays a classic message. The accent is decoration: the text always names the seat.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import Any

import discord

from bot.ui.alt import GALLERY_LIMIT, clip
from renderers.amundsen_scott import PAWN_COLOURS as AMUNDSEN_RGB
from renderers.draw import RGB, seat_colour
from renderers.north_pole.layout import PAWN_COLOURS as NORTH_POLE_RGB
from renderers.pole_to_pole.style import SEAT_RGB as POLE_TO_POLE_RGB

TEXT_LIMIT = 4000  # Discord's limit on all the text displays of one message together
MAX_ROWS = 5
MAX_COMPONENTS = 40  # Discord's limit on all the components of one message, nested ones counted
NEUTRAL = 0x5865F2  # Discord's blurple: a card about no seat in particular

Item = discord.ui.Item[Any]


def _explorer(view: dict[str, Any], seat: int) -> RGB:
    return AMUNDSEN_RGB[next(e["explorer"] for e in view["explorers"] if e["seat"] == seat)]


# The colour each game's picture gives a seat (the renderers' own tables), so a card's accent
# matches the pieces on the board; games not listed use the shared seat colours.
SEAT_RGB: dict[str, Callable[[dict[str, Any], int], RGB]] = {
    "amundsen-scott": _explorer,
    "north-pole": lambda view, seat: NORTH_POLE_RGB[view["seats"][seat]["colour"]],
    "pole-to-pole": lambda view, seat: POLE_TO_POLE_RGB[view["seats"][seat]["colour"]],
}


def seat_accent(game_key: str, view: dict[str, Any] | None, seat: int | None) -> int:
    """The accent colour (0xRRGGBB) of ``seat`` as the game's picture draws it; blurple for no seat."""
    if seat is None or view is None:
        return NEUTRAL
    red, green, blue = visible(SEAT_RGB[game_key](view, seat) if game_key in SEAT_RGB else seat_colour(seat))
    return (red << 16) | (green << 8) | blue


# The darkest and lightest backgrounds a card's accent bar stands on (Discord's dark themes, light theme).
THEMES: tuple[RGB, RGB] = ((0x1E, 0x1F, 0x22), (0xFF, 0xFF, 0xFF))
SEEN = 1.5  # the least contrast with both at which a thin accent bar still shows


def contrast(one: RGB, other: RGB) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _luminance(rgb: RGB) -> float:
    def linear(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = rgb
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def visible(rgb: RGB) -> RGB:
    """``rgb``, or the nearest shade of it that shows on both dark and light themes (a white
    seat's bar turns light grey, a black seat's dark grey): the card's words name the seat anyway."""
    dark, light = THEMES
    for step in range(21):
        if contrast(rgb, dark) < SEEN:
            toward = light
        elif contrast(rgb, light) < SEEN:
            toward = dark
        else:
            return rgb
        share = 0.05 * (step + 1)
        rgb = (
            round(rgb[0] + (toward[0] - rgb[0]) * share),
            round(rgb[1] + (toward[1] - rgb[1]) * share),
            round(rgb[2] + (toward[2] - rgb[2]) * share),
        )
    return rgb


def rows_of(controls: discord.ui.View | Sequence[Item] | None) -> list[list[Item]]:
    """The controls in action rows: a classic view's rows as it numbered them, loose items packed."""
    items = list(controls.children if isinstance(controls, discord.ui.View) else controls or ())
    rows: dict[int, list[Item]] = {}
    packed: list[list[Item]] = []
    for item in items:
        if item.row is not None:
            rows.setdefault(item.row, []).append(item)
        elif packed and sum(i.width for i in packed[-1]) + item.width <= 5:
            packed[-1].append(item)
        else:
            packed.append([item])
    return ([rows[n] for n in sorted(rows)] + packed)[:MAX_ROWS]


def card(
    texts: Sequence[str],
    *,
    accent: int | None = None,
    picture: bytes | None = None,
    description: str | None = None,
    filename: str = "picture.png",
    controls: discord.ui.View | Sequence[Item] | None = None,
) -> tuple[discord.ui.LayoutView, list[discord.File]]:
    """A stopped LayoutView holding one card, and the files to send with it (the picture).

    Send both: ``send(view=view, files=files)`` (discord.py sets the IS_COMPONENTS_V2 flag
    for a LayoutView; such a message has no content and no embeds). ``description`` is the
    picture's alt text, shortened with "…" to the gallery's 256 characters."""
    files: list[discord.File] = []
    gallery: list[discord.MediaGalleryItem] = []
    if picture is not None:
        files.append(discord.File(io.BytesIO(picture), filename=filename))
        alt = clip(description or "", GALLERY_LIMIT) or None
        gallery.append(discord.MediaGalleryItem(f"attachment://{filename}", description=alt))
    return layout(texts, accent, gallery, controls), files


def layout(
    texts: Sequence[str],
    accent: int | None,
    gallery: Sequence[discord.MediaGalleryItem],
    controls: discord.ui.View | Sequence[Item] | None,
) -> discord.ui.LayoutView:
    """The card itself: texts (4,000 characters in all), the gallery, then the controls' rows;
    the separator goes when the controls need every one of a message's 40 components."""
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=accent)
    room = TEXT_LIMIT
    for text in texts:
        if text and room > 0:
            shown = text if len(text) <= room else text[: room - 1] + "…"
            room -= len(shown)
            container.add_item(discord.ui.TextDisplay(shown))
    if gallery:
        container.add_item(discord.ui.MediaGallery(*gallery[:10]))
    rows = rows_of(controls)
    used = 1 + len(container.children) + len(rows) + sum(len(row) for row in rows)
    if rows and used < MAX_COMPONENTS:
        container.add_item(discord.ui.Separator())
    for row in rows:
        action_row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        for control in row:
            control.row = None  # a layout's rows are its ActionRows
            action_row.add_item(control)
        container.add_item(action_row)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    view.stop()  # routed by the dynamic item registry, like every view the bot sends
    return view


def is_card(message: discord.Message | None) -> bool:
    """Whether ``message`` is a Components V2 message: an edit of it sends a LayoutView, never content."""
    return message is not None and message.flags.components_v2


def recard(
    message: discord.Message,
    controls: discord.ui.View | Sequence[Item] | None = None,
    *,
    texts: Sequence[str] | None = None,
    picture: bytes | None = None,
    description: str | None = None,
    filename: str = "private.png",
) -> tuple[discord.ui.LayoutView, list[discord.File]]:
    """The card ``message`` shows (its accent and words; ``texts`` replaces the words) around new
    ``controls``, for an in-place edit: send ``view=`` and ``attachments=`` the files. Its picture
    is uploaded again (``picture``), never kept by name: Discord answers a V2 message without its
    attachments (discord-api-docs issue 8277), so the bot can't name one to keep."""
    accent, said, _ = read_card(message)
    shown = said if texts is None else texts
    return card(shown, accent=accent, picture=picture, description=description, filename=filename, controls=controls)


def read_card(message: discord.Message) -> tuple[int | None, list[str], bool]:
    """A V2 message's first container: its accent, its texts, and whether it shows a picture."""
    for component in message.components:
        if isinstance(component, discord.components.Container):
            texts = [c.content for c in component.children if isinstance(c, discord.components.TextDisplay)]
            pictured = any(isinstance(c, discord.components.MediaGalleryComponent) for c in component.children)
            colour = component.accent_colour
            return (colour.value if colour is not None else None), texts, pictured
    return None, [], False


def replaced(message: discord.Message | None, text: str) -> dict[str, Any]:
    """Arguments for an edit that leaves only ``text`` on ``message`` (no controls, no picture),
    a card staying a card (content can't be set on a V2 message)."""
    if message is not None and is_card(message):
        view, _ = recard(message, texts=[text])
        return {"view": view, "attachments": []}
    return {"content": text, "view": None}
