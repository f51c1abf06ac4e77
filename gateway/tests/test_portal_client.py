"""The integration client (portal_client) against a running portal in both modes: embedded (the
gateway app served over HTTP in this process, its clock controlled) and distributed (every
service a process), through its async API, its sync API, its command line and its pytest
plugin."""

import base64
import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from portal_client import DEMO_PASSWORD, AsyncPortal, Locked, NotSignedIn, Portal
from portal_client.protection import Protected
from portal_kit.layout import load_service_spec
from portal_kit.testing import served

from .distributed import DistributedPortal
from .embedded_portal import embedded_portal

PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(64))
GUIDE = Path(__file__).resolve().parents[2] / "docs" / "integration-testing.md"
FIRST_TEST = "<!-- first-test"
COMPANIES = "cust/employee/comps/all"


def claims(access_token: str | None) -> dict[str, Any]:
    assert access_token is not None
    payload = access_token.split(".")[1]
    decoded: dict[str, Any] = json.loads(base64.urlsafe_b64decode(payload + "=="))
    return decoded


@pytest.fixture
async def portal_url(gateway_app: FastAPI) -> AsyncIterator[str]:
    """The embedded portal with the demo data (as `make run` has it), over real HTTP."""
    for service in ("auth", "customer"):
        app = gateway_app.state.upstreams.embedded_apps[service]
        async with app.state.db.sessionmaker.begin() as session:
            await load_service_spec(service).seed(session, True)
    async with served(gateway_app) as port:
        yield f"http://127.0.0.1:{port}"


@pytest.fixture
async def page(portal_url: str) -> AsyncIterator[AsyncPortal]:
    async with AsyncPortal(portal_url, language="en") as opened:
        yield opened


def first_test_of_the_guide() -> str:
    """The code block under the guide's ``first-test`` mark, as a reader copies it."""
    after_mark = GUIDE.read_text(encoding="utf-8").split(FIRST_TEST, 1)[1]
    block = after_mark.split("```python\n", 1)[1]
    return block.split("```", 1)[0]


def run_outside(test: str, url: str, folder: Path) -> subprocess.CompletedProcess[str]:
    """``test`` run by pytest in a project of its own (no conftest, no settings of this
    repository: only the plugin), against the portal at ``url``."""
    (folder / "test_outside.py").write_text(test)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_outside.py"],
        cwd=folder,
        env={**os.environ, "PORTAL_URL": url},
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.process
class TestTheGuide:
    def test_the_guides_first_test_passes_against_the_portal_as_make_run_serves_it(
        self, tmp_path: Path
    ) -> None:
        test = first_test_of_the_guide()
        project, served = tmp_path / "project", tmp_path / "portal"
        project.mkdir()
        served.mkdir()

        with embedded_portal(served, users=0) as portal:
            outcome = run_outside(test, portal.url, project)

        assert outcome.returncode == 0, outcome.stdout + outcome.stderr
        assert f"{test.count('def test_')} passed" in outcome.stdout
        written = [line for line in test.splitlines() if line.strip()]
        assert len(written) <= 10, "the guide promises a first test in ten lines"


class TestEmbedded:
    async def test_sign_in_chooses_a_company_then_switches_to_another(
        self, page: AsyncPortal
    ) -> None:
        signed_in = await page.sign_in("13800000001", employee_code="EMP0002")

        assert signed_in.next == "chooseCompany"
        assert {comp["compCode"] for comp in signed_in.comps} >= {"DEMO0002", "DEMO0003"}
        assert claims(page.access_token)["comp"] == "DEMO0002"
        await page.switch_company("EMP0003")
        assert claims(page.access_token)["comp"] == "DEMO0003"
        assert len(await page.fetch(COMPANIES)) == 3

    async def test_a_refused_token_is_renewed_once_and_the_call_answered(
        self, page: AsyncPortal
    ) -> None:
        await page.sign_in_by_sms("13800000002")
        burnt = page.refresh_token
        page.access_token = "not.a.token"

        companies = await page.fetch(COMPANIES)

        assert [comp["compCode"] for comp in companies] == ["DEMO0001"]
        assert page.refresh_token != burnt

    async def test_an_idle_session_is_locked_until_verified_by_password(
        self, page: AsyncPortal, gateway_app: FastAPI
    ) -> None:
        signed_in = await page.sign_in("13800000002")
        assert signed_in.failure_period_sec is not None
        gateway_app.state.clock.advance(seconds=signed_in.failure_period_sec + 1)

        with pytest.raises(Locked) as locked:
            await page.fetch(COMPANIES)
        await page.verify_idle(DEMO_PASSWORD)

        assert locked.value.status == 423
        assert len(await page.fetch(COMPANIES)) == 1

    async def test_a_file_uploaded_downloads_byte_for_byte(self, page: AsyncPortal) -> None:
        await page.sign_in("13800000002")

        stored = await page.upload("seal.png", PNG, "image/png")

        assert await page.download(stored["fileToken"]) == PNG

    async def test_after_logout_a_call_raises_not_signed_in_with_the_users_sentence(
        self, page: AsyncPortal
    ) -> None:
        await page.sign_in("13800000003")
        token = page.access_token
        await page.logout()
        page.access_token = token

        with pytest.raises(NotSignedIn) as refused:
            await page.fetch(COMPANIES)
        assert (refused.value.status, refused.value.http_status) == (401, 401)
        assert refused.value.msg

    async def test_a_tried_sign_in_answers_its_envelope_over_the_callers_own_client(
        self, portal_url: str
    ) -> None:
        async with httpx.AsyncClient(base_url=portal_url, auth=Protected()) as http:
            page = AsyncPortal("", http=http)

            refused = await page.try_sign_in("13800000002", "Wrong@123456")
            signed_in = await page.try_sign_in("13800000002")
            await page.aclose()

            assert not refused.ok
            assert "password" in refused.msg.lower() or "密码" in refused.msg
            assert signed_in.ok
            assert signed_in.body["next"] in ("tokens", "chooseCompany")
            # Not taken: the caller decides what to do with the answer.
            assert page.access_token is None
            # Closing the page leaves the caller's client open.
            assert not http.is_closed

    def test_a_client_that_does_not_protect_its_calls_is_refused(self) -> None:
        with pytest.raises(TypeError, match="Protected"):
            AsyncPortal("", http=httpx.AsyncClient())


class TestDistributed:
    def test_the_sync_client_signs_in_and_reads_the_message_list(
        self, distributed: DistributedPortal
    ) -> None:
        with Portal(distributed.gateway_urls[0]) as admin:
            admin.sign_in("13800000002")
            listed = admin.call("message/list", {"pageNum": 1})
            admin.switch_company("EMP0004")

        assert listed.ok, listed
        assert set(listed.body) >= {"list", "total"}

    def test_the_command_line_prints_the_envelope_and_exits_by_it(
        self, distributed: DistributedPortal
    ) -> None:
        command = [sys.executable, "-m", "portal_client", "--url", distributed.gateway_urls[1]]
        listed = subprocess.run(
            [*command, "call", "message/list", "--json", '{"pageNum":1}', "--as", "13800000002"],
            capture_output=True,
            text=True,
            check=False,
        )
        refused = subprocess.run(
            [*command, "call", COMPANIES], capture_output=True, text=True, check=False
        )

        assert listed.returncode == 0, listed.stderr
        assert json.loads(listed.stdout)["ok"] is True
        assert refused.returncode == 1
        assert json.loads(refused.stdout)["status"] == 401

    def test_a_test_written_as_the_docs_show_passes_with_the_plugin(
        self, distributed: DistributedPortal, tmp_path: Path
    ) -> None:
        outcome = run_outside(OUTSIDE_TEST, distributed.gateway_urls[0], tmp_path)

        assert outcome.returncode == 0, outcome.stdout + outcome.stderr
        assert "3 passed" in outcome.stdout


OUTSIDE_TEST = """
def test_unread_messages(signed_in):
    admin = signed_in("13800000002")
    assert admin.fetch("message/list", {"pageNum": 1})["total"] >= 0


def test_products_need_no_sign_in(portal):
    assert portal.fetch("product/list")


def test_a_session_sign_in_is_shared(session_signed_in):
    assert session_signed_in("13800000003").fetch("cust/employee/comps/all")
"""
