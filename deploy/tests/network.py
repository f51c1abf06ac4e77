"""The rendered NetworkPolicies evaluated the way a cluster does: a connection needs an egress
rule of the source and an ingress rule of the destination (default deny for both)."""

from functools import cache
from typing import Any

from .support import by_kind, pod_labels, render

# A pod elsewhere is named by its namespace; in the namespace, by its labels.
Peer = dict[str, str] | str


@cache
def pods() -> dict[str, dict[str, str]]:
    """Every kind of pod of the prod overlay by name, and portalctl's one-off pods."""
    docs = render("prod")
    found = {name: pod_labels(d) for name, d in by_kind(docs, "Deployment").items()}
    found |= {name: pod_labels(job) for name, job in by_kind(docs, "Job").items()}
    # deploy/k8s/portalctl.sh
    for tool in ("portalctl", "portalctl-break-glass"):
        found[tool] = {"app.kubernetes.io/name": tool}
    return found


def selects(selector: dict[str, Any], labels: dict[str, str]) -> bool:
    if not all(labels.get(key) == value for key, value in selector.get("matchLabels", {}).items()):
        return False
    for expression in selector.get("matchExpressions", []):
        value, operator = labels.get(expression["key"]), expression["operator"]
        if operator == "In" and value not in expression["values"]:
            return False
        if operator == "NotIn" and value in expression["values"]:
            return False
        if operator == "Exists" and value is None:
            return False
        if operator == "DoesNotExist" and value is not None:
            return False
    return True


def matches(entry: dict[str, Any], peer: Peer) -> bool:
    if isinstance(peer, str):
        wanted = entry.get("namespaceSelector", {}).get("matchLabels", {})
        return bool(wanted.get("kubernetes.io/metadata.name") == peer)
    return "namespaceSelector" not in entry and selects(entry.get("podSelector", {}), peer)


def allowed(direction: str, pod: dict[str, str], peer: Peer, port: int) -> bool:
    """Whether ``pod``'s policies let traffic to or from ``peer`` on ``port``."""
    key, side = ("ingress", "from") if direction == "ingress" else ("egress", "to")
    for policy in by_kind(render("prod"), "NetworkPolicy").values():
        spec = policy["spec"]
        if direction.capitalize() not in spec["policyTypes"]:
            continue
        if not selects(spec["podSelector"], pod):
            continue
        for rule in spec.get(key, []):
            ports = [entry["port"] for entry in rule.get("ports", [])]
            if ports and port not in ports:
                continue
            peers = rule.get(side)
            if peers is None or any(matches(entry, peer) for entry in peers):
                return True
    return False


def reaches(source: str, target: str, port: int = 8000) -> bool:
    """Whether pods ``source`` may open a connection to pods ``target`` (both by name)."""
    return allowed("egress", pods()[source], pods()[target], port) and allowed(
        "ingress", pods()[target], pods()[source], port
    )
