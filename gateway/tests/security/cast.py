"""The people and data the security suites act with.

Two companies: A, where one employee holds each role of the authorisation matrix, and B,
whose administrator is the matrix's 'other company' and whose objects the IDOR probes name.
Rows are written the way the services write them (their own models and service layers, the
console's calls and the browser's) into the gateway suite's databases, under codes unique to
the test, so suites that share those databases never see each other's rows.
"""

import secrets
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import httpx
from fastapi import FastAPI

from auth.models import User
from customer.company.identity import LEGAL_REP_ID, REAL_NAME_ID
from customer.models import Company, CompanyRole, Employee, EmployeeRole
from customer.realname.models import RealNameVerification
from message import service as messages
from message.schemas import MessageSend
from portal_client.protection import SECRET_KEY_PATH, Protected, encrypt_to
from portal_kit.clock import clock_of
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.operator_tokens import OperatorRole
from portal_kit.passwords import hash_password
from portal_kit.sealed import app_sealer
from portal_kit.sessions import SessionStore
from portal_kit.testing import operator_headers
from portal_kit.tokens import TokenSigner

API = "/api/web/portal/api"
PASSWORD = "Sec#Matrix2026"
# Valid resident ID numbers (correct check characters), adults.
ID_NUMBERS = ("110105199003071239", "110105198506151236")
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00\x00"
PDF = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n"

E_ROLES = ("E101", "E102", "E103", "E105", "E106", "E107", "E108", "E109", "E110", "E111")
# The columns of authorization.csv, in order.
ROLES = ("anonymous", "employee", *E_ROLES, "administrator", "other-company", "operator")
SIGNED_IN_ROLES = tuple(role for role in ROLES if role not in ("anonymous", "operator"))
A_ROLES = tuple(role for role in SIGNED_IN_ROLES if role != "other-company")
REVIEWER = OperatorRole.REVIEWER
APPROVER = OperatorRole.APPROVER
EDITOR = OperatorRole.CONTENT_EDITOR


@dataclass
class Actor:
    """One caller: a browser page (own address, own K) and, when signed in, a session."""

    role: str
    client: httpx.AsyncClient
    browser_id: str
    user_code: str = ""
    employee_code: str = ""
    comp_code: str = ""
    mobile: str = ""
    name: str = ""
    password: str = PASSWORD
    token: str = ""
    refresh_token: str = ""
    # What a chain of calls left behind (a code sent, a file uploaded), by name.
    state: dict[str, Any] = field(default_factory=dict)

    @property
    def signed_in(self) -> bool:
        return bool(self.token)

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"} if self.token else {}


@dataclass
class Person:
    """An employee record without a session (a colleague the callers act on)."""

    employee_code: str
    user_code: str
    comp_code: str
    mobile: str
    name: str


@dataclass
class CompanyData:
    """One company's objects, as the browser names them."""

    comp_code: str
    comp_name: str
    credit_code: str
    colleague: Person
    file_token: str = ""
    message_ids: list[int] = field(default_factory=list)
    invitation_id: int = 0
    invitation_code: str = ""
    invitation_mobile: str = ""
    permit_product: str = "DEPOSIT"


@dataclass
class Cast:
    app: FastAPI
    tag: str
    a: CompanyData
    b: CompanyData
    actors: dict[str, Actor]
    affiche_id: int = 0
    article_id: int = 0
    _mobiles: int = 0
    _employees: int = 0
    _base: int = field(default_factory=lambda: secrets.randbelow(10**6))

    @property
    def services(self) -> dict[str, FastAPI]:
        apps: dict[str, FastAPI] = self.app.state.upstreams.embedded_apps
        return apps

    def new_mobile(self) -> str:
        """A mobile nobody has: 19 + a per-test base + a counter."""
        self._mobiles += 1
        return f"19{self._base:06d}{self._mobiles:03d}"

    async def console(self, service: str, path: str, body: Any, role: OperatorRole) -> Any:
        """A service's console call (``/ops/<path>``) as an operator holding ``role``; the
        body of its answer, which must succeed."""
        app = self.services[service]
        # One operator per role: four-eyes review needs the approver to be someone else.
        code = f"OPSEC-{role.value}"
        headers = operator_headers(app.state.settings, clock_of(app), role, code=code)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://console") as client:
            answer = await client.post(f"/ops/{path}", json=body, headers=headers)
        envelope = answer.json()
        assert envelope["ok"], (path, envelope)
        return envelope["body"]

    async def send_message(self, request: dict[str, Any]) -> int:
        """A message stored by the message service's own sending rules, as events send them."""
        app = self.services["message"]
        async with app.state.db.transaction() as session:
            message = await messages.send(
                session, MessageSend.model_validate(request), clock_of(app).now()
            )
        return message.id

    async def call(self, actor: Actor, path: str, **options: Any) -> dict[str, Any]:
        """A browser call that must succeed (setup, not a probe)."""
        headers = {**actor.headers, **options.pop("headers", {})}
        answer = await actor.client.post(f"{API}/{path}", headers=headers, **options)
        assert answer.status_code == 200, (path, answer.status_code, answer.text)
        envelope: dict[str, Any] = answer.json()
        assert envelope["ok"], (path, envelope)
        return envelope

    async def outbox(self, actor: Actor, to: str) -> list[dict[str, Any]]:
        answer = await actor.client.get("/api/dev/outbox", params={"to": to})
        entries: list[dict[str, Any]] = answer.json()["body"]
        return entries

    async def latest_code(self, actor: Actor, to: str) -> str:
        code: str = (await self.outbox(actor, to))[0]["code"]
        return code

    async def upload(self, actor: Actor, scope: str = "user", pdf: bool = False) -> str:
        """A file ``actor`` uploads (an image, or a PDF); its token."""
        data = {"scope": scope} if scope != "user" else None
        upload = ("letter.pdf", PDF, "application/pdf") if pdf else ("a.png", PNG, "image/png")
        envelope = await self.call(actor, "third/file/store", files={"file": upload}, data=data)
        token: str = envelope["body"]["fileToken"]
        return token

    def credential(self, password: str) -> str:
        """``password`` encrypted to auth's credential key, as the web app sends it."""
        page: Protected = self.actors["anonymous"].client.auth  # type: ignore[assignment]
        assert page.keys is not None
        return encrypt_to(page.keys.credential_spki, password.encode())

    async def new_employee(
        self, company: CompanyData, roles: tuple[str, ...] = ("E102",), status: int = 1
    ) -> Person:
        """A colleague in ``company`` (customer's record only: enough to be acted on)."""
        self._employees += 1
        person = Person(
            employee_code=f"S{self.tag}T{self._employees:03d}",
            user_code=f"S{self.tag}V{self._employees:03d}",
            comp_code=company.comp_code,
            mobile=self.new_mobile(),
            name=f"同事{self._employees}",
        )
        customer = self.services["customer"]
        async with customer.state.db.sessionmaker.begin() as db:
            db.add(
                Employee(
                    employee_code=person.employee_code,
                    comp_code=person.comp_code,
                    user_code=person.user_code,
                    name=person.name,
                    mobile=person.mobile,
                    status=status,
                )
            )
            await db.flush()
            for role in roles:
                db.add(EmployeeRole(employee_code=person.employee_code, role_code=role))
        return person

    def administrator_of(self, comp_code: str) -> Actor:
        return self.actors["other-company" if comp_code == self.b.comp_code else "administrator"]

    async def ensure_application(self, comp_code: str, product: str, open_: bool) -> None:
        """The company's application for ``product`` is open (waiting for operators) or not,
        made so by its administrator."""
        admin = self.administrator_of(comp_code)
        answer = await admin.client.post(
            f"{API}/cust/product/permitInfo",
            params={"compCode": comp_code, "productCode": product},
            headers=admin.headers,
        )
        body = answer.json()["body"]
        is_open = body is not None and body["status"] == 10
        if is_open and not open_:
            await self.call(admin, "cust/product/withdraw", json={"productCode": product})
        if open_ and not is_open:
            documents = {"BUSINESS_LICENCE": await self.upload(admin)}
            await self.call(
                admin,
                "cust/product/apply",
                json={"productCode": product, "documentFileTokens": documents},
            )

    async def close_admin_changes(self) -> None:
        """Operators reject the cast's pending change-of-administrator applications in the
        console: a reviewer recommends, an approver decides."""
        for company in (self.a, self.b):
            query = {"status": "pending", "keyword": company.comp_code, "pageSize": 100}
            pending = await self.console("customer", "admin-change/list", query, REVIEWER)
            for application in pending["rows"]:
                case = {"id": application["id"], "reasons": "安全测试"}
                await self.console(
                    "customer", "admin-change/recommend", case | {"approve": False}, REVIEWER
                )
                await self.console(
                    "customer", "admin-change/decide", case | {"decision": "reject"}, APPROVER
                )

    async def pending_invitation(self, company: "CompanyData") -> int:
        """A pending invitation of ``company`` other than its standing one (made if needed)."""
        admin = self.administrator_of(company.comp_code)
        listed = await self.call(admin, "invitation/list", json={"status": "pending"})
        standing = {company.invitation_id}
        for item in listed["body"]["items"]:
            if item["invitationId"] not in standing:
                found: int = item["invitationId"]
                return found
        invited = await self.call(
            admin,
            "invitation/create",
            json={
                "compName": "待撤回企业",
                "contactName": "联系人",
                "mobile": self.new_mobile(),
                "compRole": "C102",
            },
        )
        created: int = invited["body"]["invitationId"]
        return created

    async def add_users(self, people: list[tuple[str, str, str]]) -> None:
        """Accounts in auth: (user code, mobile, name), every one with ``PASSWORD``."""
        auth = self.services["auth"]
        password_hash = await hash_password(PASSWORD)
        now = self.app.state.clock.now() - timedelta(days=1)
        async with auth.state.db.sessionmaker.begin() as db:
            for user_code, mobile, name in people:
                db.add(
                    User(
                        user_code=user_code,
                        mobile=mobile,
                        name=name,
                        password_hash=password_hash,
                        password_changed_at=now,
                    )
                )


def _client(app: FastAPI, host: str, headers: dict[str, str]) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, client=(host, 50100))
    return httpx.AsyncClient(
        transport=transport,
        base_url="http://portal.test",
        auth=Protected(),
        headers={"Accept-Language": "en", **headers},
    )


def _credit_code(tag: str, letter: str) -> str:
    return f"91{letter}{tag}".ljust(18, "0")[:18]


@asynccontextmanager
async def cast_of(app: FastAPI) -> AsyncIterator[Cast]:
    """Companies A and B, an actor per matrix column, and the objects of both companies."""
    tag = secrets.token_hex(4).upper()
    async with AsyncExitStack() as stack:
        actors: dict[str, Actor] = {}
        for number, role in enumerate(ROLES, start=1):
            extra = {}
            if role == "operator":
                token = app.state.settings.service_token
                extra = {SERVICE_TOKEN_HEADER: token}
            client = await stack.enter_async_context(_client(app, f"198.18.{number}.7", extra))
            actors[role] = Actor(role=role, client=client, browser_id=f"sec{tag}{number:02d}")
        placeholder = Person("", "", "", "", "")
        cast = Cast(
            app=app,
            tag=tag,
            a=CompanyData(f"SA{tag}", f"甲方测试企业{tag}", _credit_code(tag, "A"), placeholder),
            b=CompanyData(f"SB{tag}", f"乙方测试企业{tag}", _credit_code(tag, "B"), placeholder),
            actors=actors,
        )
        for actor in actors.values():
            # Every page fetches the keys once, as a page load does.
            answer = await actor.client.post(SECRET_KEY_PATH)
            page: Protected = actor.client.auth  # type: ignore[assignment]
            page.use_keys(answer.json()["body"])
        await _write_companies(cast)
        await _sign_in(cast)
        await _make_objects(cast)
        yield cast


async def _write_companies(cast: Cast) -> None:
    customer = cast.services["customer"]
    sealer = app_sealer(customer)
    users: list[tuple[str, str, str]] = []
    for index, data in enumerate((cast.a, cast.b)):
        async with customer.state.db.sessionmaker.begin() as db:
            db.add(
                Company(
                    comp_code=data.comp_code,
                    comp_name=data.comp_name,
                    credit_code=data.credit_code,
                    legal_rep_name="法人" + data.comp_code[-3:],
                    legal_rep_id_number=sealer.seal(ID_NUMBERS[index], LEGAL_REP_ID),
                    province_code="310000",
                    area_code="310115",
                    address="上海市浦东新区测试路1号",
                )
            )
            await db.flush()
            role = "C101" if index == 0 else "C102"
            for prod, comp_role in (("EC", role), ("CRM", "C106")):
                db.add(
                    CompanyRole(
                        comp_biz_code=f"{data.comp_code}-{prod}-{comp_role}",
                        comp_code=data.comp_code,
                        prod_code=prod,
                        comp_role=comp_role,
                    )
                )
        colleague = await cast.new_employee(data)
        data.colleague = colleague
        users.append((colleague.user_code, colleague.mobile, colleague.name))
        async with customer.state.db.sessionmaker.begin() as db:
            db.add(
                RealNameVerification(
                    comp_code=data.comp_code,
                    user_code=colleague.user_code,
                    prod_code=None,
                    name=colleague.name,
                    id_number=sealer.seal(ID_NUMBERS[index], REAL_NAME_ID),
                    method="face",
                    passed_at=cast.app.state.clock.now(),
                )
            )
    # One employee per signed-in column: A's for every role, B's administrator.
    async with customer.state.db.sessionmaker.begin() as db:
        for number, role in enumerate(SIGNED_IN_ROLES, start=1):
            actor = cast.actors[role]
            company = cast.b if role == "other-company" else cast.a
            actor.user_code = f"S{cast.tag}U{number:02d}"
            actor.employee_code = f"S{cast.tag}E{number:02d}"
            actor.comp_code = company.comp_code
            actor.mobile = cast.new_mobile()
            actor.name = f"{role}{number}"
            root = role in ("administrator", "other-company")
            roles = ("E101",) if root else ("E102",) if role == "employee" else (role,)
            db.add(
                Employee(
                    employee_code=actor.employee_code,
                    comp_code=actor.comp_code,
                    user_code=actor.user_code,
                    name=actor.name,
                    mobile=actor.mobile,
                    root_manager=1 if root else 0,
                )
            )
            await db.flush()
            for code in roles:
                db.add(EmployeeRole(employee_code=actor.employee_code, role_code=code))
            users.append((actor.user_code, actor.mobile, actor.name))
    await cast.add_users(users)


async def _sign_in(cast: Cast) -> None:
    """Sessions made as auth makes them at sign-in, and their access tokens."""
    app = cast.app
    store = SessionStore(app.state.kv, app.state.clock)
    signer = TokenSigner.load_or_create(
        app.state.settings.token_key_directory, app.state.clock, create=True
    )
    for role in SIGNED_IN_ROLES:
        actor = cast.actors[role]
        comp_role = "C102" if role == "other-company" else "C101"
        session, actor.refresh_token = await store.create(
            user_code=actor.user_code,
            employee_code=actor.employee_code,
            comp_code=actor.comp_code,
            role=comp_role,
            biz=f"{actor.comp_code}-EC-{comp_role}",
            idle_limit_sec=1800,
        )
        actor.token = signer.issue(
            user_code=session.user_code,
            session_id=session.session_id,
            employee_code=session.employee_code,
            comp_code=session.comp_code,
            role=session.role,
            biz=session.biz,
        )


async def _make_objects(cast: Cast) -> None:
    """Each company's file, messages, invitation and permit application; an announcement
    and an article for everybody."""
    for data, admin in ((cast.a, "administrator"), (cast.b, "other-company")):
        actor = cast.actors[admin]
        data.file_token = await cast.upload(actor, scope="company")
        for title in ("to read", "to delete"):
            sent = await cast.send_message(
                {
                    "receiveCompCode": data.comp_code,
                    "type": "system",
                    "title": f"{title} {data.comp_name}",
                    "content": f"<p>For {data.comp_name} only</p>",
                }
            )
            data.message_ids.append(sent)
        data.invitation_mobile = cast.new_mobile()
        invited = await cast.call(
            actor,
            "invitation/create",
            json={
                "compName": f"受邀企业{data.comp_code}",
                "contactName": "邀请联系人",
                "mobile": data.invitation_mobile,
                "compRole": "C102",
            },
        )
        data.invitation_id = invited["body"]["invitationId"]
        data.invitation_code = invited["body"]["code"]
        documents = {
            "BUSINESS_LICENCE": await cast.upload(actor),
            "ACCOUNT_OPENING_PERMIT": await cast.upload(actor, pdf=True),
        }
        await cast.call(
            actor,
            "cust/product/apply",
            json={"productCode": data.permit_product, "documentFileTokens": documents},
        )
    notice = {"title": "公告", "format": "html", "content": "<p>Everybody</p>"}
    affiche = await cast.console("message", "affiche/create", notice, EDITOR)
    await cast.console("message", "affiche/publish", {"id": affiche["id"]}, EDITOR)
    cast.affiche_id = affiche["id"]
    article = await cast.console(
        "content",
        "article/create",
        {"title": "新闻", "category": "platform", "format": "html", "content": "<p>News</p>"},
        EDITOR,
    )
    await cast.console("content", "article/publish", {"id": article["id"]}, EDITOR)
    cast.article_id = article["id"]
