from gateway.config import SERVICES
from gateway.portal_origin import offer_portal_origin
from portal_kit.settings import RunMode


class TestOfferPortalOrigin:
    def test_embedded_services_that_send_links_point_them_at_the_gateways_listener(
        self,
    ) -> None:
        environ: dict[str, str] = {}

        offer_portal_origin(RunMode.DEV, SERVICES, "0.0.0.0", 8123, environ)  # noqa: S104

        assert environ == {
            "AUTH_PORTAL_URL": "http://127.0.0.1:8123",
            "CUSTOMER_PORTAL_URL": "http://127.0.0.1:8123",
        }

    def test_an_address_the_operator_set_is_kept(self) -> None:
        environ = {"AUTH_PORTAL_URL": "https://portal.example.com"}

        offer_portal_origin(RunMode.TEST, SERVICES, "127.0.0.1", 8000, environ)

        assert environ["AUTH_PORTAL_URL"] == "https://portal.example.com"
        assert environ["CUSTOMER_PORTAL_URL"] == "http://127.0.0.1:8000"

    def test_production_never_guesses(self) -> None:
        environ: dict[str, str] = {}

        offer_portal_origin(RunMode.PROD, SERVICES, "127.0.0.1", 8000, environ)

        assert environ == {}

    def test_only_the_services_started_here_are_offered_it(self) -> None:
        environ: dict[str, str] = {}

        offer_portal_origin(RunMode.DEV, ["message", "customer"], "127.0.0.1", 8000, environ)

        assert environ == {"CUSTOMER_PORTAL_URL": "http://127.0.0.1:8000"}
