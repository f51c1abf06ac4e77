"""The back office and the console started in production mode on the files make_keys.py
writes, laid out as compose's production override and the Kubernetes Secrets mount them: the
back office signs operators' tokens, the console verifies them with the public halves alone."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from fastapi import FastAPI

from backoffice.config import Settings as BackofficeSettings
from backoffice.main import create_app as create_backoffice
from gateway.config import SERVICES as ROUTED
from gateway.config import Settings as GatewaySettings
from gateway.main import create_console_app
from portal_kit.clock import SystemClock
from portal_kit.keyring import KeyRingError
from portal_kit.operator_tokens import OperatorRole, SignedInVia, issue_operator_token
from portal_kit.tokens import InvalidToken, TokenSigner

from .conftest import as_var_dir

# keys/<folder> of the back office's VAR_DIR: its own Secrets, the signing key among them.
BACKOFFICE_KEYS = ("operator-credential", "operator-secret", "operator-token")


@asynccontextmanager
async def started(app: FastAPI) -> AsyncIterator[FastAPI]:
    async with app.router.lifespan_context(app):
        yield app


def backoffice(var_dir: Path, secrets: Path) -> FastAPI:
    settings = BackofficeSettings(
        mode="prod",
        var_dir=var_dir,
        operator_token_keys_dir=var_dir / "keys" / "operator-token",
        service_token=(secrets / "service-token").read_text(),
        consume_events=False,
    )
    return create_backoffice(settings)


def console(tmp_path: Path, secrets: Path) -> FastAPI:
    """serve-console's app as deployed: every service by URL, the transport keys and only the
    public halves of the operators' token keys."""
    settings = GatewaySettings(
        mode="prod",
        var_dir=as_var_dir(tmp_path, secrets, "transport"),
        operator_token_keys_dir=secrets / "operator-token-public",
        service_token=(secrets / "service-token").read_text(),
        **{f"{service}_url": f"http://{service}:8000" for service in ROUTED},
    )
    return create_console_app(settings)


async def test_the_back_office_starts_and_the_console_verifies_its_tokens(
    tmp_path: Path, secrets: Path
) -> None:
    var_dir = as_var_dir(tmp_path, secrets, *BACKOFFICE_KEYS)
    async with started(backoffice(var_dir, secrets)) as app:
        signer: TokenSigner = app.state.operator_signer
        token = issue_operator_token(
            signer,
            operator_code="OP0001",
            name="Ann",
            session_id="S1",
            roles=[OperatorRole.OPS_ADMIN],
            via=SignedInVia.CONSOLE,
        )
        assert app.state.credential_keys.current.kid.startswith("o")
    async with started(console(tmp_path, secrets)) as ops:
        operator = ops.state.token_verifier.verify(token)
        assert (operator.operator_code, operator.roles) == ("OP0001", {OperatorRole.OPS_ADMIN})
        # A customer's access token, signed with auth's key, is no operator's.
        customer = TokenSigner.load_or_create(secrets / "token", SystemClock(), create=False)
        access = customer.issue(
            user_code="U1", session_id="S", employee_code="E", comp_code="C", role="", biz=""
        )
        with pytest.raises(InvalidToken):
            ops.state.token_verifier.verify(access)


@pytest.mark.parametrize("missing", BACKOFFICE_KEYS)
async def test_production_refuses_to_start_without_each_kind(
    tmp_path: Path, secrets: Path, missing: str
) -> None:
    var_dir = as_var_dir(tmp_path, secrets, *(k for k in BACKOFFICE_KEYS if k != missing))
    with pytest.raises((KeyRingError, RuntimeError), match=f"keys/{missing}"):
        async with started(backoffice(var_dir, secrets)):
            pass
    assert not (var_dir / "keys" / missing).exists(), "production never makes a key"
