from redis.asyncio import Redis

from auth import captcha
from auth.schemas import CaptchaRead
from portal_kit import outbox
from portal_kit.settings import BaseServiceSettings


async def issue_captcha(
    kv: Redis, settings: BaseServiceSettings, browser_id: str, ttl: int
) -> CaptchaRead:
    """Draw a captcha for ``browser_id``, valid ``ttl`` seconds; it replaces the previous one."""
    answer = captcha.draw_answer()
    await kv.set(captcha.kv_key(browser_id), answer, ex=ttl)
    if settings.is_dev_like:
        await outbox.record(kv, "captcha", browser_id, answer, "image captcha")
    return CaptchaRead(image=await captcha.render_data_url(answer), expires_in_sec=ttl)
