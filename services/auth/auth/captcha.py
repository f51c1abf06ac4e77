"""Image captchas: a real PNG, its answer kept in the KV for one browser and one use."""

import asyncio
import base64
import secrets
import threading
from io import BytesIO

from captcha.image import ImageCaptcha

# No 0/O, 1/I/L: a captcha should test for a human, not for good eyesight.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = 4
# zlib's fastest level: the PNG is ~10% larger (about 10 KB) and costs a quarter of the CPU
# of the default level, which was half of drawing a captcha.
PNG_COMPRESS_LEVEL = 1

# One drawer per thread: it loads its fonts once (a millisecond a captcha otherwise), and
# FreeType's fonts are not to be shared between threads.
_drawers = threading.local()


def draw_answer() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def _render_png(answer: str) -> bytes:
    drawer: ImageCaptcha | None = getattr(_drawers, "drawer", None)
    if drawer is None:
        drawer = _drawers.drawer = ImageCaptcha(width=160, height=60)
    out = BytesIO()
    drawer.generate_image(answer).save(out, format="png", compress_level=PNG_COMPRESS_LEVEL)
    return out.getvalue()


async def render_data_url(answer: str) -> str:
    # Drawing takes milliseconds of CPU: keep it off the event loop.
    png = await asyncio.to_thread(_render_png, answer)
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def kv_key(browser_id: str) -> str:
    return f"captcha:{browser_id}"
