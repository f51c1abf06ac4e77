"""A peer hands a user's file to a company (``/internal/file/assign``), and every stored file
records its uploader's company without opening personal files to colleagues."""

from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from content.models import StoredFile

from .conftest import Headers
from .test_files import DOWNLOAD, PDF, PNG, unique, upload

ASSIGN = "/internal/file/assign"
SERVICE_TOKEN = {"X-Service-Token": "dev-service-token-not-for-production", "Accept-Language": "en"}


async def stored(client: httpx.AsyncClient, headers: dict[str, str], data: bytes) -> str:
    envelope = await upload(client, headers, data, name="licence.pdf")
    assert envelope["status"] == 200, envelope
    token: str = envelope["body"]["fileToken"]
    return token


async def assign(
    client: httpx.AsyncClient,
    token: str,
    user: str,
    comp: str,
    headers: dict[str, str] | None = None,
) -> dict[str, Any]:
    body = {"fileToken": token, "userCode": user, "compCode": comp}
    response = await client.post(
        ASSIGN, headers=SERVICE_TOKEN if headers is None else headers, json=body
    )
    assert response.status_code == 200
    envelope: dict[str, Any] = response.json()
    return envelope


async def row(app: FastAPI, token: str) -> StoredFile:
    async with app.state.db.sessionmaker() as session:
        found = await session.scalar(select(StoredFile).where(StoredFile.file_token == token))
        assert found is not None
        return found


async def download_status(client: httpx.AsyncClient, headers: dict[str, str], token: str) -> int:
    response = await client.get(DOWNLOAD, headers=headers, params={"fileToken": token})
    if response.headers["content-type"].startswith("application/json"):
        status: int = response.json()["status"]
        return status
    return response.status_code


class TestAssign:
    async def test_the_company_reads_the_registrants_file_afterwards(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # A registrant has no company yet: the upload is their personal file.
        token = await stored(client, signed_in("U1"), unique(PDF))
        assert await download_status(client, signed_in("U2", "C7"), token) == 404

        envelope = await assign(client, token, "U1", "C7")

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["fileToken"] == token
        found = await row(service_app, token)
        assert (found.scope, found.owner_comp_code, found.owner_user_code) == (
            "company",
            "C7",
            "U1",
        )
        assert await download_status(client, signed_in("U2", "C7"), token) == 200
        assert await download_status(client, signed_in("U3", "C8"), token) == 404

    async def test_someone_elses_or_an_unknown_file_is_not_found(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        token = await stored(client, signed_in("U1"), unique(PDF))

        for file_token, user in ((token, "U2"), ("no-such-token", "U1")):
            envelope = await assign(client, file_token, user, "C7")
            assert (envelope["status"], envelope["msg"]) == (404, "The file does not exist.")
        found = await row(service_app, token)
        assert (found.scope, found.owner_comp_code) == ("user", None)

    async def test_assigning_again_to_the_same_company_is_harmless(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        token = await stored(client, signed_in("U1"), unique(PDF))

        first = await assign(client, token, "U1", "C7")
        again = await assign(client, token, "U1", "C7")

        assert (first["status"], again["status"]) == (200, 200)

    async def test_another_companys_file_is_never_taken_from_it(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        token = await stored(client, signed_in("U1"), unique(PDF))
        assert (await assign(client, token, "U1", "C7"))["status"] == 200

        envelope = await assign(client, token, "U1", "C8")

        assert envelope["status"] == 409
        assert envelope["msg"] == "The file already belongs to another company."
        assert (await row(service_app, token)).owner_comp_code == "C7"

    async def test_without_the_service_token_it_is_forbidden(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        token = await stored(client, signed_in("U1"), unique(PDF))

        envelope = await assign(client, token, "U1", "C7", headers=signed_in("U1"))

        assert envelope["status"] == 403
        assert (await row(service_app, token)).scope == "user"


class TestUploaderCompany:
    async def test_a_personal_file_records_the_company_but_stays_the_owners(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        token = await stored(client, signed_in("U1", "C1"), unique(PNG))

        found = await row(service_app, token)
        assert (found.scope, found.owner_user_code, found.owner_comp_code) == ("user", "U1", "C1")
        assert await download_status(client, signed_in("U2", "C1"), token) == 404
        assert await download_status(client, signed_in("U1", "C2"), token) == 200

    async def test_a_file_of_a_caller_without_company_records_none(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        token = await stored(client, signed_in("U1"), unique(PNG))

        assert (await row(service_app, token)).owner_comp_code is None
