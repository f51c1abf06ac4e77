"""Files in the console: public images content editors upload for the news (readable by
anyone), and case documents reviewers, approvers and auditors open, every view audited."""

from datetime import datetime
from typing import Any

import httpx
import pytest

from portal_kit.operator_tokens import OperatorRole
from portal_kit.testing import staged_audit_entries

from .conftest import Headers
from .console import ALL_ROLES, EDITOR, ROLE_REFUSED, SIGN_IN, Console
from .test_files import PDF, PNG, unique, upload

UPLOAD = "/ops/file/upload"
DOWNLOAD = "/ops/file/download"
PUBLIC = "/web/portal/api/third/file/public/{}"
CUSTOMER_DOWNLOAD = "/web/portal/api/third/file/down/load"
CASE_READERS = (OperatorRole.REVIEWER, OperatorRole.APPROVER, OperatorRole.AUDITOR)


async def upload_public(
    console: Console, data: bytes, *roles: OperatorRole, name: str = "banner.png"
) -> dict[str, Any]:
    response = await console.client.post(
        UPLOAD,
        headers=console.headers(*roles),
        files={"file": (name, data, "application/octet-stream")},
        data={"scope": "company"},
    )
    assert response.status_code == 200
    envelope: dict[str, Any] = response.json()
    return envelope


async def public_image(console: Console, data: bytes) -> str:
    envelope = await upload_public(console, data)
    assert envelope["ok"] is True, envelope
    token: str = envelope["body"]["fileToken"]
    return token


async def company_file(client: httpx.AsyncClient, signed_in: Headers, data: bytes) -> str:
    envelope = await upload(client, signed_in("U1", "C1"), data, name="执照.pdf", scope="company")
    token: str = envelope["body"]["fileToken"]
    return token


class TestPublicImages:
    async def test_an_editors_image_is_read_by_anyone_and_cached_for_good(
        self, console: Console
    ) -> None:
        data = unique(PNG)
        token = await public_image(console, data)

        response = await console.client.get(PUBLIC.format(token))

        assert response.status_code == 200
        assert response.content == data
        assert response.headers["content-type"] == "image/png"
        assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert response.headers["x-content-type-options"] == "nosniff"
        assert response.headers["content-disposition"].startswith("inline;")
        assert response.headers["content-security-policy"].endswith("sandbox")

    async def test_the_upload_is_audited(self, console: Console) -> None:
        data = unique(PNG)
        token = await public_image(console, data)

        [entry] = await staged_audit_entries(console.app)
        assert (entry.action, entry.target_type, entry.target_id) == ("file.upload", "file", token)
        assert entry.after == {
            "fileName": "banner.png",
            "contentType": "image/png",
            "size": len(data),
        }

    async def test_only_images_are_public(self, console: Console) -> None:
        envelope = await upload_public(console, unique(PDF), name="x.pdf")

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "file must be an image (PNG, JPEG, GIF, WebP)",
        )

    async def test_a_company_file_is_never_public(
        self, console: Console, signed_in: Headers
    ) -> None:
        token = await company_file(console.client, signed_in, unique(PDF))

        response = await console.client.get(PUBLIC.format(token))

        assert response.json()["status"] == 404

    async def test_a_malformed_token_is_refused(self, console: Console) -> None:
        response = await console.client.get(PUBLIC.format("a.b"))

        assert response.json()["status"] == 400

    async def test_an_article_may_show_it_and_use_it_as_its_cover(self, console: Console) -> None:
        token = await public_image(console, unique(PNG))
        src = f"/api/web/portal/api/third/file/public/{token}"

        article = await console.body(
            "article/create",
            {
                "category": "platform",
                "title": "图",
                "format": "html",
                "content": f'<p><img src="{src}" alt="x"></p>',
                "coverFileToken": token,
            },
        )

        assert article["html"] == f'<p><img src="{src}" alt="x"></p>'
        assert article["coverFileToken"] == token

    async def test_a_peer_cannot_hand_a_public_image_to_a_company(self, console: Console) -> None:
        token = await public_image(console, unique(PNG))
        settings = console.app.state.settings

        response = await console.client.post(
            "/internal/file/assign",
            json={"fileToken": token, "userCode": "operator:OP9001", "compCode": "C1"},
            headers={"X-Service-Token": settings.service_token},
        )

        assert response.json()["status"] == 404


class TestCaseDocuments:
    @pytest.mark.parametrize("role", CASE_READERS)
    async def test_case_readers_open_a_company_file_and_each_view_is_audited(
        self, console: Console, signed_in: Headers, role: OperatorRole
    ) -> None:
        data = unique(PDF)
        token = await company_file(console.client, signed_in, data)

        response = await console.client.get(
            DOWNLOAD, params={"fileToken": token}, headers=console.headers(role)
        )

        assert response.status_code == 200
        assert response.content == data
        assert response.headers["content-disposition"].startswith("attachment;")
        assert response.headers["cache-control"] == "private, no-store"
        [entry] = await staged_audit_entries(console.app)
        assert (entry.action, entry.target_id) == ("file.view", token)
        assert entry.after == {
            "fileName": "执照.pdf",
            "ownerCompCode": "C1",
            "scope": "company",
            "contentType": "application/pdf",
        }

    async def test_info_describes_the_document(self, console: Console, signed_in: Headers) -> None:
        data = unique(PDF)
        token = await company_file(console.client, signed_in, data)

        info = await console.body("file/info", {"fileToken": token}, OperatorRole.REVIEWER)

        assert info == {
            "fileToken": token,
            "fileName": "执照.pdf",
            "contentType": "application/pdf",
            "size": len(data),
            "scope": "company",
            "ownerCompCode": "C1",
            "uploadedAt": info["uploadedAt"],
        }
        assert datetime.fromisoformat(info["uploadedAt"]).tzinfo is not None

    async def test_a_content_editor_opens_public_images_only(
        self, console: Console, signed_in: Headers
    ) -> None:
        token = await company_file(console.client, signed_in, unique(PDF))
        image = await public_image(console, unique(PNG))

        refused = await console.client.get(
            DOWNLOAD, params={"fileToken": token}, headers=console.headers(EDITOR)
        )
        allowed = await console.client.get(
            DOWNLOAD, params={"fileToken": image}, headers=console.headers(EDITOR)
        )
        info = await console.call("file/info", {"fileToken": token}, EDITOR)

        assert refused.json()["status"] == 403
        assert refused.json()["msg"] == "Content editors may open public images only."
        assert allowed.status_code == 200
        assert info["status"] == 403
        assert [e.action for e in await staged_audit_entries(console.app)] == ["file.upload"]

    async def test_an_unknown_file_is_not_found(self, console: Console) -> None:
        response = await console.client.get(
            DOWNLOAD, params={"fileToken": "nope"}, headers=console.headers(OperatorRole.AUDITOR)
        )

        assert response.json()["status"] == 404


class TestRoles:
    @pytest.mark.parametrize("role", ALL_ROLES)
    async def test_only_content_editors_upload(self, console: Console, role: OperatorRole) -> None:
        envelope = await upload_public(console, unique(PNG), role)

        if role is EDITOR:
            assert envelope["ok"] is True
        else:
            assert (envelope["status"], envelope["msg"]) == (403, ROLE_REFUSED)

    async def test_operations_administrators_open_no_file(
        self, console: Console, signed_in: Headers
    ) -> None:
        token = await company_file(console.client, signed_in, unique(PDF))

        response = await console.client.get(
            DOWNLOAD, params={"fileToken": token}, headers=console.headers(OperatorRole.OPS_ADMIN)
        )
        info = await console.call("file/info", {"fileToken": token}, OperatorRole.OPS_ADMIN)

        assert (response.json()["status"], response.json()["msg"]) == (403, ROLE_REFUSED)
        assert (info["status"], info["msg"]) == (403, ROLE_REFUSED)

    async def test_customers_and_anonymous_callers_must_sign_in_to_the_console(
        self, console: Console, signed_in: Headers
    ) -> None:
        token = await company_file(console.client, signed_in, unique(PDF))
        for headers in (signed_in("U1", "C1"), {"Accept-Language": "en"}):
            download = await console.client.get(
                DOWNLOAD, params={"fileToken": token}, headers=headers
            )
            info = await console.client.post(
                "/ops/file/info", json={"fileToken": token}, headers=headers
            )
            stored = await console.client.post(
                UPLOAD, headers=headers, files={"file": ("a.png", unique(PNG), "image/png")}
            )
            for response in (download, info, stored):
                assert (response.json()["status"], response.json()["msg"]) == (401, SIGN_IN)

    async def test_a_customer_reads_a_public_image_with_the_usual_download_too(
        self, console: Console, signed_in: Headers
    ) -> None:
        token = await public_image(console, unique(PNG))

        response = await console.client.get(
            CUSTOMER_DOWNLOAD, params={"fileToken": token}, headers=signed_in("U2", "C2")
        )

        assert response.status_code == 200
