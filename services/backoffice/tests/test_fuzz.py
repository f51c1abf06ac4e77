"""schemathesis against the back office's own OpenAPI document (``portal_kit.fuzzing``): every
operation, console calls with an all-roles operator token, internal ones with the service
token; ``PORTAL_FUZZ_EXAMPLES`` cases each."""

from fastapi import FastAPI

from portal_kit.fuzzing import fuzz, service_fuzzer


async def test_every_operation_holds_under_fuzzing(service_app: FastAPI) -> None:
    await fuzz(service_fuzzer("backoffice", service_app))
