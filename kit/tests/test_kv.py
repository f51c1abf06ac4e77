import pytest

from portal_kit import outbox
from portal_kit.kv import create_kv
from portal_kit.testing import REDIS_URL, require_servers


@pytest.fixture
def redis_server() -> None:
    # Outside the test's event loop: the probe runs one of its own.
    require_servers()


class TestInProcessKV:
    async def test_every_client_of_the_process_sees_the_same_store(self) -> None:
        writer, reader = create_kv(None), create_kv(None)
        try:
            await writer.set("kit:shared", "yes", ex=60)

            assert await reader.get("kit:shared") == "yes"
            assert 0 < await reader.ttl("kit:shared") <= 60
        finally:
            await writer.delete("kit:shared")
            await writer.aclose()
            await reader.aclose()


@pytest.mark.service
@pytest.mark.postgres_redis
@pytest.mark.usefixtures("redis_server")
class TestRedisKV:
    async def test_speaks_to_the_redis_server_at_the_url(self) -> None:
        kv = create_kv(REDIS_URL)
        try:
            await kv.set("kit:redis", "1", ex=60)

            assert await kv.get("kit:redis") == "1"
            assert (await kv.info("server"))["redis_version"]
        finally:
            await kv.delete("kit:redis")
            await kv.aclose()

    async def test_a_connection_redis_closed_is_replaced_without_failing_the_command(
        self,
    ) -> None:
        # What a Redis restart leaves in every pool: connections the server no longer has.
        kv, admin = create_kv(REDIS_URL), create_kv(REDIS_URL)
        try:
            closed = await kv.client_id()
            assert await admin.client_kill_filter(_id=closed) == 1

            assert await kv.set("kit:after-restart", "1", ex=60) is True
            assert await kv.get("kit:after-restart") == "1"
            assert await kv.client_id() != closed
        finally:
            await kv.delete("kit:after-restart")
            await kv.aclose()
            await admin.aclose()


class TestOutbox:
    async def test_lists_what_was_sent_newest_first(self) -> None:
        kv = create_kv(None)
        try:
            await outbox.record(kv, "sms", "13800000009", "111111", "first")
            await outbox.record(kv, "sms", "13800000009", "222222", "second")

            items = await outbox.read(kv, "13800000009")

            assert [item.code for item in items] == ["222222", "111111"]
            assert items[0].kind == "sms"
        finally:
            await kv.delete("outbox:13800000009")
            await kv.aclose()
