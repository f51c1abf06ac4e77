"""What articles and guides share when an operator writes them: field shapes, the source
format, and the clean HTML made from it."""

import hashlib
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import StringConstraints

from content.markdown import markdown_to_html
from content.sanitise import clean_html, has_image, plain_text
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text
from portal_kit.visible_text import Visible

# Generous for a long article with tables; an operator's tool sends it, not a browser.
MAX_HTML_LENGTH = 200_000

Title = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200), Visible
]
Html = Annotated[str, StringConstraints(min_length=1, max_length=MAX_HTML_LENGTH)]
# What an operator writes: Markdown, or HTML (articles from before the console are HTML).
Source = Annotated[str, StringConstraints(min_length=1, max_length=MAX_HTML_LENGTH)]
Format = Literal["markdown", "html"]
# A filter typed into a search box: blanks around it mean nothing.
Keyword = Annotated[str, StringConstraints(strip_whitespace=True, max_length=100)]

NOTHING_LEFT = Text(
    "{field} has no text or image left once unsafe HTML is removed",
    "{field}去除不安全的HTML后没有文字或图片",
)


@dataclass(frozen=True)
class CleanHtml:
    html: str
    text: str


def clean_content(raw: str, field: str = "content") -> CleanHtml:
    """``raw`` cleaned; refused when nothing a reader could see survives the cleaning."""
    html = clean_html(raw)
    text = plain_text(html)
    if not text and not has_image(html):
        raise InvalidInput(NOTHING_LEFT.format(field=field))
    return CleanHtml(html=html, text=text)


@dataclass(frozen=True)
class Written:
    """A text as written (``source`` in ``format``) and the clean HTML readers get."""

    format: Format
    source: str
    html: str
    text: str


def write(format: Format, source: str, field: str = "content") -> Written:
    """Render ``source`` (Markdown) or take it (HTML), then clean it.

    For HTML the cleaned HTML is kept as the source too: what an operator later edits is
    what readers see, and unsafe markup is never stored.
    """
    raw = markdown_to_html(source) if format == "markdown" else source
    clean = clean_content(raw, field)
    return Written(
        format=format,
        source=source if format == "markdown" else clean.html,
        html=clean.html,
        text=clean.text,
    )


def fingerprint(text: str | None) -> dict[str, Any]:
    """A long text as an audit entry records it: its length and hash, not the text."""
    if text is None:
        return {"length": 0, "sha256": None}
    return {"length": len(text), "sha256": hashlib.sha256(text.encode()).hexdigest()}
