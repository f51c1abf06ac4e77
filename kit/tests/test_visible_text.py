"""``Visible``: text others read refuses Unicode's invisible format characters."""

import sys
import unicodedata
from typing import Annotated

import pytest
from pydantic import StringConstraints, ValidationError

from portal_kit.envelope import WireModel
from portal_kit.errors import describe_validation_error
from portal_kit.visible_cases import FORMAT_CHARACTERS, VISIBLE_NAME
from portal_kit.visible_text import Visible, first_format_character

EVERY_FORMAT_CHARACTER = [
    chr(point) for point in range(sys.maxunicode + 1) if unicodedata.category(chr(point)) == "Cf"
]
ZWJ = "\u200d"


class Person(WireModel):
    display_name: Annotated[str, StringConstraints(strip_whitespace=True, max_length=64), Visible]
    nickname: Annotated[str, Visible] | None = None


def refusal_of(**data: str) -> ValidationError:
    with pytest.raises(ValidationError) as refused:
        Person.model_validate(data)
    return refused.value


class TestRefused:
    def test_every_format_character_unicode_knows_is_refused(self) -> None:
        # Bidi controls and isolates, zero-width characters, the byte order mark, the soft
        # hyphen, the invisible operators, the tag characters ... (Unicode 14: 163 of them).
        assert len(EVERY_FORMAT_CHARACTER) >= 160
        missed = [
            f"U+{ord(c):04X}"
            for c in EVERY_FORMAT_CHARACTER
            if first_format_character(f"a{c}b") != c
        ]
        assert missed == []

    @pytest.mark.parametrize("character", FORMAT_CHARACTERS, ids=ascii)
    def test_the_answer_names_the_field_and_the_character(self, character: str) -> None:
        refused = refusal_of(displayName=f"Acme{character}Ltd")

        text = describe_validation_error(refused.errors()[0])
        point = f"U+{ord(character):04X}"
        assert text.en == (
            f"displayName contains an invisible formatting character ({point}); "
            "please type it again"
        )
        assert text.zh == f"displayName包含不可见的格式字符（{point}），请重新输入"

    def test_blanks_around_do_not_hide_one(self) -> None:
        refused = refusal_of(displayName="  \u202eevil  ")

        assert refused.errors()[0]["loc"] == ("displayName",)

    def test_an_optional_field_is_checked_when_given(self) -> None:
        refused = refusal_of(displayName="Ann", nickname="\ufeffAnn")

        assert refused.errors()[0]["loc"] == ("nickname",)

    @pytest.mark.parametrize(
        "value",
        [f"a{ZWJ}b", f"{ZWJ}👩", f"👩{ZWJ}", f"王{ZWJ}💻", f"👩{ZWJ}{ZWJ}💻", "👩\u200c💻"],
        ids=ascii,
    )
    def test_a_joiner_outside_an_emoji_sequence_is_refused(self, value: str) -> None:
        assert first_format_character(value) is not None


class TestAccepted:
    @pytest.mark.parametrize(
        "value",
        [
            VISIBLE_NAME,
            "上海示范核心企业集团有限公司",
            "Jean-Luc O'Neil",
            "Zoë Ångström",
            # Emoji sequences: family, a skin tone, presentation selector, a rainbow flag.
            f"👨{ZWJ}👩{ZWJ}👧",
            f"👩🏽{ZWJ}💻",
            f"❤\ufe0f{ZWJ}🔥",
            f"🏳\ufe0f{ZWJ}🌈",
            "（中文括号）、顿号。",
        ],
        ids=ascii,
    )
    def test_names_people_type_pass_unchanged(self, value: str) -> None:
        assert Person.model_validate({"displayName": value}).display_name == value

    def test_the_published_schema_is_unchanged(self) -> None:
        class Plain(WireModel):
            display_name: Annotated[str, StringConstraints(strip_whitespace=True, max_length=64)]
            nickname: str | None = None

        assert Person.model_json_schema() == Plain.model_json_schema() | {"title": "Person"}
