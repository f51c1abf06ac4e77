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
        env = {
            **os.environ,
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


def test_the_pod_runs_the_command_with_the_deployments_settings(run_script: Any) -> None:
    args = run_script(
        "publish",
        "article",
        "/dev/stdin",
        "--title",
        "Invoice finance 'opens'",
        PORTALCTL_IMAGE="registry.example.com/portal/portalctl:0.1.0",
        PORTALCTL_OPERATOR='Ann "the operator"',
    )
    assert args[:4] == ["--namespace", "portal", "run", args[3]]
    assert args[3].startswith("portalctl-")
    assert {"--rm", "--stdin", "--restart=Never"} <= set(args)
    labels = dict(pair.split("=") for pair in option(args, "--labels").split(","))
    assert labels["app.kubernetes.io/name"] == "portalctl"
    spec = json.loads(option(args, "--overrides"))["spec"]
    (container,) = spec["containers"]
    assert container["args"] == [
        "publish",
        "article",
        "/dev/stdin",
        "--title",
        "Invoice finance 'opens'",
    ]
    assert container["envFrom"] == [{"configMapRef": {"name": "portalctl-config"}}]
    environment = {entry["name"]: entry for entry in container["env"]}
    assert environment["PORTALCTL_OPERATOR"]["value"] == 'Ann "the operator"'
    assert environment["PORTALCTL_SERVICE_TOKEN"]["valueFrom"]["secretKeyRef"] == {
        "name": "portal-service-token",
        "key": "token",
    }
    # The ConfigMap it reads exists under that exact name.
    assert "portalctl-config" in by_kind(render("prod"), "ConfigMap")
    pod = {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": args[3], "labels": labels},
        "spec": spec,
    }
    kubernetes_validate.validate(pod, kubernetes_validate.latest_version(), strict=True)


def test_the_pod_meets_the_restricted_pod_security_standard(run_script: Any) -> None:
    spec = json.loads(option(run_script("--help"), "--overrides"))["spec"]
    assert spec["securityContext"]["runAsNonRoot"] is True
    assert spec["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    (container,) = spec["containers"]
    assert container["securityContext"]["allowPrivilegeEscalation"] is False
    assert container["securityContext"]["capabilities"] == {"drop": ["ALL"]}
