from typing import Annotated

from fastapi import APIRouter, Body

from content.deps import LanguageDep, SessionDep
from content.guides import service
from content.guides.schemas import GuideModuleRead, GuideQuery
from portal_kit.envelope import Envelope, ok

# The specification writes this call with a leading slash: it lives outside the portal prefix.
router = APIRouter(prefix="/web/portal/operate", tags=["help"])


@router.post("/findInfoOperateGuideByParams")
async def find_guides(
    session: SessionDep,
    language: LanguageDep,
    query: Annotated[GuideQuery | None, Body()] = None,
) -> Envelope[list[GuideModuleRead]]:
    """Published help guides grouped by module, in the reader's language; keyword matches
    title or text, ignoring case."""
    return ok(await service.find_guides(session, query or GuideQuery(), language))
