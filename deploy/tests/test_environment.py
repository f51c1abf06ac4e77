"""Every environment variable the code reads is set or defaulted wherever the package runs:
compose.yaml and the Kubernetes overlays. What differs in distributed mode (addresses of the
database, Redis and peers, the mode, the secrets, the folders) must be set there explicitly; the
README's settings table names every variable."""

import ast
import re
from functools import cache
from typing import Any

import pytest

from .support import (
    DEPLOY,
    OPERATOR_VERIFIERS,
    OVERLAYS,
    ROOT,
    SERVERS,
    SERVICES,
    SettingsClass,
    by_kind,
    compose,
    compose_package,
    container_environment,
    environment_reads,
    member_by_name,
    package_of,
    render,
    runtime_sources,
    settings_classes,
    workspace_members,
)

# Fields whose code default means embedded mode, a dev value or a path inside a checkout.
DISTRIBUTED = {"mode", "var_dir", "token_keys_dir", "database_url", "redis_url", "service_token"}
PEER_URLS = {f"{service}_url" for service in SERVICES}
# Fields that are not settings to operators: constants of the class.
INTERNAL = {"service_name"}
# What a deployed process (a compose service or a Deployment; a migration as its service) has
# in its settings class but never uses.
NOT_USED = {
    # The gateway keeps no business data (DESIGN §1): it has no database.
    "gateway": {"database_url", "database_schema"},
    # The console verifies operators' tokens, never customers'.
    "console": {"database_url", "database_schema", "token_keys_dir"},
    "backoffice": {"token_keys_dir"},
    # portalctl acts as an operator through the console; only its break-glass path goes to the
    # back office with the service token.
    "portalctl": {"service_token", "backoffice_url"},
}
# What it must set besides the distributed settings: where operators' public keys are, where
# portalctl finds the console.
ALSO = {name: {"operator_token_keys_dir"} for name in OPERATOR_VERIFIERS} | {"portalctl": {"url"}}
MIGRATION_NEEDS = {"mode", "database_url", "database_schema", "service_token"}


def must_set(settings: SettingsClass, name: str) -> set[str]:
    """The variables a distributed deployment of ``name`` must set itself."""
    deployed = name.removesuffix("-migrate")
    fields = set(settings.cls.model_fields) - NOT_USED.get(deployed, set())
    wanted = fields & (DISTRIBUTED | PEER_URLS | {"portal_url"}) | ALSO.get(deployed, set())
    return {f"{settings.prefix}{field}".upper() for field in wanted}


@cache
def senders(method: str) -> frozenset[str]:
    """The packages whose code calls ``send_sms`` / ``send_email`` (the kit only defines them)."""
    found = set()
    for relative in runtime_sources():
        member = next(m for m in workspace_members() if relative.is_relative_to(m.folder))
        if member.name == "portal-kit":
            continue
        tree = ast.parse((ROOT / relative).read_text(), filename=str(relative))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == method
            ):
                found.add(member.modules[0])
    return frozenset(found)


def provider_secrets(name: str) -> set[str]:
    """The provider secrets a package's pods read (optional Secrets: README.md)."""
    prefix = f"{name.upper()}_"
    found = {f"{prefix}SMS_TOKEN"} if name in senders("send_sms") else set()
    return found | ({f"{prefix}SMTP_PASSWORD"} if name in senders("send_email") else set())


def settings_of(module: str) -> SettingsClass:
    (found,) = [s for s in settings_classes() if s.package == module]
    return found


def compose_deployables() -> dict[str, tuple[SettingsClass, dict[str, Any]]]:
    """Compose service → the settings class of the program it runs, and its environment."""
    found = {}
    for name, service in compose()["services"].items():
        package = compose_package(service)
        if package is None:
            continue
        module = member_by_name(package).modules[0]
        found[name] = (settings_of(module), service.get("environment", {}))
    return found


class TestDiscovery:
    def test_every_package_with_settings_is_found(self) -> None:
        prefixes = {settings.prefix for settings in settings_classes()}
        assert {"GATEWAY_", "PORTALCTL_", *(f"{s.upper()}_" for s in SERVICES)} == prefixes

    def test_a_settings_class_of_its_own_package_is_deployed(self) -> None:
        # A new package with settings must be added to compose.yaml and deploy/k8s first.
        deployed = {settings.prefix for settings, _ in compose_deployables().values()}
        assert deployed == {settings.prefix for settings in settings_classes()}

    def test_direct_environment_reads_are_defaulted_or_deployed(self) -> None:
        # Runtime code reads its settings through pydantic-settings; a direct read needs a
        # default in the code or a place in every deployment (add it there, then here).
        required = [read for read in environment_reads() if not read.has_default]
        assert required == [], [f"{read.source}: {read.variable}" for read in required]


class TestCompose:
    @pytest.mark.parametrize("name", sorted(compose_deployables()))
    def test_distributed_settings_are_set(self, name: str) -> None:
        settings, environment = compose_deployables()[name]
        wanted = must_set(settings, name)
        if name.endswith("-migrate"):
            wanted = {
                v for v in wanted if v.removeprefix(settings.prefix).lower() in MIGRATION_NEEDS
            }
        assert wanted - set(environment) == set()

    @pytest.mark.parametrize("name", sorted(compose_deployables()))
    def test_only_known_variables_of_its_own_prefix(self, name: str) -> None:
        settings, environment = compose_deployables()[name]
        known = set(settings.variables())
        assert set(environment) - known == set(), "a variable no setting reads"


class TestKubernetes:
    @pytest.mark.parametrize("overlay", OVERLAYS)
    @pytest.mark.parametrize("name", SERVERS)
    def test_distributed_settings_are_set(self, overlay: str, name: str) -> None:
        docs = render(overlay)
        config_maps = by_kind(docs, "ConfigMap")
        settings = settings_of(package_of(name))
        (container,) = by_kind(docs, "Deployment")[name]["spec"]["template"]["spec"]["containers"]
        environment = container_environment(container, config_maps)
        assert must_set(settings, name) - set(environment) == set()
        assert set(environment) - set(settings.variables()) == set(), "unknown variables"
        secrets = {var for var, source in environment.items() if source.startswith("secret:")}
        expected_secrets = {f"{settings.prefix}SERVICE_TOKEN", f"{settings.prefix}REDIS_URL"}
        if name in SERVICES:
            expected_secrets.add(f"{settings.prefix}DATABASE_URL")
        assert secrets == expected_secrets | provider_secrets(name)

    @pytest.mark.parametrize("overlay", OVERLAYS)
    @pytest.mark.parametrize("name", SERVICES)
    def test_migrations_have_what_they_need(self, overlay: str, name: str) -> None:
        docs = render(overlay)
        config_maps = by_kind(docs, "ConfigMap")
        settings = settings_of(name)
        pod = by_kind(docs, "Job")[f"{name}-migrate"]["spec"]["template"]["spec"]
        for container in [*pod["initContainers"], *pod["containers"]]:
            environment = container_environment(container, config_maps)
            wanted = {f"{settings.prefix}{field}".upper() for field in MIGRATION_NEEDS}
            assert wanted - set(environment) == set()

    @pytest.mark.parametrize(("overlay", "mode"), [("dev", "dev"), ("prod", "prod")])
    def test_the_mode_of_each_overlay(self, overlay: str, mode: str) -> None:
        config_maps = by_kind(render(overlay), "ConfigMap")
        modes = {
            name.rsplit("-", 1)[0]: value
            for name, config_map in config_maps.items()
            for key, value in config_map.get("data", {}).items()
            if key.endswith("_MODE")
        }
        assert modes == {f"{server}-config": mode for server in SERVERS}

    def test_portalctl_finds_the_console_and_the_back_office(self) -> None:
        config = by_kind(render("prod"), "ConfigMap")["portalctl-config"]["data"]
        assert config == {
            "PORTALCTL_URL": "http://console:8000",
            "PORTALCTL_BACKOFFICE_URL": "http://backoffice:8000",
        }
        assert set(config) <= set(settings_of("portalctl").variables())


class TestProviders:
    """Whatever sends SMS or e-mail can be given its provider everywhere it is deployed."""

    def test_the_senders_are_found(self) -> None:
        assert senders("send_sms") == {"auth", "customer"}
        assert senders("send_email") == {"auth"}

    @pytest.mark.parametrize(
        ("method", "setting"), [("send_sms", "SMS_URL"), ("send_email", "SMTP_HOST")]
    )
    def test_compose_passes_the_provider_on(self, method: str, setting: str) -> None:
        for name in senders(method):
            environment = compose()["services"][name]["environment"]
            assert f"{name.upper()}_{setting}" in environment, name

    @pytest.mark.parametrize("overlay", OVERLAYS)
    def test_kubernetes_configures_every_sender(self, overlay: str) -> None:
        docs = render(overlay)
        config_maps = by_kind(docs, "ConfigMap")
        for name in senders("send_sms") | senders("send_email"):
            pod = by_kind(docs, "Deployment")[name]["spec"]["template"]
            (container,) = pod["spec"]["containers"]
            environment = container_environment(container, config_maps)
            prefix = name.upper()
            if name in senders("send_sms"):
                assert environment[f"{prefix}_SMS_URL"] == "configmap"
                assert environment[f"{prefix}_SMS_TOKEN"] == "secret:portal-sms"
            if name in senders("send_email"):
                assert environment[f"{prefix}_SMTP_HOST"] == "configmap"
                assert environment[f"{prefix}_SMTP_PASSWORD"] == "secret:portal-smtp"
            # A missing provider Secret leaves the variable unset instead of stopping the pod.
            for entry in container["env"]:
                reference = entry.get("valueFrom", {}).get("secretKeyRef", {})
                if reference.get("name") in {"portal-sms", "portal-smtp"}:
                    assert reference["optional"] is True
            assert pod["metadata"]["labels"]["provider-client"] == "true"


class TestReadme:
    def settings_table(self) -> str:
        readme = (ROOT / "README.md").read_text()
        rows = [line for line in readme.splitlines() if line.startswith("| `")]
        return "\n".join(rows)

    def test_every_variable_is_in_the_settings_table(self) -> None:
        table = self.settings_table()
        service_prefixes = {f"{s.upper()}_" for s in SERVICES} | {"GATEWAY_"}
        missing = []
        for settings in settings_classes():
            for variable, field in settings.variables().items():
                if field in INTERNAL:
                    continue
                spellings = {variable}
                if settings.prefix in service_prefixes:
                    spellings.add(f"<PREFIX>_{field.upper()}")
                match = re.fullmatch(r"(\w+)_url", field)
                if match and match.group(1) in SERVICES:
                    spellings.add(f"{settings.prefix}<SERVICE>_URL")
                if not any(f"`{spelling}`" in table for spelling in spellings):
                    missing.append(variable)
        assert missing == []

    def test_every_variable_compose_reads_is_in_the_settings_table(self) -> None:
        table = self.settings_table()
        files = [ROOT / "compose.yaml", *sorted((DEPLOY / "compose").glob("*.yaml"))]
        # ${NAME}, ${NAME:-default}, ${NAME:?error}; $${...} is a literal dollar sign.
        read = {
            name
            for path in files
            for name in re.findall(r"(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)", path.read_text())
        }
        assert {"PORTAL_TAG", "PORTAL_MODE", "PORTAL_SMTP_HOST"} <= read
        missing = []
        for variable in sorted(read):
            spellings = {variable}
            match = re.fullmatch(r"PORTAL_([A-Z]+)_DB_PASSWORD", variable)
            if match and match.group(1).lower() in SERVICES:
                spellings.add("PORTAL_<SERVICE>_DB_PASSWORD")
            if not any(f"`{spelling}`" in table for spelling in spellings):
                missing.append(variable)
        assert missing == []
