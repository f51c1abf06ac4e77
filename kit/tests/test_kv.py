from portal_kit import outbox
from portal_kit.kv import create_kv
from portal_kit.testing import REDIS_URL, require_servers


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


class TestRedisKV:
    async def test_speaks_to_the_redis_server_at_the_url(self) -> None:
        require_servers()
        kv = create_kv(REDIS_URL)
        try:
            await kv.set("kit:redis", "1", ex=60)

            assert await kv.get("kit:redis") == "1"
            assert (await kv.info("server"))["redis_version"]
        finally:
            await kv.delete("kit:redis")
            await kv.aclose()


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
