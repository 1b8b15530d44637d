# Icebreaker: a slim image that runs `python -m bot` as a non-root user.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DATABASE_URL=/data/icebreaker.sqlite3

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY renderers ./renderers
COPY bench ./bench
COPY data ./data
# Dependencies from pyproject.toml; the code runs from /app (data/ sits beside it).
RUN pip install --no-cache-dir -e . \
    && useradd --create-home --uid 10001 icebreaker \
    && mkdir -p /data && chown icebreaker /data

USER icebreaker
VOLUME ["/data"]

# Healthy while the bot is connected to Discord: it touches a heartbeat file every few seconds.
HEALTHCHECK --interval=60s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot.health"]

CMD ["python", "-m", "bot"]
