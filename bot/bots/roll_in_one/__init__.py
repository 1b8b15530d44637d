"""The Roll In One bot seat: the policy; what it reads of the view (course, balls, the shot) is in reading."""

from .policy import POLICY

__all__ = ["POLICY"]
