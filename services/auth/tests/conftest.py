import pytest

from portal_kit.layout import ServiceSpec, load_service_spec


@pytest.fixture(scope="session")
def service_spec() -> ServiceSpec:
    return load_service_spec("auth")
