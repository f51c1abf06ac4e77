"""Identity numbers a company or a person gives us: checked here, once for every service.

Each check answers ``None`` when the value is fine, else the rule it broke; the rule's ``text``
is the sentence a user reads (specification §5 wording for ID numbers). Callers that check a
field of a request say which field with ``for_field``.
"""

import re
from datetime import date, datetime, timedelta, timezone
from enum import StrEnum

from portal_kit.i18n import Text

# Mainland mobile numbers: 11 digits starting with 1 (the rule auth's sign-in schemas use).
MOBILE_PATTERN = r"^1\d{10}$"
_MOBILE = re.compile(MOBILE_PATTERN)

ADULT_AGE = 18
# Ages are counted on the calendar of mainland China (UTC+8 all year, no daylight saving).
CHINA_TIME = timezone(timedelta(hours=8), "CST")
# Nobody alive was born before this; a date before it is a typo, not a birth date.
EARLIEST_BIRTH_YEAR = 1900

_ID_15 = re.compile(r"\d{15}")
_ID_18 = re.compile(r"\d{17}[\dX]")
# ISO 7064 MOD 11-2: weight of digit i (from the left) is 2^(17-i) mod 11.
_ID_WEIGHTS = tuple(pow(2, 17 - index, 11) for index in range(17))
_ID_CHECK_CHARACTERS = "10X98765432"

# GB 32100-2015: digits and upper-case letters without I, O, Z, S, V; the position of a
# character in this string is its value.
CREDIT_CODE_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY"
_CREDIT_CODE_VALUES = {character: value for value, character in enumerate(CREDIT_CODE_ALPHABET)}
_CREDIT_CODE_WEIGHTS = (1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28)
CREDIT_CODE_LENGTH = 18


class IdNumberRule(StrEnum):
    """Why a resident ID number was refused, in the order the checks run."""

    EMPTY = "empty"
    LENGTH = "length"
    FORMAT = "format"
    BIRTH_DATE = "birthDate"
    UNDER_AGE = "underAge"
    CHECK_CODE = "checkCode"

    @property
    def text(self) -> Text:
        return _ID_NUMBER_TEXTS[self]


_ID_NUMBER_TEXTS = {
    IdNumberRule.EMPTY: Text("Please enter the certificate number.", "请输入证件号码"),
    IdNumberRule.LENGTH: Text(
        "The ID number must have 15 or 18 characters.", "证件号码长度不正确，应为15位或18位"
    ),
    IdNumberRule.FORMAT: Text(
        "The ID number breaks the rules: 15 digits, or 17 digits followed by a digit or X.",
        "证件号码不符合规则：应为15位数字，或17位数字加一位数字或X",
    ),
    IdNumberRule.BIRTH_DATE: Text(
        "The birth date in the ID number is wrong.", "证件号码中的出生日期不正确"
    ),
    IdNumberRule.UNDER_AGE: Text("The ID number cannot be under 18.", "身份证号码不能小于18岁"),
    IdNumberRule.CHECK_CODE: Text(
        "The ID number's check code is incorrect.", "证件号码校验码不正确"
    ),
}


class CreditCodeRule(StrEnum):
    """Why a unified social credit code was refused."""

    EMPTY = "empty"
    LENGTH = "length"
    FORMAT = "format"
    CHECK_CODE = "checkCode"

    @property
    def text(self) -> Text:
        return _CREDIT_CODE_TEXTS[self]


_CREDIT_CODE_TEXTS = {
    CreditCodeRule.EMPTY: Text(
        "Please enter the unified social credit code.", "请输入统一社会信用代码"
    ),
    CreditCodeRule.LENGTH: Text(
        "The unified social credit code must have 18 characters.", "统一社会信用代码应为18位"
    ),
    CreditCodeRule.FORMAT: Text(
        "The unified social credit code may only hold digits and upper-case letters "
        "other than I, O, Z, S and V.",
        "统一社会信用代码只能包含数字和除I、O、Z、S、V以外的大写字母",
    ),
    CreditCodeRule.CHECK_CODE: Text(
        "The unified social credit code's check character is incorrect.",
        "统一社会信用代码校验码不正确",
    ),
}

MOBILE_INVALID = Text(
    "The mobile number must be 11 digits starting with 1.", "手机号码应为以1开头的11位数字"
)


def for_field(field: str, text: Text) -> Text:
    """``idNumber: <rule>``: the wire name of the field in front of the rule it broke."""
    return Text(f"{field}: {text.en}", f"{field}：{text.zh}")


def normalise_id_number(value: str) -> str:
    """Surrounding blanks dropped and a lower-case check character ``x`` made ``X``."""
    return value.strip().upper()


def id_check_character(first_17: str) -> str:
    """The 18th character of a resident ID number whose first 17 digits are given."""
    total = sum(int(digit) * weight for digit, weight in zip(first_17, _ID_WEIGHTS, strict=True))
    return _ID_CHECK_CHARACTERS[total % 11]


def _birth_date(number: str) -> date | None:
    # 15-character numbers (issued before 1999) carry a two-digit year of the 1900s.
    digits = "19" + number[6:12] if len(number) == 15 else number[6:14]
    try:
        return date(int(digits[:4]), int(digits[4:6]), int(digits[6:8]))
    except ValueError:
        return None


def china_date(moment: datetime) -> date:
    """The date in mainland China at ``moment`` (an aware time), the day ``check_id_number``
    counts ages on."""
    return moment.astimezone(CHINA_TIME).date()


def age_on(birth: date, today: date) -> int:
    """Whole years completed on ``today`` (someone born on 29 February turns a year older on
    1 March in other years)."""
    return today.year - birth.year - ((today.month, today.day) < (birth.month, birth.day))


def check_id_number(value: str, today: date) -> IdNumberRule | None:
    """The first rule of specification §5 the (normalised) number breaks, or ``None``.

    ``today`` decides the age check; only 18-character numbers are checked for age and check
    character, as the specification says (15-character ones have neither).
    """
    number = normalise_id_number(value)
    if not number:
        return IdNumberRule.EMPTY
    if len(number) not in (15, 18):
        return IdNumberRule.LENGTH
    if not (_ID_15 if len(number) == 15 else _ID_18).fullmatch(number):
        return IdNumberRule.FORMAT
    birth = _birth_date(number)
    if birth is None or birth.year < EARLIEST_BIRTH_YEAR or birth > today:
        return IdNumberRule.BIRTH_DATE
    if len(number) == 15:
        return None
    if age_on(birth, today) < ADULT_AGE:
        return IdNumberRule.UNDER_AGE
    if id_check_character(number[:17]) != number[17]:
        return IdNumberRule.CHECK_CODE
    return None


def credit_check_character(first_17: str) -> str:
    """The 18th character of a unified social credit code (mod 31 over weighted values)."""
    total = sum(
        _CREDIT_CODE_VALUES[character] * weight
        for character, weight in zip(first_17, _CREDIT_CODE_WEIGHTS, strict=True)
    )
    return CREDIT_CODE_ALPHABET[(31 - total % 31) % 31]


def check_credit_code(value: str) -> CreditCodeRule | None:
    """The rule of GB 32100-2015 the (stripped, upper-cased) code breaks, or ``None``."""
    code = value.strip().upper()
    if not code:
        return CreditCodeRule.EMPTY
    if len(code) != CREDIT_CODE_LENGTH:
        return CreditCodeRule.LENGTH
    if any(character not in _CREDIT_CODE_VALUES for character in code):
        return CreditCodeRule.FORMAT
    if credit_check_character(code[:17]) != code[17]:
        return CreditCodeRule.CHECK_CODE
    return None


def is_mobile(value: str) -> bool:
    return _MOBILE.fullmatch(value) is not None
