"""How much was fuzzed and what failed: per pytest process, then merged for ``make fuzz``."""

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from portal_kit.fuzzing.checks import Check

REPORT_VARIABLE = "PORTAL_FUZZ_REPORT"


@dataclass
class Counts:
    """One target's figures. Cases and probes count every request Hypothesis made, shrinking
    included; failures name each failing operation once per check."""

    cases: int = 0
    invalid: int = 0
    probes: int = 0
    documented: set[str] = field(default_factory=set)
    operations: set[str] = field(default_factory=set)
    failures: dict[str, set[str]] = field(default_factory=dict)

    def fail(self, check: Check, operation: str) -> None:
        self.failures.setdefault(check.value, set()).add(operation)

    def add(self, other: "Counts", prefix: str = "") -> None:
        self.cases += other.cases
        self.invalid += other.invalid
        self.probes += other.probes
        self.documented |= {prefix + op for op in other.documented}
        self.operations |= {prefix + op for op in other.operations}
        for check, operations in other.failures.items():
            self.failures.setdefault(check, set()).update(prefix + op for op in operations)

    def to_json(self) -> dict[str, Any]:
        return {
            "cases": self.cases,
            "invalid": self.invalid,
            "probes": self.probes,
            "documented": sorted(self.documented),
            "operations": sorted(self.operations),
            "failures": {check: sorted(ops) for check, ops in self.failures.items()},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Counts":
        return cls(
            cases=data["cases"],
            invalid=data["invalid"],
            probes=data["probes"],
            documented=set(data["documented"]),
            operations=set(data["operations"]),
            failures={check: set(ops) for check, ops in data["failures"].items()},
        )


@dataclass
class Tally:
    """Counts per target ("auth", ..., "gateway") of this pytest process."""

    targets: dict[str, Counts] = field(default_factory=dict)

    def of(self, target: str) -> Counts:
        return self.targets.setdefault(target, Counts())

    def save_if_asked(self) -> None:
        """Write this process's counts to ``$PORTAL_FUZZ_REPORT`` (rewritten after each target,
        so a crash later loses nothing already counted)."""
        folder = os.environ.get(REPORT_VARIABLE)
        if not folder or not self.targets:
            return
        path = Path(folder)
        path.mkdir(parents=True, exist_ok=True)
        data = {name: counts.to_json() for name, counts in self.targets.items()}
        (path / f"counts-{os.getpid()}.json").write_text(json.dumps(data, indent=1))


TALLY = Tally()


def merge(folder: Path) -> dict[str, Counts]:
    totals: dict[str, Counts] = {}
    for path in sorted(folder.glob("counts-*.json")):
        for target, data in json.loads(path.read_text()).items():
            totals.setdefault(target, Counts()).add(Counts.from_json(data))
    return totals


def render(totals: dict[str, Counts]) -> tuple[list[str], Counts]:
    """The table of figures, and the sum over every target."""
    checks = list(Check)
    lines = [
        f"{'target':<10} {'cases':>7} {'invalid':>7} {'probes':>7} {'operations':>10}  "
        + " ".join(f"{check.value:>20}" for check in checks)
    ]

    def row(name: str, counts: Counts) -> str:
        covered = f"{len(counts.operations)}/{len(counts.documented)}"
        return (
            f"{name:<10} {counts.cases:>7} {counts.invalid:>7} {counts.probes:>7} {covered:>10}  "
            + " ".join(f"{len(counts.failures.get(c.value, ())):>20}" for c in checks)
        )

    overall = Counts()
    for target in sorted(totals):
        lines.append(row(target, totals[target]))
        overall.add(totals[target], prefix=f"{target} ")
    lines.append(row("total", overall))
    for check, operations in sorted(overall.failures.items()):
        lines.extend(f"FAILED {check}: {operation}" for operation in sorted(operations))
    return lines, overall


def report(folder: Path, min_cases: int = 0) -> int:
    """Print the figures of a run: 1 when any check failed, an operation went unfuzzed or
    fewer than ``min_cases`` cases ran."""
    lines, overall = render(merge(folder))
    print("\n".join(lines))
    status = 1 if overall.failures else 0
    unfuzzed = sorted(overall.documented - overall.operations)
    for operation in unfuzzed:
        print(f"NOT FUZZED: {operation}")
        status = 1
    if overall.cases < min_cases:
        print(f"only {overall.cases} cases, fewer than {min_cases}")
        status = 1
    return status
