"""Fuzzing with schemathesis (issue 9): every operation of an OpenAPI document, in-process.

Every answer is HTTP 200 with the envelope (DESIGN §3), so schemathesis' own checks, which
read HTTP status codes, are given the envelope's status instead (``checks``). Each case is
checked for:

- ``server_error``: HTTP 5xx, or an envelope status of 500 and above;
- ``schema``: an answer that is not the envelope, or not the schema its operation declares;
- ``invalid_accepted``: a request schemathesis made invalid, answered with ``ok`` true;
- ``ignored_auth``: the same request without its credentials, or with broken ones, not refused;
- ``unprotected_accepted`` (gateway): the same request without the request protection (DESIGN
  §5), not refused with HTTP 400.

``PORTAL_FUZZ_EXAMPLES`` sets the cases per operation (a few by default, for ``make test``);
with ``PORTAL_FUZZ_REPORT`` naming a folder, every pytest process writes its counts there and
``python -m portal_kit.fuzzing <folder>`` prints the figures (``make fuzz``).

This is test tooling, like ``portal_kit.testing``: schemathesis is a dev dependency, and nothing
outside tests imports this package.
"""

from portal_kit.fuzzing.checks import Check
from portal_kit.fuzzing.fuzzer import (
    Access,
    Fuzzer,
    Probe,
    broken_bearer,
    envelope_refusal,
    fuzz,
    fuzz_over_demo_data,
    http_refusal,
    service_access,
    service_fuzzer,
)
from portal_kit.fuzzing.tally import TALLY, Counts, Tally

__all__ = [
    "TALLY",
    "Access",
    "Check",
    "Counts",
    "Fuzzer",
    "Probe",
    "Tally",
    "broken_bearer",
    "envelope_refusal",
    "fuzz",
    "fuzz_over_demo_data",
    "http_refusal",
    "service_access",
    "service_fuzzer",
]
