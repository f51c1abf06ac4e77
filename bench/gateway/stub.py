"""``python -m bench.gateway.stub --port P --body FILE``: an upstream that costs next to nothing.

Answers every HTTP/1.1 request on a keep-alive connection with the same JSON body (the content
service's real ``product/list`` answer, captured at start), so a run with ``--upstream stub``
shows what the proxies themselves can do once the service is no longer the bottleneck.
Also answers ``/healthz``, the same way.
"""

import argparse
import asyncio
from pathlib import Path
from typing import cast

MAX_HEAD = 64 * 1024


class StubProtocol(asyncio.Protocol):
    def __init__(self, answer: bytes) -> None:
        self._answer = answer
        self._buffer = bytearray()
        self._transport: asyncio.WriteTransport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = cast(asyncio.WriteTransport, transport)

    def data_received(self, data: bytes) -> None:
        self._buffer += data
        assert self._transport is not None
        while True:
            end = self._buffer.find(b"\r\n\r\n")
            if end < 0:
                if len(self._buffer) > MAX_HEAD:
                    self._transport.close()
                return
            head = bytes(self._buffer[:end]).lower()
            length = 0
            at = head.find(b"\r\ncontent-length:")
            if at >= 0:
                stop = head.find(b"\r\n", at + 17)
                length = int(head[at + 17 : stop if stop >= 0 else len(head)])
            total = end + 4 + length
            if len(self._buffer) < total:
                return
            del self._buffer[:total]
            self._transport.write(self._answer)


async def serve(port: int, body: bytes) -> None:
    answer = (
        b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n"
        b"content-length: " + str(len(body)).encode() + b"\r\n\r\n" + body
    )
    loop = asyncio.get_running_loop()
    server = await loop.create_server(lambda: StubProtocol(answer), "127.0.0.1", port)
    async with server:
        await server.serve_forever()


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.gateway.stub")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--body", type=Path, required=True)
    args = parser.parse_args()
    body = args.body.read_bytes()
    try:
        import uvloop

        uvloop.run(serve(args.port, body))
    except ImportError:
        asyncio.run(serve(args.port, body))
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
