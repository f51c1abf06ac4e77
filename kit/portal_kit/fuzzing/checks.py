"""schemathesis' checks, made to read the envelope (DESIGN §3) where they read HTTP statuses."""

import json
from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import Any

import schemathesis
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import negative_data_rejection, response_schema_conformance

CheckFunction = Callable[[Any, schemathesis.Response, Any], bool | None]


class Check(StrEnum):
    SERVER_ERROR = "server_error"
    SCHEMA = "schema"
    INVALID_ACCEPTED = "invalid_accepted"
    IGNORED_AUTH = "ignored_auth"
    UNPROTECTED_ACCEPTED = "unprotected_accepted"


def with_envelope_status(response: schemathesis.Response) -> schemathesis.Response:
    """``response`` with its envelope's status as the status code (HTTP 200 answers only; the
    gateway's own refusals already carry theirs in HTTP)."""
    if response.status_code != 200:
        return response
    try:
        envelope = json.loads(response.content)
    except ValueError:
        return response
    if not isinstance(envelope, dict) or not isinstance(envelope.get("status"), int):
        return response
    return schemathesis.Response(
        status_code=envelope["status"],
        headers=response.headers,
        content=response.content,
        request=response.request,
        elapsed=response.elapsed,
        verify=response.verify,
        encoding=response.encoding,
    )


def _is_pending(case: Any) -> bool:
    """A call listed as not built yet answers 501 on purpose (``portal_kit.pending``)."""
    return "not yet available" in (case.operation.definition.raw.get("tags") or [])


def server_error(ctx: Any, response: schemathesis.Response, case: Any) -> bool | None:
    not_a_server_error(ctx, response, case)
    status = with_envelope_status(response).status_code
    if status >= 500 and not _is_pending(case):
        raise AssertionError(f"envelope status {status}")
    return None


def envelope_shape(ctx: Any, response: schemathesis.Response, case: Any) -> bool | None:
    """Every JSON answer is the envelope, ``ok`` true exactly when ``status`` is 200."""
    content_type = (response.headers.get("content-type") or [""])[0]
    if not content_type.startswith("application/json"):
        return None
    envelope = json.loads(response.content)
    assert isinstance(envelope, dict), "the answer is not an envelope"
    assert set(envelope) == {"ok", "status", "msg", "body"}, f"envelope keys {sorted(envelope)}"
    assert isinstance(envelope["ok"], bool), "ok is not a boolean"
    assert isinstance(envelope["status"], int), "status is not a number"
    assert isinstance(envelope["msg"], str), "msg is not a string"
    ok, status = envelope["ok"], envelope["status"]
    assert ok == (status == 200), f"ok {ok} with status {status}"
    return None


def schema(ctx: Any, response: schemathesis.Response, case: Any) -> bool | None:
    envelope_shape(ctx, response, case)
    return response_schema_conformance(ctx, response, case)


def invalid_accepted(ctx: Any, response: schemathesis.Response, case: Any) -> bool | None:
    # schemathesis' own judgement of what is really invalid (e.g. values that become valid
    # once serialised), given the envelope's status.
    return negative_data_rejection(ctx, with_envelope_status(response), case)


# The checks of the answer itself; probes (credentials, protection) come after.
CHECKS: Mapping[Check, CheckFunction] = {
    Check.SERVER_ERROR: server_error,
    Check.SCHEMA: schema,
    Check.INVALID_ACCEPTED: invalid_accepted,
}
