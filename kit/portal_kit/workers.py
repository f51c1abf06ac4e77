"""Worker processes: one server's listeners served by N pre-forked copies of the process.

The parent binds every listener once per worker with ``SO_REUSEPORT``, so the kernel spreads
new connections over the workers by their addresses (with one shared socket, whichever worker
woke first would accept a whole burst of connections, and keep-alive clients stay where they
landed). Then it forks: each worker builds its app and serves its own sockets, listening only
once its app has started; the parent serves nothing and only watches.

- Start: the first worker starts alone, the others once it is ready: first-start work that
  processes would race on (dev keys, for one) is done once. A worker that exits before it is
  ready stops them all, and the parent exits non-zero: a configuration error, not a crash.
- A worker that dies later is replaced, on a socket of its own again.
- SIGTERM or SIGINT to the parent reaches every worker as SIGTERM: each stops accepting and
  finishes its requests within its grace, as a process serving alone does. A Ctrl-C in a
  terminal also reaches the workers directly (one process group); a second one cuts short.
- Workers get SIGTERM if the parent dies (Linux), so none outlives it unwatched.

Forked, not spawned: what the parent imported is shared copy-on-write, nothing has to be
pickled (the HTTP protocol class is made at run time), and the parent's collector is frozen
before forking so a worker's collections leave those pages alone.
"""

import contextlib
import ctypes
import gc
import logging
import os
import signal
import socket
import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import FrameType

logger = logging.getLogger(__name__)

# What a worker runs: serve on these sockets (one per listener, in order) until stopped, and
# call ``ready`` once they all accept connections.
Serve = Callable[[Sequence[socket.socket], Callable[[], None]], None]

_PR_SET_PDEATHSIG = 1
# This process's place among the workers (0 to N-1); None when it serves alone.
_index: int | None = None


def worker_index() -> int | None:
    """Which worker this process is (0 to N-1), or ``None`` in a process serving alone."""
    return _index


@dataclass(frozen=True)
class Listener:
    host: str
    port: int


def bind(listener: Listener) -> socket.socket:
    """A TCP socket bound to ``listener``, which other sockets of this user may share. Not
    yet listening: the server listens once its app has started, so the kernel sends no
    connection to a worker still starting (or stopping: its socket closes with it)."""
    family = socket.AF_INET6 if ":" in listener.host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind((listener.host, listener.port))
        sock.set_inheritable(True)
    except BaseException:
        sock.close()
        raise
    return sock


def _claimable(listener: Listener) -> Listener:
    """``listener``, with the port the system chose for port 0, once a socket without
    ``SO_REUSEPORT`` could bind it: with that option alone, a second copy of this server (same
    user) would silently share the port with the first instead of failing."""
    family = socket.AF_INET6 if ":" in listener.host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind((listener.host, listener.port))
        return Listener(listener.host, probe.getsockname()[1])


@dataclass
class _Worker:
    index: int
    pid: int
    ready_fd: int  # the read end of the pipe it writes one byte to once ready


class Workers:
    """``count`` workers running ``serve`` on ``listeners``; ``run`` until they all stopped."""

    def __init__(self, listeners: Sequence[Listener], count: int, serve: Serve) -> None:
        if count < 2:
            raise ValueError("workers: at least 2 (one process serves alone, without a parent)")
        self.listeners = list(listeners)
        self.count = count
        self.serve = serve
        self._workers: dict[int, _Worker] = {}  # by pid
        self._stopping = False

    def run(self) -> int:
        """Serve until SIGTERM or SIGINT; the exit status (non-zero if a worker failed to
        start)."""
        # Before any fork: a port in use fails here, once, with the usual error.
        self.listeners = [_claimable(listener) for listener in self.listeners]
        first_sockets = [bind(listener) for listener in self.listeners]
        signal.signal(signal.SIGTERM, self._stop)
        signal.signal(signal.SIGINT, self._stop)
        # What the parent made lives in every worker as long as it does: out of the
        # collector's sight, so no worker's collection writes to (and copies) those pages.
        gc.freeze()
        logger.info("%d workers on %s", self.count, _describe(self.listeners))
        failed = not self._stopping and not self._start(0, first_sockets)
        for index in range(1, self.count):
            if failed or self._stopping:
                break
            failed = not self._start(index, [bind(listener) for listener in self.listeners])
        if failed:
            self._stop(signal.SIGTERM, None)
        while self._workers:
            pid, status = os.wait()  # retried across signals: ``_stop`` forwards them
            worker = self._workers.pop(pid, None)
            if worker is None:
                continue
            os.close(worker.ready_fd)
            if self._stopping:
                continue
            code = os.waitstatus_to_exitcode(status)
            logger.warning(
                "worker %d (pid %d) ended (%d): starting another", worker.index, pid, code
            )
            if not self._start(worker.index, [bind(listener) for listener in self.listeners]):
                failed = True
                self._stop(signal.SIGTERM, None)
        return 1 if failed else 0

    def _start(self, index: int, sockets: list[socket.socket]) -> bool:
        """Fork worker ``index`` on ``sockets`` and wait until it is ready (``False``: it
        ended first). The parent keeps no copy of the sockets: a worker that stops closes
        its listeners for good, and the kernel sends new connections to the others."""
        read_fd, write_fd = os.pipe()
        parent = os.getpid()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            self._run_worker(index, sockets, write_fd, parent)
        os.close(write_fd)
        for sock in sockets:
            sock.close()
        self._workers[pid] = _Worker(index, pid, read_fd)
        # EOF instead of the byte: it ended before it was ready. Reads are retried across
        # signals, and a stop forwarded meanwhile ends it.
        if os.read(read_fd, 1):
            logger.info("worker %d (pid %d) ready", index, pid)
            return True
        if self._stopping:
            return True  # stopped while starting: asked for, no failure
        logger.error("worker %d (pid %d) ended before it was ready", index, pid)
        return False

    def _run_worker(
        self, index: int, sockets: list[socket.socket], ready_fd: int, parent: int
    ) -> None:
        """In the child: serve, then exit without running anything of the parent's."""
        global _index
        _index = index
        code = 0
        try:
            # The parent's handlers are not this process's. The server installs its own while
            # it serves; before, a stop ends the worker, and after, uvicorn raises the signal
            # it stopped for again, which must end it quietly.
            signal.signal(signal.SIGTERM, _exit_quietly)
            signal.signal(signal.SIGINT, _exit_quietly)
            for worker in self._workers.values():
                os.close(worker.ready_fd)
            self._workers.clear()
            _die_with(parent)

            def ready() -> None:
                os.write(ready_fd, b"1")
                os.close(ready_fd)

            self.serve(sockets, ready)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
        except BaseException:
            traceback.print_exc()
            code = 1
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            logging.shutdown()
            os._exit(code)

    def _stop(self, signum: int, frame: FrameType | None) -> None:
        if not self._stopping:
            logger.info("stopping %d workers (%s)", len(self._workers), signal.strsignal(signum))
        self._stopping = True
        for pid in self._workers:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)


def _exit_quietly(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(0)


def _die_with(parent: int) -> None:
    """SIGTERM this process when the parent dies (Linux; elsewhere nothing)."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # it died before the request took effect
        os.kill(os.getpid(), signal.SIGTERM)


def _describe(listeners: Sequence[Listener]) -> str:
    return ", ".join(f"{listener.host}:{listener.port}" for listener in listeners)
