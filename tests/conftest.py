"""Shared pytest setup."""

from __future__ import annotations

import os

from hypothesis import settings

# Property tests stay deterministic and quick: a fixed, modest example budget.
settings.register_profile("ci", max_examples=25, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=25, deadline=None, derandomize=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
