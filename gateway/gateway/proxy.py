"""Forwarding a browser's call to the service that owns it."""

import asyncio
import logging
from dataclasses import dataclass

import httpx
from fastapi import Request, Response
from fastapi.responses import StreamingResponse
from starlette.background import BackgroundTask

from gateway.route_table import Route
from portal_kit.envelope import envelope_response
from portal_kit.i18n import Text, request_language
from portal_kit.tracing import inject_trace

logger = logging.getLogger(__name__)

# End-to-end request headers a service may see; everything else (cookies, hop-by-hop headers,
# anything a client invents to look internal) stays at the gateway.
FORWARDED_REQUEST_HEADERS = (
    "authorization",
    "content-type",
    "accept",
    "accept-language",
    "user-agent",
)
HOP_BY_HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "proxy-authenticate",
        "proxy-authorization",
        "proxy-connection",
        "te",
        "trailer",
        "transfer-encoding",
        "upgrade",
    }
)

UNAVAILABLE = Text(
    "The service is temporarily unavailable; please try again shortly.",
    "服务暂时不可用，请稍后再试",
)
TIMED_OUT = Text(
    "The service took too long to answer; please try again.", "服务响应超时，请稍后再试"
)


@dataclass(frozen=True, slots=True)
class Payload:
    """The body a service receives, which may differ from what the browser sent (DESIGN §5)."""

    content: bytes
    content_type: str | None


def upstream_headers(request: Request, request_id: str, content_type: str | None) -> dict[str, str]:
    headers = {
        name: value for name in FORWARDED_REQUEST_HEADERS if (value := request.headers.get(name))
    }
    headers.pop("content-type", None)
    if content_type:
        headers["content-type"] = content_type
    headers["x-request-id"] = request_id
    # The gateway's server span becomes the parent of the service's (tracing on; else a no-op).
    inject_trace(headers)
    # The client's address as the gateway saw it; an incoming X-Forwarded-For is not trusted.
    if request.client:
        headers["x-forwarded-for"] = request.client.host
    return headers


def response_headers(upstream: httpx.Response, request_id: str) -> list[tuple[bytes, bytes]]:
    """The service's headers minus hop-by-hop ones (kept as a list: Set-Cookie may repeat)."""
    named_in_connection = {
        token.strip().lower() for token in upstream.headers.get("connection", "").split(",")
    }
    dropped = HOP_BY_HOP | named_in_connection | {"x-request-id"}
    headers = [
        (name.lower().encode("latin-1"), value.encode("latin-1"))
        for name, value in upstream.headers.multi_items()
        if name.lower() not in dropped
    ]
    headers.append((b"x-request-id", request_id.encode("latin-1")))
    return headers


async def forward(
    request: Request,
    service_path: str,
    route: Route,
    client: httpx.AsyncClient,
    deadline_sec: float,
    request_id: str,
    payload: Payload,
) -> Response:
    """Send the call on with ``payload`` (the body protection admitted) and stream the
    answer back.

    An unreachable or failing service answers the envelope with status 503, a service that
    misses the deadline 504: never a bare error page.
    """
    language = request_language(request)
    upstream_request = client.build_request(
        request.method,
        httpx.URL(path=service_path, query=request.url.query.encode("latin-1")),
        headers=upstream_headers(request, request_id, payload.content_type),
        content=payload.content,
    )
    try:
        async with asyncio.timeout(deadline_sec):
            upstream = await client.send(upstream_request, stream=True)
    except (TimeoutError, httpx.ReadTimeout, httpx.WriteTimeout):
        logger.warning("%s %s: %s missed its deadline", request.method, route.path, route.owner)
        return envelope_response(504, TIMED_OUT.render(language))
    except httpx.TransportError as exc:
        logger.warning("%s %s: %s unreachable: %r", request.method, route.path, route.owner, exc)
        return envelope_response(503, UNAVAILABLE.render(language))
    if upstream.status_code >= 500:
        await upstream.aclose()
        logger.warning(
            "%s %s: %s answered HTTP %s",
            request.method,
            route.path,
            route.owner,
            upstream.status_code,
        )
        return envelope_response(503, UNAVAILABLE.render(language))
    # The request line itself is logged by portal_kit.observe, labelled with the route.
    response = StreamingResponse(
        upstream.aiter_raw(),
        status_code=upstream.status_code,
        background=BackgroundTask(upstream.aclose),
    )
    response.raw_headers = response_headers(upstream, request_id)
    return response
