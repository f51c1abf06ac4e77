import pytest

from portal_kit.testing import ServiceSpec
from reference.config import ALEMBIC_INI, Settings
from reference.main import create_app
from reference.seed import seed


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return ServiceSpec(Settings, create_app, ALEMBIC_INI, seed)
