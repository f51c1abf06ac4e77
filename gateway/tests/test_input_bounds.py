"""Every integer a call takes is bounded, on every service, internal calls included.

Found by fuzzing: ids without an upper bound reached the database, where a number beyond its
integers failed the call with status 500. A bound in the schema refuses it as input instead
(status 400 naming the field), and documents the range to callers.
"""

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from gateway.config import SERVICES
from gateway.openapi import service_documents


def unbounded_integers(
    schema: Mapping[str, Any], where: str, schemas: Mapping[str, Any], seen: frozenset[str]
) -> Iterator[str]:
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name not in seen:
            yield from unbounded_integers(schemas[name], where, schemas, seen | {name})
        return
    for keyword in ("anyOf", "oneOf", "allOf"):
        for alternative in schema.get(keyword, ()):
            yield from unbounded_integers(alternative, where, schemas, seen)
    fixed = "enum" in schema or "const" in schema
    if schema.get("type") == "integer" and not fixed and "maximum" not in schema:
        yield where
    for name, field in schema.get("properties", {}).items():
        yield from unbounded_integers(field, f"{where}.{name}", schemas, seen)
    if "items" in schema:
        yield from unbounded_integers(schema["items"], f"{where}[]", schemas, seen)


def inputs(document: Mapping[str, Any]) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """(where, schema) of every parameter and request body of ``document``."""
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            call = f"{method.upper()} {path}"
            for parameter in operation.get("parameters", ()):
                yield f"{call} ?{parameter['name']}", parameter.get("schema", {})
            for content in operation.get("requestBody", {}).get("content", {}).values():
                yield f"{call} body", content.get("schema", {})


@pytest.fixture(scope="module")
def documents() -> dict[str, dict[str, Any]]:
    return service_documents()


@pytest.mark.parametrize("service", SERVICES)
def test_every_integer_a_call_takes_has_an_upper_bound(
    service: str, documents: dict[str, dict[str, Any]]
) -> None:
    document = documents[service]
    schemas = document.get("components", {}).get("schemas", {})

    unbounded = [
        field
        for where, schema in inputs(document)
        for field in unbounded_integers(schema, where, schemas, frozenset())
    ]

    assert unbounded == []
