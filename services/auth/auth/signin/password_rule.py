"""The password strength rule: what sign-in calls weak, and what a new password must pass."""

import string
from enum import StrEnum

from portal_kit.i18n import Text

MIN_LENGTH = 8
# Bounds the argon2 input; the credential key could carry a few hundred bytes at most anyway.
MAX_LENGTH = 64
MIN_KINDS = 3

# The most used passwords that would otherwise pass the length and kinds rules; compared
# without regard to case.
COMMON_PASSWORDS = frozenset(
    {
        "password1!",
        "passw0rd",
        "p@ssw0rd",
        "p@ssword1",
        "p@ssword123",
        "password@123",
        "password123",
        "qwer1234",
        "qwer@1234",
        "qwe123!@#",
        "qwerty123",
        "1qaz2wsx",
        "1qaz@wsx",
        "1qaz!qaz",
        "abc@1234",
        "abc@123456",
        "abcd@1234",
        "aa123456",
        "aa@123456",
        "a123456789",
        "admin123",
        "admin@123",
        "admin@1234",
        "admin123456",
        "root@123",
        "test@123",
        "welcome1",
        "welcome@123",
        "iloveyou1",
        "zxcvbnm1",
        "asdf1234",
        "asd@1234",
    }
)


class PasswordRule(StrEnum):
    LENGTH = "length"
    KINDS = "kinds"
    MOBILE = "mobile"
    COMMON = "common"
    EXPIRED = "expired"


RULE_TEXTS: dict[PasswordRule, Text] = {
    PasswordRule.LENGTH: Text(
        f"The password must have {MIN_LENGTH} to {MAX_LENGTH} characters.",
        f"密码长度须为{MIN_LENGTH}到{MAX_LENGTH}位",
    ),
    PasswordRule.KINDS: Text(
        "The password must mix at least three of: lower-case letters, upper-case letters, "
        "digits and symbols.",
        "密码须至少包含小写字母、大写字母、数字、符号中的三种",
    ),
    PasswordRule.MOBILE: Text(
        "The password must not contain your mobile number.", "密码不能包含手机号"
    ),
    PasswordRule.COMMON: Text(
        "This password is too common; please choose another.", "密码过于常见，请更换"
    ),
    PasswordRule.EXPIRED: Text(
        "Your password has not been changed for too long; please set a new one.",
        "密码已长期未修改，请设置新密码",
    ),
}
SAME_AS_BEFORE = Text(
    "The new password must differ from the current one.", "新密码不能与当前密码相同"
)


def _kinds(password: str) -> int:
    classes = (
        any(c.islower() for c in password),
        any(c.isupper() for c in password),
        any(c in string.digits for c in password),
        any(not c.isalnum() for c in password),
    )
    return sum(classes)


def broken_rule(password: str, mobile: str) -> PasswordRule | None:
    """The first rule ``password`` breaks, or ``None`` when it is strong enough."""
    if not MIN_LENGTH <= len(password) <= MAX_LENGTH:
        return PasswordRule.LENGTH
    if _kinds(password) < MIN_KINDS:
        return PasswordRule.KINDS
    if mobile and mobile in password:
        return PasswordRule.MOBILE
    if password.lower() in COMMON_PASSWORDS:
        return PasswordRule.COMMON
    return None
