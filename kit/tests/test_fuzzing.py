"""The fuzzing harness itself: each kind of bug planted in a small app is reported under its
own check, a sound call is not, and the report's figures and exit status say so."""

import asyncio
import json
from pathlib import Path
from typing import Annotated, Any

import httpx
import pytest
from fastapi import APIRouter, FastAPI, Query, Request
from fastapi.responses import JSONResponse
from pydantic import Field

from portal_kit.clock import ManualClock
from portal_kit.envelope import Envelope, WireModel, ok
from portal_kit.errors import install_error_handlers
from portal_kit.fuzzing import (
    Access,
    Check,
    Counts,
    Fuzzer,
    Probe,
    Tally,
    fuzz,
    http_refusal,
    service_access,
)
from portal_kit.fuzzing.fuzzer import service_probes
from portal_kit.fuzzing.tally import merge, report
from portal_kit.identity import CurrentIdentity
from portal_kit.openapi import install_envelope_openapi
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.tokens import TokenSigner

SEAL = "x-sealed"


class NameCreate(WireModel):
    name: str = Field(min_length=1, max_length=5)


router = APIRouter()


@router.post("/sound")
async def sound(identity: CurrentIdentity, body: NameCreate) -> Envelope[str]:
    """Signed in, validated: nothing to report."""
    return ok(body.name)


@router.post("/crash")
async def crash(number: Annotated[int, Query(ge=0, le=9)]) -> Envelope[int]:
    raise RuntimeError("planted")


@router.post("/lies")
async def lies() -> JSONResponse:
    # Declared as Envelope[int] below; answers a text body.
    return JSONResponse({"ok": True, "status": 200, "msg": "", "body": "seven"})


@router.post(
    "/lenient",
    openapi_extra={
        "parameters": [
            {"name": "count", "in": "query", "required": True, "schema": {"type": "integer"}}
        ]
    },
)
async def lenient() -> Envelope[None]:
    """Documents an integer it never reads: whatever comes is accepted."""
    return ok(None)


@router.post("/open")
async def open_door() -> Envelope[None]:
    """Treated as a signed-in call below, but it never asks who calls."""
    return ok(None)


@router.post("/unsealed")
async def unsealed(request: Request) -> Envelope[None]:
    """Treated as a protected call below, but it never checks the seal."""
    return ok(None)


def planted_app(tmp_path: Path) -> FastAPI:
    app = FastAPI()
    install_error_handlers(app)
    install_envelope_openapi(app)
    app.include_router(router)
    # The document (cached by the app) declares what ``/lies`` does not answer.
    answer = app.openapi()["paths"]["/lies"]["post"]["responses"]["200"]
    answer["content"] = {
        "application/json": {"schema": {"$ref": "#/components/schemas/Envelope_int_"}}
    }
    app.state.settings = BaseServiceSettings(
        mode=RunMode.TEST, var_dir=tmp_path, token_keys_dir=tmp_path / "keys"
    )
    app.state.clock = ManualClock()
    return app


class Sealing(httpx.Auth):
    """A stand-in for the request protection: adds a header the app never checks."""

    def auth_flow(self, request: httpx.Request) -> Any:
        request.headers[SEAL] = "1"
        yield request


async def planted_fuzzer(app: FastAPI, tally: Tally) -> Fuzzer:
    signer = TokenSigner.load_or_create(
        app.state.settings.token_key_directory, app.state.clock, create=True
    )
    bearer = "Bearer " + signer.issue(
        user_code="U1", session_id="S1", employee_code="E1", comp_code="C1", role="", biz=""
    )
    access = service_access(app) | {("POST", "/open"): Access.SIGNED_IN}

    async def credentials(method: str, path: str) -> dict[str, str]:
        return {"Authorization": bearer} if access[(method, path)] is Access.SIGNED_IN else {}

    def probes(method: str, path: str, sent: Any) -> list[Probe]:
        found = list(service_probes(access[(method, path)], sent))
        if path == "/unsealed":
            found.append(
                Probe("unsealed", Check.UNPROTECTED_ACCEPTED, http_refusal(400), protected=False)
            )
        return found

    return Fuzzer(
        target="planted",
        app=app,
        loop=asyncio.get_running_loop(),
        document=app.openapi(),
        credentials=credentials,
        probes=probes,
        auth=Sealing(),
        tally=tally,
    )


class TestPlantedBugs:
    async def test_each_bug_is_reported_under_its_check_and_nothing_else(
        self, tmp_path: Path
    ) -> None:
        tally = Tally()
        fuzzer = await planted_fuzzer(planted_app(tmp_path), tally)

        with pytest.raises(AssertionError, match="operations failed") as failed:
            await fuzz(fuzzer, examples=10)

        counts = tally.of("planted")
        assert counts.failures == {
            Check.SERVER_ERROR.value: {"POST /crash"},
            Check.SCHEMA.value: {"POST /lies"},
            Check.INVALID_ACCEPTED.value: {"POST /lenient"},
            Check.IGNORED_AUTH.value: {"POST /open"},
            Check.UNPROTECTED_ACCEPTED.value: {"POST /unsealed"},
        }
        assert counts.operations == counts.documented
        assert counts.invalid > 0
        assert "Reproduce: curl -X POST" in str(failed.value)

    async def test_the_sound_call_alone_passes(self, tmp_path: Path) -> None:
        tally = Tally()
        fuzzer = await planted_fuzzer(planted_app(tmp_path), tally)
        fuzzer.schema = fuzzer.schema.include(path="/sound")

        await fuzz(fuzzer, examples=10)

        counts = tally.of("planted")
        assert counts.failures == {}
        assert counts.operations == {"POST /sound"}
        # Every case was sent again without a token and with a broken one.
        assert counts.probes == 2 * counts.cases


class TestReport:
    def write(self, folder: Path, name: str, targets: dict[str, Counts]) -> None:
        data = {target: counts.to_json() for target, counts in targets.items()}
        (folder / f"counts-{name}.json").write_text(json.dumps(data))

    def test_sums_the_processes_and_passes_without_failures(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        ops = {"POST /a", "POST /b"}
        self.write(tmp_path, "1", {"auth": Counts(5, 2, 8, ops, ops)})
        self.write(tmp_path, "2", {"auth": Counts(7, 3, 4, ops, ops)})

        assert report(tmp_path, min_cases=12) == 0
        assert merge(tmp_path)["auth"].cases == 12
        assert "auth            12       5      12        2/2" in capsys.readouterr().out

    def test_fails_on_a_failure_on_too_few_cases_and_on_an_operation_not_fuzzed(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        self.write(
            tmp_path,
            "1",
            {"gateway": Counts(3, 1, 0, {"POST /a", "POST /b"}, {"POST /a"})},
        )
        assert report(tmp_path) == 1
        assert "NOT FUZZED: gateway POST /b" in capsys.readouterr().out

        self.write(tmp_path, "1", {"gateway": Counts(3, 1, 0, {"POST /a"}, {"POST /a"})})
        assert report(tmp_path, min_cases=4) == 1

        failing = Counts(3, 1, 0, {"POST /a"}, {"POST /a"}, {"schema": {"POST /a"}})
        self.write(tmp_path, "1", {"gateway": failing})
        assert report(tmp_path) == 1
        assert "FAILED schema: gateway POST /a" in capsys.readouterr().out
