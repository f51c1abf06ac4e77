"""Image captchas at sign-in: drawing them (limited per IP) and checking an answer once.

The answer itself stays where ``auth.service.issue_captcha`` puts it (``captcha:<browserID>``);
beside it ``captcha-exp:<browserID>`` holds when it expires by the app's clock.
"""

import hmac

from auth import captcha, service
from auth.limits import Window, enforce
from auth.schemas import CaptchaRead
from auth.signin.deps import SignInContext


def expiry_key(browser_id: str) -> str:
    return f"captcha-exp:{browser_id}"


async def draw(ctx: SignInContext, browser_id: str) -> CaptchaRead:
    """A new captcha for ``browser_id``: at most ``captchaIpPerMinute`` per IP."""
    per_minute = Window("captcha-ip-minute", await ctx.param("captchaIpPerMinute"), 60)
    await enforce(ctx.kv, ctx.now, [(per_minute, ctx.ip)])
    # The expiry goes in first: an answer without one would only be bounded by the KV's TTL.
    ttl = await ctx.param("captchaTtlSec")
    await ctx.kv.set(expiry_key(browser_id), ctx.now + ttl, ex=ttl)
    return await service.issue_captcha(ctx.kv, ctx.settings, browser_id, ttl)


async def consume(ctx: SignInContext, browser_id: str, given: str) -> bool:
    """Whether ``given`` answers this browser's captcha; right or wrong, the captcha is gone."""
    async with ctx.kv.pipeline(transaction=True) as pipe:
        pipe.getdel(captcha.kv_key(browser_id))
        pipe.getdel(expiry_key(browser_id))
        answer, expires_at = await pipe.execute()
    if answer is None or (expires_at is not None and int(expires_at) <= ctx.now):
        return False
    return hmac.compare_digest(answer.upper().encode(), given.strip().upper().encode())
