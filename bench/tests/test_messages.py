"""The short form of the message benchmark (issue 5): the same run on 20,000 messages, so the
benchmark keeps working; its figures come from ``make bench-messages`` (1,000,000)."""

from .short_run import run_benchmark

ROWS = (
    "unread count, new reader",
    "unread count, active reader",
    "list page 1 (10), new reader",
    "list page 1 (10), active reader",
    "list page 1 (10), caught-up reader",
    "list page 1 (100), active reader",
    "list read only, page 1, active",
    "list unread permit, page 1, active",
)


def test_a_small_run_measures_every_call() -> None:
    status, output = run_benchmark(
        "bench.messages", "--messages=20000", "--samples=20", "--warmup=5"
    )

    assert status == 0, output
    assert "20,005 messages for BENCH0001" in output
    missing = [row for row in ROWS if f"| {row} |" not in output]
    assert missing == [], output
