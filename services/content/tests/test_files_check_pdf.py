"""``/internal/file/check`` with ``allowPdf``: a signed letter may be a PDF, an avatar may not."""

import httpx

from .conftest import Headers
from .test_files import PDF, PNG, unique
from .test_files_access import CHECK, SERVICE_TOKEN, stored


async def check(client: httpx.AsyncClient, body: dict[str, object]) -> dict[str, object]:
    response = await client.post(CHECK, headers=SERVICE_TOKEN, json=body)
    envelope: dict[str, object] = response.json()
    return envelope


class TestAllowPdf:
    async def test_the_owners_pdf_passes_when_pdfs_are_allowed(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        token = await stored(client, signed_in("U1"), unique(PDF), name="letter.pdf")

        envelope = await check(client, {"fileToken": token, "userCode": "U1", "allowPdf": True})

        assert envelope["status"] == 200
        assert envelope["body"] == {
            "fileToken": token,
            "fileName": "letter.pdf",
            "contentType": "application/pdf",
            "size": len(PDF) + 32,
        }

    async def test_images_still_pass_and_pdfs_stay_refused_by_default(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        image = await stored(client, signed_in("U1"), unique(PNG))
        pdf = await stored(client, signed_in("U1"), unique(PDF))

        allowed = await check(client, {"fileToken": image, "userCode": "U1", "allowPdf": True})
        default = await check(client, {"fileToken": pdf, "userCode": "U1"})

        assert allowed["status"] == 200
        assert default["status"] == 404

    async def test_someone_elses_pdf_is_not_found(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        token = await stored(client, signed_in("U1", "C1"), unique(PDF), scope="company")

        envelope = await check(client, {"fileToken": token, "userCode": "U2", "allowPdf": True})

        assert envelope["status"] == 404
        assert envelope["body"] is None
