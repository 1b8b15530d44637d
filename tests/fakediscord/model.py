"""An in-memory Discord: just enough REST behaviour for the bot, and a record of every call.

The same model answers both the in-process harness (patched HTTP) and the loopback server
the end-to-end tests run the real bot process against.
"""

from __future__ import annotations

import copy
import datetime as dt
import itertools
import json
import re
from dataclasses import dataclass, field
from typing import Any

EPHEMERAL = 1 << 6
LOADING = 1 << 7
COMPONENTS_V2 = 1 << 15
INTERACTIVE = {2, 3, 5, 6, 7, 8}  # buttons and the selects
LAYOUT_V2 = {9, 10, 11, 12, 13, 14, 17}  # section, text display, thumbnail, media gallery, file, separator, container
APP_ID = 900000000000000001
BOT_ID = 900000000000000002
GUILD_ID = 900000000000000010
CHANNEL_ID = 900000000000000020
OWNER_ID = 900000000000000099


@dataclass
class Call:
    method: str
    path: str
    body: Any
    files: list[tuple[str, bytes]]


@dataclass
class Message:
    data: dict[str, Any]
    files: list[tuple[str, bytes]] = field(default_factory=list)
    visible_to: int | None = None  # ephemeral: only this user sees it

    @property
    def id(self) -> int:
        return int(self.data["id"])

    @property
    def content(self) -> str:
        return str(self.data.get("content") or "")

    @property
    def channel_id(self) -> int:
        return int(self.data["channel_id"])

    @property
    def ephemeral(self) -> bool:
        return bool(int(self.data.get("flags") or 0) & EPHEMERAL)

    @property
    def v2(self) -> bool:
        """A Components V2 message: its text and pictures are components, not content and embeds."""
        return bool(int(self.data.get("flags") or 0) & COMPONENTS_V2)

    def components(self) -> list[dict[str, Any]]:
        """Every interactive component (buttons, selects) in the message, flattened, in
        action rows, containers and section accessories alike."""
        return [c for c in walk(self.data.get("components") or []) if c.get("type") in INTERACTIVE]

    @property
    def text(self) -> str:
        """What the message says: its content, or its text displays (Components V2)."""
        shown = [str(c.get("content") or "") for c in walk(self.data.get("components") or []) if c.get("type") == 10]
        return "\n".join([self.content, *shown] if self.content else shown)

    def gallery(self) -> list[dict[str, Any]]:
        """The media-gallery items of a Components V2 message (picture and description)."""
        return [i for c in walk(self.data.get("components") or []) if c.get("type") == 12 for i in c.get("items", [])]

    def snapshot(self) -> Message:
        """A frozen copy, as a client that hasn't seen later edits still shows it."""
        return Message(copy.deepcopy(self.data), list(self.files), self.visible_to)

    def labels(self) -> list[str]:
        return [str(c.get("label") or c.get("placeholder") or "") for c in self.components()]


def walk(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Components and everything nested in them (rows, containers, a section's accessory), in order."""
    found: list[dict[str, Any]] = []
    for c in components:
        found.append(c)
        found.extend(walk(c.get("components") or []))
        if c.get("accessory"):
            found.extend(walk([c["accessory"]]))
    return found


def check_message(data: dict[str, Any]) -> None:
    """Refuse what Discord refuses (400, code 50035): Components V2 parts without the flag,
    content or embeds beside them, more than 40 components, over-long alt text."""
    parts = walk(data.get("components") or [])
    if int(data.get("flags") or 0) & COMPONENTS_V2:
        if data.get("content") or data.get("embeds"):
            raise DiscordError(400, 50035, "Invalid Form Body: content and embeds can't be used with IS_COMPONENTS_V2")
        if len(parts) > 40:
            raise DiscordError(400, 50035, "Invalid Form Body: at most 40 components")
    elif any(c.get("type") in LAYOUT_V2 for c in parts):
        raise DiscordError(400, 50035, "Invalid Form Body: these components need the IS_COMPONENTS_V2 flag")
    files = {str(a.get("filename")) for a in data.get("attachments") or []}
    for item in (i for c in parts if c.get("type") == 12 for i in c.get("items", [])):
        if len(item.get("description") or "") > 256:
            raise DiscordError(400, 50035, "Invalid Form Body: a media item's description is at most 256 characters")
        url = str(item.get("media", {}).get("url") or "")
        if url.startswith("attachment://") and url.removeprefix("attachment://") not in files:
            raise DiscordError(400, 50035, f"Invalid Form Body: {url} names no attachment of the message")
    for attachment in data.get("attachments") or []:
        if len(attachment.get("description") or "") > 1024:
            raise DiscordError(400, 50035, "Invalid Form Body: an attachment's description is at most 1024 characters")


def attachments_of(message_id: int, body: dict[str, Any], files: list[tuple[str, bytes]]) -> list[dict[str, Any]]:
    """The stored attachments for uploaded ``files``, each with the description the body gave it."""
    described = {
        int(a["id"]): a.get("description") for a in body.get("attachments") or [] if str(a.get("id")).isdigit()
    }
    stored = []
    for index, (name, data) in enumerate(files):
        attachment = {
            "id": str(message_id * 10 + index),
            "filename": name,
            "size": len(data),
            "url": f"https://cdn.invalid/{message_id}/{name}",
            "proxy_url": f"https://cdn.invalid/{message_id}/{name}",
        }
        if described.get(index):
            attachment["description"] = described[index]
        stored.append(attachment)
    return stored


class DiscordError(Exception):
    def __init__(self, status: int, code: int, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.retry_after = status, code, message, retry_after

    def body(self) -> dict[str, Any]:
        if self.retry_after is not None:
            return {"message": self.message, "retry_after": self.retry_after, "global": False}
        return {"code": self.code, "message": self.message}


@dataclass
class Fault:
    """An answer given instead of the real one, ``times`` times, to calls matching ``method`` and
    the ``path`` pattern: 403/400/404 refusals, 429 rate limits, 5xx failures. With ``channel``,
    only calls about that channel: its own routes, and the callbacks and follow-ups of
    interactions that happened in it."""

    method: str
    path: str
    status: int
    code: int = 0
    message: str = "injected fault"
    times: int = 1
    retry_after: float | None = None
    channel: int | None = None


def user_payload(user_id: int, name: str, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": name.lower(),
        "global_name": name,
        "discriminator": "0",
        "avatar": None,
        "bot": bot,
    }


def now() -> str:
    return dt.datetime.now(dt.UTC).isoformat()


class FakeDiscord:
    """A tiny Discord with one guild, one text channel, threads, DMs and interaction webhooks."""

    def __init__(self) -> None:
        self._ids = itertools.count(910000000000000000)
        self.calls: list[Call] = []
        self.messages: dict[int, Message] = {}
        self.channels: dict[int, dict[str, Any]] = {}
        self.users: dict[int, dict[str, Any]] = {BOT_ID: user_payload(BOT_ID, "Icebreaker", bot=True)}
        self.interactions: dict[str, dict[str, Any]] = {}  # token → {id, user, channel_id, original}
        self.commands: dict[str, list[dict[str, Any]]] = {}  # "global" or guild id → synced commands
        self.closed_dms: set[int] = set()
        self.locked_channels: set[int] = set()  # the bot may not post or edit there (403)
        self.faults: list[Fault] = []  # injected answers, first match wins (see Fault)
        self.sticky_archive: set[int] = set()  # archived threads the bot may not reopen
        self.dm_channels: dict[int, int] = {}  # user id → DM channel id
        self.guild_locale = "en-US"  # the server's preferred locale, sent with every interaction
        self.add_channel({"id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID), "name": "games"})

    # --- bookkeeping ----------------------------------------------------------------------

    def new_id(self) -> int:
        return next(self._ids)

    def add_user(self, user_id: int, name: str) -> dict[str, Any]:
        self.users[user_id] = user_payload(user_id, name)
        return self.users[user_id]

    def add_channel(self, channel: dict[str, Any]) -> dict[str, Any]:
        channel.setdefault("position", 0)
        channel.setdefault("permission_overwrites", [])
        self.channels[int(channel["id"])] = channel
        return channel

    def channel_messages(self, channel_id: int, *, include_ephemeral: bool = False) -> list[Message]:
        return [
            m for m in self.messages.values() if m.channel_id == channel_id and (include_ephemeral or not m.ephemeral)
        ]

    def ephemerals_for(self, user_id: int) -> list[Message]:
        return [m for m in self.messages.values() if m.visible_to == user_id]

    def dms_to(self, user_id: int) -> list[Message]:
        channel = self.dm_channels.get(user_id)
        return [m for m in self.messages.values() if channel is not None and m.channel_id == channel]

    def open_interaction(self, interaction_id: int, token: str, user_id: int, channel_id: int, message: int | None):
        self.interactions[token] = {
            "id": interaction_id,
            "user": user_id,
            "channel_id": channel_id,
            "source": message,  # the message a component sits on
            "original": None,
            "loading": False,
            "made": [],  # ids of the messages the response and follow-ups created
        }

    def picture_descriptions(self) -> list[tuple[str, str]]:
        """Every picture ever uploaded (posts and edits, DMs and replies) as ("METHOD path name",
        its description): the attachment's, or its media-gallery item's."""
        found = []
        for call in self.calls:
            if not call.files or not isinstance(call.body, dict):
                continue
            body = call.body.get("data") if isinstance(call.body.get("data"), dict) else call.body
            described = {int(a["id"]): a.get("description") or "" for a in body.get("attachments") or []}
            for item in (i for c in walk(body.get("components") or []) if c.get("type") == 12 for i in c["items"]):
                name = str(item["media"]["url"]).removeprefix("attachment://")
                index = next((n for n, (f, _) in enumerate(call.files) if f == name), None)
                if index is not None:
                    described[index] = item.get("description") or described.get(index, "")
            for index, (name, _) in enumerate(call.files):
                found.append((f"{call.method} {call.path} {name}", str(described.get(index, ""))))
        return found

    def pictures_without_alt_text(self, shortest: int = 40) -> list[str]:
        """Every picture ever uploaded whose description is missing or shorter than ``shortest``."""
        return [f"{where}: {text!r}" for where, text in self.picture_descriptions() if len(text) < shortest]

    # --- messages ----------------------------------------------------------------------

    def _message(
        self,
        channel_id: int,
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
        *,
        author: int = BOT_ID,
        visible_to: int | None = None,
        flags: int = 0,
        interaction: dict[str, Any] | None = None,
    ) -> Message:
        message_id = self.new_id()
        attachments = attachments_of(message_id, body, files)
        flags |= int(body.get("flags") or 0)
        data: dict[str, Any] = {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "author": self.users[author],
            "content": body.get("content") or "",
            "timestamp": now(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [
                self.users[int(u)] for u in re.findall(r"<@!?(\d+)>", body.get("content") or "") if int(u) in self.users
            ],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "pinned": False,
            "type": 0,
            "flags": flags,
        }
        channel = self.channels.get(channel_id)
        if channel and channel.get("guild_id"):
            data["guild_id"] = channel["guild_id"]
        if interaction is not None:
            data["interaction_metadata"] = interaction
        check_message(data)
        message = Message(data, list(files), visible_to if flags & EPHEMERAL else None)
        self.messages[message_id] = message
        return message

    def _edit(self, message: Message, body: dict[str, Any], files: list[tuple[str, bytes]]) -> Message:
        edited = copy.deepcopy(message.data)
        for key in ("content", "embeds", "components"):
            if key in body:
                edited[key] = body[key] if body[key] is not None else ([] if key != "content" else "")
        if "attachments" in body or files:
            edited["attachments"] = attachments_of(self.new_id(), body, files)
        flags = int(edited.get("flags") or 0)
        if body.get("flags") is not None:  # an edit may turn Components V2 on, never off
            flags |= int(body["flags"]) & COMPONENTS_V2
        edited["flags"] = flags & ~LOADING
        check_message(edited)
        message.data = edited
        if "attachments" in body or files:
            message.files = list(files)
        message.data["edited_timestamp"] = now()
        return message

    # --- the REST surface ------------------------------------------------------------------

    def handle(self, method: str, path: str, body: Any, files: list[tuple[str, bytes]]) -> Any:
        """Answer one REST call; raises DiscordError for 4xx answers."""
        path = path.split("?", 1)[0]
        self.calls.append(Call(method, path, body, files))
        for fault in self.faults:
            if fault.channel is not None and fault.channel != self.channel_of(path):
                continue
            if fault.times > 0 and fault.method == method and re.fullmatch(fault.path, path):
                fault.times -= 1
                raise DiscordError(fault.status, fault.code, fault.message, fault.retry_after)
        for pattern, verb, handler in self._routes():
            match = re.fullmatch(pattern, path)
            if match and verb == method:
                return handler(body or {}, files, **match.groupdict())
        raise DiscordError(404, 0, f"unknown route {method} {path}")

    def channel_of(self, path: str) -> int | None:
        """The channel a call is about: a channel route's own, or where its interaction happened."""
        found = re.match(r"/channels/(\d+)", path)
        if found:
            return int(found[1])
        found = re.match(r"/(?:webhooks/\d+|interactions/\d+)/([^/]+)", path)
        info = self.interactions.get(found[1]) if found else None
        return int(info["channel_id"]) if info else None

    def _routes(self) -> list[tuple[str, str, Any]]:
        return [
            (r"/users/@me", "GET", lambda b, f: self.users[BOT_ID]),
            (r"/oauth2/applications/@me", "GET", self._application),
            (
                r"/gateway(/bot)?",
                "GET",
                lambda b, f: {
                    "url": "ws://invalid",
                    "shards": 1,
                    "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
                },
            ),
            (r"/applications/(?P<app>\d+)/commands", "PUT", self._sync),
            (r"/applications/(?P<app>\d+)/guilds/(?P<guild>\d+)/commands", "PUT", self._sync),
            (r"/applications/(?P<app>\d+)/commands", "GET", lambda b, f, app: self.commands.get("global", [])),
            (r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback", "POST", self._callback),
            (r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)", "POST", self._followup),
            (r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)", "PATCH", self._edit_webhook),
            (r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)", "GET", self._get_webhook),
            (
                r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)/messages/(?P<mid>@original|\d+)",
                "DELETE",
                self._delete_webhook,
            ),
            (r"/channels/(?P<cid>\d+)", "GET", lambda b, f, cid: self._channel(int(cid))),
            (r"/channels/(?P<cid>\d+)", "PATCH", self._patch_channel),
            (r"/channels/(?P<cid>\d+)/messages", "POST", self._post),
            (r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", "PATCH", self._patch),
            (r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)", "GET", self._get),
            (r"/channels/(?P<cid>\d+)/messages/(?P<mid>\d+)/threads", "POST", self._thread_from_message),
            (r"/channels/(?P<cid>\d+)/threads", "POST", self._thread),
            (r"/users/@me/channels", "POST", self._dm_channel),
            (r"/users/(?P<uid>\d+)", "GET", lambda b, f, uid: self._user(int(uid))),
        ]

    def _application(self, body: Any, files: Any) -> dict[str, Any]:
        return {
            "id": str(APP_ID),
            "name": "Icebreaker",
            "icon": None,
            "description": "",
            "rpc_origins": [],
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": user_payload(OWNER_ID, "Owner"),
            "summary": "",
            "verify_key": "0" * 64,
            "team": None,
            "flags": 0,
        }

    def _sync(self, body: Any, files: Any, app: str, guild: str | None = None) -> list[dict[str, Any]]:
        synced = [{**c, "id": str(self.new_id()), "application_id": str(APP_ID), "version": "1"} for c in body]
        self.commands[guild or "global"] = synced
        return synced

    def _channel(self, channel_id: int) -> dict[str, Any]:
        if channel_id not in self.channels:
            raise DiscordError(404, 10003, "Unknown Channel")
        return self.channels[channel_id]

    def _user(self, user_id: int) -> dict[str, Any]:
        if user_id not in self.users:
            raise DiscordError(404, 10013, "Unknown User")
        return self.users[user_id]

    def delete_channel(self, channel_id: int) -> None:
        """A moderator deletes a channel or thread (and with it its messages)."""
        self.channels.pop(channel_id, None)
        for message_id in [m.id for m in self.messages.values() if m.channel_id == channel_id]:
            del self.messages[message_id]

    def archive(self, thread_id: int, *, sticky: bool = False) -> None:
        """Archive a thread; ``sticky``: locked, the bot may not reopen it."""
        self.channels[thread_id]["thread_metadata"]["archived"] = True
        if sticky:
            self.sticky_archive.add(thread_id)

    def _archived(self, channel_id: int) -> bool:
        return bool(self.channels.get(channel_id, {}).get("thread_metadata", {}).get("archived"))

    def _patch_channel(self, body: dict[str, Any], files: Any, cid: str) -> dict[str, Any]:
        channel = self._channel(int(cid))
        if body.get("archived") is False and self._archived(int(cid)):
            if int(cid) in self.sticky_archive:
                raise DiscordError(403, 50013, "Missing Permissions")
            channel["thread_metadata"]["archived"] = False
        return channel

    def _post(self, body: dict[str, Any], files: list[tuple[str, bytes]], cid: str) -> dict[str, Any]:
        if int(cid) in self.locked_channels:
            raise DiscordError(403, 50013, "Missing Permissions")
        if self._archived(int(cid)):
            raise DiscordError(400, 50083, "Thread is archived")
        channel = self._channel(int(cid))
        if channel["type"] == 1 and int(channel["recipients"][0]["id"]) in self.closed_dms:
            raise DiscordError(403, 50007, "Cannot send messages to this user")
        return self._message(int(cid), body, files).data

    def _find(self, mid: str, cid: str | None = None) -> Message:
        message = self.messages.get(int(mid))
        if message is None or (cid is not None and message.channel_id != int(cid)):
            raise DiscordError(404, 10008, "Unknown Message")
        return message

    def _patch(self, body: dict[str, Any], files: list[tuple[str, bytes]], cid: str, mid: str) -> dict[str, Any]:
        if int(cid) in self.locked_channels:
            raise DiscordError(403, 50013, "Missing Permissions")
        self._channel(int(cid))
        if self._archived(int(cid)):
            raise DiscordError(400, 50083, "Thread is archived")
        return self._edit(self._find(mid, cid), body, files).data

    def _get(self, body: Any, files: Any, cid: str, mid: str) -> dict[str, Any]:
        return self._find(mid, cid).data

    def _thread_from_message(self, body: dict[str, Any], files: Any, cid: str, mid: str) -> dict[str, Any]:
        parent = self._channel(int(cid))
        thread = self._new_thread(parent, body.get("name", "thread"), thread_id=int(mid))
        self._find(mid, cid).data["thread"] = thread
        return thread

    def _thread(self, body: dict[str, Any], files: Any, cid: str) -> dict[str, Any]:
        return self._new_thread(self._channel(int(cid)), body.get("name", "thread"))

    def _new_thread(self, parent: dict[str, Any], name: str, thread_id: int | None = None) -> dict[str, Any]:
        return self.add_channel(
            {
                "id": str(thread_id or self.new_id()),
                "type": 11,
                "guild_id": parent.get("guild_id"),
                "parent_id": parent["id"],
                "name": name,
                "owner_id": str(BOT_ID),
                "message_count": 0,
                "member_count": 1,
                "rate_limit_per_user": 0,
                "thread_metadata": {
                    "archived": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": now(),
                    "locked": False,
                },
            }
        )

    def _dm_channel(self, body: dict[str, Any], files: Any) -> dict[str, Any]:
        user_id = int(body["recipient_id"])
        if user_id not in self.dm_channels:
            self.dm_channels[user_id] = self.new_id()
            self.add_channel(
                {
                    "id": str(self.dm_channels[user_id]),
                    "type": 1,
                    "recipients": [self._user(user_id)],
                    "last_message_id": None,
                }
            )
        return self.channels[self.dm_channels[user_id]]

    # --- interactions ----------------------------------------------------------------------

    def _interaction(self, token: str) -> dict[str, Any]:
        if token not in self.interactions:
            raise DiscordError(404, 10015, "Unknown Webhook")
        return self.interactions[token]

    def _callback(self, body: dict[str, Any], files: list[tuple[str, bytes]], iid: str, token: str) -> dict[str, Any]:
        info = self._interaction(token)
        if info.get("answered"):
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        info["answered"] = True
        kind = int(body["type"])
        info["kind"] = kind  # 4 a message, 5 thinking, 6 acknowledged, 7 the component's message edited
        data = body.get("data") or {}
        message: Message | None = None
        if kind == 4:  # a new message answering the interaction
            message = self._message(info["channel_id"], data, files, visible_to=info["user"])
            info["original"] = message.id
            info["made"].append(message.id)
        elif kind == 5:  # "thinking…": a placeholder the first follow-up fills
            message = self._message(
                info["channel_id"], {"content": "", **data}, [], visible_to=info["user"], flags=LOADING
            )
            info["original"], info["loading"] = message.id, True
            info["made"].append(message.id)
        elif kind == 6:  # acknowledged; the original is the message the component is on
            info["original"] = info["source"]
        elif kind == 7:  # edit the component's message in place
            message = self._edit(self._find(str(info["source"])), data, files)
            info["original"] = message.id
        answer: dict[str, Any] = {
            "interaction": {
                "id": iid,
                "type": 2,
                "response_message_id": str(info["original"] or ""),
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(message and message.ephemeral),
            },
        }
        if message is not None:
            answer["resource"] = {"type": kind, "message": message.data}
        else:
            answer["resource"] = {"type": kind}
        return answer

    def _followup(self, body: dict[str, Any], files: list[tuple[str, bytes]], app: str, token: str) -> dict[str, Any]:
        info = self._interaction(token)
        if info.get("loading") and info["original"]:
            info["loading"] = False  # Discord turns the "thinking" placeholder into the first follow-up
            message = self._find(str(info["original"]))
            self._edit(
                message,
                {
                    "content": body.get("content", ""),
                    "embeds": body.get("embeds", []),
                    "components": body.get("components", []),
                    "attachments": body.get("attachments", []),
                    "flags": body.get("flags"),
                },
                files,
            )
            if files:
                message.files = list(files)
            return message.data
        message = self._message(info["channel_id"], body, files, visible_to=info["user"])
        info["made"].append(message.id)
        return message.data

    def _original(self, info: dict[str, Any], mid: str) -> Message:
        if mid == "@original":
            if not info["original"]:
                raise DiscordError(404, 10008, "Unknown Message")
            return self._find(str(info["original"]))
        return self._find(mid)

    def _edit_webhook(
        self, body: dict[str, Any], files: list[tuple[str, bytes]], app: str, token: str, mid: str
    ) -> dict[str, Any]:
        info = self._interaction(token)
        message = self._original(info, mid)
        if mid == "@original":
            info["loading"] = False
        return self._edit(message, body, files).data

    def _get_webhook(self, body: Any, files: Any, app: str, token: str, mid: str) -> dict[str, Any]:
        return self._original(self._interaction(token), mid).data

    def _delete_webhook(self, body: Any, files: Any, app: str, token: str, mid: str) -> None:
        message = self._original(self._interaction(token), mid)
        self.messages.pop(message.id, None)
        return None


def parse_multipart_json(text: str | bytes) -> Any:
    return json.loads(text)
