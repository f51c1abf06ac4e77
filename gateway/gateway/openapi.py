"""The public API as the browser sees it: one OpenAPI document for every routed call.

Each service documents its own routes; this keeps the ones the route table gives to that
service (internal routes never), puts ``/api`` in front, and adds the gateway's own call.
The web app's types are generated from this document (``contracts/openapi.json``), so a
schema renamed or changed in a service shows up as a type error in the screens using it.
The operator console's API has its own document (``contracts/console-openapi.json``), made
the same way from the console's route table.
"""

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from fastapi import APIRouter, FastAPI
from pydantic import BaseModel

from gateway.config import SERVICES
from gateway.console_routes import UNPROTECTED_CONSOLE_CALLS, build_console_route_table
from gateway.openapi_refusals import ANSWERS, refusal_schemas, refusals
from gateway.own_calls import KEY_HANDOUTS
from gateway.protection.verifier import UNPROTECTED_CALLS
from gateway.route_table import API_ROOT, GATEWAY, RouteTable, build_route_table
from portal_kit.envelope import Envelope
from portal_kit.layout import load_service_spec
from portal_kit.openapi import without_validation_answers

CONTRACTS = Path(__file__).resolve().parents[2] / "contracts"
CONTRACT = CONTRACTS / "openapi.json"
CONSOLE_CONTRACT = CONTRACTS / "console-openapi.json"
TITLE = "Supply-chain-finance customer portal: the browser's API"
CONSOLE_TITLE = "Supply-chain-finance portal: the operator console's API"


class PublicKeyRead(BaseModel):
    kid: str
    spki: str  # base64 DER SubjectPublicKeyInfo, RSA-OAEP-SHA256


class SecretKeyRead(BaseModel):
    transport: PublicKeyRead
    credential: PublicKeyRead


def _gateway_document(table: RouteTable) -> dict[str, Any]:
    # Declared for the document only: the gateway answers this call in own_calls.py.
    (route,) = (r for r in table.routes if r.owner == GATEWAY and r.call in KEY_HANDOUTS)
    router = APIRouter()

    @router.post(route.path, tags=["request protection"])
    async def secret_key() -> Envelope[SecretKeyRead]:
        """The transport and credential public keys a page encrypts to (DESIGN §5)."""
        raise NotImplementedError

    app = FastAPI()
    app.include_router(router)
    return without_validation_answers(app.openapi())


def service_documents() -> dict[str, dict[str, Any]]:
    """Each service's own OpenAPI document (internal calls included), by service name."""
    documents = {}
    for service in SERVICES:
        spec = load_service_spec(service)
        documents[service] = spec.create_app(spec.settings_cls()).openapi()
    return documents


def _routed_paths(
    owner: str, document: Mapping[str, Any], table: RouteTable
) -> dict[str, dict[str, Any]]:
    """The operations of ``document`` the gateway routes to ``owner``, under ``/api``."""
    paths: dict[str, dict[str, Any]] = {}
    for path, operations in document.get("paths", {}).items():
        route = table.resolve(path)
        if route is None or route.owner != owner:
            continue
        routed = {m: op for m, op in operations.items() if m.upper() == route.method}
        if routed:
            paths[API_ROOT + path] = routed
    return paths


def _with_refusals(
    paths: Mapping[str, dict[str, Any]], table: RouteTable, unprotected: frozenset[str]
) -> dict[str, dict[str, Any]]:
    """``paths`` with the answers the gateway may give instead of each call's owner."""
    answered: dict[str, dict[str, Any]] = {}
    for path, operations in paths.items():
        route = table.resolve(path.removeprefix(API_ROOT))
        assert route is not None, path
        added = refusals(route, unprotected)
        answered[path] = {
            method: {**operation, "responses": {**operation["responses"], **added}}
            for method, operation in operations.items()
        }
    return answered


def _merge_schemas(
    target: dict[str, Any], owner: str, schemas: Mapping[str, Any], owners: dict[str, str]
) -> None:
    for name, schema in schemas.items():
        if name in target and target[name] != schema:
            raise ValueError(
                f"schema {name!r} differs between {owners[name]} and {owner}: rename one of them"
            )
        target[name] = schema
        owners.setdefault(name, owner)


def _referenced(node: Any) -> set[str]:
    """Names of the schemas ``node`` refers to directly."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        names = {ref.rsplit("/", 1)[1]} if isinstance(ref, str) else set()
        return names.union(*(_referenced(value) for value in node.values()))
    if isinstance(node, list):
        return set().union(*(_referenced(value) for value in node))
    return set()


def _reachable(paths: Mapping[str, Any], schemas: Mapping[str, Any]) -> dict[str, Any]:
    """The schemas the public operations use, directly or through other schemas: shapes of
    internal routes stay out of the public document."""
    seen: set[str] = set()
    pending = _referenced(paths)
    while pending:
        name = pending.pop()
        if name not in seen:
            seen.add(name)
            pending |= _referenced(schemas[name])
    return {name: schemas[name] for name in seen}


def public_openapi(
    documents: Mapping[str, Mapping[str, Any]] | None = None,
    table: RouteTable | None = None,
    title: str = TITLE,
    unprotected: frozenset[str] = UNPROTECTED_CALLS,
) -> dict[str, Any]:
    """The merged document of ``table`` (default: the portal's, whose ``unprotected`` calls
    the request protection lets through); ``documents`` (service → its OpenAPI) defaults to
    every service's."""
    table = table or build_route_table()
    sources = {GATEWAY: _gateway_document(table), **(documents or service_documents())}
    paths: dict[str, Any] = {}
    schemas: dict[str, Any] = {}
    schema_owners: dict[str, str] = {}
    for owner, document in sources.items():
        routed = _routed_paths(owner, document, table)
        paths |= _with_refusals(routed, table, unprotected)
        used = _reachable(routed, document.get("components", {}).get("schemas", {}))
        _merge_schemas(schemas, owner, used, schema_owners)
    _merge_schemas(schemas, GATEWAY, refusal_schemas(), schema_owners)
    return {
        "openapi": "3.1.0",
        "info": {"title": title, "version": "1"},
        "paths": dict(sorted(paths.items())),
        "components": {"schemas": dict(sorted(schemas.items())), "responses": ANSWERS},
    }


def console_openapi(documents: Mapping[str, Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """The operator console's document."""
    return public_openapi(
        documents, build_console_route_table(), CONSOLE_TITLE, UNPROTECTED_CONSOLE_CALLS
    )


def render(document: Mapping[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False, sort_keys=False) + "\n"
