"""Signing operators in to the console through the gateway, as the console's web app does."""

import asyncio
import time
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from backoffice.demo import (
    DEMO_OPERATORS,
    DEMO_PASSWORD,
    demo_totp_secret,
    enrol_demo_authenticators,
    seed_demo_operators,
)
from backoffice.models import AuditLogEntry, Operator
from backoffice.signin.lockout import Lockout
from backoffice.signin.service import TOTP_PURPOSE
from backoffice.totp import STEP_SEC, code_at
from portal_client.protection import CONSOLE_KEYS_PATH, encrypt_to
from portal_kit.clock import ManualClock
from portal_kit.sealed import app_sealer

OPS = "/api/ops"


def backoffice_of(gateway_app: FastAPI) -> FastAPI:
    app: FastAPI = gateway_app.state.upstreams.embedded_apps["backoffice"]
    return app


async def load_demo_operators(gateway_app: FastAPI) -> None:
    """The demo operators with their authenticators (idempotent, as ``make run`` loads them),
    free of any sign-in lock another suite's failures left in the shared KV."""
    backoffice = backoffice_of(gateway_app)
    async with backoffice.state.db.transaction() as session:
        await seed_demo_operators(session)
        await enrol_demo_authenticators(session, app_sealer(backoffice), TOTP_PURPOSE)
    lockout = Lockout(backoffice.state.kv, gateway_app.state.clock)
    for username in DEMO_OPERATORS:
        await lockout.lift(username)


async def call(client: httpx.AsyncClient, path: str, **options: Any) -> dict[str, Any]:
    response = await client.post(f"{OPS}/{path}", **options)
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    return envelope


async def fresh_code(gateway_app: FastAPI, username: str) -> str:
    """The operator's code for a time step after the last one they used: the suites share the
    database, and a code is accepted once."""
    clock: ManualClock = gateway_app.state.clock
    async with backoffice_of(gateway_app).state.db.transaction() as session:
        last_step = await session.scalar(
            select(Operator.totp_last_step).where(Operator.username == username)
        )
    step = int(clock.now().timestamp()) // STEP_SEC
    if last_step is not None and step <= last_step:
        clock.advance(seconds=(last_step - step + 1) * STEP_SEC)
    return code_at(demo_totp_secret(username), clock.now())


async def sign_in(client: httpx.AsyncClient, gateway_app: FastAPI, username: str) -> dict[str, Any]:
    """The console's sign-in of a demo operator: password, then the authenticator's code."""
    keys = (await client.post(CONSOLE_KEYS_PATH)).json()["body"]
    password = encrypt_to(keys["credential"]["spki"], DEMO_PASSWORD.encode())
    step = await call(client, "session/password", json={"username": username, "password": password})
    assert step["ok"] is True, step
    code = await fresh_code(gateway_app, username)
    done = await call(client, "session/totp", json={"ticket": step["body"]["ticket"], "code": code})
    assert done["ok"] is True, done
    body: dict[str, Any] = done["body"]
    return body


def bearer(tokens: dict[str, Any]) -> dict[str, str]:
    return {"Authorization": f"Bearer {tokens['accessToken']}"}


async def audit_entries(
    gateway_app: FastAPI, action: str, within_sec: float = 10.0
) -> list[AuditLogEntry]:
    """The log's entries of ``action`` once at least one arrived (other services' entries
    travel through their outbox and an event first)."""
    deadline = time.monotonic() + within_sec
    while True:
        async with backoffice_of(gateway_app).state.db.transaction() as session:
            rows = list(
                await session.scalars(
                    select(AuditLogEntry)
                    .where(AuditLogEntry.action == action)
                    .order_by(AuditLogEntry.sequence)
                )
            )
        if rows or time.monotonic() > deadline:
            return rows
        await asyncio.sleep(0.1)
