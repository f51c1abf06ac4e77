"""The demo-data route exists only where demo data may exist."""

from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.demo import demo_routers
from portal_kit.settings import BaseServiceSettings, RunMode


async def no_seed(session: AsyncSession, demo: bool) -> None:
    return None


@pytest.mark.parametrize(("mode", "routes"), [("dev", 1), ("test", 1), ("prod", 0)])
def test_only_dev_and_test_modes_offer_demo_data(mode: str, routes: int, tmp_path: Path) -> None:
    settings = BaseServiceSettings.model_construct(
        service_name="probe", mode=RunMode(mode), var_dir=tmp_path
    )

    routers = demo_routers(settings, no_seed)

    assert len(routers) == routes
    assert all(route.path == "/internal/demo/load" for r in routers for route in r.routes)
