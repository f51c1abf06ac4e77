"""IDOR probes (issue 9, item 2): every call that takes an id, called by users of company A
with ids of company B, of another user of A, deleted ids and random ones.

A probe leaks when its answer differs from the answer to an unknown id (status and message,
or the whole body when that answer is a success: the difference alone tells an id exists),
or when it holds any of B's identifying values. Ids outside a field's range may instead be
refused as invalid input. Through the real gateway, on both backends."""

import secrets
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import httpx
from fastapi import FastAPI

from portal_kit.sessions import SessionStore

from .calls import Probe, probe
from .cast import PNG, Actor, Cast, cast_of
from .outcomes import INVALID, OK, outcome

CALLERS = ("administrator", "E101", "employee")
# Kinds of ids a probe names; the first value of each kind's pool is its baseline: unknown.
OTHER_COMPANY, OTHER_USER, DELETED, RANDOM, OUT_OF_RANGE = (
    "other company",
    "another user",
    "deleted",
    "random",
    "out of range",
)
MIN_PROBES = 500


@dataclass(frozen=True)
class Target:
    """One id to probe with, and what it is."""

    kind: str
    value: Any


Send = Callable[[Cast, Actor, Any], Awaitable[httpx.Response]]


def sending(build: Callable[[Cast, Any], Probe]) -> Send:
    async def send(cast: Cast, actor: Actor, value: Any) -> httpx.Response:
        return await build(cast, value).send(actor)

    return send


def token_like() -> str:
    return secrets.token_urlsafe(24)


def code_like(cast: Cast) -> str:
    return f"S{cast.tag}X{secrets.token_hex(3).upper()}"


# --- the calls, by the kind of id they take ----------------------------------------------

EMPLOYEE_CALLS: dict[str, Send] = {
    "company/employee/roles/update": sending(
        lambda cast, code: probe(
            "company/employee/roles/update", json={"employeeCode": code, "roleCodes": ["E102"]}
        )
    ),
    "company/employee/disable": sending(
        lambda cast, code: probe("company/employee/disable", json={"employeeCode": code})
    ),
    "company/employee/enable": sending(
        lambda cast, code: probe("company/employee/enable", json={"employeeCode": code})
    ),
    "company/employee/remove": sending(
        lambda cast, code: probe("company/employee/remove", json={"employeeCode": code})
    ),
    "company/employee/changeAdmin": sending(
        lambda cast, code: probe(
            "company/employee/changeAdmin", json={"employeeCode": code, "code": "123456"}
        )
    ),
    "company/custAccount/login/employeeSmsTreeselect": sending(
        lambda cast, code: probe(
            "company/custAccount/login/employeeSmsTreeselect", params={"employeeCode": code}
        )
    ),
    "company/custAccount/login/smsEmployeeSubmit": sending(
        lambda cast, code: probe(
            "company/custAccount/login/smsEmployeeSubmit",
            json={"employeeCode": code, "noticeCodes": []},
        )
    ),
}


async def switch(cast: Cast, actor: Actor, code: Any) -> httpx.Response:
    """``employee/refresh/token`` into another employee, with a session of its own: a refused
    switch may burn the refresh token, and a burnt one ends its session."""
    app = cast.app
    _, refresh_token = await SessionStore(app.state.kv, app.state.clock).create(
        user_code=actor.user_code,
        employee_code=actor.employee_code,
        comp_code=actor.comp_code,
        role="C101",
        biz=f"{actor.comp_code}-EC-C101",
        idle_limit_sec=1800,
    )
    body = {"refreshToken": refresh_token, "employeeCode": code}
    return await probe("employee/refresh/token", json=body).send(actor)


EMPLOYEE_CALLS["employee/refresh/token"] = switch

USER_CALLS: dict[str, Send] = {
    "custUser/checkPassByProductCodeCompCodeAndUserCode": sending(
        lambda cast, user: probe(
            "custUser/checkPassByProductCodeCompCodeAndUserCode",
            params={"productCode": "EC", "compCode": cast.a.comp_code, "userCode": user},
        )
    ),
    "product/getCompPersonalVoucherInfo": sending(
        lambda cast, user: probe(
            "product/getCompPersonalVoucherInfo",
            params={"compCode": cast.a.comp_code, "userCode": user},
        )
    ),
}

COMPANY_CALLS: dict[str, Send] = {
    "company/info/detail": sending(
        lambda cast, comp: probe("company/info/detail", json={"compCode": comp})
    ),
    "cust/product/findAllByPermitStatus": sending(
        lambda cast, comp: probe("cust/product/findAllByPermitStatus", params={"compCode": comp})
    ),
    "cust/product/permitInfo": sending(
        lambda cast, comp: probe(
            "cust/product/permitInfo", params={"compCode": comp, "productCode": "DEPOSIT"}
        )
    ),
    "cust/product/queryPermitAudit": sending(
        lambda cast, comp: probe(
            "cust/product/queryPermitAudit", params={"compCode": comp, "productCode": "DEPOSIT"}
        )
    ),
    "message/getIsUnreadNumbers": sending(
        lambda cast, comp: probe("message/getIsUnreadNumbers", params={"receiveCompCode": comp})
    ),
    "custUser/checkPassByProductCodeCompCodeAndUserCode": sending(
        lambda cast, comp: probe(
            "custUser/checkPassByProductCodeCompCodeAndUserCode",
            params={"productCode": "EC", "compCode": comp, "userCode": cast.b.colleague.user_code},
        )
    ),
    "product/getCompPersonalVoucherInfo": sending(
        lambda cast, comp: probe(
            "product/getCompPersonalVoucherInfo",
            params={"compCode": comp, "userCode": cast.b.colleague.user_code},
        )
    ),
}

FILE_CALLS: dict[str, Send] = {
    "GET third/file/down/load": sending(
        lambda cast, token: probe("GET third/file/down/load", params={"fileToken": token})
    ),
    "photo/update": sending(
        lambda cast, token: probe("photo/update", params={"fileToken": token, "fileName": "a.png"})
    ),
    "cust/product/apply": sending(
        lambda cast, token: probe(
            "cust/product/apply",
            json={"productCode": "INVOICE", "documentFileTokens": {"BUSINESS_LICENCE": token}},
        )
    ),
    "company/changeAcc": sending(
        lambda cast, token: probe(
            "company/changeAcc",
            json={
                "name": "新管理员",
                "mobile": "19912345678",
                "idNumber": "110105199003071239",
                "letterFileToken": token,
            },
        )
    ),
}

MESSAGE_CALLS: dict[str, Send] = {
    "message/detail": sending(lambda cast, id_: probe("message/detail", json={"id": id_})),
    "message/read": sending(lambda cast, id_: probe("message/read", json={"ids": [id_]})),
    "message/delete": sending(lambda cast, id_: probe("message/delete", json={"ids": [id_]})),
}

INVITATION_CALLS: dict[str, Send] = {
    "invitation/resend": sending(
        lambda cast, id_: probe("invitation/resend", json={"invitationId": id_})
    ),
    "invitation/revoke": sending(
        lambda cast, id_: probe("invitation/revoke", json={"invitationId": id_})
    ),
}

PERMIT_CALLS: dict[str, Send] = {
    call: sending(
        lambda cast, product, call=call: probe(
            call, params={"compCode": cast.b.comp_code, "productCode": product}
        )
    )
    for call in ("cust/product/permitInfo", "cust/product/queryPermitAudit")
}


# --- the ids -----------------------------------------------------------------------------


async def b_objects(cast: Cast) -> dict[str, Any]:
    """B's objects the cast does not hold yet: a removed employee, a revoked invitation and
    a personal file of its administrator."""
    admin = cast.actors["other-company"]
    removed = await cast.new_employee(cast.b)
    await cast.call(admin, "company/employee/remove", json={"employeeCode": removed.employee_code})
    revoked = await cast.pending_invitation(cast.b)
    await cast.call(admin, "invitation/revoke", json={"invitationId": revoked})
    personal = await cast.upload(admin)
    return {"removed": removed, "revoked": revoked, "personal_file": personal}


async def a_objects(cast: Cast) -> dict[str, Any]:
    """A's objects of other users and A's deleted ones."""
    admin = cast.actors["administrator"]
    removed = await cast.new_employee(cast.a)
    await cast.call(admin, "company/employee/remove", json={"employeeCode": removed.employee_code})
    colleague_only = await cast.send_message(
        {
            "receiveCompCode": cast.a.comp_code,
            "receiveUserCode": cast.a.colleague.user_code,
            "type": "system",
            "title": "for the colleague only",
            "content": "<p>personal</p>",
        }
    )
    others_file = await cast.upload(cast.actors["E105"])
    return {"removed": removed, "message": colleague_only, "file": others_file}


def pools(cast: Cast, b: dict[str, Any], a: dict[str, Any]) -> dict[str, list[Target]]:
    def randoms(make: Callable[[], Any], count: int) -> list[Target]:
        return [Target(RANDOM, make()) for _ in range(count)]

    def random_id() -> int:
        return 1_000_000_000 + secrets.randbelow(10**9)

    return {
        "employee": [
            *randoms(lambda: code_like(cast), 5),
            Target(RANDOM, "EMP0001"),
            Target(OTHER_COMPANY, cast.actors["other-company"].employee_code),
            Target(OTHER_COMPANY, cast.b.colleague.employee_code),
            Target(DELETED, b["removed"].employee_code),
            Target(DELETED, a["removed"].employee_code),
        ],
        "user": [
            *randoms(lambda: code_like(cast), 4),
            Target(OTHER_COMPANY, cast.actors["other-company"].user_code),
            Target(OTHER_COMPANY, cast.b.colleague.user_code),
        ],
        "company": [
            *randoms(lambda: f"SZ{secrets.token_hex(4).upper()}", 4),
            Target(OTHER_COMPANY, cast.b.comp_code),
            Target(OTHER_COMPANY, "DEMO0001"),
        ],
        "file": [
            *randoms(token_like, 4),
            Target(OTHER_COMPANY, cast.b.file_token),
            Target(OTHER_COMPANY, b["personal_file"]),
            Target(OTHER_USER, a["file"]),
        ],
        "message": [
            *randoms(random_id, 4),
            Target(OTHER_COMPANY, cast.b.message_ids[0]),
            Target(OTHER_COMPANY, cast.b.message_ids[1]),
            Target(OTHER_USER, a["message"]),
            Target(DELETED, cast.a.message_ids[1]),
            Target(OUT_OF_RANGE, 0),
            Target(OUT_OF_RANGE, 2**31),
            Target(OUT_OF_RANGE, 2**63),
        ],
        "invitation": [
            *randoms(random_id, 3),
            Target(OTHER_COMPANY, cast.b.invitation_id),
            Target(DELETED, b["revoked"]),
            Target(OUT_OF_RANGE, 0),
            Target(OUT_OF_RANGE, 2**31),
        ],
        "permit": [
            Target(RANDOM, "NOSUCH"),
            *(Target(OTHER_COMPANY, product) for product in ("DEPOSIT", "INVOICE", "EC", "CRM")),
        ],
    }


CALLS_BY_KIND = {
    "employee": EMPLOYEE_CALLS,
    "user": USER_CALLS,
    "company": COMPANY_CALLS,
    "file": FILE_CALLS,
    "message": MESSAGE_CALLS,
    "invitation": INVITATION_CALLS,
    "permit": PERMIT_CALLS,
}


def secrets_of_b(cast: Cast) -> set[str]:
    """Values only B's data holds: none of them may appear in an answer to A's users."""
    admin = cast.actors["other-company"]
    people = (admin.name, admin.mobile, cast.b.colleague.name, cast.b.colleague.mobile)
    masked = {
        mobile[:3] + "****" + mobile[-4:] for mobile in (admin.mobile, cast.b.colleague.mobile)
    }
    return {
        cast.b.comp_name,
        cast.b.credit_code,
        cast.b.invitation_mobile,
        "法人" + cast.b.comp_code[-3:],
        *people,
        *masked,
        PNG_MARK.decode(),
    }


# B's files carry this, so a download of one would show.
PNG_MARK = b"B-file-secret-bytes"


def answer_text(response: httpx.Response) -> str:
    return response.content.decode("utf-8", errors="replace")


async def test_ids_of_others_answer_like_unknown_ids(gateway_app: FastAPI) -> None:
    async with cast_of(gateway_app) as cast:
        # B's administrator keeps a file whose bytes would show in a download.
        marked = await cast.call(
            cast.actors["other-company"],
            "third/file/store",
            files={"file": ("b.png", PNG + PNG_MARK, "image/png")},
            data={"scope": "company"},
        )
        cast.b.file_token = marked["body"]["fileToken"]
        b, a = await b_objects(cast), await a_objects(cast)
        hidden = secrets_of_b(cast)
        probes: Counter[str] = Counter()
        leaks = []
        for caller in CALLERS:
            actor = cast.actors[caller]
            # Deleted for this reader: a message they deleted.
            await cast.call(actor, "message/delete", json={"ids": [cast.a.message_ids[1]]})
            for kind, targets in pools(cast, b, a).items():
                for call, send in CALLS_BY_KIND[kind].items():
                    baseline = await send(cast, actor, targets[0].value)
                    assert outcome(baseline) != OK or kind in ("user", "company"), (
                        call,
                        baseline.text,
                    )
                    for target in targets[1:]:
                        response = await send(cast, actor, target.value)
                        probes[target.kind] += 1
                        problem = judge(baseline, response, target, hidden)
                        if problem:
                            leaks.append(f"{call} as {caller}, {target}: {problem}")
    total = sum(probes.values())
    print(f"IDOR: {total} probes ({dict(probes)}), {len(leaks)} leaks")
    assert leaks == [], "\n".join(leaks)
    assert total >= MIN_PROBES


def judge(
    baseline: httpx.Response, response: httpx.Response, target: Target, hidden: set[str]
) -> str:
    """Why ``response`` tells more than ``baseline`` (the answer to an unknown id), or ''."""
    text = answer_text(response)
    shown = sorted(value for value in hidden if value and value in text)
    if shown:
        return f"shows {shown}: {text[:200]}"
    got, unknown = outcome(response), outcome(baseline)
    if target.kind == OUT_OF_RANGE and got == INVALID:
        return ""
    if got != unknown:
        return f"{got} where an unknown id gets {unknown}: {text[:200]}"
    if got == OK and response.content != baseline.content:
        return f"a different success: {text[:200]}"
    if got != OK and response.json()["msg"] != baseline.json()["msg"]:
        return f"another message: {text[:200]}"
    return ""
