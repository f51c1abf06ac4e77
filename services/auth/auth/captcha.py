"""Image captchas: a real PNG, its answer kept in the KV for one browser and one use."""

import asyncio
import base64
import secrets

from captcha.image import ImageCaptcha

# No 0/O, 1/I/L: a captcha should test for a human, not for good eyesight.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = 4


def draw_answer() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def _render_png(answer: str) -> bytes:
    return ImageCaptcha(width=160, height=60).generate(answer, format="png").getvalue()


async def render_data_url(answer: str) -> str:
    # Drawing takes milliseconds of CPU: keep it off the event loop.
    png = await asyncio.to_thread(_render_png, answer)
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def kv_key(browser_id: str) -> str:
    return f"captcha:{browser_id}"
