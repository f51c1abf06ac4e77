from typing import Any

import httpx
import pytest

from content.files.service import sanitise_name

from .conftest import Headers
from .test_files import DOWNLOAD, JPEG, PDF, PNG, STORE, unique, upload

CHECK = "/internal/file/check"
SERVICE_TOKEN = {"X-Service-Token": "dev-service-token-not-for-production"}


async def stored(
    client: httpx.AsyncClient, headers: dict[str, str], data: bytes, **fields: str
) -> str:
    envelope = await upload(client, headers, data, **fields)
    assert envelope["ok"] is True
    token: str = envelope["body"]["fileToken"]
    return token


async def download(
    client: httpx.AsyncClient, headers: dict[str, str], file_token: str
) -> httpx.Response:
    return await client.get(DOWNLOAD, headers=headers, params={"fileToken": file_token})


def envelope_status(response: httpx.Response) -> Any:
    assert response.headers["content-type"].startswith("application/json")
    return response.json()["status"]


class TestDownload:
    async def test_the_owner_gets_the_bytes_with_safe_headers(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        data = unique(PNG)
        envelope = await upload(client, signed_in("U1", "C1"), data, name="我的 头像.png")

        response = await download(client, signed_in("U1", "C1"), envelope["body"]["fileToken"])

        assert response.status_code == 200
        assert response.content == data
        assert response.headers["content-type"] == "image/png"
        assert response.headers["content-disposition"] == (
            "inline; filename*=UTF-8''%E6%88%91%E7%9A%84%20%E5%A4%B4%E5%83%8F.png"
        )
        assert response.headers["x-content-type-options"] == "nosniff"
        assert response.headers["cache-control"] == "private, max-age=300"
        assert response.headers["content-security-policy"].endswith("sandbox")

    async def test_a_pdf_is_offered_as_an_attachment(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        data = unique(PDF)
        envelope = await upload(client, signed_in("U1"), data, name="letter.pdf")

        response = await download(client, signed_in("U1"), envelope["body"]["fileToken"])

        assert response.content == data
        assert response.headers["content-type"] == "application/pdf"
        assert response.headers["content-disposition"] == "attachment; filename*=UTF-8''letter.pdf"

    async def test_the_owner_reads_a_personal_file_from_any_company(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        token = await stored(client, signed_in("U1", "C1"), unique(JPEG))

        response = await download(client, signed_in("U1", "C2"), token)

        assert response.status_code == 200
        assert response.headers["content-type"] == "image/jpeg"

    async def test_a_colleague_gets_a_company_file_but_not_a_personal_one(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        company_data = unique(PDF)
        company_file = await stored(client, signed_in("U1", "C1"), company_data, scope="company")
        personal_file = await stored(client, signed_in("U1", "C1"), unique(PNG), scope="user")

        colleague = signed_in("U2", "C1")
        company_answer = await download(client, colleague, company_file)
        personal_answer = await download(client, colleague, personal_file)

        assert company_answer.content == company_data
        assert envelope_status(personal_answer) == 404

    async def test_another_companys_user_gets_nothing(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        company_file = await stored(client, signed_in("U1", "C1"), unique(PNG), scope="company")
        personal_file = await stored(client, signed_in("U1", "C1"), unique(PNG))
        unknown = await download(client, signed_in("U3", "C2"), "no-such-token")

        for token in (company_file, personal_file):
            response = await download(client, signed_in("U3", "C2"), token)
            # The same answer as for a token that does not exist: nothing leaks.
            assert response.json() == unknown.json()
            assert response.json()["status"] == 404
            assert response.json()["msg"] == "The file does not exist."

    async def test_a_user_without_a_company_cannot_read_company_files(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        token = await stored(client, signed_in("U1", "C1"), unique(PNG), scope="company")

        assert envelope_status(await download(client, signed_in("U9"), token)) == 404

    async def test_a_company_file_needs_a_company(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await upload(client, signed_in("U1"), unique(PNG), scope="company")

        assert envelope["status"] == 400

    async def test_an_unknown_token_is_not_found(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        response = await download(client, signed_in("U1", "C1"), "x" * 32)

        assert envelope_status(response) == 404

    async def test_without_a_token_the_caller_must_sign_in(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        token = await stored(client, signed_in("U1"), unique(PNG))

        assert envelope_status(await download(client, {}, token)) == 401


class TestInternalCheck:
    async def test_the_owners_image_is_described(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        token = await stored(client, signed_in("U1", "C1"), unique(PNG))

        response = await client.post(
            CHECK, headers=SERVICE_TOKEN, json={"fileToken": token, "userCode": "U1"}
        )

        body = response.json()["body"]
        assert body["fileToken"] == token
        assert body["contentType"] == "image/png"
        assert body["fileName"] == "photo.png"

    async def test_someone_elses_file_or_a_pdf_is_not_found(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        image = await stored(client, signed_in("U1"), unique(PNG))
        pdf = await stored(client, signed_in("U1"), unique(PDF))

        for token, user in ((image, "U2"), (pdf, "U1"), ("no-such-token", "U1")):
            response = await client.post(
                CHECK, headers=SERVICE_TOKEN, json={"fileToken": token, "userCode": user}
            )
            assert response.json()["status"] == 404

    async def test_without_the_service_token_it_is_forbidden(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        token = await stored(client, signed_in("U1"), unique(PNG))

        for headers in ({}, {"X-Service-Token": "guess"}, signed_in("U1")):
            response = await client.post(
                CHECK, headers=headers, json={"fileToken": token, "userCode": "U1"}
            )
            assert response.json()["status"] == 403
            assert response.json()["body"] is None


class TestNameSanitising:
    @pytest.mark.parametrize(
        ("raw", "clean"),
        [
            ("../../etc/passwd.png", "passwd.png"),
            ("C:\\Users\\li\\photo.png", "photo.png"),
            ("in\x00voice\r\n.pdf", "invoice.pdf"),
            ("gnp\u202e.exe", "gnp.exe"),
            ("", "file"),
            ("..", "file"),
            ("  report.pdf  ", "report.pdf"),
        ],
    )
    def test_separators_and_control_characters_are_removed(self, raw: str, clean: str) -> None:
        assert sanitise_name(raw) == clean

    def test_a_long_name_keeps_its_extension(self) -> None:
        name = sanitise_name("a" * 300 + ".png")

        assert len(name) == 255
        assert name.endswith("a.png")

    async def test_the_stored_name_is_sanitised(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        # Built by hand: httpx (like browsers) would percent-encode the control character.
        body = (
            b'--xyz\r\nContent-Disposition: form-data; name="file"; filename="../x/\x07evil.png"'
            b"\r\n\r\n" + unique(PNG) + b"\r\n--xyz--\r\n"
        )
        headers = signed_in("U1") | {"Content-Type": "multipart/form-data; boundary=xyz"}

        response = await client.post(STORE, headers=headers, content=body)

        assert response.json()["body"]["fileName"] == "evil.png"
