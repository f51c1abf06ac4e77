"""compose.yaml's operator console and back office: the console on a port of its own, the back
office behind it, the operators' signing key in the back office alone, and portalctl acting as
an operator, with the service token only on its break-glass path."""

from typing import Any

from .support import DEPLOY, OPERATOR_VERIFIERS, SERVERS, compose, load_yaml, prefix_of

PROD_OVERRIDE = DEPLOY / "compose" / "prod.yaml"
OPERATOR_KEYS = "/var/lib/portal/keys/operator-token"
# What the back office's containers may share a network with besides each other.
DATA = {"postgres", "redis"}


def services() -> dict[str, Any]:
    found: dict[str, Any] = compose()["services"]
    return found


def prod_services() -> dict[str, Any]:
    found: dict[str, Any] = load_yaml(PROD_OVERRIDE)["services"]
    return found


def neighbours(name: str) -> set[str]:
    """Every other compose service on a network ``name`` is on."""
    own = set(services()[name].get("networks", []))
    return {
        other
        for other, svc in services().items()
        if other != name and own & set(svc.get("networks", []))
    }


def mounts(service: dict[str, Any], target: str) -> list[str]:
    return [str(v) for v in service.get("volumes", []) if str(v).split(":")[1] == target]


class TestConsole:
    def test_it_is_the_gateway_image_serving_the_console_alone(self) -> None:
        console, gateway = services()["console"], services()["gateway"]
        assert console["image"] == gateway["image"]
        assert console["build"] == gateway["build"]
        assert console["command"] == ["serve-console", "--host", "0.0.0.0", "--port", "8000"]  # noqa: S104

    def test_the_customers_gateway_never_opens_the_console(self) -> None:
        gateway = services()["gateway"]
        assert "command" not in gateway, "the image's default: serve"
        assert gateway["environment"]["GATEWAY_OPS_PORT"] == "0"
        assert not {"ops", "ops-edge"} & set(gateway["networks"])


class TestBackOffice:
    def test_only_the_console_and_portalctl_reach_it(self) -> None:
        reached_by = neighbours("backoffice") - DATA - {"backoffice-migrate"}
        assert reached_by == {"console", "portalctl", "portalctl-break-glass"}
        assert neighbours("backoffice-migrate") == {"postgres", "backoffice"}

    def test_it_alone_writes_the_operators_token_keys(self) -> None:
        writers = {
            name
            for name, svc in services().items()
            for mount in mounts(svc, OPERATOR_KEYS)
            if not mount.endswith(":ro")
        }
        assert writers == {"backoffice"}

    def test_the_verifiers_and_only_they_get_the_public_keys(self) -> None:
        holders = {name for name, svc in services().items() if mounts(svc, OPERATOR_KEYS)}
        assert holders == set(OPERATOR_VERIFIERS)
        for name in OPERATOR_VERIFIERS:
            variable = f"{prefix_of(name)}OPERATOR_TOKEN_KEYS_DIR"
            assert services()[name]["environment"][variable] == OPERATOR_KEYS
        assert [str(v) for v in prod_services()["backoffice"]["volumes"]] == [
            f"operator-token-signing:{OPERATOR_KEYS}:ro"
        ]

    def test_its_own_keys_are_installed_into_its_volume_only(self) -> None:
        script = prod_services()["install-keys"]["command"][0]
        for folder in ("operator-credential", "operator-secret"):
            assert f"install_keys /secrets/{folder} /volumes/backoffice/keys/{folder}" in script
        backoffice_var = {
            name
            for name, svc in services().items()
            if any(str(v).startswith("backoffice-var:") for v in svc.get("volumes", []))
        }
        assert backoffice_var == {"backoffice"}


class TestPortalctl:
    def test_it_acts_as_an_operator_through_the_console(self) -> None:
        environment = services()["portalctl"]["environment"]
        assert environment == {
            "PORTALCTL_URL": "http://console:8000",
            "PORTALCTL_TOKEN": "${PORTALCTL_TOKEN:-}",
        }
        assert "portalctl" not in prod_services()

    def test_only_the_break_glass_path_has_the_service_token(self) -> None:
        holders = {
            name
            for name, svc in services().items()
            for variable in svc.get("environment", {})
            if variable.endswith("_SERVICE_TOKEN")
        }
        assert holders - set(SERVERS) - {f"{s}-migrate" for s in SERVERS} == {
            "portalctl-break-glass"
        }
        environment = services()["portalctl-break-glass"]["environment"]
        assert environment["PORTALCTL_BACKOFFICE_URL"] == "http://backoffice:8000"
        prod = prod_services()["portalctl-break-glass"]["environment"]
        assert prod["PORTALCTL_SERVICE_TOKEN"].startswith("${PORTAL_SERVICE_TOKEN:?")
