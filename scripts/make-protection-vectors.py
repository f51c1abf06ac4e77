"""Write contracts/protection-vectors.json: known answers for the request protection (DESIGN §5).

Written once and committed; both the gateway (Python) and the web client (TypeScript,
WebCrypto) must reproduce every AES-GCM body and signature byte for byte, and decrypt every
RSA-OAEP ciphertext. Standalone on purpose (only ``cryptography``): the vectors must not come
from the code they check. Run: ``uv run python scripts/make-protection-vectors.py``.
"""

import base64
import hashlib
import hmac
import json
from pathlib import Path

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

OUT = Path(__file__).resolve().parents[1] / "contracts" / "protection-vectors.json"
OAEP = padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None)


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def json_bytes(value: object) -> bytes:
    # The client's JSON.stringify: no spaces, non-ASCII kept as UTF-8.
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def seal(key: str, iv: bytes, plaintext: bytes) -> str:
    return b64(iv + AESGCM(key.encode("ascii")).encrypt(iv, plaintext, None))


def sign(key: str, method: str, target: str, timestamp: str, nonce: str, body: bytes) -> str:
    message = "\n".join([method, target, timestamp, nonce, hashlib.sha256(body).hexdigest()])
    return hmac.new(key.encode("ascii"), message.encode("utf-8"), hashlib.sha256).hexdigest()


def main() -> None:
    private_key = rsa.generate_private_key(public_exponent=65537, key_size=3072)
    public_key = private_key.public_key()
    keys = ["Vh3kPq9ZrT2mXw7L", "a1B2c3D4e5F6g7H8", "0000000000000000"]

    aes_cases = []
    for number, (key, value) in enumerate(
        [
            (keys[0], {"mobile": "13800000001", "loginType": "password"}),
            (keys[1], {"name": "上海示范核心企业", "amount": 1234567.89, "tags": ["a", "b"]}),
            (keys[2], {}),
        ]
    ):
        iv = bytes(range(number * 12, number * 12 + 12))
        plaintext = json_bytes(value)
        aes_cases.append(
            {
                "key": key,
                "iv": b64(iv),
                "plaintext": plaintext.decode("utf-8"),
                "data": seal(key, iv, plaintext),
            }
        )

    sign_cases = []
    for key, method, target, body in [
        (
            keys[0],
            "POST",
            "/api/web/portal/api/login/user/mobileLoginWithSecurity",
            json_bytes({"mobile": "13800000001"}),
        ),
        (keys[1], "POST", "/api/web/portal/api/area/list?pid=440000", b""),
        (
            keys[1],
            "GET",
            "/api/web/portal/api/third/file/down/load?fileToken=abc%2Fdef&x=%E4%B8%AD",
            b"",
        ),
        (
            keys[2],
            "POST",
            "/api/third/mail/sendEmailCode?email=a%40b.cn&browserID=browser-0001",
            json_bytes({"note": "邮件"}),
        ),
    ]:
        timestamp, nonce = "1795350000000", "n0nce-ABCDEFGHIJ"
        sign_cases.append(
            {
                "key": key,
                "method": method,
                "target": target,
                "timestamp": timestamp,
                "nonce": nonce,
                "body": body.decode("utf-8"),
                "bodySha256": hashlib.sha256(body).hexdigest(),
                "sign": sign(key, method, target, timestamp, nonce, body),
            }
        )

    vectors = {
        "about": "Known answers for DESIGN §5 request protection; test keys, never deploy them.",
        "rsa": {
            "kid": "vectors-transport-1",
            "spki": b64(
                public_key.public_bytes(
                    serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
                )
            ),
            "pkcs8": b64(
                private_key.private_bytes(
                    serialization.Encoding.DER,
                    serialization.PrivateFormat.PKCS8,
                    serialization.NoEncryption(),
                )
            ),
            "cases": [
                {"plaintext": key, "ciphertext": b64(public_key.encrypt(key.encode("ascii"), OAEP))}
                for key in keys
            ],
        },
        "aesGcm": aes_cases,
        "sign": sign_cases,
    }
    OUT.write_text(json.dumps(vectors, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
