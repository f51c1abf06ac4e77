import pytest

from message.config import ALEMBIC_INI, Settings
from message.main import create_app
from message.seed import seed
from portal_kit.testing import ServiceSpec


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return ServiceSpec(Settings, create_app, ALEMBIC_INI, seed)
