"""schemathesis against the auth service's own OpenAPI document (``portal_kit.fuzzing``):
every operation, signed in for real as the plain demo employee (13800000003), with customer and
content as real peers; internal and dev routes with the service token;
``PORTAL_FUZZ_EXAMPLES`` cases each."""

from fastapi import FastAPI

from portal_kit.fuzzing import fuzz, service_fuzzer


async def test_every_operation_holds_under_fuzzing(
    service_app: FastAPI, token: str, content_peer: FastAPI
) -> None:
    fuzzer = service_fuzzer("auth", service_app, token)
    await fuzz(fuzzer)
