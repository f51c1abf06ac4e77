"""The password strength rule: what sign-in calls weak, and what a new password must pass."""

import asyncio
import importlib
import string
from enum import StrEnum
from functools import cache

from fastapi import FastAPI

from portal_kit.i18n import Text

MIN_LENGTH = 8
# Bounds the argon2 input; the credential key could carry a few hundred bytes at most anyway.
MAX_LENGTH = 64
MIN_KINDS = 3

# Passwords common among the portal's users that the list below lacks (the 'Admin@123'
# family); compared, like the list, without regard to case.
PORTAL_ADDITIONS = frozenset(
    {
        "password1!",
        "p@ssword1",
        "p@ssword123",
        "password@123",
        "qwer@1234",
        "qwe123!@#",
        "abc@1234",
        "abc@123456",
        "abcd@1234",
        "aa@123456",
        "admin@123",
        "admin@1234",
        "admin123456",
        "root@123",
        "test@123",
        "welcome@123",
        "asd@1234",
    }
)
# The 30,000 most frequent passwords of leaked password sets, lower-case, as the zxcvbn
# package (MIT licence) ships them: ``zxcvbn.frequency_lists.FREQUENCY_LISTS["passwords"]``.
# A newer zxcvbn release brings a newer list; nothing here needs to change.
COMMON_SOURCE = ("zxcvbn.frequency_lists", "passwords")


@cache
def common_passwords() -> frozenset[str]:
    """The common-password list, read once per process: about 0.1 s (the module holds every
    zxcvbn list), so ``load_common_passwords`` reads it in a thread ahead of the first use."""
    module_name, list_name = COMMON_SOURCE
    # Imported by name: the package ships no type information, and only this list is needed.
    words = importlib.import_module(module_name).FREQUENCY_LISTS[list_name]
    if not isinstance(words, list) or len(words) < 10_000:
        raise RuntimeError(f"{module_name} holds no password list")
    return frozenset(word.lower() for word in words if isinstance(word, str)) | PORTAL_ADDITIONS


async def load_common_passwords(app: FastAPI) -> None:
    """Start-up step: read the list in a thread, so no request waits for it on the loop."""
    await asyncio.to_thread(common_passwords)


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
    if password.lower() in common_passwords():
        return PasswordRule.COMMON
    return None
