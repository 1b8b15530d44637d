"""How figures are timed and printed: p50/p95 of repeated samples, each beside its floor."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass


@dataclass
class Figure:
    """One measured figure: its samples' p50 and p95, and the floor it is judged against."""

    section: str
    name: str
    unit: str
    p50: float
    p95: float
    floor_name: str = ""
    floor_p50: float | None = None
    floor_p95: float | None = None
    note: str = ""

    @property
    def ratio(self) -> float | None:
        """p95 over the floor's p95: how far above the least this work could cost."""
        if not self.floor_p95:
            return None
        return self.p95 / self.floor_p95

    def as_dict(self) -> dict[str, object]:
        return {**asdict(self), "ratio": self.ratio}


def percentiles(samples: Sequence[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    if not ordered:
        return 0.0, 0.0
    p50 = statistics.median(ordered)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return p50, p95


def timed(work: Callable[[], object], repeat: int) -> list[float]:
    """Seconds per call of ``work``, ``repeat`` times."""
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        samples.append(time.perf_counter() - started)
    return samples


def ms(samples: Sequence[float]) -> tuple[float, float]:
    p50, p95 = percentiles(samples)
    return p50 * 1000, p95 * 1000


def show(figures: Sequence[Figure]) -> str:
    """A plain table: figure, p50, p95, floor p50/p95 and the p95 ratio."""
    lines = [f"{'figure':<44}{'p50':>10}{'p95':>10}  {'floor':<26}{'p50':>9}{'p95':>9}{'×':>8}  note"]
    section = ""
    for f in figures:
        if f.section != section:
            section = f.section
            lines.append(f"-- {section}")
        floor = f"{f.floor_p50:>9.2f}{f.floor_p95:>9.2f}" if f.floor_p50 is not None else f"{'':>18}"
        ratio = f"{f.ratio:>8.2f}" if f.ratio is not None else f"{'':>8}"
        name = f"{f.name} ({f.unit})"
        lines.append(f"{name:<44}{f.p50:>10.2f}{f.p95:>10.2f}  {f.floor_name:<26}{floor}{ratio}  {f.note}")
    return "\n".join(lines)
