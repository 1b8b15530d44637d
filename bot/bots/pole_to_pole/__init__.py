"""Pole to Pole bot: the policy; the position it reads from the view and how it weighs it are in reading."""

from .policy import POLICY

__all__ = ["POLICY"]
