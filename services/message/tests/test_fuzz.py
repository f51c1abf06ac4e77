"""schemathesis against the message service's own OpenAPI document (``portal_kit.fuzzing``):
every operation, signed in as DEMO0001's administrator over the demo messages, internal routes
with the service token; ``PORTAL_FUZZ_EXAMPLES`` cases each."""

from fastapi import FastAPI

from portal_kit.fuzzing import fuzz, service_fuzzer
from portal_kit.layout import ServiceSpec
from portal_kit.tokens import TokenSigner


async def test_every_operation_holds_under_fuzzing(
    service_app: FastAPI, service_spec: ServiceSpec, signer: TokenSigner
) -> None:
    async with service_app.state.db.sessionmaker.begin() as session:
        await service_spec.seed(session, True)
    token = signer.issue(
        user_code="U0002",
        session_id="S-fuzz",
        employee_code="EMP0004",
        comp_code="DEMO0001",
        role="C101",
        biz="DEMO0001-EC-C101",
    )
    fuzzer = service_fuzzer("message", service_app, token)
    await fuzz(fuzzer)
