"""The short form of the load benchmark (issue 9, item 4): a few simulated users through the
whole journey against the multi-process portal on PostgreSQL and Redis. It judges what users
would notice at any speed (server errors, nobody getting through), never latency: the figures
come from ``make load``."""

from .short_run import run_benchmark

# Every call the simulated users make: a short run still takes each of them.
JOURNEY_CALLS = (
    "login/user/mobileLoginWithSecurity",
    "cust/product/findAllByPermitStatus",
    "message/getIsUnreadNumbers",
    "message/list",
    "company/custAccount/login/view",
)


def test_a_short_run_has_no_server_error_and_every_user_gets_through() -> None:
    status, output = run_benchmark(
        "bench.load",
        "--users=12",
        "--ramp=2",
        "--duration=10",
        "--think=0.2,0.6",
        "--typing=0.2,0.4",
        "--pages-per-session=8",
        "--check",
    )

    assert status == 0, output
    assert "server errors (HTTP 5xx, envelope status >= 500, no answer): 0" in output
    missing = [call for call in JOURNEY_CALLS if f"\n{call} " not in output]
    assert missing == [], output
