"""``POST /internal/demo/load``: the service's demo data, for ``portalctl demo`` (DESIGN §8).

Only in dev and test modes (the service includes the router only then): production has no
demo data. Seeding never overwrites, so loading twice adds nothing.
"""

from fastapi import APIRouter, Depends

from portal_kit.deps import SessionDep
from portal_kit.envelope import Envelope, WireModel, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token
from portal_kit.layout import Seeder
from portal_kit.settings import BaseServiceSettings


class DemoLoaded(WireModel):
    service: str


def demo_routers(settings: BaseServiceSettings, seed: Seeder) -> list[APIRouter]:
    """The demo-data route in dev and test modes; nothing in production."""
    if not settings.is_dev_like:
        return []
    router = APIRouter(
        prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
    )

    @router.post("/demo/load")
    async def load_demo(session: SessionDep) -> Envelope[DemoLoaded]:
        """Add the demo data that is missing (operators' edits are kept)."""
        await seed(session, True)
        return ok(DemoLoaded(service=settings.service_name))

    return [router]
