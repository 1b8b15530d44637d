"""What a finished game leaves behind: its result, replay, history lines, stats and ratings.

Every module here is pure (no discord.py connection, no database): the store hands it plain
rows and the cogs post what it returns. ``replay`` draws with Pillow and is a plain, slow
function the caller runs off the event loop.
"""
