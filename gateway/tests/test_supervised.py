"""The process manager's configuration (``gateway.supervised``), as supervisord itself reads
it: each process a program of its own, started again when it dies, stopped with SIGTERM and
its package's grace, controlled over a socket only its owner opens."""

import signal
from pathlib import Path

import pytest
from supervisor.datatypes import RestartUnconditionally
from supervisor.options import ServerOptions

from gateway.config import SERVICES
from gateway.supervised import config
from gateway.supervised.programs import Program, in_start_order, portal_programs


def as_supervisord_reads(path: Path) -> ServerOptions:
    options = ServerOptions()
    options.realize(["-c", str(path)])
    return options


@pytest.fixture
def programs(monkeypatch: pytest.MonkeyPatch) -> list[Program]:
    monkeypatch.setenv("AUTH_SHUTDOWN_GRACE_SEC", "7")
    monkeypatch.setenv("GATEWAY_SHUTDOWN_GRACE_SEC", "25")
    return portal_programs("10.0.0.5", 8000, 8002, 8101, metrics_base_port=9500)


class TestConfiguration:
    def test_each_process_is_a_program_restarted_alone_and_stopped_with_its_grace(
        self, programs: list[Program], tmp_path: Path
    ) -> None:
        var_dir = tmp_path / "var"
        options = as_supervisord_reads(config.write(programs, var_dir))

        read = {
            process.name: process
            for group in options.process_group_configs
            for process in group.process_configs
        }
        # A group of its own for each: `supervisorctl restart auth` names it alone.
        assert {
            group.name: [process.name for process in group.process_configs]
            for group in options.process_group_configs
        } == {name: [name] for name in (*SERVICES, "gateway", "console")}
        assert read["auth"].command.endswith("-m auth serve --host 127.0.0.1 --port 8101")
        assert read["backoffice"].command.endswith("--port 8106")
        assert read["gateway"].command.endswith("-m gateway serve --host 10.0.0.5 --port 8000")
        assert read["console"].command.endswith(
            "-m gateway serve-console --host 10.0.0.5 --port 8002"
        )
        assert {name: p.autorestart for name, p in read.items()} == dict.fromkeys(
            read, RestartUnconditionally
        )
        assert {name: p.stopsignal for name, p in read.items()} == dict.fromkeys(
            read, signal.SIGTERM
        )
        # The package's grace, and time for its lifespan to close after it.
        assert read["auth"].stopwaitsecs == 7 + config.STOP_MARGIN_SEC
        assert read["customer"].stopwaitsecs == 20 + config.STOP_MARGIN_SEC
        assert read["gateway"].stopwaitsecs == 25 + config.STOP_MARGIN_SEC
        assert read["auth"].stdout_logfile == str(var_dir.absolute() / "logs" / "auth.log")
        assert read["auth"].redirect_stderr is True
        # Each its own metrics port, on loopback, room for workers between them; the gateway
        # and the console (one package, one prefix) apart.
        environment = {name: p.environment for name, p in read.items()}
        assert environment["auth"] == {"AUTH_METRICS_PORT": "9500"}
        assert environment["backoffice"] == {"BACKOFFICE_METRICS_PORT": "9550"}
        assert environment["gateway"] == {"GATEWAY_METRICS_PORT": "9560"}
        assert environment["console"] == {"GATEWAY_METRICS_PORT": "9570"}
        console = next(p for p in programs if p.name == "console")
        assert console.metrics_url(1) == "http://127.0.0.1:9571/metrics"
        # Stopped in the reverse order: the gateways first, auth last.
        assert read["auth"].priority < read["customer"].priority < read["gateway"].priority

    def test_the_control_socket_is_a_unix_socket_only_its_owner_opens(
        self, programs: list[Program], tmp_path: Path
    ) -> None:
        options = as_supervisord_reads(config.write(programs, tmp_path / "var"))

        assert [(s["family"].name, s["file"], s["chmod"]) for s in options.server_configs] == [
            ("AF_UNIX", str(tmp_path.absolute() / "var" / "supervisor.sock"), 0o700)
        ]

    def test_a_var_dir_too_long_for_a_socket_is_refused_by_name(
        self, programs: list[Program], tmp_path: Path
    ) -> None:
        with pytest.raises(ValueError, match="too long for a unix socket"):
            config.write(programs, tmp_path / ("v" * 120))


class TestStartOrder:
    def test_auth_alone_first_then_the_services_then_the_gateway_and_console(
        self, programs: list[Program]
    ) -> None:
        assert [[p.name for p in tier] for tier in in_start_order(programs)] == [
            ["auth"],
            ["customer", "message", "content", "reference", "backoffice"],
            ["gateway", "console"],
        ]
