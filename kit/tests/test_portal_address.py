import socket

import pytest
from pydantic import ValidationError
from pydantic_settings import SettingsConfigDict

from portal_kit import listeners
from portal_kit.listeners import EPHEMERAL_RANGE, LOWEST_PORT, free_port, origin_of
from portal_kit.portal_address import PortalAddressSettings
from portal_kit.settings import RunMode

PROD_TOKEN = "p" * 40


class SenderSettings(PortalAddressSettings):
    model_config = SettingsConfigDict(env_prefix="SENDER_", extra="ignore")

    service_name: str = "sender"


class TestPortalAddress:
    def test_production_refuses_to_start_without_the_address_and_names_the_variable(
        self,
    ) -> None:
        with pytest.raises(ValidationError) as raised:
            SenderSettings(mode=RunMode.PROD, service_token=PROD_TOKEN)

        assert "production mode needs SENDER_PORTAL_URL: the portal's public address" in str(
            raised.value
        )

    def test_production_links_start_with_the_configured_address(self) -> None:
        settings = SenderSettings(
            mode=RunMode.PROD, service_token=PROD_TOKEN, portal_url="https://portal.example.com/"
        )

        assert settings.portal_link("/index/register?invite=AB12") == (
            "https://portal.example.com/index/register?invite=AB12"
        )

    @pytest.mark.parametrize("mode", [RunMode.DEV, RunMode.TEST])
    def test_dev_and_test_fall_back_to_the_gateways_default_origin(self, mode: RunMode) -> None:
        settings = SenderSettings(mode=mode)

        assert settings.portal_link("/index/resetpwd/account") == (
            "http://127.0.0.1:8000/index/resetpwd/account"
        )

    @pytest.mark.parametrize(
        "address", ["portal.example.com", "/index", "ftp://portal.example.com", "https://x?a=1"]
    )
    def test_an_address_that_is_not_absolute_http_is_refused(self, address: str) -> None:
        with pytest.raises(ValidationError, match="SENDER_PORTAL_URL must be an absolute http"):
            SenderSettings(portal_url=address)

    @pytest.mark.parametrize(
        ("host", "origin"),
        [
            ("0.0.0.0", "http://127.0.0.1:8123"),  # noqa: S104 (a bind address, not bound)
            ("::", "http://127.0.0.1:8123"),
            ("localhost", "http://localhost:8123"),
            ("::1", "http://[::1]:8123"),
        ],
    )
    def test_a_listener_gives_an_origin_a_browser_can_open(self, host: str, origin: str) -> None:
        assert origin_of(host, 8123) == origin


class TestFreePort:
    def test_a_free_port_is_below_the_kernels_ephemeral_range_and_can_be_bound(self) -> None:
        first_ephemeral = int(EPHEMERAL_RANGE.read_text().split()[0])

        ports = [free_port() for _ in range(20)]

        assert all(LOWEST_PORT <= port < first_ephemeral for port in ports)
        with socket.socket() as server:
            server.bind(("127.0.0.1", ports[0]))

    def test_a_port_in_use_is_passed_over(self, monkeypatch: pytest.MonkeyPatch) -> None:
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", free_port()))
            taken.listen()
            in_use = taken.getsockname()[1]
            spare = free_port()
            offered = iter([in_use, spare])
            monkeypatch.setattr(listeners.random, "randint", lambda low, high: next(offered))

            assert free_port() == spare
