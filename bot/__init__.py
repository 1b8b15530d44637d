"""Icebreaker: tabletop games played asynchronously in Discord channels."""
