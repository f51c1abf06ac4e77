"""Sending schemathesis' cases to an app in-process, with the probes every case must pass.

The app runs on the test's event loop (its database connections belong to that loop), while
Hypothesis runs synchronously in a worker thread: each request is handed to the loop.
schemathesis' pytest integration is not used: it cannot run on pytest 9 (it sets a node
attribute pytest no longer has), and it would call the app from another loop.
"""

import asyncio
import json
import os
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

import httpx
import hypothesis
import requests
import schemathesis
from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts
from hypothesis import strategies as st
from schemathesis.core.failures import FailureGroup
from schemathesis.generation import GenerationMode

from portal_kit.clock import clock_of
from portal_kit.fuzzing.checks import CHECKS, Check
from portal_kit.fuzzing.tally import TALLY, Tally
from portal_kit.identity import current_identity
from portal_kit.internal import SERVICE_TOKEN_HEADER, require_service_token
from portal_kit.layout import ServiceSpec
from portal_kit.operator_tokens import OperatorRole, SignedInVia, issue_operator_token
from portal_kit.operators import current_operator
from portal_kit.tokens import TokenSigner

EXAMPLES_VARIABLE = "PORTAL_FUZZ_EXAMPLES"
DEFAULT_EXAMPLES = 3

T = TypeVar("T")


class Access(StrEnum):
    PUBLIC = "public"
    SIGNED_IN = "signed-in"  # a bearer token
    INTERNAL = "internal"  # the service token
    OPERATOR = "operator"  # an operator's bearer token


# --- what a refusal looks like -------------------------------------------------------------------

Expectation = Callable[[httpx.Response], bool]


def envelope_of(response: httpx.Response) -> dict[str, Any] | None:
    if not response.headers.get("content-type", "").startswith("application/json"):
        return None
    try:
        value = response.json()
    except ValueError:
        return None
    return value if isinstance(value, dict) and {"ok", "status"} <= value.keys() else None


def envelope_refusal(*statuses: int) -> Expectation:
    """A service's refusal: HTTP 200, an envelope with ``ok`` false and one of ``statuses``."""

    def refused(response: httpx.Response) -> bool:
        envelope = envelope_of(response)
        return (
            response.status_code == 200
            and envelope is not None
            and envelope["ok"] is False
            and envelope["status"] in statuses
        )

    return refused


def http_refusal(*statuses: int) -> Expectation:
    """The gateway's refusal: one of the HTTP ``statuses``, with an envelope of ``ok`` false."""

    def refused(response: httpx.Response) -> bool:
        envelope = envelope_of(response)
        return response.status_code in statuses and envelope is not None and not envelope["ok"]

    return refused


@dataclass(frozen=True)
class Probe:
    """The case sent again with other credentials or without protection: it must be refused.

    ``same_refusals`` are (HTTP status, envelope status) pairs of answers that refuse the input
    itself before credentials are looked at (a service parses a JSON body before any of its
    dependencies runs; the gateway refuses a content type before protection): such an answer,
    given alike with and without credentials, is no ignored credential.
    """

    name: str
    check: Check
    expect: Expectation
    headers: Mapping[str, str | None] = field(default_factory=dict)  # None drops the header
    protected: bool = True
    same_refusals: frozenset[tuple[int, int]] = frozenset()

    def refused(self, probed: httpx.Response, sent: httpx.Response) -> bool:
        if self.expect(probed):
            return True
        before, after = envelope_of(sent), envelope_of(probed)
        return (
            before is not None
            and before == after
            and probed.status_code == sent.status_code
            and (sent.status_code, before["status"]) in self.same_refusals
        )


def broken_bearer(authorization: str) -> str:
    """The ``Authorization`` value ``authorization`` with the token's signature spoiled."""
    head, _, signature = authorization.rpartition(".")
    return f"{head}.{'A' if signature[:1] != 'A' else 'B'}{signature[1:]}"


# --- the fuzzer ----------------------------------------------------------------------------------

# (method, path) → the headers the call needs; awaited on the app's loop.
Credentials = Callable[[str, str], Awaitable[Mapping[str, str]]]
# (method, path, the headers it was sent with) → the probes of the call.
Probes = Callable[[str, str, Mapping[str, str]], Sequence[Probe]]


def load_schema(document: Mapping[str, Any]) -> Any:
    """``document`` as schemathesis reads it; reproductions show the values really sent (test
    data only), not schemathesis' "[Filtered]" for names that look secret."""
    config = schemathesis.Config.from_dict({"output": {"sanitization": {"enabled": False}}})
    return schemathesis.openapi.from_dict(json.loads(json.dumps(document)), config=config)


@dataclass
class Fuzzer:
    """Sends schemathesis' cases to ``app`` (ASGI, in-process) and checks every answer.

    ``auth`` applies to every request but the probes that drop it (the gateway's request
    protection); ``client_address`` is the caller's address the app sees.
    """

    target: str
    app: Any
    loop: asyncio.AbstractEventLoop
    document: Mapping[str, Any]
    credentials: Credentials
    probes: Probes
    auth: httpx.Auth | None = None
    # HTTP statuses besides 200 the wire contract allows (DESIGN §3): a service's routing
    # errors, the gateway's own refusals.
    http_statuses: frozenset[int] = frozenset({404, 405})
    client_address: tuple[str, int] = ("127.0.0.1", 50000)
    base_url: str = "http://fuzz.test"
    tally: Tally = field(default_factory=lambda: TALLY)

    def __post_init__(self) -> None:
        self.schema = load_schema(self.document)
        # An exception the app raised is its HTTP 500 answer, checked like any other.
        transport = httpx.ASGITransport(
            app=self.app, client=self.client_address, raise_app_exceptions=False
        )
        self.client = httpx.AsyncClient(transport=transport, base_url=self.base_url)

    def _on_loop(self, work: Awaitable[T]) -> T:
        async def run() -> T:
            return await work

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result()

    def _send(
        self,
        prepared: requests.PreparedRequest,
        headers: Mapping[str, str | None],
        protected: bool = True,
    ) -> httpx.Response:
        sent = httpx.Headers(
            {
                name: value if isinstance(value, str) else value.decode("latin-1")
                for name, value in prepared.headers.items()
                if name.lower() != "host"
            }
        )
        for name, given in headers.items():
            if given is None:
                sent.pop(name, None)
            else:
                sent[name] = given
        raw = prepared.body
        body = raw.encode() if isinstance(raw, str) else raw if isinstance(raw, bytes) else b""
        request = self.client.build_request(
            str(prepared.method), str(prepared.url), headers=sent, content=body
        )
        if protected and self.auth is not None:
            return self._on_loop(self.client.send(request, auth=self.auth))
        return self._on_loop(self.client.send(request))

    def run(self, case: Any) -> None:
        """Send ``case`` with the credentials its call needs, check the answer, then send its
        probes; raises (for Hypothesis) naming every failure."""
        method, path = case.operation.method.upper(), case.operation.path
        label = f"{method} {path}"
        counts = self.tally.of(self.target)
        counts.cases += 1
        counts.operations.add(label)
        invalid = bool(case.meta and case.meta.generation.mode.is_negative)
        counts.invalid += invalid

        kwargs = case.as_transport_kwargs(base_url=self.base_url)
        kwargs.pop("auth", None)
        prepared = requests.Request(**kwargs).prepare()
        credentials = self._on_loop(self.credentials(method, path))
        headers = {"Accept-Language": "en", **credentials}
        started = time.perf_counter()
        answer = self._send(prepared, headers)
        response = schemathesis.Response(
            status_code=answer.status_code,
            headers={name: answer.headers.get_list(name) for name in answer.headers},
            content=answer.content,
            request=prepared,
            elapsed=time.perf_counter() - started,
            verify=True,
            encoding="utf-8",
        )

        failures: list[str] = []
        if answer.status_code != 200 and answer.status_code not in self.http_statuses:
            counts.fail(Check.SCHEMA, label)
            failures.append(f"[{Check.SCHEMA}] HTTP {answer.status_code}: only 200 is declared")
        for check, function in CHECKS.items():
            try:
                case.validate_response(response, checks=[function])
            except FailureGroup as group:
                counts.fail(check, label)
                failures += [f"[{check}] {f.title}: {f.message}" for f in group.exceptions]
            except AssertionError as exc:
                counts.fail(check, label)
                failures.append(f"[{check}] {exc}")

        for probe in self.probes(method, path, credentials):
            counts.probes += 1
            probed = self._send(prepared, {**headers, **probe.headers}, probe.protected)
            if not probe.refused(probed, answer):
                counts.fail(probe.check, label)
                failures.append(
                    f"[{probe.check}] {probe.name}: HTTP {probed.status_code} "
                    f"{probed.content[:300]!r}"
                )

        if failures:
            raise AssertionError(
                f"{label} ({'invalid' if invalid else 'valid'} input) answered HTTP "
                f"{answer.status_code} {answer.content[:500]!r}\n"
                + "\n".join(failures)
                + f"\nReproduce: {case.as_curl_command(base_url=self.base_url)}"
            )


def examples_per_operation() -> int:
    return int(os.environ.get(EXAMPLES_VARIABLE) or DEFAULT_EXAMPLES)


def hypothesis_settings(examples: int) -> hypothesis.settings:
    """Repeatable (derandomised, no example database) and without deadlines: a short run sends
    the same cases every time."""
    return hypothesis.settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(hypothesis.HealthCheck),
        phases=(hypothesis.Phase.explicit, hypothesis.Phase.generate, hypothesis.Phase.shrink),
        verbosity=hypothesis.Verbosity.quiet,
    )


def fuzz_operations(fuzzer: Fuzzer, examples: int) -> None:
    """Every operation of the document, ``examples`` cases each (valid and invalid data, drawn
    alike); fails naming every operation that failed, each with its smallest failing case."""
    settings = hypothesis_settings(examples)
    counts = fuzzer.tally.of(fuzzer.target)
    failures: list[str] = []
    for result in fuzzer.schema.get_all_operations():
        operation = result.ok()
        counts.documented.add(f"{operation.method.upper()} {operation.path}")
        strategy = st.one_of(
            operation.as_strategy(generation_mode=GenerationMode.POSITIVE),
            operation.as_strategy(generation_mode=GenerationMode.NEGATIVE),
        )

        @settings
        @hypothesis.given(case=strategy)
        def test(case: Any) -> None:
            fuzzer.run(case)

        try:
            test()
        except Exception as exc:
            failures.append(str(exc))
    assert not failures, f"{len(failures)} operations failed:\n\n" + "\n\n".join(failures)


async def fuzz(fuzzer: Fuzzer, examples: int | None = None) -> None:
    """Fuzz every operation (``PORTAL_FUZZ_EXAMPLES`` cases each unless ``examples`` says)
    from a worker thread, while this loop serves the app."""
    try:
        async with fuzzer.client:
            await asyncio.to_thread(
                fuzz_operations,
                fuzzer,
                examples if examples is not None else examples_per_operation(),
            )
    finally:
        fuzzer.tally.save_if_asked()


# --- a service -----------------------------------------------------------------------------------


def _depends_on(dependant: Dependant, call: Callable[..., Any]) -> bool:
    return any(d.call is call or _depends_on(d, call) for d in dependant.dependencies)


def service_access(app: FastAPI) -> dict[tuple[str, str], Access]:
    """Each operation's access as its route declares it: the service-token dependency, the
    token dependency, or neither."""
    access: dict[tuple[str, str], Access] = {}
    # The routes of included routers carry the routers' dependencies in their contexts.
    for route in iter_route_contexts(app.routes):
        if not isinstance(route.original_route, APIRoute) or route.dependant is None:
            continue
        if _depends_on(route.dependant, require_service_token):
            kind = Access.INTERNAL
        elif _depends_on(route.dependant, current_operator):
            kind = Access.OPERATOR
        elif _depends_on(route.dependant, current_identity):
            kind = Access.SIGNED_IN
        else:
            kind = Access.PUBLIC
        for method in route.methods or ():
            access[(method.upper(), str(route.path_format))] = kind
    return access


# The envelope a service answers a body that is not JSON with, before any dependency runs.
INVALID_BODY = frozenset({(200, 400)})


def service_probes(access: Access, credentials: Mapping[str, str]) -> Sequence[Probe]:
    """A service refuses a missing or broken token (status 401, or 403 for a valid token whose
    user may not go on) and a missing or wrong service token (status 403), in the envelope."""
    if access in (Access.SIGNED_IN, Access.OPERATOR):
        header, refused = "Authorization", envelope_refusal(401, 403)
        changes = {
            "without a token": None,
            "with a broken token": broken_bearer(credentials[header]),
        }
    elif access is Access.INTERNAL:
        header, refused = SERVICE_TOKEN_HEADER, envelope_refusal(403)
        changes = {
            "without the service token": None,
            "with a wrong service token": "not-the-service-token",
        }
    else:
        return ()
    return [
        Probe(name, Check.IGNORED_AUTH, refused, {header: value}, same_refusals=INVALID_BODY)
        for name, value in changes.items()
    ]


def every_role_bearer(app: FastAPI) -> str:
    """An operator token holding every role, signed with the app's operator key (test mode
    makes one): the console's calls are fuzzed as an operator who may make them all."""
    settings = app.state.settings
    signer = TokenSigner.load_or_create(
        settings.operator_token_key_directory, clock_of(app), create=True
    )
    return issue_operator_token(
        signer,
        operator_code="OP-FUZZ",
        name="fuzz",
        session_id="S-fuzz-operator",
        roles=list(OperatorRole),
        via=SignedInVia.CONSOLE,
    )


def service_fuzzer(target: str, app: FastAPI, bearer: str = "") -> Fuzzer:
    """A fuzzer of one running service, made on its loop: ``bearer`` is a signed-in caller's
    access token (with real rows behind it); internal routes get the service token and the
    console's an operator token holding every role."""
    access = service_access(app)
    headers = {
        Access.PUBLIC: {},
        Access.SIGNED_IN: {"Authorization": f"Bearer {bearer}"},
        Access.INTERNAL: {SERVICE_TOKEN_HEADER: app.state.settings.service_token},
    }
    if Access.OPERATOR in access.values():
        headers[Access.OPERATOR] = {"Authorization": f"Bearer {every_role_bearer(app)}"}

    def access_of(method: str, path: str) -> Access:
        return access.get((method, path), Access.PUBLIC)

    async def credentials(method: str, path: str) -> Mapping[str, str]:
        return headers[access_of(method, path)]

    def probes(method: str, path: str, sent: Mapping[str, str]) -> Sequence[Probe]:
        return service_probes(access_of(method, path), sent)

    return Fuzzer(
        target=target,
        app=app,
        loop=asyncio.get_running_loop(),
        document=app.openapi(),
        credentials=credentials,
        probes=probes,
    )


async def fuzz_over_demo_data(
    target: str, app: FastAPI, spec: ServiceSpec, signer: TokenSigner
) -> None:
    """A service whose calls need no peer: its demo data loaded, every operation fuzzed signed
    in as DEMO0001's administrator (DESIGN §11: user U0002, employee EMP0004)."""
    async with app.state.db.sessionmaker.begin() as session:
        await spec.seed(session, True)
    token = signer.issue(
        user_code="U0002",
        session_id="S-fuzz",
        employee_code="EMP0004",
        comp_code="DEMO0001",
        role="C101",
        biz="DEMO0001-EC-C101",
    )
    await fuzz(service_fuzzer(target, app, token))
