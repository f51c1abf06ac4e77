import base64
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from fastapi import FastAPI
from sqlalchemy import select

from auth.models import KnownIp, LoginLog, User
from auth.seed import DEMO_PASSWORD, seed
from portal_kit.clock import ManualClock
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.layout import ServiceSpec, load_service_spec
from portal_kit.operator_tokens import OperatorRole
from portal_kit.passwords import hash_password
from portal_kit.peers import in_process_peer
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import PreparedDatabases, operator_headers, rolled_back
from portal_kit.tokens import Identity, TokenVerifier

API = "/web/portal/api"


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return load_service_spec("auth")


# --- sign-in support -------------------------------------------------------------------------


@pytest.fixture
def clock(service_app: FastAPI) -> ManualClock:
    """The app's clock; set before the first request makes the token verifier."""
    clock = ManualClock()
    service_app.state.clock = clock
    return clock


@pytest.fixture
async def demo_users(service_app: FastAPI) -> None:
    """U0001-U0004 of DESIGN §11 (rolled back with the test)."""
    async with service_app.state.db.sessionmaker() as session:
        await seed(session, demo=True)
        await session.commit()


@pytest.fixture(scope="session")
def customer_spec() -> ServiceSpec:
    return load_service_spec("customer")


@pytest.fixture
def customer_settings(
    customer_spec: ServiceSpec, backend: str, prepared_databases: PreparedDatabases
) -> BaseServiceSettings:
    # Synchronous: preparing a database runs its own event loop. Without the background
    # event consumer, which would write outside the test's rolled-back transaction.
    settings = prepared_databases.get(customer_spec, backend)
    return settings.model_copy(update={"consume_events": False})


@pytest.fixture
async def customer_app(
    customer_spec: ServiceSpec, customer_settings: BaseServiceSettings
) -> AsyncIterator[FastAPI]:
    """The real customer service, in-process, with its demo data (rolled back afterwards)."""
    async with rolled_back(customer_spec, customer_settings) as app:
        async with app.state.db.sessionmaker() as session:
            await customer_spec.seed(session, True)
            await session.commit()
        yield app


@pytest.fixture
async def peers(service_app: FastAPI, customer_app: FastAPI) -> AsyncIterator[None]:
    """Auth reaches the customer service as the gateway wires it in embedded mode."""
    client = in_process_peer(customer_app, "customer", service_app.state.settings.service_token)
    # Merged, so a test can give auth other peers too (e.g. ``content_peer``).
    service_app.state.peers = {**getattr(service_app.state, "peers", {}), "customer": client}
    try:
        yield
    finally:
        await client.aclose()


@pytest.fixture(scope="session")
def content_spec() -> ServiceSpec:
    return load_service_spec("content")


@pytest.fixture
def content_settings(
    content_spec: ServiceSpec, backend: str, prepared_databases: PreparedDatabases
) -> BaseServiceSettings:
    return prepared_databases.get(content_spec, backend)


@pytest.fixture
async def content_peer(
    service_app: FastAPI, content_spec: ServiceSpec, content_settings: BaseServiceSettings
) -> AsyncIterator[FastAPI]:
    """The real content service in-process as auth's ``content`` peer (rolled back afterwards);
    tests upload files to the app it returns."""
    async with rolled_back(content_spec, content_settings) as content_app:
        token = service_app.state.settings.service_token
        async with in_process_peer(content_app, "content", token) as client:
            service_app.state.peers = {**getattr(service_app.state, "peers", {}), "content": client}
            yield content_app


@pytest.fixture
def encrypt(service_app: FastAPI) -> Any:
    """What the web app does to a password field: RSA-OAEP-SHA256 to the credential key."""
    der = base64.b64decode(service_app.state.credential_keys.current.spki)
    public_key = serialization.load_der_public_key(der)
    assert isinstance(public_key, rsa.RSAPublicKey)
    oaep = padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None)

    def encrypt(password: str) -> str:
        return base64.b64encode(public_key.encrypt(password.encode(), oaep)).decode()

    return encrypt


async def call(
    client: httpx.AsyncClient,
    path: str,
    body: Any = None,
    *,
    token: str | None = None,
    ip: str | None = None,
    **params: str,
) -> dict[str, Any]:
    """POST a call (``x/y`` under the portal prefix, ``/x/y`` as written); the envelope."""
    headers = {"Accept-Language": "en", "User-Agent": "pytest-browser/1.0"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if ip:
        headers["X-Forwarded-For"] = ip
    url = path if path.startswith("/") else f"{API}/{path}"
    response = await client.post(url, json=body, params=params, headers=headers)
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    return envelope


async def outbox(client: httpx.AsyncClient, to: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = (await client.get("/dev/outbox", params={"to": to})).json()[
        "body"
    ]
    return items


async def captcha(client: httpx.AsyncClient, browser_id: str, ip: str | None = None) -> str:
    """Draw a captcha and read its answer where test mode shows it."""
    envelope = await call(client, "login/user/verify/code", ip=ip, browserID=browser_id)
    assert envelope["ok"], envelope
    return str((await outbox(client, browser_id))[0]["code"])


async def sms_token(client: httpx.AsyncClient, browser_id: str, ip: str | None = None) -> str:
    answer = await captcha(client, browser_id, ip)
    envelope = await call(client, f"/login/sms/token/{browser_id}", {"code": answer}, ip=ip)
    assert envelope["ok"], envelope
    return str(envelope["body"]["smsToken"])


async def password_sign_in(
    client: httpx.AsyncClient,
    encrypt: Any,
    mobile: str,
    password: str,
    browser_id: str = "browser-0001",
    ip: str | None = None,
) -> dict[str, Any]:
    answer = await captcha(client, browser_id, ip)
    body = {
        "loginType": "password",
        "mobile": mobile,
        "password": encrypt(password),
        "code": answer,
        "browserID": browser_id,
    }
    return await call(client, "login/user/mobileLoginWithSecurity", body, ip=ip)


async def add_user(
    app: FastAPI,
    user_code: str,
    mobile: str,
    password: str,
    *,
    known_ips: tuple[str, ...] = ("127.0.0.1",),
    changed_at: datetime | None = None,
    status: int = 1,
) -> None:
    """A user beside the demo ones (e.g. with a weak or old password)."""
    async with app.state.db.sessionmaker() as session:
        session.add(
            User(
                user_code=user_code,
                mobile=mobile,
                name="测试",
                email=f"{user_code.lower()}@test.example",
                password_hash=await hash_password(password),
                password_changed_at=changed_at or datetime.now(UTC),
                status=status,
            )
        )
        await session.flush()
        for ip in known_ips:
            session.add(KnownIp(user_code=user_code, ip=ip))
        await session.commit()


async def login_logs(app: FastAPI, user_code: str | None = None) -> list[LoginLog]:
    async with app.state.db.sessionmaker() as session:
        statement = select(LoginLog).order_by(LoginLog.id)
        if user_code is not None:
            statement = statement.where(LoginLog.user_code == user_code)
        return list((await session.scalars(statement)).all())


# The plain employee of DESIGN §11: one company and a known address, so sign-in gives tokens.
PLAIN_EMPLOYEE = "13800000003"


async def signed_in(
    client: httpx.AsyncClient,
    encrypt: Any,
    mobile: str = PLAIN_EMPLOYEE,
    browser_id: str = "browser-0001",
) -> dict[str, Any]:
    """The answer of a password sign-in that went straight to tokens."""
    envelope = await password_sign_in(client, encrypt, mobile, DEMO_PASSWORD, browser_id)
    body: dict[str, Any] = envelope["body"]
    assert body["next"] == "tokens", envelope
    return body


def identity_of(app: FastAPI, clock: ManualClock, token: str) -> Identity:
    """The claims of an access token, read as every service reads them."""
    return TokenVerifier.from_directory(app.state.settings.token_key_directory, clock).verify(token)


@pytest.fixture
async def token(
    client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, demo_users: None, peers: None
) -> str:
    """An access token of the plain employee, signed in from browser-0001."""
    return str((await signed_in(client, encrypt))["accessToken"])


# --- internal routes -------------------------------------------------------------------------


async def internal(
    client: httpx.AsyncClient, path: str, body: Any, service_token: str | None
) -> dict[str, Any]:
    """POST an internal route as a peer service does (``None``: without the service token)."""
    headers = {"Accept-Language": "en"}
    if service_token is not None:
        headers[SERVICE_TOKEN_HEADER] = service_token
    response = await client.post(path, json=body, headers=headers)
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    return envelope


@pytest.fixture
def service_token(service_settings: BaseServiceSettings) -> str:
    return service_settings.service_token


# --- console calls ---------------------------------------------------------------------------


async def ops(
    client: httpx.AsyncClient, path: str, body: Any, headers: dict[str, str] | None
) -> dict[str, Any]:
    """POST a console call (``/ops/...``) as the console's gateway forwards it."""
    sent = {"Accept-Language": "en", "User-Agent": "pytest-console/1.0", **(headers or {})}
    response = await client.post(path, json=body, headers=sent)
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    return envelope


@pytest.fixture
def admin(service_settings: BaseServiceSettings, clock: ManualClock) -> dict[str, str]:
    """The headers of an operator holding ops_admin."""
    return operator_headers(service_settings, clock, OperatorRole.OPS_ADMIN, code="OP0001")


@pytest.fixture
def auditor(service_settings: BaseServiceSettings, clock: ManualClock) -> dict[str, str]:
    return operator_headers(service_settings, clock, OperatorRole.AUDITOR, code="OP0005")


def operator_with_role(
    settings: BaseServiceSettings, clock: ManualClock, role: OperatorRole
) -> dict[str, str]:
    return operator_headers(settings, clock, role, code=f"OP-{role.value}")


ROLE_REFUSED = {
    "ok": False,
    "status": 403,
    "msg": "Your operator roles do not allow this.",
    "body": None,
}
CONSOLE_SIGN_IN = {
    "ok": False,
    "status": 401,
    "msg": "Please sign in to the console.",
    "body": None,
}
