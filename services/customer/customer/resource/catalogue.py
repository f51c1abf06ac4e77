"""The platform's menu resources and which employee roles grant them (platform seed data).

The portal's own screens (account centre, message centre, product centre; specification §2)
belong to the account-centre product CRM. The business products' menus name their own
screens, which are outside the portal (specification §1: not shown): the product workbench
shows them as the product's menu. Parents are listed before their children.
"""

from dataclasses import dataclass

ACCOUNT_CENTRE = "CRM"


@dataclass(frozen=True, slots=True)
class ResourceEntry:
    res_uri: str
    name_zh: str
    name_en: str
    sort: int
    parent: str | None = None
    icon: str | None = None


CRM = "/center/crm"
MSG = "/msg"
PRODUCTS = "/center/product"

PLATFORM_RESOURCES: dict[str, tuple[ResourceEntry, ...]] = {
    ACCOUNT_CENTRE: (
        ResourceEntry(CRM, "账户中心", "Account centre", 100, icon="account"),
        ResourceEntry(f"{CRM}/account/list", "账户信息", "Account information", 110, CRM, "id"),
        ResourceEntry(f"{CRM}/employee/list", "人员管理", "Personnel management", 120, CRM, "team"),
        ResourceEntry(
            f"{CRM}/employee/changeAdmin",
            "变更管理员",
            "Change of administrator",
            121,
            f"{CRM}/employee/list",
        ),
        ResourceEntry(
            f"{CRM}/company/list", "企业信息", "Company information", 130, CRM, "company"
        ),
        ResourceEntry(
            f"{CRM}/company/changeAcc",
            "企业信息变更",
            "Change company information",
            131,
            f"{CRM}/company/list",
        ),
        ResourceEntry(
            f"{CRM}/company/changeAccView",
            "企业信息变更详情",
            "Company information change",
            132,
            f"{CRM}/company/list",
        ),
        ResourceEntry(f"{CRM}/user", "个人信息", "Personal information", 140, CRM, "user"),
        ResourceEntry(f"{CRM}/invication", "邀请企业", "Invite companies", 150, CRM, "invite"),
        ResourceEntry(f"{CRM}/audit/list", "操作日志", "Audit log", 160, CRM, "audit"),
        ResourceEntry(MSG, "消息中心", "Message centre", 200, icon="message"),
        ResourceEntry(f"{MSG}/message/list", "站内信", "In-site messages", 210, MSG, "mail"),
        ResourceEntry(f"{MSG}/message/detail", "站内信详情", "Message", 211, f"{MSG}/message/list"),
        ResourceEntry(f"{MSG}/affiche/list", "公告", "Announcements", 220, MSG, "notice"),
        ResourceEntry(
            f"{MSG}/affiche/detail", "公告详情", "Announcement", 221, f"{MSG}/affiche/list"
        ),
        ResourceEntry(PRODUCTS, "产品中心", "Product centre", 300, icon="product"),
        ResourceEntry(f"{PRODUCTS}/product", "全部产品", "All products", 310, PRODUCTS),
    ),
}

_ALL_CRM = frozenset(entry.res_uri for entry in PLATFORM_RESOURCES[ACCOUNT_CENTRE])
# Personnel management, the change of administrator and the company's audit log are the
# administrator's alone.
_ADMINISTRATION = frozenset(
    {f"{CRM}/employee/list", f"{CRM}/employee/changeAdmin", f"{CRM}/audit/list"}
)
# Changing the company's information and inviting partners: administrator and handlers.
_COMPANY_CHANGES = frozenset({f"{CRM}/company/changeAcc", f"{CRM}/invication"})
_EVERYONE = _ALL_CRM - _ADMINISTRATION - _COMPANY_CHANGES

# Granted to every active employee of a company, whatever roles they hold (none, or only
# another product's): their own account, their messages, their company and its products.
EVERY_EMPLOYEE = "*"

# product → plain employee role (E-code, or EVERY_EMPLOYEE) → the resource URIs it grants.
ROLE_GRANTS: dict[str, dict[str, frozenset[str]]] = {
    ACCOUNT_CENTRE: {
        EVERY_EMPLOYEE: _EVERYONE,
        "E101": _ALL_CRM,
        "E102": _EVERYONE | _COMPANY_CHANGES,
        "E103": _EVERYONE | _COMPANY_CHANGES,
        **dict.fromkeys(("E105", "E106", "E107", "E108", "E109", "E110", "E111"), _EVERYONE),
    },
}


# The business products' menus: (resUri, zh, en, who may use it). The screens behind them are
# the products' own; the list views are those specification §2 keeps alive (creditList, ...).
VIEW, HANDLE, REVIEW, FINANCE = "view", "handle", "review", "finance"
MenuEntry = tuple[str, str, str, str]
_BUSINESS_MENUS: dict[str, tuple[MenuEntry, ...]] = {
    "EC": (
        ("/ec/todo", "待办事项", "To-dos", VIEW),
        ("/ec/credit/list", "凭证总览", "Vouchers", VIEW),
        ("/ec/settle/list", "结算管理", "Settlements", FINANCE),
    ),
    "CREDIT": (
        ("/credit/list", "凭证管理", "Credit vouchers", VIEW),
        ("/credit/apply", "凭证开立", "Open a voucher", HANDLE),
        ("/credit/review", "凭证审核", "Voucher review", REVIEW),
        ("/credit/settle", "融资放款", "Disbursements", FINANCE),
    ),
    "BILL": (
        ("/bill/list", "票据管理", "Bills", VIEW),
        ("/bill/endorse", "背书转让", "Endorsements", HANDLE),
        ("/bill/review", "贴现审核", "Discount review", REVIEW),
    ),
    "LC": (
        ("/lc/list", "信用证管理", "Letters of credit", VIEW),
        ("/lc/apply", "开证申请", "Apply for a letter", HANDLE),
        ("/lc/review", "议付审核", "Negotiation review", REVIEW),
    ),
    "DEPOSIT": (
        ("/deposit/list", "保证金台账", "Deposit ledger", VIEW),
        ("/deposit/pay", "缴存与退还", "Pay in and release", FINANCE),
    ),
    "INVOICE": (
        ("/invoice/list", "发票管理", "Invoices", VIEW),
        ("/invoice/collect", "发票采集", "Collect invoices", HANDLE),
        ("/invoice/verify", "发票查验", "Verify invoices", REVIEW),
    ),
    "QUOTA": (
        ("/quota/list", "额度查询", "Quotas", VIEW),
        ("/quota/apply", "额度申请", "Apply for a quota", HANDLE),
        ("/quota/review", "额度审批", "Quota approval", REVIEW),
    ),
    "SIGN": (
        ("/signature/list", "签章记录", "Signatures", VIEW),
        ("/signature/sign", "在线签署", "Sign online", HANDLE),
    ),
}
# Which plain roles (specification §6) use each kind of entry; E101 administers everything.
_KIND_ROLES = {
    VIEW: ("E101", "E102", "E103", "E105", "E106", "E107", "E108", "E109", "E110", "E111"),
    HANDLE: ("E101", "E102"),
    REVIEW: ("E101", "E103", "E106", "E107", "E110", "E111"),
    FINANCE: ("E101", "E108", "E109"),
}


def _menu_resources(menu: tuple[MenuEntry, ...]) -> tuple[ResourceEntry, ...]:
    return tuple(
        ResourceEntry(uri, zh, en, 100 + 10 * index) for index, (uri, zh, en, _) in enumerate(menu)
    )


def _menu_grants(menu: tuple[MenuEntry, ...]) -> dict[str, frozenset[str]]:
    roles = {role for roles in _KIND_ROLES.values() for role in roles}
    return {
        role: frozenset(uri for uri, _, _, kind in menu if role in _KIND_ROLES[kind])
        for role in sorted(roles)
    }


PLATFORM_RESOURCES |= {product: _menu_resources(menu) for product, menu in _BUSINESS_MENUS.items()}
ROLE_GRANTS |= {product: _menu_grants(menu) for product, menu in _BUSINESS_MENUS.items()}
