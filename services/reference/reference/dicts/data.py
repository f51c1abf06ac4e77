"""The platform's dictionaries as first seeded; operators may edit the rows afterwards."""

from dataclasses import dataclass

COMP_ROLE = "compRole"
EMPLOYEE_ROLE = "employeeRole"
PERMIT_STATUS = "permitStatus"
CHECK_TYPE = "checkType"
DOCUMENT_TYPE = "documentType"
INDUSTRY = "industry"


@dataclass(frozen=True)
class Entry:
    code: str
    label_zh: str
    label_en: str
    colour: str | None = None


def _status(code: int, colour: str, label_zh: str, label_en: str) -> Entry:
    return Entry(str(code), label_zh, label_en, colour)


DICTIONARIES: dict[str, tuple[Entry, ...]] = {
    # Specification §1.
    COMP_ROLE: (
        Entry("C101", "核心企业", "Core enterprise"),
        Entry("C102", "供应商", "Supplier"),
        Entry("C103", "投资机构", "Investment institution"),
        Entry("C104", "资金方", "Funder"),
        Entry("C105", "增信机构", "Credit enhancement institution"),
        Entry("C106", "会员单位", "Member unit"),
    ),
    # Specification §6 (there is no E104).
    EMPLOYEE_ROLE: (
        Entry("E101", "管理员", "Administrator"),
        Entry("E102", "经办人", "Handler"),
        Entry("E103", "复核人", "Reviewer"),
        Entry("E105", "查询", "Query"),
        Entry("E106", "放款初审", "Loan first review"),
        Entry("E107", "放款复审", "Loan second review"),
        Entry("E108", "财务付款", "Finance payment"),
        Entry("E109", "财务管理", "Finance management"),
        Entry("E110", "风控初审", "Risk first review"),
        Entry("E111", "风控复审", "Risk second review"),
    ),
    # Specification §4 gives the codes and colours (CSS colour names, usable as they are);
    # the meanings are ours (docs/decisions.md). The portal itself moves a permit through
    # 10, 30, 80 and 85 (customer.permit.lifecycle); the other stages are the back office's.
    PERMIT_STATUS: (
        _status(10, "blue", "已提交", "Submitted"),
        _status(15, "red", "待补充资料", "More documents needed"),
        _status(20, "yellow", "审核中", "In review"),
        _status(25, "crimson", "资料审核未通过", "Documents not accepted"),
        _status(30, "gray", "已撤回", "Withdrawn"),
        _status(35, "red", "实名认证未通过", "Real-name check failed"),
        _status(40, "crimson", "风控审核未通过", "Risk review not passed"),
        _status(45, "red", "资金方审核未通过", "Declined by the funder"),
        _status(50, "crimson", "签约失败", "Contract signing failed"),
        _status(55, "green", "审核通过待签约", "Approved, contract to sign"),
        _status(60, "crimson", "签约已过期", "Contract offer expired"),
        _status(65, "red", "已暂停", "Suspended"),
        _status(70, "yellow", "签约中", "Contract being signed"),
        _status(80, "green", "已开通", "Active"),
        _status(85, "red", "审核未通过", "Rejected"),
        _status(90, "red", "已注销", "Closed"),
    ),
    # Specification §3 and §9.
    CHECK_TYPE: (
        Entry("10", "密码", "Password"),
        Entry("20", "短信验证码", "SMS code"),
    ),
    # What registration, administrator change and product applications ask to upload.
    DOCUMENT_TYPE: (
        Entry("BUSINESS_LICENCE", "营业执照", "Business licence"),
        Entry("AUTHORISATION_LETTER", "授权委托书", "Letter of authorisation"),
        Entry("ID_CARD_FRONT", "身份证人像面", "ID card (photo side)"),
        Entry("ID_CARD_BACK", "身份证国徽面", "ID card (emblem side)"),
        Entry(
            "LEGAL_REP_ID_FRONT", "法定代表人身份证人像面", "Legal representative's ID (photo side)"
        ),
        Entry(
            "LEGAL_REP_ID_BACK", "法定代表人身份证国徽面", "Legal representative's ID (emblem side)"
        ),
        Entry("ACCOUNT_OPENING_PERMIT", "开户许可证", "Account opening permit"),
        Entry("ARTICLES_OF_ASSOCIATION", "公司章程", "Articles of association"),
        Entry("FINANCIAL_STATEMENT", "财务报表", "Financial statements"),
        Entry("OTHER", "其他材料", "Other documents"),
    ),
    # GB/T 4754-2017, the sections (门类) A-T.
    INDUSTRY: (
        Entry("A", "农、林、牧、渔业", "Agriculture, forestry, animal husbandry and fishery"),
        Entry("B", "采矿业", "Mining"),
        Entry("C", "制造业", "Manufacturing"),
        Entry(
            "D",
            "电力、热力、燃气及水生产和供应业",
            "Production and supply of electricity, heat, gas and water",
        ),
        Entry("E", "建筑业", "Construction"),
        Entry("F", "批发和零售业", "Wholesale and retail trade"),
        Entry("G", "交通运输、仓储和邮政业", "Transport, storage and postal services"),
        Entry("H", "住宿和餐饮业", "Accommodation and catering"),
        Entry(
            "I",
            "信息传输、软件和信息技术服务业",
            "Information transmission, software and information technology services",
        ),
        Entry("J", "金融业", "Finance"),
        Entry("K", "房地产业", "Real estate"),
        Entry("L", "租赁和商务服务业", "Leasing and business services"),
        Entry("M", "科学研究和技术服务业", "Scientific research and technical services"),
        Entry(
            "N",
            "水利、环境和公共设施管理业",
            "Water conservancy, environment and public facilities management",
        ),
        Entry("O", "居民服务、修理和其他服务业", "Resident services, repair and other services"),
        Entry("P", "教育", "Education"),
        Entry("Q", "卫生和社会工作", "Health and social work"),
        Entry("R", "文化、体育和娱乐业", "Culture, sports and entertainment"),
        Entry(
            "S",
            "公共管理、社会保障和社会组织",
            "Public administration, social security and social organisations",
        ),
        Entry("T", "国际组织", "International organisations"),
    ),
}
