"""schemathesis against the content service's own OpenAPI document (``portal_kit.fuzzing``):
every operation over the demo news and help, signed in as DEMO0001's administrator (uploads
included), internal routes with the service token; ``PORTAL_FUZZ_EXAMPLES`` cases each."""

from fastapi import FastAPI

from portal_kit.fuzzing import fuzz_over_demo_data
from portal_kit.layout import ServiceSpec
from portal_kit.tokens import TokenSigner


async def test_every_operation_holds_under_fuzzing(
    service_app: FastAPI, service_spec: ServiceSpec, signer: TokenSigner
) -> None:
    await fuzz_over_demo_data("content", service_app, service_spec, signer)
