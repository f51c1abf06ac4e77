import hashlib
import os
from pathlib import Path
from typing import Any

import httpx
import pytest

from portal_kit.settings import BaseServiceSettings

from .conftest import Headers

STORE = "/web/portal/api/third/file/store"
DOWNLOAD = "/web/portal/api/third/file/down/load"
CHECK = "/internal/file/check"
MB = 1024 * 1024

PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"
JPEG = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00"
PDF = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"


def unique(head: bytes) -> bytes:
    """A file of the given type whose bytes no other test uploads (blobs outlive rollbacks)."""
    return head + os.urandom(32)


async def upload(
    client: httpx.AsyncClient,
    headers: dict[str, str],
    data: bytes,
    name: str = "photo.png",
    declared: str = "image/png",
    **fields: str,
) -> dict[str, Any]:
    response = await client.post(
        STORE, headers=headers, files={"file": (name, data, declared)}, data=fields
    )
    assert response.status_code == 200
    envelope: dict[str, Any] = response.json()
    return envelope


def blob_path(settings: BaseServiceSettings, data: bytes) -> Path:
    digest = hashlib.sha256(data).hexdigest()
    return settings.var_dir / "files" / digest[:2] / digest


class TestUpload:
    @pytest.mark.parametrize(
        ("head", "name", "content_type"),
        [
            (PNG, "photo.png", "image/png"),
            (JPEG, "photo.jpg", "image/jpeg"),
            (PDF, "letter.pdf", "application/pdf"),
        ],
    )
    async def test_an_image_or_pdf_is_stored(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_settings: BaseServiceSettings,
        head: bytes,
        name: str,
        content_type: str,
    ) -> None:
        data = unique(head)

        envelope = await upload(client, signed_in("U1", "C1"), data, name=name)

        assert envelope["ok"] is True
        body = envelope["body"]
        assert body["fileName"] == name
        assert body["contentType"] == content_type
        assert body["size"] == len(data)
        assert len(body["fileToken"]) >= 32
        assert blob_path(service_settings, data).read_bytes() == data

    async def test_a_png_named_pdf_is_stored_as_png(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await upload(
            client, signed_in("U1"), unique(PNG), name="scan.pdf", declared="application/pdf"
        )

        assert envelope["body"]["contentType"] == "image/png"
        assert envelope["body"]["fileName"] == "scan.pdf"

    @pytest.mark.parametrize(
        "data",
        [
            b"MZ\x90\x00\x03\x00\x00\x00",  # a Windows executable
            b"\x7fELF\x02\x01\x01\x00",  # a Linux executable
            b"<!DOCTYPE html><script>alert(1)</script>",
            b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            b"<html>%PDF-1.4",  # a PDF header later in the file does not count
        ],
    )
    async def test_anything_else_renamed_png_is_refused(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_settings: BaseServiceSettings,
        data: bytes,
    ) -> None:
        envelope = await upload(client, signed_in("U1"), data, name="cat.png")

        assert envelope["ok"] is False
        assert envelope["status"] == 400
        assert envelope["msg"] == "file must be an image (PNG, JPEG, GIF, WebP) or a PDF"
        assert not blob_path(service_settings, data).exists()

    async def test_exactly_10_mb_is_accepted(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        data = unique(PNG)
        data += b"\x00" * (10 * MB - len(data))

        envelope = await upload(client, signed_in("U1"), data)

        assert envelope["ok"] is True
        assert envelope["body"]["size"] == 10 * MB

    async def test_10_mb_and_one_byte_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        data = PNG + b"\x00" * (10 * MB + 1 - len(PNG))

        envelope = await upload(client, signed_in("U1"), data)

        assert envelope["status"] == 400
        assert envelope["msg"] == "file must be at most 10 MB"

    async def test_an_endless_upload_is_not_read_past_its_length(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        boundary = "b0undary"
        sent = 0

        async def body() -> Any:
            nonlocal sent
            head = (
                f'--{boundary}\r\nContent-Disposition: form-data; name="file"; '
                f'filename="big.png"\r\nContent-Type: image/png\r\n\r\n'
            ).encode()
            yield head + PNG
            while sent < 50 * MB:
                sent += 256 * 1024
                yield b"\x00" * (256 * 1024)

        # A length within the limit, and a body that goes on past it (the service's own
        # limit, as the gateway's: portal_kit.body_limit).
        headers = signed_in("U1") | {
            "Content-Type": f"multipart/form-data; boundary={boundary}",
            "Content-Length": str(10 * MB),
        }
        response = await client.post(STORE, headers=headers, content=body())

        assert response.status_code == 413
        assert response.json()["msg"] == "The request is too large."
        assert sent <= 10 * MB + 256 * 1024

    async def test_an_upload_of_unknown_length_is_refused_unread(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        sent = 0

        async def body() -> Any:
            nonlocal sent
            sent += 1
            yield b"--x--"

        headers = signed_in("U1") | {"Content-Type": "multipart/form-data; boundary=x"}
        response = await client.post(STORE, headers=headers, content=body())

        assert response.status_code == 411
        assert response.json()["msg"] == "The request must state its length."
        assert sent == 0

    async def test_an_oversized_declared_length_is_refused_unread(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        headers = signed_in("U1") | {
            "Content-Type": "multipart/form-data; boundary=x",
            "Content-Length": str(11 * MB),
        }
        response = await client.post(STORE, headers=headers, content=b"--x--")

        assert response.status_code == 413
        assert response.json()["msg"] == "The request is too large."

    async def test_an_empty_file_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await upload(client, signed_in("U1"), b"")

        assert envelope["status"] == 400
        assert envelope["msg"] == "file must not be empty"

    async def test_a_form_without_a_file_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        response = await client.post(
            STORE, headers=signed_in("U1"), files={"other": ("a.png", PNG, "image/png")}
        )

        assert response.json()["status"] == 400
        assert response.json()["msg"] == "file is required"

    async def test_a_json_body_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        response = await client.post(STORE, headers=signed_in("U1"), json={"file": "x"})

        assert response.json()["status"] == 400

    @pytest.mark.parametrize("scope", ["world", ""])
    async def test_an_unknown_scope_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers, scope: str
    ) -> None:
        # An empty scope is no scope (found by fuzzing: it was stored as a personal file).
        envelope = await upload(client, signed_in("U1", "C1"), unique(PNG), scope=scope)

        assert envelope["status"] == 400
        assert envelope["msg"] == "scope must be one of 'user', 'company'"

    async def test_without_a_token_the_caller_must_sign_in(self, client: httpx.AsyncClient) -> None:
        envelope = await upload(client, {}, unique(PNG))

        assert envelope["status"] == 401

    async def test_identical_bytes_uploaded_twice_share_one_blob(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_settings: BaseServiceSettings,
    ) -> None:
        data = unique(PNG)

        first = await upload(client, signed_in("U1"), data, name="a.png")
        second = await upload(client, signed_in("U2"), data, name="b.png")

        assert first["body"]["fileToken"] != second["body"]["fileToken"]
        path = blob_path(service_settings, data)
        assert [p.name for p in path.parent.iterdir() if p.name == path.name] == [path.name]
        assert not list((service_settings.var_dir / "files" / "tmp").glob("upload-*"))
