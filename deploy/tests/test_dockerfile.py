"""A small lint of deploy/docker/Dockerfile (no hadolint here): stages, user, health check, what
the build copies, and that the build context leaves out what must not go in."""

import os
import re
import stat
import subprocess
from dataclasses import dataclass, field

import pytest

from .support import DEPLOY, ROOT, compose, workspace_members

DOCKERFILE = DEPLOY / "docker" / "Dockerfile"
ENTRYPOINT = DEPLOY / "docker" / "entrypoint.sh"


@dataclass
class Stage:
    base: str
    name: str
    instructions: list[tuple[str, str]] = field(default_factory=list)

    def all(self, keyword: str) -> list[str]:
        return [argument for word, argument in self.instructions if word == keyword]


def instructions() -> list[tuple[str, str]]:
    """(KEYWORD, arguments) per instruction: continuation lines joined, comments dropped."""
    text = re.sub(r"\\\n", " ", DOCKERFILE.read_text())
    found = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            keyword, _, argument = line.partition(" ")
            found.append((keyword.upper(), argument.strip()))
    return found


def stages() -> dict[str, Stage]:
    parsed: dict[str, Stage] = {}
    current: Stage | None = None
    for keyword, argument in instructions():
        if keyword == "FROM":
            match = re.fullmatch(r"(\S+) AS (\S+)", argument, flags=re.IGNORECASE)
            assert match, f"every stage is named: FROM {argument}"
            current = Stage(match.group(1), match.group(2))
            parsed[current.name] = current
        elif current is not None:
            current.instructions.append((keyword, argument))
    return parsed


def inherited(name: str, keyword: str) -> list[str]:
    """``keyword``'s arguments in stage ``name`` and the stages it is built on, nearest last."""
    stage = stages()[name]
    parent = stages().get(stage.base)
    return [*(inherited(parent.name, keyword) if parent else []), *stage.all(keyword)]


FINAL_STAGES = ("service", "tool", "gateway")
BASE_IMAGE_SCRIPT = DEPLOY / "docker" / "base-image.sh"
BUILD_IMAGES_SCRIPT = DEPLOY / "docker" / "build-images.sh"


def default_argument(name: str) -> str:
    """The default of a global ``ARG name=default``."""
    (default,) = [
        argument.partition("=")[2]
        for keyword, argument in instructions()
        if keyword == "ARG" and argument.startswith(f"{name}=")
    ]
    return default


class TestStages:
    def test_build_stages_and_final_stages(self) -> None:
        assert list(stages()) == ["builder", "service", "tool", "gateway"]
        assert stages()["service"].base == "${PYTHON_IMAGE}"
        assert stages()["builder"].base == "${PYTHON_IMAGE}"
        assert stages()["tool"].base == stages()["gateway"].base == "service"

    def test_no_frontend_is_pulled_to_read_the_file(self) -> None:
        # A `# syntax=` line makes BuildKit pull a frontend image from Docker Hub.
        assert not re.search(r"^#\s*syntax\s*=", DOCKERFILE.read_text(), flags=re.MULTILINE)

    def test_the_default_base_is_the_one_made_from_debian_packages(self) -> None:
        made = re.search(r"image=\$\{PORTAL_BASE_IMAGE:-([^}]+)\}", BASE_IMAGE_SCRIPT.read_text())
        assert made
        assert default_argument("PYTHON_IMAGE") == made.group(1) == "portal-python:3.11-bookworm"
        script = BASE_IMAGE_SCRIPT.read_text()
        assert "--include=python3,python3-venv" in script
        assert '"$docker" import' in script

    def test_the_environment_comes_from_the_wheelhouse_of_the_lock_never_an_index(self) -> None:
        builder = stages()["builder"]
        (environment,) = builder.all("ENV")
        assert "PIP_NO_INDEX=1" in environment.split()
        runs = builder.all("RUN")
        dependencies = next(run for run in runs if "--require-hashes" in run)
        assert dependencies.startswith("--mount=type=bind,source=build/wheelhouse,target=/wheels")
        assert '-r "/wheels/requirements/${PACKAGE}.txt"' in dependencies
        assert "--find-links /wheels/wheels" in dependencies
        # The requirements are exported from the lock, hashes kept.
        wheelhouse = (DEPLOY / "docker" / "wheelhouse.sh").read_text()
        assert 'export --quiet --frozen --no-dev --package "$package" --no-emit-workspace' in (
            wheelhouse
        )
        assert "--require-hashes" in wheelhouse

    def test_every_workspace_member_is_in_the_sources_the_builder_copies(self) -> None:
        copied = [copy.split()[0].rstrip("/") for copy in stages()["builder"].all("COPY")]
        for member in workspace_members():
            assert any(member.folder.is_relative_to(folder) for folder in copied), member.name

    @pytest.mark.parametrize("name", FINAL_STAGES)
    def test_final_stages_run_as_a_non_root_user(self, name: str) -> None:
        (user,) = inherited(name, "USER")
        uid = user.split(":")[0]
        assert uid.isdigit()
        assert int(uid) >= 1000

    @pytest.mark.parametrize("name", FINAL_STAGES)
    def test_final_stages_carry_no_build_tools(self, name: str) -> None:
        # The builder removes pip and setuptools from the environment it hands over.
        builder_runs = " ".join(stages()["builder"].all("RUN"))
        assert "pip uninstall --yes --quiet pip setuptools" in builder_runs
        runs = " ".join(inherited(name, "RUN"))
        assert not re.search(r"apt-get|apk add|pip install|uv ", runs)
        # From the builder only the assembled /out (environment and members).
        for copy in inherited(name, "COPY"):
            source = re.search(r"--from=(\S+) (\S+)", copy)
            if source:
                assert source.groups() == ("builder", "/out/")

    def test_servers_check_their_health_and_the_tool_does_not(self) -> None:
        for name in ("service", "gateway"):
            (check,) = inherited(name, "HEALTHCHECK")
            assert "http://127.0.0.1:8000/healthz" in check
        assert inherited("tool", "HEALTHCHECK")[-1] == "NONE"

    def test_the_entrypoint_runs_the_package_and_serves_on_all_interfaces(self) -> None:
        assert inherited("gateway", "ENTRYPOINT") == ['["portal-entrypoint"]']
        assert inherited("service", "CMD") == ['["serve", "--host", "0.0.0.0", "--port", "8000"]']

    def test_the_gateway_serves_the_web_apps_built_outside(self) -> None:
        gateway = stages()["gateway"]
        assert gateway.all("COPY") == [
            "web/dist/ /app/web/dist/",
            "web/dist-console/ /app/web/dist-console/",
        ]
        (environment,) = gateway.all("ENV")
        assert environment.split() == [
            "GATEWAY_WEB_DIST=/app/web/dist",
            "GATEWAY_CONSOLE_WEB_DIST=/app/web/dist-console",
        ]

    def test_the_images_carry_oci_labels_from_build_arguments(self) -> None:
        service = stages()["service"]
        (labels,) = service.all("LABEL")
        for label, argument in (
            ("version", "VERSION"),
            ("revision", "REVISION"),
            ("source", "SOURCE"),
            ("title", "PACKAGE"),
        ):
            assert f'org.opencontainers.image.{label}="${{{argument}}}"' in labels
            assert any(a.split("=")[0] == argument for a in service.all("ARG")), argument


class TestBuildImages:
    """deploy/docker/build-images.sh builds what compose.yaml names, with no network."""

    def images(self) -> dict[str, tuple[str, str, str]]:
        table = re.search(r"images=\(\n(.*?)\n\)", BUILD_IMAGES_SCRIPT.read_text(), re.DOTALL)
        assert table
        rows = [line.strip().strip('"').split("|") for line in table.group(1).splitlines()]
        return {name: (target, package, command) for name, target, package, command in rows}

    def test_every_image_of_compose_is_built_with_its_arguments(self) -> None:
        expected = {}
        for service in compose()["services"].values():
            build = service.get("build")
            # The portal's own images; PgBouncer's is Debian's package on a Debian image.
            if isinstance(build, dict) and build.get("dockerfile") == "deploy/docker/Dockerfile":
                name = service["image"].split(":")[0].removeprefix("portal-")
                args = build["args"]
                expected[name] = (build["target"], args["PACKAGE"], args["COMMAND"])
        assert self.images() == expected
        assert len(expected) == 8

    def test_the_build_has_no_network(self) -> None:
        script = BUILD_IMAGES_SCRIPT.read_text()
        assert '"$docker" build --quiet --network none' in script


@pytest.mark.process
class TestEntrypoint:
    def test_it_is_executable_and_runs_the_command_with_the_arguments(self) -> None:
        assert ENTRYPOINT.stat().st_mode & stat.S_IXUSR
        result = subprocess.run(
            ["sh", str(ENTRYPOINT), "seed", "--demo"],
            env={**os.environ, "PORTAL_COMMAND": "echo python -m auth"},
            capture_output=True,
            text=True,
            check=True,
        )
        assert result.stdout == "python -m auth seed --demo\n"

    def test_without_a_command_it_refuses(self) -> None:
        environment = {k: v for k, v in os.environ.items() if k != "PORTAL_COMMAND"}
        result = subprocess.run(
            ["sh", str(ENTRYPOINT), "serve"], env=environment, capture_output=True, text=True
        )
        assert result.returncode != 0
        assert "this image was built without COMMAND" in result.stderr


class TestBuildContext:
    def patterns(self) -> list[str]:
        lines = (ROOT / ".dockerignore").read_text().splitlines()
        return [line.strip() for line in lines if line.strip() and not line.startswith("#")]

    def test_everything_is_left_out_unless_named(self) -> None:
        assert self.patterns()[0] == "*"

    def test_what_the_build_copies_is_let_in(self) -> None:
        included = [p.removeprefix("!").rstrip("/") for p in self.patterns() if p.startswith("!")]
        sources = []
        for keyword, argument in instructions():
            if keyword == "COPY" and "--from=" not in argument:
                words = [w for w in argument.split() if not w.startswith("--")]
                sources += words[:-1]
        for source in sources:
            path = source.rstrip("/")
            assert any(path == i or path.startswith(f"{i}/") for i in included), source

    def test_tests_caches_and_local_state_stay_out(self) -> None:
        patterns = self.patterns()
        for pattern in ("**/tests/", "**/__pycache__/", "**/var/", "**/.env"):
            assert pattern in patterns
        # The web apps go in built, never their sources or node_modules.
        assert {"!web/dist/", "!web/dist-console/", "!build/wheelhouse/"} <= set(patterns)
        assert not any(p in ("!web/", "!web/node_modules/", "!build/") for p in patterns)
        assert not any(p.startswith("!deploy/secrets") or p == "!deploy/" for p in patterns)


class TestContainerScripts:
    """The scripts `make images` and `make test-containers` run, and CI running the latter."""

    SCRIPTS = (
        DEPLOY / "docker" / "dockerd.sh",
        BASE_IMAGE_SCRIPT,
        DEPLOY / "docker" / "wheelhouse.sh",
        BUILD_IMAGES_SCRIPT,
        ROOT / "scripts" / "test-containers.sh",
    )

    @pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
    def test_each_parses(self, script: os.PathLike[str]) -> None:
        result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
        assert result.returncode == 0, result.stderr

    def test_the_engine_keeps_to_loopback(self) -> None:
        dockerd = (DEPLOY / "docker" / "dockerd.sh").read_text()
        assert "--bridge=none --iptables=false" in dockerd
        runs = (ROOT / "scripts" / "test-containers.sh").read_text()
        assert "--network host --read-only --tmpfs /tmp --cap-drop ALL" in runs

    def test_ci_runs_the_containers_after_the_tests(self) -> None:
        commands = [
            line
            for line in (ROOT / ".ci" / "run").read_text().splitlines()
            if line.startswith("make ")
        ]
        assert commands == ["make test", "make test-containers"]
        phony = next(
            line
            for line in (ROOT / "Makefile").read_text().splitlines()
            if line.startswith(".PHONY")
        )
        assert {"images", "test-containers"} <= set(phony.split())
