from typing import Annotated

from fastapi import APIRouter, Query

from auth import service
from auth.deps import KVDep, SessionDep, SettingsDep
from auth.schemas import BrowserQuery, CaptchaRead
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["sign-in"])


@router.post("/login/user/verify/code")
async def verify_code(
    session: SessionDep,
    kv: KVDep,
    settings: SettingsDep,
    query: Annotated[BrowserQuery, Query()],
) -> Envelope[CaptchaRead]:
    """A new image captcha for this browser (single use, short-lived)."""
    return ok(await service.issue_captcha(session, kv, settings, query.browser_id))
