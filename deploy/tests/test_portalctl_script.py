"""deploy/k8s/portalctl.sh: the pod it asks kubectl for (kubectl replaced by a recorder)."""

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest

from .support import K8S, by_kind, render

pytestmark = pytest.mark.process

SCRIPT = K8S / "portalctl.sh"


@pytest.fixture
def run_script(tmp_path: Path) -> Any:
    recorded = tmp_path / "kubectl-args.json"
    fake = tmp_path / "bin" / "kubectl"
    fake.parent.mkdir()
    fake.write_text(
        f"#!{sys.executable}\n"
        "import json, os, sys\n"
        "open(os.environ['KUBECTL_ARGS'], 'w').write(json.dumps(sys.argv[1:]))\n"
    )
    fake.chmod(0o755)

    def run(*arguments: str, **environment: str) -> list[str]:
        inherited = {k: v for k, v in os.environ.items() if not k.startswith("PORTALCTL_")}
        env = {
            **inherited,
            "PATH": f"{fake.parent}:{os.environ['PATH']}",
            "KUBECTL_ARGS": str(recorded),
            **environment,
        }
        subprocess.run(["bash", str(SCRIPT), *arguments], env=env, check=True)
        args: list[str] = json.loads(recorded.read_text())
        return args

    return run


def option(args: list[str], name: str) -> str:
    (value,) = [arg.split("=", 1)[1] for arg in args if arg.startswith(f"{name}=")]
    return value


def pod_of(args: list[str]) -> tuple[dict[str, str], dict[str, Any]]:
    """The labels and the spec of the pod ``kubectl run`` was asked for, checked against the
    Kubernetes schema; the ConfigMap it reads exists under that exact name."""
    labels = dict(pair.split("=") for pair in option(args, "--labels").split(","))
    spec = json.loads(option(args, "--overrides"))["spec"]
    pod = {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": args[3], "labels": labels},
        "spec": spec,
    }
    kubernetes_validate.validate(pod, kubernetes_validate.latest_version(), strict=True)
    (container,) = spec["containers"]
    assert container["envFrom"] == [{"configMapRef": {"name": "portalctl-config"}}]
    assert "portalctl-config" in by_kind(render("prod"), "ConfigMap")
    return labels, container


def environment(container: dict[str, Any]) -> dict[str, Any]:
    return {entry["name"]: entry.get("valueFrom", entry.get("value")) for entry in container["env"]}


def test_a_command_runs_as_the_operator_of_the_token_secret(run_script: Any) -> None:
    args = run_script(
        "publish",
        "article",
        "/dev/stdin",
        "--title",
        "Invoice finance 'opens'",
        PORTALCTL_IMAGE="registry.example.com/portal/portalctl:0.1.0",
        PORTALCTL_TOKEN_SECRET="portalctl-ann",
        PORTALCTL_TOKEN="opt_ignored_when_a_secret_is_named",
    )
    assert args[:4] == ["--namespace", "portal", "run", args[3]]
    assert args[3].startswith("portalctl-")
    assert {"--rm", "--stdin", "--restart=Never"} <= set(args)
    labels, container = pod_of(args)
    assert labels["app.kubernetes.io/name"] == "portalctl"
    assert container["args"] == [
        "publish",
        "article",
        "/dev/stdin",
        "--title",
        "Invoice finance 'opens'",
    ]
    # The operator's own token, never the service token.
    assert environment(container) == {
        "PORTALCTL_TOKEN": {"secretKeyRef": {"name": "portalctl-ann", "key": "token"}}
    }


def test_without_a_secret_the_token_comes_from_the_shell(run_script: Any) -> None:
    _, container = pod_of(run_script("registration", "list", PORTALCTL_TOKEN="opt_abc"))
    assert environment(container) == {"PORTALCTL_TOKEN": "opt_abc"}
    _, bare = pod_of(run_script("--help"))
    assert bare["env"] == []


def test_break_glass_commands_get_the_service_token_and_a_label_of_their_own(
    run_script: Any,
) -> None:
    args = run_script(
        "operator",
        "create",
        "--username",
        "admin",
        "--role",
        "ops_admin",
        PORTALCTL_OPERATOR='Ann "the platform team"',
        PORTALCTL_TOKEN="opt_not_passed_on",
    )
    assert args[3].startswith("portalctl-break-glass-")
    labels, container = pod_of(args)
    assert labels["app.kubernetes.io/name"] == "portalctl-break-glass"
    assert environment(container) == {
        "PORTALCTL_SERVICE_TOKEN": {
            "secretKeyRef": {"name": "portal-service-token", "key": "token"}
        },
        "PORTALCTL_OPERATOR": 'Ann "the platform team"',
    }


def test_the_pod_meets_the_restricted_pod_security_standard(run_script: Any) -> None:
    spec = json.loads(option(run_script("--help"), "--overrides"))["spec"]
    assert spec["securityContext"]["runAsNonRoot"] is True
    assert spec["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    (container,) = spec["containers"]
    assert container["securityContext"]["allowPrivilegeEscalation"] is False
    assert container["securityContext"]["capabilities"] == {"drop": ["ALL"]}
