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


def install_rsa_counter(count_file: Path) -> None:
    lock = threading.Lock()
    count = 0
    original = KeyRing.decrypt_now
    partial = count_file.with_suffix(".partial")
    count_file.write_text("0")

    def counted(self: KeyRing, ciphertext: bytes, kid: str | None = None) -> Any:
        nonlocal count
        if self.purpose == "transport":
            with lock:
                count += 1
                # Written aside, then renamed: a reader never sees a half-written file.
                partial.write_text(str(count))
                os.replace(partial, count_file)
        return original(self, ciphertext, kid)

    KeyRing.decrypt_now = counted  # type: ignore[method-assign]


def read_count(count_file: Path) -> int:
    try:
        return int(count_file.read_text() or 0)
    except (OSError, ValueError):
        return 0


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
