#!/usr/bin/env bash
# portalctl inside the cluster: a one-off pod with the operator tool, removed when it ends.
#
#   deploy/k8s/portalctl.sh --help
#   deploy/k8s/portalctl.sh publish article /dev/stdin --title "Invoice finance opens" < news.html
#
# The pod gets the service addresses (ConfigMap portalctl-config), the service token (Secret
# portal-service-token), the label the NetworkPolicies let through to the services, and the
# restricted security context the namespace enforces. Markdown files are easier from a
# workstation: kubectl port-forward to the services and run `uv run portalctl` with
# PORTALCTL_<SERVICE>_URL pointing at the forwarded ports.
set -euo pipefail

namespace=${PORTAL_NAMESPACE:-portal}
image=${PORTALCTL_IMAGE:-registry.example.com/portal/portalctl:0.1.0}
operator=${PORTALCTL_OPERATOR:-$(id -un)}

overrides=$(python3 - "$image" "$operator" "$@" <<'PY'
import json
import sys

image, operator, *args = sys.argv[1:]
hardened = {
    "allowPrivilegeEscalation": False,
    "readOnlyRootFilesystem": True,
    "capabilities": {"drop": ["ALL"]},
}
token = {"secretKeyRef": {"name": "portal-service-token", "key": "token"}}
print(json.dumps({
    "apiVersion": "v1",
    "spec": {
        "automountServiceAccountToken": False,
        "enableServiceLinks": False,
        "securityContext": {
            "runAsNonRoot": True,
            "runAsUser": 10001,
            "runAsGroup": 10001,
            "seccompProfile": {"type": "RuntimeDefault"},
        },
        "containers": [{
            "name": "portalctl",
            "image": image,
            "args": args,
            "stdin": True,
            "envFrom": [{"configMapRef": {"name": "portalctl-config"}}],
            "env": [
                {"name": "PORTALCTL_SERVICE_TOKEN", "valueFrom": token},
                {"name": "PORTALCTL_OPERATOR", "value": operator},
            ],
            "securityContext": hardened,
        }],
    },
}))
PY
)

exec kubectl --namespace "$namespace" run "portalctl-$(date +%s)-$RANDOM" \
  --rm --stdin --quiet --restart=Never --image="$image" \
  --labels=app.kubernetes.io/name=portalctl,app.kubernetes.io/part-of=portal \
  --overrides="$overrides"
