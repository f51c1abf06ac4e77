"""Which products a company applies for, and the documents each application needs.

Document types are the codes of the reference service's ``documentType`` dictionary, which
labels them for the screens. A product missing here (the account centre, which every company
has from registration on) cannot be applied for.
"""

from collections.abc import Mapping

BUSINESS_LICENCE = "BUSINESS_LICENCE"
AUTHORISATION_LETTER = "AUTHORISATION_LETTER"
ACCOUNT_OPENING_PERMIT = "ACCOUNT_OPENING_PERMIT"
FINANCIAL_STATEMENT = "FINANCIAL_STATEMENT"

# Every code an application may carry; the required ones of each product, plus extras.
DOCUMENT_TYPES = frozenset(
    {
        BUSINESS_LICENCE,
        AUTHORISATION_LETTER,
        "ID_CARD_FRONT",
        "ID_CARD_BACK",
        "LEGAL_REP_ID_FRONT",
        "LEGAL_REP_ID_BACK",
        ACCOUNT_OPENING_PERMIT,
        "ARTICLES_OF_ASSOCIATION",
        FINANCIAL_STATEMENT,
        "OTHER",
    }
)

# product code → the document types its application must include, in display order.
# Financing products ask for the statements a credit review reads; those moving money ask
# for the account opening permit of the account they will use.
REQUIRED_DOCUMENTS: Mapping[str, tuple[str, ...]] = {
    "EC": (BUSINESS_LICENCE, AUTHORISATION_LETTER),
    "CREDIT": (BUSINESS_LICENCE, AUTHORISATION_LETTER, FINANCIAL_STATEMENT),
    "BILL": (BUSINESS_LICENCE, AUTHORISATION_LETTER, ACCOUNT_OPENING_PERMIT),
    "LC": (BUSINESS_LICENCE, AUTHORISATION_LETTER, ACCOUNT_OPENING_PERMIT),
    "DEPOSIT": (BUSINESS_LICENCE, ACCOUNT_OPENING_PERMIT),
    "INVOICE": (BUSINESS_LICENCE,),
    "QUOTA": (BUSINESS_LICENCE, FINANCIAL_STATEMENT),
    "SIGN": (BUSINESS_LICENCE, AUTHORISATION_LETTER),
}

# At most this many documents per application (required ones plus extras).
MAX_DOCUMENTS = len(DOCUMENT_TYPES)


def is_applicable(product_code: str) -> bool:
    return product_code in REQUIRED_DOCUMENTS


def required_documents(product_code: str) -> tuple[str, ...]:
    return REQUIRED_DOCUMENTS.get(product_code, ())
