"""deploy/k8s/pin-digests.py on a copy of deploy/k8s: the prod overlay then renders every
image by its digest, from ``name@sha256:`` lines or ``docker inspect``'s output; input it
cannot place leaves the file as it was."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from .support import K8S, SERVERS, SERVICES, find_kubectl, package_of

pytestmark = pytest.mark.process

SCRIPT = K8S / "pin-digests.py"
PACKAGES = ("gateway", *SERVICES)
REGISTRY = "registry.example.com/portal"


def digest_of(package: str, release: int = 1) -> str:
    return "sha256:" + f"{release:02d}{PACKAGES.index(package):02d}".ljust(64, "a")


@pytest.fixture
def k8s(tmp_path: Path) -> Path:
    copy = tmp_path / "k8s"
    shutil.copytree(K8S, copy)
    return copy


def run(k8s: Path, given: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), "-", "--kustomization", str(kustomization(k8s))],
        input=given,
        capture_output=True,
        text=True,
        check=False,
    )


def kustomization(k8s: Path) -> Path:
    return k8s / "overlays" / "prod" / "kustomization.yaml"


def rendered_images(k8s: Path) -> dict[str, set[str]]:
    """Each Deployment's and Job's images, as ``kubectl kustomize`` renders the overlay."""
    result = subprocess.run(
        [find_kubectl(), "kustomize", str(k8s / "overlays" / "prod")],
        capture_output=True,
        text=True,
        check=True,
    )
    images: dict[str, set[str]] = {}
    for doc in yaml.safe_load_all(result.stdout):
        if doc and doc["kind"] in ("Deployment", "Job"):
            pod = doc["spec"]["template"]["spec"]
            containers = pod["containers"] + pod.get("initContainers", [])
            images[doc["metadata"]["name"]] = {c["image"] for c in containers}
    return images


def lines(release: int = 1) -> str:
    return "".join(f"{REGISTRY}/{p}@{digest_of(p, release)}\n" for p in PACKAGES)


class TestPinning:
    def test_every_image_of_the_overlay_is_pulled_by_its_digest(self, k8s: Path) -> None:
        result = run(k8s, lines())

        assert result.returncode == 0, result.stderr
        images = rendered_images(k8s)
        for name in SERVERS:
            package = package_of(name)
            assert images[name] == {f"{REGISTRY}/{package}:0.1.0@{digest_of(package)}"}, name
        for service in SERVICES:
            assert images[f"{service}-migrate"] == images[service]
        # The file is still the one people read: its comments and other settings kept.
        text = kustomization(k8s).read_text()
        assert text.startswith("# Production: production mode")
        assert "GATEWAY_MODE=prod" in text

    def test_the_next_release_replaces_the_digests(self, k8s: Path) -> None:
        run(k8s, lines(1))
        result = run(k8s, lines(2))

        assert result.returncode == 0, result.stderr
        assert kustomization(k8s).read_text().count("digest:") == len(PACKAGES)
        assert rendered_images(k8s)["auth"] == {f"{REGISTRY}/auth:0.1.0@{digest_of('auth', 2)}"}

    def test_docker_inspect_output_is_read_for_its_repo_digests(self, k8s: Path) -> None:
        inspected = [
            {"Id": "sha256:" + "f" * 64, "RepoTags": [f"{REGISTRY}/{p}:0.1.0"],
             "RepoDigests": [f"{REGISTRY}/{p}@{digest_of(p)}"]}
            for p in PACKAGES
        ]  # fmt: skip
        result = run(k8s, json.dumps(inspected, indent=4))

        assert result.returncode == 0, result.stderr
        images = rendered_images(k8s)
        assert images["console"] == {f"{REGISTRY}/gateway:0.1.0@{digest_of('gateway')}"}

    def test_an_image_not_given_keeps_its_tag_and_is_named(self, k8s: Path) -> None:
        result = run(k8s, f"{REGISTRY}/auth@{digest_of('auth')}\n")

        assert result.returncode == 0, result.stderr
        assert "portal-customer not pinned" in result.stderr
        images = rendered_images(k8s)
        assert images["auth"] == {f"{REGISTRY}/auth:0.1.0@{digest_of('auth')}"}
        assert images["customer"] == {f"{REGISTRY}/customer:0.1.0"}


class TestRefusals:
    @pytest.mark.parametrize(
        ("given", "message"),
        [
            (f"{REGISTRY}/auth@sha256:abc\n", "not a digest (64 hex digits)"),
            (f"other.example.com/auth@{digest_of('auth')}\n", "no image of the kustomization"),
            (f"{REGISTRY}/auth@{digest_of('auth', 1)}\n{REGISTRY}/auth@{digest_of('auth', 2)}",
             "two digests given"),
            ("registry.example.com/portal/auth:0.1.0\n", "no <repository>@sha256:<digest>"),
        ],
    )  # fmt: skip
    def test_input_it_cannot_place_changes_nothing(
        self, k8s: Path, given: str, message: str
    ) -> None:
        before = kustomization(k8s).read_text()

        result = run(k8s, given)

        assert result.returncode == 1
        assert message in result.stderr
        assert "unchanged" in result.stderr
        assert kustomization(k8s).read_text() == before
