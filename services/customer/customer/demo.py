"""Demo data (``seed --demo``): the companies and employee records of DESIGN §11's users.

The auth service seeds the matching users (``U0001``-``U0004``, mobiles ``1380000000x``); the
message service addresses its demo messages to these company codes.
"""

from datetime import UTC, datetime

from portal_kit.demo_people import CROWD_COMPANY, DEMO_CROWD

# comp_code, comp_name, credit_code (valid GB 32100-2015 check characters)
DEMO_COMPANIES = (
    ("DEMO0001", "上海示范核心企业集团有限公司", "91310000MA1FL4T85Y"),
    ("DEMO0002", "苏州示范精密制造有限公司", "91320500MA1MXK2Q3G"),
    ("DEMO0003", "示范商业保理（深圳）有限公司", "91440300MA5FQ8N76H"),
    ("DEMO0004", "杭州示范汽车零部件集团有限公司", "91330100MA2H3K5L7U"),
    ("DEMO0005", "示范投资管理（北京）有限公司", "91110105MA01R8Q2TP"),
    ("DEMO0006", "示范银行股份有限公司上海分行", "91310000MA1K4D9W29"),
    ("DEMO0007", "示范融资担保（广州）有限公司", "91440101MA5CX3P8NQ"),
    ("DEMO0008", "示范创新投资基金管理有限公司", "91110108MA04F6J1UY"),
    ("DEMO0009", "示范信用增进（重庆）有限公司", "91500000MA60D2E7B9"),
)

# comp_biz_code, comp_code, prod_code, comp_role. Every company is a member unit (C106) of
# the account centre; DEMO0001 is both core enterprise and supplier in EC; DEMO0004-0009 give
# every company role (C101-C105) at least two companies.
DEMO_COMPANY_ROLES = (
    ("DEMO0001-EC-C101", "DEMO0001", "EC", "C101"),
    ("DEMO0001-EC-C102", "DEMO0001", "EC", "C102"),
    ("DEMO0001-CRM-C106", "DEMO0001", "CRM", "C106"),
    ("DEMO0002-EC-C102", "DEMO0002", "EC", "C102"),
    ("DEMO0002-CRM-C106", "DEMO0002", "CRM", "C106"),
    ("DEMO0003-EC-C104", "DEMO0003", "EC", "C104"),
    ("DEMO0003-CRM-C106", "DEMO0003", "CRM", "C106"),
    ("DEMO0004-EC-C101", "DEMO0004", "EC", "C101"),
    ("DEMO0004-CRM-C106", "DEMO0004", "CRM", "C106"),
    ("DEMO0005-EC-C103", "DEMO0005", "EC", "C103"),
    ("DEMO0005-CRM-C106", "DEMO0005", "CRM", "C106"),
    ("DEMO0006-EC-C104", "DEMO0006", "EC", "C104"),
    ("DEMO0006-CRM-C106", "DEMO0006", "CRM", "C106"),
    ("DEMO0007-EC-C105", "DEMO0007", "EC", "C105"),
    ("DEMO0007-CRM-C106", "DEMO0007", "CRM", "C106"),
    ("DEMO0008-EC-C103", "DEMO0008", "EC", "C103"),
    ("DEMO0008-CRM-C106", "DEMO0008", "CRM", "C106"),
    ("DEMO0009-EC-C105", "DEMO0009", "EC", "C105"),
    ("DEMO0009-CRM-C106", "DEMO0009", "CRM", "C106"),
)

# employee_code, comp_code, user_code, name, mobile, root_manager, employee roles
DEMO_EMPLOYEES: tuple[tuple[str, str, str, str, str, int, tuple[str, ...]], ...] = (
    # 13800000001: three companies, a different standing in each.
    ("EMP0001", "DEMO0001", "U0001", "张伟", "13800000001", 0, ("E102", "EC-E103")),
    ("EMP0002", "DEMO0002", "U0001", "张伟", "13800000001", 1, ("E101",)),
    ("EMP0003", "DEMO0003", "U0001", "张伟", "13800000001", 0, ("CRM-E102", "E110", "EC-E101")),
    # 13800000002: DEMO0001's administrator.
    ("EMP0004", "DEMO0001", "U0002", "王芳", "13800000002", 1, ("E101",)),
    # 13800000003: a plain handler in one company.
    ("EMP0005", "DEMO0002", "U0003", "李娜", "13800000003", 0, ("E102",)),
    ("EMP0006", "DEMO0001", "U0004", "刘洋", "13800000004", 0, ("E103",)),
    # 13800000005-10: the administrators of the companies that fill the other roles.
    ("EMP0007", "DEMO0004", "U0005", "赵敏", "13800000005", 1, ("E101",)),
    ("EMP0008", "DEMO0005", "U0006", "孙磊", "13800000006", 1, ("E101",)),
    ("EMP0009", "DEMO0006", "U0007", "周婷", "13800000007", 1, ("E101",)),
    ("EMP0010", "DEMO0007", "U0008", "吴昊", "13800000008", 1, ("E101",)),
    ("EMP0011", "DEMO0008", "U0009", "郑洁", "13800000009", 1, ("E101",)),
    ("EMP0012", "DEMO0009", "U0010", "冯涛", "13800000010", 1, ("E101",)),
    # DEMO0009's staff: several pages of personnel, every role, filters with something to find.
    *(
        (p.employee_code, CROWD_COMPANY, p.user_code, p.name, p.mobile, 0, (role,))
        for p, role in zip(
            DEMO_CROWD,
            ("E102", "E103", "E105", "E106", "E107", "E108", "E109", "E110", "E111") * 4,
            strict=True,
        )
    ),
)
# Of DEMO0009's staff, these left the company: their records are disabled.
DEMO_DISABLED_EMPLOYEES = frozenset(p.employee_code for p in DEMO_CROWD[4::7])

# DEMO0009's invitations, one or more in each state (pending, expired, accepted, revoked):
# company invited, contact, mobile, role, sent how many days before start-up, state, invitee
# company (accepted only). Written by the start-up step (customer.invitation.demo).
DEMO_INVITATIONS: tuple[tuple[str, str, str, str, int, str, str | None], ...] = (
    ("杭州示范新材料有限公司", "邵华", "13600000201", "C102", 0, "pending", None),
    ("无锡示范电子科技有限公司", "邹平", "13600000202", "C102", 2, "pending", None),
    ("合肥示范建设工程有限公司", "龚雪", "13600000203", "C102", 20, "expired", None),
    (
        "示范融资担保（广州）有限公司",
        "吴昊",
        "13800000008",
        "C105",
        40,
        "accepted",
        "DEMO0007",
    ),
    ("南昌示范食品有限公司", "程亮", "13600000204", "C102", 30, "revoked", None),
)

# comp_code → (legal representative, their resident ID number, province code, area code (the
# province's direct child among reference's divisions), address). Written, with the ID number
# sealed, by the start-up step in dev and test modes (customer.company.demo_identity): the
# seed has no identity key. The ID numbers carry correct check characters.
DEMO_COMPANY_DETAILS: dict[str, tuple[str, str, str, str, str]] = {
    "DEMO0001": ("陈建国", "31011519750312123X", "310000", "310115", "上海市浦东新区世纪大道100号"),
    "DEMO0002": ("周明", "320505198007162345", "320000", "320500", "苏州市虎丘区科灵路78号"),
    "DEMO0003": ("黄丽华", "440305198209213450", "440000", "440300", "深圳市南山区科苑南路3099号"),
    "DEMO0004": ("钱永刚", "330106197805203019", "330000", "330100", "杭州市西湖区文三路90号"),
    "DEMO0005": ("孙丽", "11010519790811402X", "110000", "110105", "北京市朝阳区建国路88号"),
    "DEMO0006": ("李国栋", "310104198102145033", "310000", "310104", "上海市徐汇区漕溪北路18号"),
    "DEMO0007": ("何敏", "440106197509306043", "440000", "440100", "广州市天河区珠江新城华夏路8号"),
    "DEMO0008": ("高峰", "110108198303077055", "110000", "110108", "北京市海淀区中关村大街27号"),
    "DEMO0009": ("罗佳", "500103197701288065", "500000", "500103", "重庆市渝中区解放碑民族路166号"),
}


def _on(year: int, month: int, day: int) -> datetime:
    return datetime(year, month, day, 2, tzinfo=UTC)


# Real-name verifications: comp_code, user_code, prod_code (None: every product), name, ID
# number, method, passed on. 13800000003 and 13800000004 have none.
DEMO_REAL_NAMES: tuple[tuple[str, str, str | None, str, str, str, datetime], ...] = (
    ("DEMO0001", "U0002", None, "王芳", "310115198804154566", "face", _on(2026, 1, 5)),
    ("DEMO0002", "U0001", None, "张伟", "320505199002035675", "face", _on(2026, 2, 9)),
    ("DEMO0001", "U0001", "EC", "张伟", "320505199002035675", "bankCard", _on(2026, 3, 1)),
)


# Cases waiting in the operator console's queues (written at start-up with the sealed data,
# customer.company.demo_cases): a registration whose registrant has no company yet, and
# DEMO0005's application to hand its administrator account to another person. The demo
# permits waiting for review are customer.permit.demo's.
DEMO_REGISTRANT = ("U0011", "13800000011", "陈静")
DEMO_REGISTRATION = {
    "comp_code": "C20261100001",
    "comp_name": "宁波示范港口物流有限公司",
    "credit_code": "91330200MA2J8N4K1N",
    "legal_rep_name": "陈静",
    "legal_rep_id_number": "330203198807123419",
    "province_code": "330000",
    "area_code": "330200",
    "address": "宁波市北仑区明州路188号",
    "comp_roles": "C102",
}
# (applicant employee, user, name), then the person to become the administrator.
DEMO_ADMIN_CHANGE = {
    "comp_code": "DEMO0005",
    "applicant": ("EMP0008", "U0006", "孙磊"),
    "name": "钱进",
    "mobile": "13800000012",
    "id_number": "330203199103054229",
}

# The files the demo cases show. Content's demo data holds them under these tokens:
# token → (owner user, owner company or None for a personal file, file name, content type).
DEMO_LICENCE_FILE = "demo-registration-licence-0001"
DEMO_LETTER_FILE = "demo-admin-change-letter-0001"
DEMO_FILES: dict[str, tuple[str, str | None, str, str]] = {
    DEMO_LICENCE_FILE: ("U0011", None, "营业执照.pdf", "application/pdf"),
    DEMO_LETTER_FILE: ("U0006", "DEMO0005", "管理员变更授权书.pdf", "application/pdf"),
    "demo-permit-credit-licence-0001": ("U0002", "DEMO0001", "营业执照.png", "image/png"),
    "demo-permit-credit-letter-0001": ("U0002", "DEMO0001", "授权委托书.pdf", "application/pdf"),
    "demo-permit-credit-statement-0001": (
        "U0002",
        "DEMO0001",
        "2025年度财务报表.pdf",
        "application/pdf",
    ),
}
