"""Discord's rules for one message request, as its API states them (the component reference and
discord/discord-api-spec): what the stand-in's answers don't already refuse, checked per call.

``problems(call)`` lists every broken rule of a request that posts or edits a message (channel
messages, interaction callbacks, follow-ups and webhook edits); an empty list is a valid body.
"""

from __future__ import annotations

import re
from typing import Any

from tests.fakediscord.model import COMPONENTS_V2, Call, walk

ACTION_ROW, BUTTON, TEXT_DISPLAY, MEDIA_GALLERY, CONTAINER = 1, 2, 10, 12, 17
SELECTS = {3, 5, 6, 7, 8}
TOP_LEVEL_V2 = {1, 9, 10, 12, 13, 14, 17}  # row, section, text, gallery, file, separator, container
IN_CONTAINER = {1, 9, 10, 12, 13, 14}  # a container holds no container
MAX_COMPONENTS = 40  # all of one message's components, nested ones counted
MAX_TEXT = 4000  # all of a V2 message's text displays together
MAX_CONTENT = 2000


def message_body(call: Call) -> dict[str, Any] | None:
    """The message a call posts or edits, or None for calls of another kind."""
    body = call.body
    if not isinstance(body, dict) or call.method not in ("POST", "PATCH"):
        return None
    if call.path.endswith("/callback"):
        data = body.get("data")
        return data if int(body.get("type") or 0) in (4, 7) and isinstance(data, dict) else None
    if call.path.startswith("/webhooks/") or call.path.endswith("/messages") or "/messages/" in call.path:
        return body
    return None


USER_MENTION = re.compile(r"(\\?)<@!?(\d+)>")  # a backslash before it shows it as text
EVERYONE = re.compile(r"(?<!\\)@(everyone|here)\b")


def pinged(call: Call) -> set[str]:
    """Whom a request pings, as Discord decides: user ids, and "everyone" for @everyone or @here.
    Only a new message pings (an edit never does), and a mention pings only as far as the
    request's ``allowed_mentions`` let it (none given: every mention pings)."""
    body = message_body(call)
    edit = call.method == "PATCH" or (call.path.endswith("/callback") and int(call.body.get("type") or 0) == 7)
    if body is None or edit:
        return set()
    texts = [str(body.get("content") or "")]
    texts += [str(c.get("content") or "") for c in walk(body.get("components") or []) if c.get("type") == TEXT_DISPLAY]
    allowed = body.get("allowed_mentions")
    parse = {"users", "roles", "everyone"} if allowed is None else set(allowed.get("parse") or [])
    listed = {str(u) for u in (allowed or {}).get("users") or []}
    found: set[str] = set()
    for text in texts:
        for escaped, user in USER_MENTION.findall(text):
            if not escaped and ("users" in parse or user in listed):
                found.add(user)
        if "everyone" in parse and EVERYONE.search(text):
            found.add("everyone")
    return found


def problems(call: Call) -> list[str]:
    body = message_body(call)
    edit = call.method == "PATCH" or (call.path.endswith("/callback") and int(call.body.get("type") or 0) == 7)
    return [] if body is None else body_problems(body, [name for name, _ in call.files], edit)


def body_problems(body: dict[str, Any], files: list[str], edit: bool = False) -> list[str]:
    found: list[str] = []
    top = body.get("components") or []
    parts = walk(top)
    v2 = bool(int(body.get("flags") or 0) & COMPONENTS_V2)
    if v2:
        if body.get("content") or body.get("embeds"):
            found.append("content or embeds with IS_COMPONENTS_V2")
        found += [f"top-level type {c['type']} in a V2 message" for c in top if c.get("type") not in TOP_LEVEL_V2]
        for container in (c for c in parts if c.get("type") == CONTAINER):
            kinds = [c.get("type") for c in container.get("components") or []]
            found += [f"type {k} inside a container" for k in kinds if k not in IN_CONTAINER]
            if not kinds:
                found.append("an empty container")
        shown = sum(len(str(c.get("content") or "")) for c in parts if c.get("type") == TEXT_DISPLAY)
        if shown > MAX_TEXT:
            found.append(f"{shown} characters of text displays (at most {MAX_TEXT})")
    else:
        found += [f"type {c['type']} without IS_COMPONENTS_V2" for c in top if c.get("type") != ACTION_ROW]
        if len(top) > 5:
            found.append(f"{len(top)} action rows (at most 5)")
        if len(str(body.get("content") or "")) > MAX_CONTENT:
            found.append("content over 2,000 characters")
    if len(parts) > MAX_COMPONENTS:
        found.append(f"{len(parts)} components (at most {MAX_COMPONENTS})")
    found += _rows(parts) + _controls(parts) + _galleries(parts, files, edit)
    for attachment in body.get("attachments") or []:
        if len(attachment.get("description") or "") > 1024:
            found.append("an attachment description over 1,024 characters")
    return found


def _rows(parts: list[dict[str, Any]]) -> list[str]:
    found = []
    for row in (c for c in parts if c.get("type") == ACTION_ROW):
        kinds = [c.get("type") for c in row.get("components") or []]
        selects = sum(k in SELECTS for k in kinds)
        if not kinds or len(kinds) > 5 or (selects and len(kinds) != 1):
            found.append(f"an action row of {kinds} (1–5 buttons, or one select)")
    return found


def _controls(parts: list[dict[str, Any]]) -> list[str]:
    found = []
    ids = [str(c["custom_id"]) for c in parts if c.get("custom_id")]
    if len(ids) != len(set(ids)):
        found.append("a custom_id used twice in one message")
    found += [f"custom_id over 100 characters: {i[:20]}…" for i in ids if len(i) > 100]
    for c in parts:
        if c.get("type") == BUTTON and len(str(c.get("label") or "")) > 80:
            found.append("a button label over 80 characters")
        if c.get("type") == 3:
            options = c.get("options") or []
            if not 1 <= len(options) <= 25 or len(str(c.get("placeholder") or "")) > 150:
                found.append(f"a select of {len(options)} options (1–25), placeholder ≤150")
            if int(c.get("max_values") or 1) > len(options) or int(c.get("min_values") or 1) > len(options):
                found.append("a select asking for more values than it offers")
            for o in options:
                if max(len(str(o.get(k) or "")) for k in ("label", "value", "description")) > 100:
                    found.append("a select option's label, value or description over 100 characters")
    return found


def _galleries(parts: list[dict[str, Any]], files: list[str], edit: bool) -> list[str]:
    found = []
    for gallery in (c for c in parts if c.get("type") == MEDIA_GALLERY):
        items = gallery.get("items") or []
        if not 1 <= len(items) <= 10:
            found.append(f"a media gallery of {len(items)} items (1–10)")
        for item in items:
            url = str(item.get("media", {}).get("url") or "")
            if len(item.get("description") or "") > 256:
                found.append("a media item description over 256 characters")
            if url.startswith("attachment://"):
                name = url.removeprefix("attachment://")
                # Names a file this request uploads. Stricter than Discord may be on an edit (it
                # might find a kept attachment by name), but Discord answers a V2 message without
                # its attachments (discord-api-docs issue 8277), so the bot must re-send them.
                if name not in files:
                    found.append(f"{url} names no file {'this edit re-sends' if edit else 'of the request'}")
            elif not url.startswith(("https://", "http://")):
                found.append(f"a media url {url!r} (http(s) or attachment:// only)")
    return found
