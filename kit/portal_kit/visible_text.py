"""Names are what they look like: no invisible format characters in text others read.

Unicode's format characters (category Cf) change how the text around them is shown without
being shown themselves: a right-to-left override shows what follows it backwards, so one name
reads as another; an isolate reorders the words around it; a zero-width space or a byte order
mark makes two names that look the same differ (and escape a search for either). In a name, a
title or a remark another person reads they only mislead, so a field marked ``Visible``
refuses them: status 400 naming the field and the character, before anything is stored.

One use is kept: a zero-width joiner between two pictographs joins an emoji sequence
(woman + ZWJ + laptop is one picture), which shows exactly what it is.
"""

import unicodedata

from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

from portal_kit.i18n import Text

FORMAT_CHARACTER_ERROR = "format_character"
FORMAT_CHARACTER_RULE = Text(
    "{field} contains an invisible formatting character ({character}); please type it again",
    "{field}包含不可见的格式字符（{character}），请重新输入",
)

_FORMAT = "Cf"
_PICTOGRAPH = "So"
_ZERO_WIDTH_JOINER = "\u200d"
_EMOJI_PRESENTATION = "\ufe0f"
# Skin tones: an emoji's modifier, between the pictograph and the joiner that follows it.
_SKIN_TONES = range(0x1F3FB, 0x1F3FF + 1)


def _decorates_emoji(character: str) -> bool:
    return character == _EMOJI_PRESENTATION or ord(character) in _SKIN_TONES


def _joins_pictographs(text: str, index: int) -> bool:
    """Whether ``text[index]`` is a zero-width joiner inside an emoji sequence."""
    if text[index] != _ZERO_WIDTH_JOINER or index + 1 >= len(text):
        return False
    before = index - 1
    while before >= 0 and _decorates_emoji(text[before]):
        before -= 1
    return (
        before >= 0
        and unicodedata.category(text[before]) == _PICTOGRAPH
        and unicodedata.category(text[index + 1]) == _PICTOGRAPH
    )


def first_format_character(text: str) -> str | None:
    """The first invisible format character of ``text`` (emoji joiners aside), or ``None``."""
    for index, character in enumerate(text):
        if unicodedata.category(character) == _FORMAT and not _joins_pictographs(text, index):
            return character
    return None


def code_point(character: str) -> str:
    """``U+202E``: how a character nobody can see is named to the person who typed it."""
    return f"U+{ord(character):04X}"


def _refuse_format_characters(value: str) -> str:
    character = first_format_character(value)
    if character is not None:
        raise PydanticCustomError(
            FORMAT_CHARACTER_ERROR,
            "contains an invisible formatting character ({character})",
            {"character": code_point(character)},
        )
    return value


# Metadata of a string field others read: ``Annotated[str, StringConstraints(...), Visible]``.
# A validator only, so the published schema (and the API contract) stays as it was.
Visible = AfterValidator(_refuse_format_characters)
