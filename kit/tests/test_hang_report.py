"""The hang report: what each task of a test's event loop waits on, logged from another thread."""

import asyncio
import logging
import threading

import pytest

from portal_kit.hang_report import _report


async def test_every_task_of_the_running_loop_is_logged_with_its_stack(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def waits_for_an_answer() -> None:
        await asyncio.Event().wait()

    waiting = asyncio.create_task(waits_for_an_answer(), name="stuck-call")
    await asyncio.sleep(0)
    with caplog.at_level(logging.ERROR, logger="portal_kit.hang_report"):
        # As pytest-timeout's timer does: from a thread of its own, the loop busy waiting.
        reporter = threading.Thread(target=_report, args=("kit/tests/x.py::test_x",))
        reporter.start()
        reporter.join()
        await asyncio.sleep(0.1)
    waiting.cancel()

    assert "kit/tests/x.py::test_x is about to time out" in caplog.text
    assert "name='stuck-call'" in caplog.text
    assert "in waits_for_an_answer" in caplog.text
