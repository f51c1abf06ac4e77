import pytest

from customer.config import ALEMBIC_INI, Settings
from customer.main import create_app
from customer.seed import seed
from portal_kit.testing import ServiceSpec


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return ServiceSpec(Settings, create_app, ALEMBIC_INI, seed)
