import pytest

from auth.config import ALEMBIC_INI, Settings
from auth.main import create_app
from auth.seed import seed
from portal_kit.testing import ServiceSpec


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return ServiceSpec(Settings, create_app, ALEMBIC_INI, seed)
