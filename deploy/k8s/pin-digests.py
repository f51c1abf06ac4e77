#!/usr/bin/env python3
"""Pin the prod overlay's images to their digests: ``digest:`` beside each ``newName`` of
overlays/prod/kustomization.yaml, so a release runs the very images it was tested with, whatever
a tag points to later.

    docker inspect registry.example.com/portal/auth:1.2.0 ... | uv run deploy/k8s/pin-digests.py -
    uv run deploy/k8s/pin-digests.py digests.txt

The input (a file, or ``-`` for standard input) is read for every ``<repository>@sha256:<hex>``
it holds: ``docker inspect``'s output (its ``RepoDigests``), ``docker push``'s or ``crane
digest``'s made into such lines, one reference a line. Each names its image by the repository,
as ``newName`` does. The tags stay for the reader; Kubernetes pulls by the digest. The standard
library only: it runs wherever Python does.
"""

import argparse
import re
import sys
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent / "overlays" / "prod" / "kustomization.yaml"
# A reference: repository, then the digest; stops at what separates JSON or text entries.
REFERENCE = re.compile(r"""([^\s"',\[\]@]+)@sha256:([0-9A-Za-z]*)""")
DIGEST_HEX = re.compile(r"[0-9a-f]{64}")
# The lines of one entry of the images list: "  - name: ..." then its "    key: value" lines.
ENTRY = re.compile(r"^(\s*)- name:\s*(\S+)\s*$")
FIELD = re.compile(r"^\s+(newName|newTag|digest):\s*(.*?)\s*$")


class PinError(Exception):
    """Input or file this script will not act on; the message says why."""


def read_references(text: str) -> dict[str, str]:
    """Repository → ``sha256:<hex>``, from every reference in ``text``."""
    found: dict[str, str] = {}
    for repository, hex_digest in REFERENCE.findall(text):
        if not DIGEST_HEX.fullmatch(hex_digest):
            raise PinError(f"{repository}@sha256:{hex_digest}: not a digest (64 hex digits)")
        digest = f"sha256:{hex_digest}"
        if found.get(repository, digest) != digest:
            raise PinError(f"{repository}: two digests given ({found[repository]}, {digest})")
        found[repository] = digest
    if not found:
        raise PinError("no <repository>@sha256:<digest> in the input")
    return found


def pin(kustomization: str, digests: dict[str, str]) -> tuple[str, list[str]]:
    """The file's text with a ``digest:`` line in each entry whose ``newName`` (else ``name``)
    has a digest, replacing any it had; and the entries left unpinned."""
    lines = kustomization.splitlines(keepends=True)
    try:
        start = next(n for n, line in enumerate(lines) if line.rstrip() == "images:") + 1
    except StopIteration:
        raise PinError("no images: list in the kustomization") from None
    out = lines[:start]
    entries: list[list[str]] = []
    end = start
    while end < len(lines):
        line = lines[end]
        if ENTRY.match(line):
            entries.append([line])
        elif not entries and _is_aside(line):
            out.append(line)
        elif entries and (FIELD.match(line) or _is_aside(line)):
            entries[-1].append(line)
        else:
            break
        end += 1
    used: set[str] = set()
    unpinned = []
    for entry in entries:
        header = ENTRY.match(entry[0])
        assert header is not None
        fields = {m.group(1): m.group(2).strip("\"'") for m in map(FIELD.match, entry) if m}
        repository = fields.get("newName", header.group(2))
        body = [line for line in entry if not _is_digest(line)]
        digest = digests.get(repository)
        if digest is None:
            unpinned.append(header.group(2))
        else:
            used.add(repository)
            # After the entry's last field: blank lines and comments after it stay after it.
            last = max(n for n, line in enumerate(body) if n == 0 or FIELD.match(line))
            body.insert(last + 1, f"{header.group(1)}  digest: {digest}\n")
        out.extend(body)
    unknown = sorted(set(digests) - used)
    if unknown:
        raise PinError(f"no image of the kustomization is {', '.join(unknown)}")
    out.extend(lines[end:])
    return "".join(out), unpinned


def _is_aside(line: str) -> bool:
    """A blank line or a comment, which may stand between entries."""
    return not line.strip() or line.lstrip().startswith("#")


def _is_digest(line: str) -> bool:
    field = FIELD.match(line)
    return field is not None and field.group(1) == "digest"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="pin-digests.py", description=__doc__.split("\n")[0])
    parser.add_argument("input", help="a file of image references with digests, or - for stdin")
    parser.add_argument(
        "--kustomization", type=Path, default=DEFAULT, help="default: the prod overlay's"
    )
    args = parser.parse_args(argv)
    text = sys.stdin.read() if args.input == "-" else Path(args.input).read_text()
    try:
        pinned, unpinned = pin(args.kustomization.read_text(), read_references(text))
    except PinError as error:
        print(f"pin-digests: {error}; {args.kustomization} unchanged", file=sys.stderr)
        return 1
    args.kustomization.write_text(pinned)
    for name in unpinned:
        print(f"pin-digests: {name} not pinned (no digest given for it)", file=sys.stderr)
    count = len(read_references(text))
    print(f"pin-digests: {args.kustomization}: {count} image(s) pinned to their digests")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
