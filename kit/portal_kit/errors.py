"""Domain errors and the one place that turns every failure into the envelope."""

import logging
import socket
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeVar

from fastapi import FastAPI, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from redis.exceptions import ConnectionError as KVConnectionError
from redis.exceptions import RedisError
from redis.exceptions import TimeoutError as KVTimeoutError
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import ClientDisconnect

from portal_kit.envelope import Envelope, envelope_response, ok
from portal_kit.i18n import Language, Text, request_language
from portal_kit.logs import service_var
from portal_kit.metrics import BACKEND_UNAVAILABLE, KV_ERRORS
from portal_kit.visible_text import FORMAT_CHARACTER_ERROR, FORMAT_CHARACTER_RULE

logger = logging.getLogger(__name__)

T = TypeVar("T")

# What nginx logs for a client that left before its answer: no answer is ever sent with it,
# but the request's log line and metrics carry it.
CLIENT_CLOSED_REQUEST = 499


class ServiceError(Exception):
    """A failure the user is told about: ``status`` as in DESIGN §3, ``msg`` in both languages."""

    status = 500
    default = Text("Operation failed.", "操作失败")

    def __init__(self, msg: Text | None = None, status: int | None = None) -> None:
        self.msg = msg or self.default
        if status is not None:
            self.status = status
        super().__init__(self.msg.en)


class InvalidInput(ServiceError):
    status = 400
    default = Text("The request is invalid.", "请求参数不正确")


class NotSignedIn(ServiceError):
    status = 401
    default = Text("Please sign in.", "请先登录")


class Forbidden(ServiceError):
    status = 403
    default = Text("You are not allowed to do this.", "没有操作权限")


class RoleRequired(ServiceError):
    """Signed in and in the right company, but the caller's role may not do this.

    Not 403: the web client reads a body 403 as 'sign in again' (specification §8), and a
    plain employee who clicks an administrator's button must stay signed in and read why.
    """

    status = 400
    default = Text("Only the company administrator can do this.", "仅企业管理员可以进行此操作")


class NotFound(ServiceError):
    status = 404
    default = Text("Not found.", "数据不存在")


class Conflict(ServiceError):
    status = 409
    default = Text("This conflicts with existing data.", "数据冲突，请刷新后重试")


class Locked(ServiceError):
    status = 423
    default = Text("The session is locked; please verify again.", "会话已锁定，请重新验证")


class TooManyAttempts(ServiceError):
    status = 429
    default = Text("Too many attempts; please try again later.", "尝试次数过多，请稍后再试")


class NotImplementedYet(ServiceError):
    status = 501
    default = Text("This function is not available yet.", "该功能暂未开放")


class ServiceUnavailable(ServiceError):
    """A peer service or provider failed; the user may try again."""

    status = 503
    default = Text(
        "The service is temporarily unavailable; please try again later.",
        "服务暂不可用，请稍后再试",
    )


UNEXPECTED = Text("An unexpected error occurred; please try again later.", "系统繁忙，请稍后再试")
UNKNOWN_PATH = Text("No such interface.", "接口不存在")
METHOD_NOT_ALLOWED = Text("This method is not allowed here.", "不支持该请求方式")

DATE_RULE = Text("{field} must be a date (YYYY-MM-DD)", "{field}必须是日期（YYYY-MM-DD）")
# Pydantic error types → the rule a user broke, in both languages.
RULES: Mapping[str, Text] = {
    "missing": Text("{field} is required", "{field}不能为空"),
    "string_too_short": Text(
        "{field} must have at least {min_length} characters", "{field}长度不能少于{min_length}"
    ),
    "string_too_long": Text(
        "{field} must have at most {max_length} characters", "{field}长度不能超过{max_length}"
    ),
    "string_pattern_mismatch": Text("{field} has an invalid format", "{field}格式不正确"),
    "int_parsing": Text("{field} must be a whole number", "{field}必须是整数"),
    "int_type": Text("{field} must be a whole number", "{field}必须是整数"),
    "greater_than_equal": Text("{field} must be at least {ge}", "{field}不能小于{ge}"),
    "less_than_equal": Text("{field} must be at most {le}", "{field}不能大于{le}"),
    "literal_error": Text("{field} must be one of {expected}", "{field}必须是{expected}之一"),
    "enum": Text("{field} must be one of {expected}", "{field}必须是{expected}之一"),
    "json_invalid": Text("the request body is not valid JSON", "请求体不是合法的JSON"),
    "model_attributes_type": Text("{field} must be an object", "{field}必须是对象"),
    "dict_type": Text("{field} must be an object", "{field}必须是对象"),
    "list_type": Text("{field} must be a list", "{field}必须是列表"),
    "date_parsing": DATE_RULE,
    "date_from_datetime_parsing": DATE_RULE,
    "date_from_datetime_inexact": DATE_RULE,
    "date_type": DATE_RULE,
    FORMAT_CHARACTER_ERROR: FORMAT_CHARACTER_RULE,
}
FALLBACK_RULE = Text("{field} is invalid", "{field}不正确")


def describe_validation_error(error: Mapping[str, Any]) -> Text:
    """Name the field (its wire name) and the rule it broke."""
    location: Sequence[Any] = error.get("loc", ())
    parts = [str(part) for part in location if part not in ("body", "query", "path", "header")]
    field = ".".join(parts) or "request"
    context = {k: v for k, v in (error.get("ctx") or {}).items() if isinstance(v, str | int)}
    rule = RULES.get(error.get("type", ""), FALLBACK_RULE)
    try:
        return rule.format(field=field, **context)
    except KeyError:
        return FALLBACK_RULE.format(field=field)


# SQLSTATE classes of a database that is down, starting, stopping or full: 08 connection
# exception, 53 insufficient resources (too many connections), 57 operator intervention
# (admin shutdown, "the database system is starting up").
UNAVAILABLE_SQLSTATE_CLASSES = frozenset({"08", "53", "57"})


def unavailable_backend(exc: BaseException) -> str | None:
    """Which backing store ``exc`` says could not be reached ("database", "KV"), else ``None``.

    Such a failure passes (a restart, a failover): the caller is told to try again (503), as
    for a peer that does not answer, instead of reading about an unexpected error (500).
    """
    if isinstance(exc, KVConnectionError | KVTimeoutError):
        return "KV"
    if isinstance(exc, DBAPIError):
        sqlstate = str(getattr(exc.orig, "sqlstate", None) or "")
        if exc.connection_invalidated or sqlstate[:2] in UNAVAILABLE_SQLSTATE_CLASSES:
            return "database"
        return None
    if isinstance(exc, PoolTimeout):
        # Every pooled connection stayed busy for the pool's whole wait: a database that
        # cannot keep up is, for this caller, one that is not there.
        return "database"
    # The database driver raises these as they are when it cannot open a connection.
    if isinstance(exc, ConnectionError | TimeoutError | socket.gaierror):
        return "database"
    return None


def _render(request: Request, text: Text) -> str:
    language: Language = request_language(request)
    return text.render(language)


async def _service_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ServiceError)
    return envelope_response(exc.status, _render(request, exc.msg))


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = exc.errors()
    text = describe_validation_error(errors[0]) if errors else InvalidInput.default
    return envelope_response(400, _render(request, text))


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    # Routing produces these (unknown path, wrong method): keep the HTTP status so a proxy or a
    # client can tell "no such call" from a call that answered.
    assert isinstance(exc, StarletteHTTPException)
    if exc.status_code == 400:
        # Except FastAPI's for a body it cannot even decode (e.g. bytes that are no text): that
        # is invalid input, answered as DESIGN §3 says, like a body that is not JSON.
        return envelope_response(400, _render(request, RULES["json_invalid"]))
    texts = {404: UNKNOWN_PATH, 405: METHOD_NOT_ALLOWED}
    text = texts.get(exc.status_code, Text(str(exc.detail), str(exc.detail)))
    return envelope_response(
        exc.status_code, _render(request, text), http_status=exc.status_code, headers=exc.headers
    )


async def _integrity_error(request: Request, exc: Exception) -> JSONResponse:
    logger.info("integrity error on %s: %s", request.url.path, exc)
    return envelope_response(Conflict.status, _render(request, Conflict.default))


async def _unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    logger.exception("unexpected error on %s", request.url.path, exc_info=exc)
    return envelope_response(500, _render(request, UNEXPECTED))


async def _client_disconnected(request: Request, exc: Exception) -> Response:
    # The client left (or was cut off for stalling) before its request was read: nothing
    # failed here and nobody is left to answer, so one line and no traceback.
    logger.info("client disconnected during %s %s", request.method, request.url.path)
    return Response(status_code=CLIENT_CLOSED_REQUEST)


async def _backend_error(request: Request, exc: Exception) -> JSONResponse:
    if isinstance(exc, RedisError):
        KV_ERRORS.labels(service_var.get()).inc()
    backend = unavailable_backend(exc)
    if backend is None:
        return await _unexpected_error(request, exc)
    # One line, no traceback: during an outage every request would log one.
    logger.warning("%s unavailable on %s: %r", backend, request.url.path, exc)
    BACKEND_UNAVAILABLE.labels(service_var.get(), backend.lower()).inc()
    return envelope_response(
        ServiceUnavailable.status, _render(request, ServiceUnavailable.default)
    )


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ServiceError, _service_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(IntegrityError, _integrity_error)
    app.add_exception_handler(ClientDisconnect, _client_disconnected)
    # Handled here rather than by the catch-all below, which re-raises to the server after
    # answering: uvicorn then logs the error again and closes the keep-alive connection, so
    # the caller's next request on it fails without an answer.
    for backend_error in (DBAPIError, PoolTimeout, RedisError, OSError):
        app.add_exception_handler(backend_error, _backend_error)
    app.add_exception_handler(Exception, _unexpected_error)


async def answer_keeping_writes(
    request: Request,
    work: Awaitable[T],
    message: Callable[[T], Text | None] = lambda _: None,
) -> Envelope[T] | JSONResponse:
    """Answer ``work``'s result (``message`` gives its msg), or its refusal as the envelope,
    committing the request's transaction either way.

    A refused sign-in must still leave its log row (and its counted failure), so the refusal
    is answered rather than raised. Unexpected errors still raise and roll back. A refusal's
    ``extra`` attribute, when it has one, joins ``msg`` in the body.
    """
    language = request_language(request)
    try:
        result = await work
    except ServiceError as exc:
        msg = exc.msg.render(language)
        extra = getattr(exc, "extra", None)
        return envelope_response(exc.status, msg, {"msg": msg, **extra} if extra else None)
    text = message(result)
    return ok(result, text.render(language) if text else "")
