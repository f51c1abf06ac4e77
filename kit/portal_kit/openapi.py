"""A service's OpenAPI document as its callers meet it: every answer is the envelope.

FastAPI documents an HTTP 422 answer on every operation with a body or parameters, but the
error handlers (``portal_kit.errors``) answer invalid input with HTTP 200 and an envelope of
status 400, so those entries would describe answers that never happen.
"""

from typing import Any

from fastapi import FastAPI

_FASTAPI_VALIDATION_SCHEMAS = ("HTTPValidationError", "ValidationError")


def without_validation_answers(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` without the 422 answers and the schemas only they used."""
    for operations in document.get("paths", {}).values():
        for operation in operations.values():
            operation.get("responses", {}).pop("422", None)
    schemas = document.get("components", {}).get("schemas", {})
    for name in _FASTAPI_VALIDATION_SCHEMAS:
        schemas.pop(name, None)
    return document


def install_envelope_openapi(app: FastAPI) -> None:
    """Serve ``app``'s OpenAPI document without FastAPI's 422 answers (built once, cached)."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = without_validation_answers(build())
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
