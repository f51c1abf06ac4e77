"""A small lint of deploy/docker/Dockerfile (no hadolint here): stages, user, health check, what
the build copies, and that the build context leaves out what must not go in."""

import os
import re
import stat
import subprocess
from dataclasses import dataclass, field

import pytest

from .support import DEPLOY, ROOT, workspace_members

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


class TestStages:
    def test_build_stages_and_final_stages(self) -> None:
        assert list(stages()) == ["web", "builder", "service", "tool", "gateway"]
        assert stages()["service"].base == "${PYTHON_IMAGE}"
        assert stages()["builder"].base == "${PYTHON_IMAGE}"
        assert stages()["tool"].base == stages()["gateway"].base == "service"

    def test_the_environment_comes_from_the_lock(self) -> None:
        runs = " ".join(stages()["builder"].all("RUN"))
        assert 'uv sync --frozen --no-dev --no-install-workspace --package "${PACKAGE}"' in runs
        assert 'uv sync --frozen --no-dev --package "${PACKAGE}"' in runs
        assert "COPY pyproject.toml uv.lock ./" in [
            f"COPY {argument}" for argument in stages()["builder"].all("COPY")
        ]

    def test_every_workspace_member_is_copied_before_the_dependency_layer(self) -> None:
        copies = stages()["builder"].all("COPY")
        for member in workspace_members():
            assert f"{member.folder}/pyproject.toml {member.folder}/" in copies, member.name

    @pytest.mark.parametrize("name", FINAL_STAGES)
    def test_final_stages_run_as_a_non_root_user(self, name: str) -> None:
        (user,) = inherited(name, "USER")
        uid = user.split(":")[0]
        assert uid.isdigit()
        assert int(uid) >= 1000

    @pytest.mark.parametrize("name", FINAL_STAGES)
    def test_final_stages_carry_no_build_tools(self, name: str) -> None:
        runs = " ".join(inherited(name, "RUN"))
        assert "pip uninstall --yes --quiet pip setuptools wheel" in runs
        assert not re.search(r"apt-get|apk add|pip install|uv ", runs)
        # From the builder only the assembled /out (environment and members), never uv.
        for copy in inherited(name, "COPY"):
            source = re.search(r"--from=(\S+) (\S+)", copy)
            if source:
                assert source.groups() in {
                    ("builder", "/out/"),
                    ("web", "/src/web/dist"),
                    ("web", "/src/web/dist-console"),
                }

    def test_servers_check_their_health_and_the_tool_does_not(self) -> None:
        for name in ("service", "gateway"):
            (check,) = inherited(name, "HEALTHCHECK")
            assert "http://127.0.0.1:8000/healthz" in check
        assert inherited("tool", "HEALTHCHECK")[-1] == "NONE"

    def test_the_entrypoint_runs_the_package_and_serves_on_all_interfaces(self) -> None:
        assert inherited("gateway", "ENTRYPOINT") == ['["portal-entrypoint"]']
        assert inherited("service", "CMD") == ['["serve", "--host", "0.0.0.0", "--port", "8000"]']

    def test_the_gateway_serves_the_web_apps_built_once(self) -> None:
        gateway = stages()["gateway"]
        assert "--from=web /src/web/dist /app/web/dist" in gateway.all("COPY")
        assert "--from=web /src/web/dist-console /app/web/dist-console" in gateway.all("COPY")
        (environment,) = gateway.all("ENV")
        assert environment.split() == [
            "GATEWAY_WEB_DIST=/app/web/dist",
            "GATEWAY_CONSOLE_WEB_DIST=/app/web/dist-console",
        ]
        assert stages()["web"].all("RUN")[-2:] == ["npm run build", "npm run build:console"]


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
        for pattern in (
            "**/tests/",
            "**/__pycache__/",
            "web/node_modules/",
            "web/dist/",
            "web/dist-console/",
            "**/var/",
        ):
            assert pattern in patterns
        assert not any(p.startswith("!deploy/secrets") or p == "!deploy/" for p in patterns)
