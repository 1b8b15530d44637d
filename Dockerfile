# Icebreaker: a slim image that runs `python -m bot` as a non-root user.
# The base is named down to its Debian release; to pin it exactly, build with the digest that
# `docker buildx imagetools inspect python:3.11-slim-bookworm` prints:
#   docker build --build-arg BASE=python:3.11-slim-bookworm@sha256:<digest> -t icebreaker .
ARG BASE=python:3.11-slim-bookworm
FROM ${BASE}

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DATABASE_URL=/data/icebreaker.sqlite3

WORKDIR /app
COPY pyproject.toml README.md requirements.lock ./
COPY bot ./bot
COPY cogs ./cogs
COPY renderers ./renderers
COPY bench ./bench
COPY data ./data
# Dependencies from pyproject.toml at the versions requirements.lock pins (the same build
# tomorrow installs the same packages); the code runs from /app (data/ sits beside it).
RUN pip install --no-cache-dir --constraint requirements.lock -e . \
    && useradd --create-home --uid 10001 icebreaker \
    && mkdir -p /data && chown icebreaker /data

USER icebreaker
VOLUME ["/data"]

# Healthy while the bot is connected to Discord: it touches a heartbeat file every few seconds.
HEALTHCHECK --interval=60s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot.health"]

CMD ["python", "-m", "bot"]
