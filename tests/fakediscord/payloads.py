"""Interaction payloads exactly as the gateway delivers them (fields per DISCORD-TESTING.md)."""

from __future__ import annotations

import itertools
from typing import Any

import discord

from tests.fakediscord.model import APP_ID, BOT_ID, GUILD_ID, OWNER_ID, FakeDiscord, user_payload

ALL_PERMISSIONS = str((1 << 50) - 1)
PLAYER_PERMISSIONS = str(
    discord.Permissions(send_messages=True, read_messages=True, use_application_commands=True).value
)
# What the bot's own role grants in a server it doesn't own: all a turn message needs, and threads.
BOT_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    attach_files=True,
    embed_links=True,
    read_message_history=True,
    use_application_commands=True,
)
_tokens = itertools.count(1)


def member(user_id: int, name: str, moderator: bool = False) -> dict[str, Any]:
    return {
        "user": user_payload(user_id, name),
        "nick": None,
        "roles": [],
        "joined_at": "2026-01-01T00:00:00+00:00",
        "deaf": False,
        "mute": False,
        "flags": 0,
        "permissions": ALL_PERMISSIONS if moderator else PLAYER_PERMISSIONS,
    }


def interaction(
    fake: FakeDiscord, kind: int, who: dict[str, Any], channel_id: int, locale: str = "en-US"
) -> dict[str, Any]:
    """``locale``: the user's Discord language; the server's is ``fake.guild_locale`` (en-US unless set)."""
    guild_id = int(fake.channels[channel_id].get("guild_id") or GUILD_ID)  # the channel's own server
    guild_locale = fake.guild_locale
    return {
        "id": str(fake.new_id()),
        "application_id": str(APP_ID),
        "type": kind,
        "token": f"token-{next(_tokens)}",
        "version": 1,
        "attachment_size_limit": 10 * 1024 * 1024,
        "channel_id": str(channel_id),
        "channel": {**fake.channels[channel_id]},
        "guild_id": str(guild_id),
        "guild": {"id": str(guild_id), "locale": guild_locale, "features": []},
        "guild_locale": guild_locale,
        "member": who,
        "app_permissions": ALL_PERMISSIONS,
        "locale": locale,
        "entitlements": [],
        "authorizing_integration_owners": {"0": str(guild_id)},
        "context": 0,
    }


def slash_data(fake: FakeDiscord, command: str, options: dict[str, Any]) -> dict[str, Any]:
    """``data`` for ``/group sub`` with options, typed from the commands the bot synced."""
    names = command.split()
    synced = fake.commands.get("global", [])
    top = next((c for c in synced if c["name"] == names[0]), None)
    assert top is not None, f"/{names[0]} was never synced: {[c['name'] for c in synced]}"
    node: dict[str, Any] = top
    for name in names[1:]:
        found = next((o for o in node.get("options", []) if o["name"] == name and o["type"] in (1, 2)), None)
        assert found is not None, f"no /{command}"
        node = found
    types = {o["name"]: o["type"] for o in node.get("options", [])}
    unknown = set(options) - set(types)
    assert not unknown, f"/{command} has no option {unknown}"
    leaf: list[dict[str, Any]] = [{"name": k, "type": types[k], "value": v} for k, v in options.items()]
    for name in reversed(names[1:]):
        leaf = [{"name": name, "type": 1, "options": leaf}]
    data: dict[str, Any] = {"id": top["id"], "name": names[0], "type": 1, "options": leaf}
    users = [str(v) for k, v in options.items() if types[k] == 6]  # a user option: Discord sends who it is
    if users:
        data["resolved"] = {"users": {u: fake.users[int(u)] for u in users}}
    return data


def guild_payload(guild_id: int = GUILD_ID, name: str = "Polar Club") -> dict[str, Any]:
    return {
        "id": str(guild_id),
        "name": name,
        "icon": None,
        "owner_id": str(BOT_ID),
        "roles": [
            {
                "id": str(guild_id),
                "name": "@everyone",
                "permissions": PLAYER_PERMISSIONS,
                "position": 0,
                "color": 0,
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        ],
        "emojis": [],
        "features": [],
        "member_count": 4,
        "channels": [],
        "threads": [],
        "members": [],
        "voice_states": [],
        "presences": [],
        "stickers": [],
        "large": False,
        "unavailable": False,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "preferred_locale": "en-US",
        "system_channel_flags": 0,
        "afk_timeout": 300,
        "application_id": None,
        "system_channel_id": None,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "vanity_url_code": None,
        "banner": None,
        "description": None,
        "splash": None,
        "discovery_splash": None,
        "premium_progress_bar_enabled": False,
    }


def with_bot_member(guild: dict[str, Any], permissions: discord.Permissions = BOT_PERMISSIONS) -> dict[str, Any]:
    """``guild`` as Discord sends it to a bot that doesn't own it: the bot's own member (always in
    GUILD_CREATE) with a role of its own granting ``permissions``, so the bot can tell which
    permission a channel's overwrites take away (an owner has them all)."""
    role_id = str(int(guild["id"]) + 1)
    role = {**guild["roles"][0], "id": role_id, "name": "Icebreaker", "permissions": str(permissions.value)}
    me = {
        "user": user_payload(BOT_ID, "Icebreaker", bot=True),
        "nick": None,
        "roles": [role_id],
        "joined_at": "2026-01-01T00:00:00+00:00",
        "deaf": False,
        "mute": False,
        "flags": 0,
    }
    return {**guild, "owner_id": str(OWNER_ID), "roles": [*guild["roles"], {**role, "position": 1}], "members": [me]}
