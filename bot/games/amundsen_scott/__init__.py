"""1911 Amundsen vs. Scott: two explorers race along coloured routes to the South Pole.

Spec: shared/rules/amundsen-scott.md (clauses AVS-001–AVS-109). Modules: ``data`` (D1–D3
loading), ``routes`` (geometry, D4), ``cards`` (matching, faces), ``deck`` (row and deck),
``checks`` (validation), ``actions`` (legal actions), ``effects`` (discard effects),
``moves`` (carrying actions out), ``setup``, ``views``, ``game`` (the contract object).
"""

from .game import GAME, AmundsenScott

__all__ = ["GAME", "AmundsenScott"]
