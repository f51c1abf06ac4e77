"""schemathesis against the customer service's own OpenAPI document (``portal_kit.fuzzing``):
every operation over the demo companies, signed in as DEMO0001's root manager (EMP0004), with
auth, content and reference as real peers; internal routes with the service token;
``PORTAL_FUZZ_EXAMPLES`` cases each."""

from fastapi import FastAPI

from portal_kit.fuzzing import fuzz, service_fuzzer

from .conftest import Headers


async def test_every_operation_holds_under_fuzzing(
    service_app: FastAPI,
    signed_in: Headers,
    demo_identity: None,
    auth_peer: FastAPI,
    content_peer: FastAPI,
    reference_peer: FastAPI,
) -> None:
    token = signed_in("EMP0004")["Authorization"].removeprefix("Bearer ")
    fuzzer = service_fuzzer("customer", service_app, token)
    await fuzz(fuzzer)
