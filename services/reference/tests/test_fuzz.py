"""schemathesis against the reference service's own OpenAPI document (``portal_kit.fuzzing``):
every operation, internal routes with the service token; ``PORTAL_FUZZ_EXAMPLES`` cases each."""

from fastapi import FastAPI

from portal_kit.fuzzing import fuzz, service_fuzzer


async def test_every_operation_holds_under_fuzzing(service_app: FastAPI) -> None:
    fuzzer = service_fuzzer("reference", service_app)
    await fuzz(fuzzer)
