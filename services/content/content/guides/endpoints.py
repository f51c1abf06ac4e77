from typing import Annotated

from fastapi import APIRouter, Body, Depends

from content.deps import LanguageDep, SessionDep
from content.guides import service
from content.guides.schemas import GuideModuleRead, GuidePublish, GuideQuery
from content.schemas import IdRead
from portal_kit.envelope import Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

# The specification writes this call with a leading slash: it lives outside the portal prefix.
router = APIRouter(prefix="/web/portal/operate", tags=["help"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


@router.post("/findInfoOperateGuideByParams")
async def find_guides(
    session: SessionDep,
    language: LanguageDep,
    query: Annotated[GuideQuery | None, Body()] = None,
) -> Envelope[list[GuideModuleRead]]:
    """Published help guides grouped by module, in the reader's language; keyword matches
    title or text, ignoring case."""
    return ok(await service.find_guides(session, query or GuideQuery(), language))


@internal_router.post("/guide/publish")
async def publish_guide(session: SessionDep, body: GuidePublish) -> Envelope[IdRead]:
    """For the operator tool: publish a help guide (HTML cleaned) under an existing module;
    an unknown module is created only when moduleName is given."""
    return ok(IdRead(id=await service.publish(session, body)))
