#!/usr/bin/env bash
# portalctl inside the cluster: a one-off pod with the operator tool, removed when it ends.
#
#   PORTALCTL_TOKEN_SECRET=portalctl-ann deploy/k8s/portalctl.sh registration list --stage awaitingReview
#   deploy/k8s/portalctl.sh publish article /dev/stdin --title "Invoice finance opens" < news.html
#   deploy/k8s/portalctl.sh operator create --username admin --name "Platform admin" --role ops_admin
#
# Every command acts as an operator: the pod calls the console (ConfigMap portalctl-config) with
# that operator's personal API token, made in the console. The token comes from the Secret that
# PORTALCTL_TOKEN_SECRET names (key "token"; create it with
# `kubectl -n portal create secret generic portalctl-ann --from-literal=token=opt_...`), or else
# from PORTALCTL_TOKEN in this shell, which then stands in the pod's spec while it runs.
#
# Break-glass: `operator create|disable|reset-mfa` (the first administrator, a lost second
# factor) needs no operator: it runs in a pod labelled portalctl-break-glass, the only one the
# back office admits besides the console, with the service token (Secret portal-service-token)
# and PORTALCTL_OPERATOR (default: your login name) recorded as who ran it.
#
# Both pods get the restricted security context the namespace enforces.
set -euo pipefail

namespace=${PORTAL_NAMESPACE:-portal}
image=${PORTALCTL_IMAGE:-registry.example.com/portal/portalctl:0.1.0}

# The first word that is not an option is the command.
command=""
for arg in "$@"; do
  if [[ $arg != -* ]]; then
    command=$arg
    break
  fi
done
break_glass=""
name=portalctl
if [[ $command == operator ]]; then
  break_glass=1
  name=portalctl-break-glass
fi

overrides=$(
  BREAK_GLASS=$break_glass \
  OPERATOR=${PORTALCTL_OPERATOR:-$(id -un)} \
  TOKEN_SECRET=${PORTALCTL_TOKEN_SECRET:-} \
  TOKEN=${PORTALCTL_TOKEN:-} \
  python3 - "$image" "$@" <<'PY'
import json
import os
import sys

image, *args = sys.argv[1:]
hardened = {
    "allowPrivilegeEscalation": False,
    "readOnlyRootFilesystem": True,
    "capabilities": {"drop": ["ALL"]},
}
if os.environ["BREAK_GLASS"]:
    service_token = {"secretKeyRef": {"name": "portal-service-token", "key": "token"}}
    env = [
        {"name": "PORTALCTL_SERVICE_TOKEN", "valueFrom": service_token},
        {"name": "PORTALCTL_OPERATOR", "value": os.environ["OPERATOR"]},
    ]
elif os.environ["TOKEN_SECRET"]:
    secret = {"secretKeyRef": {"name": os.environ["TOKEN_SECRET"], "key": "token"}}
    env = [{"name": "PORTALCTL_TOKEN", "valueFrom": secret}]
elif os.environ["TOKEN"]:
    env = [{"name": "PORTALCTL_TOKEN", "value": os.environ["TOKEN"]}]
else:
    env = []  # portalctl itself says that it needs a token (--help needs none)
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
            "env": env,
            "securityContext": hardened,
        }],
    },
}))
PY
)

exec kubectl --namespace "$namespace" run "$name-$(date +%s)-$RANDOM" \
  --rm --stdin --quiet --restart=Never --image="$image" \
  --labels="app.kubernetes.io/name=$name,app.kubernetes.io/part-of=portal" \
  --overrides="$overrides"
