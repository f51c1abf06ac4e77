"""The documents of a case as the console lists them, labelled in the operator's language.

The labels are the reference service's ``documentType`` dictionary (which the portal's screens
read); the console needs them beside each document without a call per case.
"""

from customer.review.schemas import CaseDocument
from portal_kit.i18n import Language, Text

LABELS: dict[str, Text] = {
    "BUSINESS_LICENCE": Text("Business licence", "营业执照"),
    "AUTHORISATION_LETTER": Text("Letter of authorisation", "授权委托书"),
    "ID_CARD_FRONT": Text("ID card (photo side)", "身份证人像面"),
    "ID_CARD_BACK": Text("ID card (emblem side)", "身份证国徽面"),
    "LEGAL_REP_ID_FRONT": Text("Legal representative's ID (photo side)", "法定代表人身份证人像面"),
    "LEGAL_REP_ID_BACK": Text("Legal representative's ID (emblem side)", "法定代表人身份证国徽面"),
    "ACCOUNT_OPENING_PERMIT": Text("Account opening permit", "开户许可证"),
    "ARTICLES_OF_ASSOCIATION": Text("Articles of association", "公司章程"),
    "FINANCIAL_STATEMENT": Text("Financial statements", "财务报表"),
    "OTHER": Text("Other documents", "其他材料"),
}


def document(
    language: Language,
    document_type: str,
    file_token: str,
    file_name: str | None = None,
    content_type: str | None = None,
) -> CaseDocument:
    label = LABELS.get(document_type)
    return CaseDocument(
        document_type=document_type,
        label=label.render(language) if label else document_type,
        file_token=file_token,
        file_name=file_name,
        content_type=content_type,
    )
