from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from auth import captcha
from auth.params import int_param
from auth.schemas import CaptchaRead
from portal_kit import outbox
from portal_kit.settings import BaseServiceSettings


async def issue_captcha(
    session: AsyncSession, kv: Redis, settings: BaseServiceSettings, browser_id: str
) -> CaptchaRead:
    """Draw a captcha for ``browser_id``; a new one replaces the previous one."""
    ttl = await int_param(session, "captchaTtlSec")
    answer = captcha.draw_answer()
    await kv.set(captcha.kv_key(browser_id), answer, ex=ttl)
    if settings.is_dev_like:
        await outbox.record(kv, "captcha", browser_id, answer, "image captcha")
    return CaptchaRead(image=await captcha.render_data_url(answer), expires_in_sec=ttl)
