"""My account: the avatar, an image the user uploaded to the content service (issue 4, item 2)."""

import os
import struct
import zlib
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from auth.models import User

from .conftest import API, call

PHOTO = "photo/update"
VIEW = "company/custAccount/login/view"
PDF = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"


def png() -> bytes:
    """A real 1x1 PNG of a random colour (file blobs outlive the rollback of a test)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00" + os.urandom(3))
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


@pytest.fixture
async def content(content_peer: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """The content service as the browser reaches it (through the gateway, in real life)."""
    transport = httpx.ASGITransport(app=content_peer)
    async with httpx.AsyncClient(transport=transport, base_url="http://content.test") as client:
        yield client


@pytest.fixture
def other_user_token(service_app: FastAPI, demo_users: None) -> str:
    """An access token of U0002, who is not the caller of these tests."""
    signer = service_app.state.token_signer
    return str(
        signer.issue(
            user_code="U0002", session_id="S-other", employee_code="", comp_code="", role="", biz=""
        )
    )


async def upload(content: httpx.AsyncClient, token: str, data: bytes, name: str) -> str:
    response = await content.post(
        f"{API}/third/file/store",
        headers={"Authorization": f"Bearer {token}"},
        files={"file": (name, data, "application/octet-stream")},
    )
    envelope: dict[str, Any] = response.json()
    assert envelope["ok"], envelope
    return str(envelope["body"]["fileToken"])


async def avatar_of(client: httpx.AsyncClient, token: str) -> str | None:
    envelope = await call(client, VIEW, token=token)
    assert envelope["ok"], envelope
    value: str | None = envelope["body"]["avatarFileToken"]
    return value


async def stored_avatar(app: FastAPI, user_code: str = "U0003") -> str | None:
    async with app.state.db.sessionmaker() as session:
        statement = select(User.avatar_file_token).where(User.user_code == user_code)
        value: str | None = await session.scalar(statement)
        return value


class TestSetAvatar:
    async def test_an_uploaded_image_becomes_the_avatar_shown_by_the_download(
        self, client: httpx.AsyncClient, content: httpx.AsyncClient, token: str
    ) -> None:
        data = png()
        file_token = await upload(content, token, data, "me.png")

        envelope = await call(client, PHOTO, token=token, fileToken=file_token, fileName="me.png")

        assert envelope == {
            "ok": True,
            "status": 200,
            "msg": "",
            "body": {"avatarFileToken": file_token},
        }
        assert await avatar_of(client, token) == file_token
        image = await content.get(
            f"{API}/third/file/down/load",
            params={"fileToken": file_token},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert image.headers["content-type"] == "image/png"
        assert image.content == data

    async def test_a_new_image_replaces_the_old_one(
        self, client: httpx.AsyncClient, content: httpx.AsyncClient, token: str
    ) -> None:
        first = await upload(content, token, png(), "a.png")
        second = await upload(content, token, png(), "b.png")

        await call(client, PHOTO, token=token, fileToken=first)
        await call(client, PHOTO, token=token, fileToken=second)

        assert await avatar_of(client, token) == second

    async def test_the_file_name_may_be_left_out(
        self, client: httpx.AsyncClient, content: httpx.AsyncClient, token: str
    ) -> None:
        file_token = await upload(content, token, png(), "me.png")

        envelope = await call(client, PHOTO, token=token, fileToken=file_token)

        assert envelope["body"] == {"avatarFileToken": file_token}


class TestRefused:
    """Each refusal leaves the avatar the user had."""

    @pytest.fixture
    async def current(
        self, client: httpx.AsyncClient, content: httpx.AsyncClient, token: str
    ) -> str:
        file_token = await upload(content, token, png(), "current.png")
        assert (await call(client, PHOTO, token=token, fileToken=file_token))["ok"]
        return file_token

    async def test_another_users_image_is_404(
        self,
        client: httpx.AsyncClient,
        content: httpx.AsyncClient,
        service_app: FastAPI,
        token: str,
        other_user_token: str,
        current: str,
    ) -> None:
        theirs = await upload(content, other_user_token, png(), "theirs.png")

        envelope = await call(client, PHOTO, token=token, fileToken=theirs)

        assert envelope["status"] == 404
        assert envelope["msg"] == "The file does not exist, or it is not an image you uploaded."
        assert await avatar_of(client, token) == current
        assert await stored_avatar(service_app, "U0002") is None

    async def test_a_pdf_of_ones_own_is_404(
        self, client: httpx.AsyncClient, content: httpx.AsyncClient, token: str, current: str
    ) -> None:
        pdf = await upload(content, token, PDF + os.urandom(16), "letter.pdf")

        envelope = await call(client, PHOTO, token=token, fileToken=pdf)

        assert envelope["status"] == 404
        assert envelope["msg"] == "The file does not exist, or it is not an image you uploaded."
        assert await avatar_of(client, token) == current

    async def test_an_unknown_token_is_404(
        self, client: httpx.AsyncClient, token: str, current: str
    ) -> None:
        envelope = await call(client, PHOTO, token=token, fileToken="x" * 32)

        assert envelope["status"] == 404
        assert await avatar_of(client, token) == current

    @pytest.mark.parametrize(
        ("params", "msg"),
        [
            ({}, "fileToken is required"),
            ({"fileToken": "not a token"}, "fileToken has an invalid format"),
            ({"fileToken": "x" * 65}, "fileToken has an invalid format"),
            (
                {"fileToken": "x" * 32, "fileName": "n" * 256},
                "fileName must have at most 255 characters",
            ),
        ],
    )
    async def test_bad_input_is_400_naming_the_field(
        self,
        client: httpx.AsyncClient,
        token: str,
        current: str,
        params: dict[str, str],
        msg: str,
    ) -> None:
        envelope = await call(client, PHOTO, token=token, **params)

        assert (envelope["status"], envelope["msg"]) == (400, msg)
        assert await avatar_of(client, token) == current

    async def test_content_unavailable_is_503(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        token: str,
        current: str,
    ) -> None:
        service_app.state.peers = {
            name: peer for name, peer in service_app.state.peers.items() if name != "content"
        }

        envelope = await call(client, PHOTO, token=token, fileToken="x" * 32)

        assert envelope["status"] == 503
        assert await avatar_of(client, token) == current

    async def test_without_a_sign_in_is_401(
        self, client: httpx.AsyncClient, content_peer: FastAPI
    ) -> None:
        envelope = await call(client, PHOTO, fileToken="x" * 32)

        assert envelope["status"] == 401


class TestNoAvatar:
    async def test_a_user_who_never_set_one_has_none(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        assert await avatar_of(client, token) is None
