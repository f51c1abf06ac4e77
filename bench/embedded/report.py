"""The figures of a run: one row per call, the reference row, and the verdict."""

import argparse
import textwrap
from pathlib import Path

from bench.embedded.measure import Figures


def load_average() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def print_report(figures: list[Figures], args: argparse.Namespace, target_ms: float) -> None:
    """``figures[0]`` is the reference row; each other row's portal CPU is also shown
    against it (×ref)."""
    reference = figures[0]
    reference_us = reference.per_call_us(reference.used.portal)
    width = max(len(f.row.label) for f in figures)
    head = (
        f"{'call':{width}} {'calls/s':>8} {'p50 ms':>7} {'p99 ms':>7} {'errors':>6} │ "
        f"{'portal':>6} {'×ref':>5} {'client':>6} │ {'busy':>5} {'other':>5}"
    )
    print(f"\n{'':{width + 33}}│ {'CPU µs per call':^20} │ {'cores':^11}")
    print(head)
    print("─" * len(head))
    for f in figures:
        result, used = f.result, f.used
        portal_us = f.per_call_us(used.portal)
        ratio = portal_us / reference_us if reference_us > 0 else float("nan")
        # Busy CPU neither the portal nor this load generator spent: other users of the machine.
        other = max(0.0, used.busy - used.portal - used.client) / result.seconds
        print(
            f"{f.row.label:{width}} {result.per_second:8,.0f} {result.percentile_ms(0.5):7.1f} "
            f"{result.percentile_ms(0.99):7.1f} {result.errors:6} │ {portal_us:6.0f} "
            f"{ratio:5.2f} {f.per_call_us(used.client):6.0f} │ "
            f"{used.busy / result.seconds:5.2f} {other:5.2f}"
        )
    for f in figures:
        if f.result.first_error:
            print(f"  {f.row.label}: first error: {f.result.first_error}")
    explained = (
        f"{args.connections} keep-alive connections, one request in flight each; answers in "
        f"the {args.duration:g} s window counted. errors: HTTP status not 200, or an envelope "
        "whose status is not 200 (the reference: HTTP status only). CPU µs per call: user + "
        "system time of the portal process (/proc/<pid>/stat, children included) and of this "
        "load generator over the window, divided by the answers in it; ×ref: the portal's "
        "against its /healthz row. cores: the machine's busy cores in the window, and those "
        "neither the portal nor this process used."
    )
    print("\n" + textwrap.fill(explained, width=100))
    print(f"\ntarget: the embedded default's CPU per sealed call <= {target_ms:g} ms each")
    verdicts = [_verdict(f, target_ms, width) for f in figures[1:]]
    overall = "met" if verdicts and all(verdicts) else "MISSED"
    print(f"  {'every call':{width}} {overall}")
    print(f"\nload average after the run: {load_average()}")


def _verdict(f: Figures, target_ms: float, width: int) -> bool:
    """Prints one call's verdict; a call that answered errors is not met, whatever its CPU."""
    ms = f.per_call_us(f.used.portal) / 1000
    met = f.healthy and ms <= target_ms
    note = "" if f.healthy else f" ({f.result.errors} errors, {f.result.completed} answers)"
    print(f"  {f.row.label:{width}} {ms:5.2f} ms: {'met' if met else 'MISSED'}{note}")
    return met
