"""The password strength rule: the first rule a password breaks, the common list included."""

import pytest
from fastapi import FastAPI

from auth.signin.password_rule import (
    PORTAL_ADDITIONS,
    PasswordRule,
    broken_rule,
    common_passwords,
    load_common_passwords,
)

MOBILE = "13800000003"


class TestCommonList:
    def test_is_zxcvbns_list_of_thirty_thousand(self) -> None:
        common = common_passwords()

        assert len(common) >= 30_000
        assert {"123456", "password", "qwertyuiop", "sunshine1", "trustno1"} <= common
        assert common >= PORTAL_ADDITIONS

    @pytest.mark.parametrize(
        "password",
        # Well-known passwords the old hand-picked list lacked, capitalised so that they pass
        # the length and kinds rules: only the list refuses them.
        ["Sunshine1", "Iloveyou1", "Qwertyuiop1", "Trustno1", "Superman1", "Football1"],
    )
    def test_refuses_well_known_passwords_in_any_case(self, password: str) -> None:
        assert broken_rule(password, MOBILE) is PasswordRule.COMMON
        assert broken_rule(password.swapcase(), MOBILE) is PasswordRule.COMMON

    @pytest.mark.parametrize("password", ["Admin@123", "Welcome@123", "P@ssword123"])
    def test_keeps_the_portals_own_additions(self, password: str) -> None:
        assert broken_rule(password, MOBILE) is PasswordRule.COMMON

    @pytest.mark.parametrize("password", ["q7#Vr!m2Lx9T", "Fresh#Pass2026", "Demo@123456"])
    def test_a_strong_password_passes(self, password: str) -> None:
        assert broken_rule(password, MOBILE) is None

    async def test_the_start_up_step_loads_it_off_the_loop(self) -> None:
        common_passwords.cache_clear()

        await load_common_passwords(FastAPI())

        assert common_passwords.cache_info().currsize == 1


class TestOtherRulesComeFirst:
    @pytest.mark.parametrize(
        ("password", "rule"),
        [
            # Too short or too plain is named before 'common', as before.
            ("Abc@12", PasswordRule.LENGTH),
            ("x" * 60 + "Aa1!x", PasswordRule.LENGTH),
            ("sunshine1", PasswordRule.KINDS),
            ("iloveyou", PasswordRule.KINDS),
            ("Aa!13800000003", PasswordRule.MOBILE),
        ],
    )
    def test_names_the_first_rule_broken(self, password: str, rule: PasswordRule) -> None:
        assert broken_rule(password, MOBILE) is rule
