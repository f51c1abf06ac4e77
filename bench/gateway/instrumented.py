"""``python -m bench.gateway.instrumented <module> [args]``: ``python -m <module> [args]``
unchanged, plus what the benchmark needs to see inside a server process.

- ``BENCH_RSA_COUNT_FILE``: count the gateway's RSA private operations. The gateway exposes no
  counter, so the one place they happen (``KeyRing.decrypt_now`` of the transport ring, run in
  a worker thread) is wrapped and the running total written to that file on every decryption:
  microseconds next to the milliseconds of the operation, and nothing on cached calls.
- ``BENCH_PROFILE_FILE``: sample the main thread's stack, weighted by the CPU time it used
  since the previous sample (``bench.gateway.sampler``); SIGUSR1 starts a window, SIGUSR2 ends
  it and writes the profile to that file as JSON.

Everything else is the real entry point: ``runpy`` runs ``<module>/__main__.py`` as it is.
"""

import os
import runpy
import sys
import threading
from pathlib import Path
from typing import Any

from portal_kit.keyring import KeyRing

COUNT_FILE_VARIABLE = "BENCH_RSA_COUNT_FILE"
PROFILE_FILE_VARIABLE = "BENCH_PROFILE_FILE"


def _own_file(count_file: Path, pid: int, suffix: str = ".count") -> Path:
    return count_file.with_name(f"{count_file.stem}-{pid}{suffix}")


def install_rsa_counter(count_file: Path) -> None:
    """Each process counts in a file of its own next to ``count_file`` (worker processes are
    forked after this runs, and each decrypts on its own); ``read_count`` adds them up."""
    lock = threading.Lock()
    counts: dict[int, int] = {}
    original = KeyRing.decrypt_now

    def counted(self: KeyRing, ciphertext: bytes, kid: str | None = None) -> Any:
        if self.purpose == "transport":
            pid = os.getpid()
            with lock:
                counts[pid] = counts.get(pid, 0) + 1
                # Written aside, then renamed: a reader never sees a half-written file.
                partial = _own_file(count_file, pid, ".partial")
                partial.write_text(str(counts[pid]))
                os.replace(partial, _own_file(count_file, pid))
        return original(self, ciphertext, kid)

    KeyRing.decrypt_now = counted  # type: ignore[method-assign]


def read_count(count_file: Path) -> int:
    """The decryptions so far of every process counting next to ``count_file``."""
    total = 0
    for path in count_file.parent.glob(f"{count_file.stem}-*.count"):
        try:
            total += int(path.read_text() or 0)
        except (OSError, ValueError):
            continue
    return total


def main() -> None:
    if len(sys.argv) < 2:
        raise SystemExit("usage: python -m bench.gateway.instrumented <module> [args]")
    module = sys.argv[1]
    if count_file := os.environ.get(COUNT_FILE_VARIABLE):
        install_rsa_counter(Path(count_file))
    if profile_file := os.environ.get(PROFILE_FILE_VARIABLE):
        from bench.gateway.sampler import Sampler

        Sampler(Path(profile_file)).install()
    sys.argv = [module, *sys.argv[2:]]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
