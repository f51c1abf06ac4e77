"""schemathesis against the message service's own OpenAPI document (``portal_kit.fuzzing``):
every operation, signed in as DEMO0001's administrator over the demo messages, internal routes
with the service token, the console's as an operator holding every role (customer stood in
for by its contract); ``PORTAL_FUZZ_EXAMPLES`` cases each."""

from fastapi import FastAPI

from portal_kit.fuzzing import fuzz_over_demo_data
from portal_kit.layout import ServiceSpec
from portal_kit.tokens import TokenSigner


async def test_every_operation_holds_under_fuzzing(
    service_app: FastAPI,
    service_spec: ServiceSpec,
    signer: TokenSigner,
    customer_peer: list[dict[str, str]],
) -> None:
    await fuzz_over_demo_data("message", service_app, service_spec, signer)
