"""Roll In One test fixtures."""

from tests.roll_in_one.helpers import dice

__all__ = ["dice"]
