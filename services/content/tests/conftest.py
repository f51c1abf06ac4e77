import pytest

from content.config import ALEMBIC_INI, Settings
from content.main import create_app
from content.seed import seed
from portal_kit.testing import ServiceSpec


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return ServiceSpec(Settings, create_app, ALEMBIC_INI, seed)
