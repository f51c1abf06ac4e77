"""Properties of the request-protection codec (DESIGN §5; issue 9, item 1): whatever arrives,
the codec opens only what was sealed with the key, and every other input is a ProtectionError,
never another exception."""

import base64
import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gateway.protection import codec
from gateway.protection.codec import ProtectionError

keys = st.text(
    alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
    min_size=16,
    max_size=16,
).map(str.encode)
ivs = st.binary(min_size=codec.IV_BYTES, max_size=codec.IV_BYTES)
bodies = st.binary(max_size=2048)
tokens = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789", min_size=16, max_size=64)


class TestSealedBodies:
    @given(keys, ivs, bodies)
    def test_what_is_sealed_opens_to_the_same_bytes(
        self, key: bytes, iv: bytes, body: bytes
    ) -> None:
        assert codec.open_body(key, codec.seal_body(key, iv, body)) == body

    @given(keys, ivs, bodies, st.data())
    def test_any_flipped_bit_is_refused(
        self, key: bytes, iv: bytes, body: bytes, data: st.DataObject
    ) -> None:
        sealed = bytearray(codec.b64decode(codec.seal_body(key, iv, body)))
        position = data.draw(st.integers(min_value=0, max_value=len(sealed) - 1))
        bit = data.draw(st.integers(min_value=0, max_value=7))
        sealed[position] ^= 1 << bit

        with pytest.raises(ProtectionError):
            codec.open_body(key, base64.b64encode(bytes(sealed)).decode())

    @given(keys, keys, ivs, bodies)
    def test_another_key_opens_nothing(
        self, key: bytes, other: bytes, iv: bytes, body: bytes
    ) -> None:
        if key == other:
            return
        with pytest.raises(ProtectionError):
            codec.open_body(other, codec.seal_body(key, iv, body))

    @given(keys, st.text(max_size=200))
    def test_any_data_text_is_opened_or_refused_never_crashes(self, key: bytes, data: str) -> None:
        with contextlib.suppress(ProtectionError):
            assert isinstance(codec.open_body(key, data), bytes)

    @given(st.binary(max_size=300))
    def test_any_body_is_an_envelope_or_refused(self, raw: bytes) -> None:
        try:
            data = codec.envelope_data(raw)
        except ProtectionError:
            return
        assert isinstance(data, str)


class TestSignature:
    @given(keys, st.sampled_from(["GET", "POST"]), tokens, st.integers(0, 2**45), tokens, bodies)
    def test_changing_any_signed_part_changes_the_signature(
        self, key: bytes, method: str, path: str, timestamp: int, nonce: str, body: bytes
    ) -> None:
        target = f"/api/{path}".encode()
        digest = codec.body_digest(body)
        signed = codec.sign(key, method, target, str(timestamp), nonce, digest)

        assert codec.SIGN.fullmatch(signed)
        variants = [
            codec.sign(key, "PUT", target, str(timestamp), nonce, digest),
            codec.sign(key, method, target + b"x", str(timestamp), nonce, digest),
            codec.sign(key, method, target, str(timestamp + 1), nonce, digest),
            codec.sign(key, method, target, str(timestamp), nonce + "x", digest),
            codec.sign(key, method, target, str(timestamp), nonce, codec.body_digest(body + b"x")),
        ]
        assert signed not in variants

    @given(st.binary(max_size=40))
    def test_only_16_alphanumeric_characters_make_a_session_key(self, raw: bytes) -> None:
        try:
            key = codec.session_key(raw)
        except ProtectionError:
            assert not codec.SESSION_KEY.fullmatch(raw)
            return
        assert len(key) == 16
