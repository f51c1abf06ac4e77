"""Password hashing: its own threads, and a queue that refuses rather than grows."""

import asyncio
import threading

import pytest

from portal_kit.errors import ServiceUnavailable
from portal_kit.passwords import CHEAP, HashingQueue, PasswordCheckBusy


async def _hold(queue: HashingQueue, gate: threading.Event) -> str:
    return await queue.run(lambda: "held" if gate.wait(10) else "timed out")


async def _until_pending(queue: HashingQueue, count: int) -> None:
    while queue.pending != count:  # noqa: ASYNC110 (the queue says so only by its count)
        await asyncio.sleep(0.01)


class TestHashingQueue:
    async def test_a_hash_runs_on_a_thread_of_its_own(self) -> None:
        queue = HashingQueue(1, 0)

        name = await queue.run(lambda: threading.current_thread().name)
        digest = await queue.run(lambda: CHEAP.hash("secret"))

        assert name.startswith("argon2")
        assert CHEAP.verify(digest, "secret")

    async def test_past_the_threads_and_the_queue_a_hash_is_refused_at_once(self) -> None:
        queue = HashingQueue(1, 1)
        gate = threading.Event()
        running = asyncio.create_task(_hold(queue, gate))
        waiting = asyncio.create_task(_hold(queue, gate))
        await _until_pending(queue, 2)

        with pytest.raises(PasswordCheckBusy) as refused:
            await queue.run(lambda: "never")

        assert isinstance(refused.value, ServiceUnavailable)
        assert refused.value.status == 503
        gate.set()
        assert await asyncio.gather(running, waiting) == ["held", "held"]
        assert await queue.run(lambda: "room again") == "room again"
        assert queue.pending == 0

    async def test_a_caller_that_stops_waiting_keeps_its_place_until_the_hash_ends(self) -> None:
        queue = HashingQueue(1, 0)
        gate = threading.Event()
        abandoned = asyncio.create_task(_hold(queue, gate))
        await _until_pending(queue, 1)

        abandoned.cancel()
        with pytest.raises(asyncio.CancelledError):
            await abandoned

        # The thread is still busy with it: counting it gone would let the queue grow.
        with pytest.raises(PasswordCheckBusy):
            await queue.run(lambda: "never")
        gate.set()
        await _until_pending(queue, 0)
        assert await queue.run(lambda: "free") == "free"
