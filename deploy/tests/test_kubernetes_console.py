"""deploy/k8s's operator console and back office: the console on a Service and an Ingress host of
its own, never the customers'; the back office reached by the console alone (and portalctl's
break-glass pods); the operators' signing key in the back office alone."""

from typing import Any

import pytest

from .network import allowed, pods, reaches
from .support import OPERATOR_VERIFIERS, OVERLAYS, by_kind, prefix_of, render

SIGNING_SECRET = "portal-operator-token-signing"
PUBLIC_SECRET = "portal-operator-token-public"
OPERATOR_KEYS = "/var/lib/portal/keys/operator-token"


def secret_volumes(workload: dict[str, Any]) -> set[str]:
    volumes = workload["spec"]["template"]["spec"].get("volumes", [])
    return {volume["secret"]["secretName"] for volume in volumes if "secret" in volume}


def ingress_backends(ingress: dict[str, Any]) -> set[tuple[str, str]]:
    """(host, Service) of every rule and path."""
    return {
        (rule["host"], path["backend"]["service"]["name"])
        for rule in ingress["spec"]["rules"]
        for path in rule["http"]["paths"]
    }


class TestConsole:
    def test_its_own_ingress_host_and_the_portals_host_never_reaches_it(self) -> None:
        ingresses = by_kind(render("prod"), "Ingress")
        assert ingress_backends(ingresses["portal"]) == {("portal.example.com", "gateway")}
        assert ingress_backends(ingresses["console"]) == {("ops.portal.example.com", "console")}
        (tls,) = ingresses["console"]["spec"]["tls"]
        assert tls["hosts"] == ["ops.portal.example.com"]

    def test_its_ingress_admits_private_addresses_only_by_default(self) -> None:
        annotations = by_kind(render("prod"), "Ingress")["console"]["metadata"]["annotations"]
        ranges = annotations["nginx.ingress.kubernetes.io/whitelist-source-range"].split(",")
        assert ranges == ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"]

    @pytest.mark.parametrize("overlay", OVERLAYS)
    def test_its_service_selects_the_console_pods_only(self, overlay: str) -> None:
        docs = render(overlay)
        services = by_kind(docs, "Service")
        console = services["console"]["spec"]["selector"]
        assert console == {"app.kubernetes.io/name": "console"}
        assert services["gateway"]["spec"]["selector"] == {"app.kubernetes.io/name": "gateway"}
        (container,) = by_kind(docs, "Deployment")["console"]["spec"]["template"]["spec"][
            "containers"
        ]
        assert container["args"][0] == "serve-console"

    @pytest.mark.parametrize("overlay", OVERLAYS)
    def test_the_customers_gateway_opens_no_console(self, overlay: str) -> None:
        docs = render(overlay)
        (config,) = [d for n, d in by_kind(docs, "ConfigMap").items() if n.startswith("gateway-")]
        assert config["data"]["GATEWAY_OPS_PORT"] == "0"
        (container,) = by_kind(docs, "Deployment")["gateway"]["spec"]["template"]["spec"][
            "containers"
        ]
        assert container["args"][0] == "serve"


class TestBackOffice:
    def test_reached_by_the_console_and_the_break_glass_pods_only(self) -> None:
        reached_by = {source for source in pods() if reaches(source, "backoffice")}
        assert reached_by == {"console", "portalctl-break-glass"}
        for outside in ("ingress-nginx", "monitoring"):
            assert not allowed("ingress", pods()["backoffice"], outside, 8000)

    def test_the_gateway_may_not_even_try(self) -> None:
        # Both sides refuse: a loosened back office policy still leaves the gateway out.
        assert not allowed("egress", pods()["gateway"], pods()["backoffice"], 8000)
        assert allowed("egress", pods()["gateway"], pods()["reference"], 8000)

    @pytest.mark.parametrize("overlay", OVERLAYS)
    def test_the_operators_signing_key_is_in_the_back_office_alone(self, overlay: str) -> None:
        docs = render(overlay)
        workloads = {**by_kind(docs, "Deployment"), **by_kind(docs, "Job")}
        signers = {name for name, w in workloads.items() if SIGNING_SECRET in secret_volumes(w)}
        assert signers == {"backoffice"}
        verifiers = {name for name, w in workloads.items() if PUBLIC_SECRET in secret_volumes(w)}
        assert verifiers == set(OPERATOR_VERIFIERS) - {"backoffice"}
        # Each reads the folder where its Secret is mounted (test_kubernetes: the mounts).
        config_maps = by_kind(docs, "ConfigMap")
        for name in OPERATOR_VERIFIERS:
            (config,) = [
                c for n, c in config_maps.items() if n.rsplit("-", 1)[0] == f"{name}-config"
            ]
            assert config["data"][f"{prefix_of(name)}OPERATOR_TOKEN_KEYS_DIR"] == OPERATOR_KEYS
