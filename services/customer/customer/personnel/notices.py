"""The business notifications an employee can choose to receive by SMS, per product.

Platform data kept in code: a notification exists only where the product's code sends it, so
an operator cannot usefully add one in the database. Product names repeat the content
service's catalogue (it owns the products; these labels only head the tree).
"""

from dataclasses import dataclass

from portal_kit.i18n import Text


@dataclass(frozen=True, slots=True)
class Notice:
    code: str
    label: Text


@dataclass(frozen=True, slots=True)
class ProductNotices:
    prod_code: str
    label: Text
    notices: tuple[Notice, ...]


def _notices(prod_code: str, *entries: tuple[str, str, str]) -> tuple[Notice, ...]:
    return tuple(Notice(f"{prod_code}_{name}", Text(en, zh)) for name, en, zh in entries)


CATALOGUE: tuple[ProductNotices, ...] = (
    ProductNotices(
        "EC",
        Text("Enterprise", "企业服务"),
        _notices(
            "EC",
            ("TODO", "New to-do items", "新的待办事项"),
            ("APPROVAL_RESULT", "Approval results", "审批结果通知"),
            ("FINANCING_PROGRESS", "Financing progress", "融资进度通知"),
        ),
    ),
    ProductNotices(
        "CRM",
        Text("Account centre", "账户中心"),
        _notices(
            "CRM",
            ("PERSONNEL_CHANGE", "Personnel changes", "人员变动通知"),
            ("COMPANY_CHANGE_RESULT", "Company information change results", "企业信息变更结果"),
            ("INVITATION_ACCEPTED", "Invited companies registered", "受邀企业注册成功"),
            ("PERMIT_RESULT", "Product permit decisions", "产品开通审核结果"),
        ),
    ),
    ProductNotices(
        "CREDIT",
        Text("Digital credit vouchers", "数字债权凭证"),
        _notices(
            "CREDIT",
            ("TO_SIGN", "Vouchers waiting for receipt", "凭证待签收"),
            ("FINANCED", "Voucher financing paid out", "凭证融资放款"),
            ("DUE", "Vouchers falling due", "凭证到期提醒"),
        ),
    ),
    ProductNotices(
        "BILL",
        Text("Bill financing", "票据融资"),
        _notices(
            "BILL",
            ("ENDORSED", "Bills endorsed to the company", "票据背书待签收"),
            ("DISCOUNT_RESULT", "Discount results", "贴现结果通知"),
            ("DUE", "Bills falling due", "票据到期提醒"),
        ),
    ),
    ProductNotices(
        "LC",
        Text("Letters of credit", "国内信用证"),
        _notices(
            "LC",
            ("OPENED", "Letters of credit opened", "信用证开立通知"),
            ("NEGOTIATION_RESULT", "Negotiation results", "议付结果通知"),
            ("DUE", "Letters of credit falling due", "信用证到期提醒"),
        ),
    ),
    ProductNotices(
        "DEPOSIT",
        Text("Deposits", "保证金管理"),
        _notices(
            "DEPOSIT",
            ("RECEIVED", "Deposits received", "保证金到账通知"),
            ("RELEASED", "Deposits released", "保证金退还通知"),
        ),
    ),
    ProductNotices(
        "INVOICE",
        Text("Invoices", "发票管理"),
        _notices(
            "INVOICE",
            ("VERIFY_RESULT", "Invoice verification results", "发票查验结果"),
        ),
    ),
    ProductNotices(
        "QUOTA",
        Text("Credit quotas", "额度管理"),
        _notices(
            "QUOTA",
            ("APPROVAL_RESULT", "Quota approval results", "额度审批结果"),
            ("EXPIRING", "Quotas about to expire", "额度到期提醒"),
        ),
    ),
    ProductNotices(
        "SIGN",
        Text("E-signatures", "电子签章"),
        _notices(
            "SIGN",
            ("TO_SIGN", "Documents waiting for signature", "待签署文件提醒"),
            ("COMPLETED", "Signing completed", "签署完成通知"),
        ),
    ),
)

# notice code → product code
NOTICE_PRODUCTS: dict[str, str] = {
    notice.code: product.prod_code for product in CATALOGUE for notice in product.notices
}
