"""A CPU-time sampling profiler of a process's main thread, from the standard library alone.

cProfile measures wall time by default: on a 2-core machine with four busy processes, the time
a process waits for a core lands on whatever function it was in, and its per-call overhead
distorts code made of many small calls (ASGI, asyncio). A thread that samples
``sys._current_frames()`` is no better: it can only look when the main thread lets go of the
GIL, which is at I/O (the event loop's poll, a log line's write), so every sample lands there.

So this samples the way statistical profilers of the stdlib era did: a CPU-time interval
timer (``ITIMER_PROF``) raises SIGPROF every couple of milliseconds of CPU, and the handler,
which Python runs in the main thread at its next bytecode, charges the main thread's CPU time
since the previous sample to the stack it interrupted. Time in C code (uvloop, httptools,
OpenSSL, pydantic-core) is charged to the Python frame around it or, for the event loop's own
C work between callbacks, to the next Python code it runs; CPU of other threads (aiosqlite's,
the RSA worker) is not counted. The stack of a coroutine is its ``await`` chain.
"""

import gc
import json
import signal
import sys
import time
from collections import defaultdict
from pathlib import Path
from types import CodeType, FrameType

INTERVAL_SEC = 0.002
MAX_DEPTH = 200
TOP = 80
GC_NAME = "(cyclic garbage collector, in C)"
TOP_INCLUSIVE = 600


def package_of(filename: str) -> str:
    """A short name for where code lives: a site-package, a portal package, the stdlib."""
    if "/site-packages/" in filename:
        return filename.split("/site-packages/", 1)[1].split("/", 1)[0].removesuffix(".py")
    parts = Path(filename).parts
    if "bench" in parts[:-1]:
        return "bench (this profiler and its wrapper)"
    for marker in ("gateway", "portal_kit"):
        if marker in parts[:-1]:
            return marker
    if "services" in parts:
        return parts[parts.index("services") + 1]
    if "/lib/python3" in filename:
        rest = filename.split("/lib/python3", 1)[1].split("/", 1)[-1]
        return "stdlib:" + rest.split("/", 1)[0].removesuffix(".py")
    return filename


# Where code lives, cut off its path: the checkout this runs from (whatever its folder), the
# installed packages and the standard library.
PATH_PREFIXES = (
    f"{Path(__file__).resolve().parents[2]}/",
    "/site-packages/",
    f"/lib/python{sys.version_info.major}.{sys.version_info.minor}/",
)


def short_name(code: CodeType) -> str:
    filename = code.co_filename
    for marker in PATH_PREFIXES:
        if marker in filename:
            filename = filename.split(marker, 1)[1]
            break
    return f"{filename}:{code.co_firstlineno}({code.co_name})"


def most(seconds: dict[str, float], count: int | None = None) -> list[tuple[str, float]]:
    return sorted(seconds.items(), key=lambda item: item[1], reverse=True)[:count]


class Sampler:
    """``install()`` in the main thread; SIGUSR1 starts a window, SIGUSR2 ends it and writes
    the profile of that window to ``out`` as JSON."""

    def __init__(self, out: Path, interval_sec: float = INTERVAL_SEC) -> None:
        self.out = out
        self.interval_sec = interval_sec
        self._names: dict[CodeType, str] = {}
        self._packages: dict[CodeType, str] = {}
        self._in_gc = False
        self._reset()

    def _reset(self) -> None:
        self.active = False
        self.cpu_sec = 0.0
        self.samples = 0
        self.self_sec: defaultdict[str, float] = defaultdict(float)
        self.inclusive_sec: defaultdict[str, float] = defaultdict(float)
        self.package_sec: defaultdict[str, float] = defaultdict(float)
        self.gc_sec = 0.0
        self.gc_collections = [0, 0, 0]
        self._gc_began: float | None = None
        self._last = time.thread_time()

    def install(self) -> None:
        signal.signal(signal.SIGUSR1, lambda *_: self.start())
        signal.signal(signal.SIGUSR2, lambda *_: self.stop())
        signal.signal(signal.SIGPROF, self._sample)
        # Restart system calls the timer interrupts instead of failing them with EINTR.
        signal.siginterrupt(signal.SIGPROF, False)
        gc.callbacks.append(self._gc)

    def start(self) -> None:
        self._reset()
        self.active = True
        signal.setitimer(signal.ITIMER_PROF, self.interval_sec, self.interval_sec)

    def stop(self) -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        self.active = False
        profile = {
            "cpu_sec": self.cpu_sec,
            "samples": self.samples,
            "gc_sec": self.gc_sec,
            "gc_collections": self.gc_collections,
            "packages": most(self.package_sec),
            "self": most(self.self_sec, TOP),
            "inclusive": most(self.inclusive_sec, TOP_INCLUSIVE),
        }
        partial = self.out.with_suffix(".partial")
        partial.write_text(json.dumps(profile))
        partial.replace(self.out)

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        """The cyclic garbage collector's own CPU time, measured apart: it runs in C and
        the samples charge it to whatever Python code runs next (often a ``__del__``)."""
        if phase == "start":
            self._in_gc = True
            self._gc_began = time.thread_time() if self.active else None
            return
        self._in_gc = False
        # Only collections that began inside the window (a window can open in a finalizer).
        if self.active and self._gc_began is not None:
            self.gc_sec += time.thread_time() - self._gc_began
            self.gc_collections[info["generation"]] += 1

    def _sample(self, signum: int, frame: FrameType | None) -> None:
        now = time.thread_time()  # the main thread's: handlers run there
        used, self._last = now - self._last, now
        if self.active and frame is not None and used > 0:
            self._record(frame, used)
        # What recording cost is not charged to the next sample.
        self._last = time.thread_time()

    def _record(self, frame: FrameType, weight: float) -> None:
        self.samples += 1
        self.cpu_sec += weight
        code = frame.f_code
        if self._in_gc:
            # A signal that came while the collector traversed memory (in C) is handled at the
            # first Python code it runs: a finalizer (``__del__``) or its own callback.
            self.self_sec[GC_NAME] += weight
            self.package_sec[GC_NAME] += weight
        else:
            self.self_sec[self._name(code)] += weight
            package = self._packages.get(code)
            if package is None:
                package = self._packages[code] = package_of(code.co_filename)
            self.package_sec[package] += weight
        seen: set[str] = set()
        current: FrameType | None = frame
        depth = 0
        while current is not None and depth < MAX_DEPTH:
            name = self._name(current.f_code)
            if name not in seen:
                seen.add(name)
                self.inclusive_sec[name] += weight
            current = current.f_back
            depth += 1

    def _name(self, code: CodeType) -> str:
        name = self._names.get(code)
        if name is None:
            name = self._names[code] = short_name(code)
        return name
