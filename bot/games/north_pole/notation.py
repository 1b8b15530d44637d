"""The canonical text form of actions (RNP-125): ``play S2 orange1 d1>d2``, ``pay T05``, ...

``to_text`` needs the state for a move's starting square; ``parse`` turns a text back into
an action dict (without a label) that ``find_action`` can match.
"""

from __future__ import annotations

from bot.engine import Action, State

from .data import TOKENS


def to_text(state: State, action: Action) -> str:
    kind = action["type"]
    if kind == "camp":
        return f"camp {action['square']}"
    if kind in ("move", "sling"):
        words = ["play", action["card"]]
        if "copy" in action:
            words += ["copy", action["copy"]]
        words.append(action["pawn"])
        if kind == "sling":
            words += ["sling", action["dir"]]
        else:
            words.append(">".join([state["pawns"][action["pawn"]], *action["path"]]))
        words += [f"+{g}" for g in action.get("gear", [])]
        return " ".join(words)
    if kind == "overflow":
        extra = action.get("orientation") or action.get("pawn")
        return " ".join(w for w in ("overflow", action["mode"], action["token"], extra) if w)
    arguments = {
        "pay": ["token"],
        "husky": ["token"],
        "compass": ["token", "orientation"],
        "igloo": ["token", "pawn"],
        "store": ["token", "slot"],
    }.get(kind, [])
    return " ".join([kind, *(action[a] for a in arguments if a in action)])


def parse(text: str) -> Action:
    words = text.split()
    kind = words[0]
    if kind == "camp":
        return {"type": "camp", "square": words[1]}
    if kind == "play":
        action: Action = {"card": words[1]}
        rest = words[2:]
        if rest[0] == "copy":
            action["copy"] = rest[1]
            rest = rest[2:]
        action["pawn"] = rest[0]
        gear = [w[1:] for w in rest if w.startswith("+")]
        if rest[1] == "sling":
            action = {"type": "sling", **action, "dir": rest[2]}
        else:
            action = {"type": "move", **action, "path": rest[1].split(">")[1:]}
        if gear:
            action["gear"] = gear
        return action
    if kind == "overflow":
        action = {"type": "overflow", "mode": words[1], "token": words[2]}
        if len(words) > 3:
            item = TOKENS[words[2]].item
            action["orientation" if item == "Compass" else "pawn"] = words[3]
        return action
    fields = {
        "pay": ["token"],
        "husky": ["token"],
        "compass": ["token", "orientation"],
        "igloo": ["token", "pawn"],
        "store": ["token", "slot"],
    }.get(kind, [])
    return {"type": kind, **dict(zip(fields, words[1:], strict=False))}
