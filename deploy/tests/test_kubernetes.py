"""deploy/k8s rendered by Kustomize, checked against the Kubernetes schemas, and the promises of
issue 8 item 3: probes, hardening, autoscaling, disruption budgets, migrations, network rules.
The console's and the back office's own promises: test_kubernetes_console.py."""

import copy
from typing import Any

import kubernetes_validate
import pytest

from .network import allowed, pods, reaches
from .support import OVERLAYS, SERVERS, SERVICES, by_kind, package_of, render, routed

KUBERNETES_VERSION = kubernetes_validate.latest_version()
# What each package may call besides its own answers (DESIGN §1, §6; issue 8 item 3).
PEER_CALLS = {
    "gateway": routed("portal"),
    "console": routed("console"),
    "auth": {"customer", "content"},
    "customer": {"auth", "content", "reference"},
    "message": {"customer"},
    "content": set(),
    "reference": set(),
    "backoffice": set(),
    "portalctl": {"console"},
    "portalctl-break-glass": {"backoffice"},
}


def validate(document: dict[str, Any]) -> None:
    kubernetes_validate.validate(document, KUBERNETES_VERSION, strict=True)


@pytest.fixture(params=OVERLAYS)
def overlay(request: pytest.FixtureRequest) -> str:
    name: str = request.param
    return name


class TestSchemas:
    def test_every_rendered_document_is_valid(self, overlay: str) -> None:
        errors = []
        for document in render(overlay):
            try:
                validate(document)
            except kubernetes_validate.ValidationError as exc:
                errors.append(f"{document['kind']} {document['metadata']['name']}: {exc}")
        assert not errors, "\n".join(errors)

    def test_the_validator_refuses_an_unknown_field(self) -> None:
        deployment = copy.deepcopy(by_kind(render("prod"), "Deployment")["gateway"])
        deployment["spec"]["template"]["spec"]["containers"][0]["readinessprobe"] = {}
        with pytest.raises(kubernetes_validate.ValidationError):
            validate(deployment)

    def test_no_hand_rolled_database(self, overlay: str) -> None:
        kinds = {document["kind"] for document in render(overlay)}
        assert "StatefulSet" not in kinds
        assert "Secret" not in kinds, "secrets are referenced, never written here"


class TestWorkloads:
    @pytest.mark.parametrize("name", SERVERS)
    def test_each_package_has_its_deployment_service_autoscaler_and_budget(
        self, overlay: str, name: str
    ) -> None:
        docs = render(overlay)
        assert name in by_kind(docs, "Deployment")
        service = by_kind(docs, "Service")[name]
        assert service["spec"]["selector"] == {"app.kubernetes.io/name": name}
        assert service["spec"]["ports"] == [{"name": "http", "port": 8000, "targetPort": "http"}]
        autoscaler = by_kind(docs, "HorizontalPodAutoscaler")[name]
        assert autoscaler["spec"]["scaleTargetRef"]["name"] == name
        assert 1 <= autoscaler["spec"]["minReplicas"] <= autoscaler["spec"]["maxReplicas"]
        budget = by_kind(docs, "PodDisruptionBudget")[name]
        assert budget["spec"]["selector"]["matchLabels"] == {"app.kubernetes.io/name": name}
        assert "replicas" not in by_kind(docs, "Deployment")[name]["spec"]

    @pytest.mark.parametrize("name", SERVERS)
    def test_probes_resources_and_hardening(self, overlay: str, name: str) -> None:
        pod = by_kind(render(overlay), "Deployment")[name]["spec"]["template"]["spec"]
        (container,) = pod["containers"]
        assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
        assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
        # Inside its pod a server listens on every interface; the NetworkPolicies guard it.
        command = "serve-console" if name == "console" else "serve"
        assert container["args"] == [command, "--host", "0.0.0.0", "--port", "8000"]  # noqa: S104
        assert {"cpu", "memory"} <= set(container["resources"]["requests"])
        assert "memory" in container["resources"]["limits"]
        assert pod["securityContext"]["runAsNonRoot"] is True
        assert pod["securityContext"]["runAsUser"] == 10001
        assert container["securityContext"] == {
            "allowPrivilegeEscalation": False,
            "readOnlyRootFilesystem": True,
            "capabilities": {"drop": ["ALL"]},
        }
        assert pod["automountServiceAccountToken"] is False
        # Service links would add AUTH_SERVICE_HOST and the like inside the settings' prefixes.
        assert pod["enableServiceLinks"] is False

    def test_images_per_overlay(self) -> None:
        for overlay, expected in (
            ("dev", "portal-{name}:dev"),
            ("prod", "registry.example.com/portal/{name}:0.1.0"),
        ):
            deployments = by_kind(render(overlay), "Deployment")
            for name in SERVERS:
                (container,) = deployments[name]["spec"]["template"]["spec"]["containers"]
                assert container["image"] == expected.format(name=package_of(name))

    @pytest.mark.parametrize("name", SERVICES)
    def test_a_migration_job_per_service_migrates_then_seeds(self, overlay: str, name: str) -> None:
        job = by_kind(render(overlay), "Job")[f"{name}-migrate"]
        pod = job["spec"]["template"]["spec"]
        (migrate,) = pod["initContainers"]
        (seed,) = pod["containers"]
        assert migrate["args"] == ["migrate"]
        assert seed["args"] == (["seed", "--demo"] if overlay == "dev" else ["seed"])
        image = by_kind(render(overlay), "Deployment")[name]["spec"]["template"]["spec"][
            "containers"
        ][0]["image"]
        assert migrate["image"] == seed["image"] == image
        assert pod["restartPolicy"] == "Never"
        assert pod["securityContext"]["runAsNonRoot"] is True

    def test_key_folders_come_from_secrets_each_to_its_owner(self) -> None:
        mounts = {}
        for name, deployment in by_kind(render("prod"), "Deployment").items():
            pod = deployment["spec"]["template"]["spec"]
            volumes = {volume["name"]: volume for volume in pod["volumes"]}
            for mount in pod["containers"][0]["volumeMounts"]:
                secret = volumes[mount["name"]].get("secret")
                if secret:
                    mounts[(name, mount["mountPath"])] = secret["secretName"]
                    assert mount["readOnly"] is True
        keys = "/var/lib/portal/keys"
        operators = "portal-operator-token-public"
        assert mounts == {
            ("gateway", f"{keys}/transport"): "portal-transport-keys",
            ("gateway", f"{keys}/token"): "portal-token-public",
            ("console", f"{keys}/transport"): "portal-transport-keys",
            ("console", f"{keys}/operator-token"): operators,
            ("auth", f"{keys}/credential"): "portal-credential-keys",
            ("auth", f"{keys}/token"): "portal-token-signing",
            ("auth", f"{keys}/operator-token"): operators,
            ("customer", f"{keys}/identity"): "portal-identity-keys",
            ("customer", f"{keys}/token"): "portal-token-public",
            ("customer", f"{keys}/operator-token"): operators,
            ("message", f"{keys}/token"): "portal-token-public",
            ("message", f"{keys}/operator-token"): operators,
            ("content", f"{keys}/token"): "portal-token-public",
            ("content", f"{keys}/operator-token"): operators,
            ("reference", f"{keys}/token"): "portal-token-public",
            ("backoffice", f"{keys}/operator-credential"): "portal-operator-credential-keys",
            ("backoffice", f"{keys}/operator-secret"): "portal-operator-secret-keys",
            ("backoffice", f"{keys}/operator-token"): "portal-operator-token-signing",
            # Not a key: the database roles' passwords, PgBouncer's auth file.
            ("pgbouncer", "/etc/pgbouncer-users"): "portal-pgbouncer-users",
        }


class TestNetworkPolicies:
    def test_only_the_gateways_and_the_listed_peers_reach_a_service(self) -> None:
        for source in pods():
            for target in SERVERS:
                reached = reaches(source, target)
                expected = target in PEER_CALLS.get(source, set())
                assert reached == expected, f"{source} → {target}: {reached}, want {expected}"

    @pytest.mark.parametrize(("outside", "entries"), [
        ("ingress-nginx", {"gateway", "console"}),
        ("monitoring", {"gateway"}),
    ])  # fmt: skip
    def test_from_outside_the_gateway_and_through_the_ingress_controller_the_console(
        self, outside: str, entries: set[str]
    ) -> None:
        for name in SERVERS:
            assert allowed("ingress", pods()[name], outside, 8000) == (name in entries), name

    def test_only_services_and_migrations_reach_postgresql(self) -> None:
        for name, labels in pods().items():
            expected = name in SERVICES or name.endswith("-migrate") or name == "pgbouncer"
            assert allowed("egress", labels, "portal-data", 5432) == expected, name

    def test_only_services_and_migrations_reach_pgbouncer(self) -> None:
        for name in pods():
            expected = name in SERVICES or name.endswith("-migrate")
            assert reaches(name, "pgbouncer", 6432) == expected, name

    def test_only_the_gateways_and_the_services_reach_redis(self) -> None:
        for name, labels in pods().items():
            assert allowed("egress", labels, "portal-data", 6379) == (name in SERVERS), name

    def test_every_pod_resolves_names(self) -> None:
        for name, labels in pods().items():
            assert allowed("egress", labels, "kube-system", 53), name
