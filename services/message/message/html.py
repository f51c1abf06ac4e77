"""Message and announcement HTML, cleaned on write by nh3 (ammonia), and its summary.

The web app shows stored content as HTML, so only formatting survives: no script, style,
event handler, form, frame or ``javascript:`` URL. Links open in a new tab without access to
the portal's window.
"""

import hashlib
import html
import re
from typing import Any, Literal

import nh3

from message.markdown import markdown_to_html

# What an operator writes: Markdown, or HTML (texts from before the console are HTML).
Format = Literal["markdown", "html"]

BLOCKS = frozenset(
    {"p", "br", "hr", "div", "blockquote", "pre", "h1", "h2", "h3", "h4", "h5", "h6"}
    | {"ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td"}
)
INLINE = frozenset(
    {"span", "code", "strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "small"}
    | {"sub", "sup", "a", "img"}
)
TAGS = BLOCKS | INLINE
ATTRIBUTES = {
    "a": {"href", "title"},
    "img": {"src", "alt", "title", "width", "height"},
    "td": {"colspan", "rowspan"},
    "th": {"colspan", "rowspan"},
}
# Removed with what is inside them: their text is code, not prose.
DROPPED_WITH_CONTENT = frozenset({"script", "style", "noscript", "template", "iframe", "object"})
SUMMARY_LENGTH = 100

CLEANER = nh3.Cleaner(
    tags=set(TAGS),
    clean_content_tags=set(DROPPED_WITH_CONTENT),
    attributes={tag: set(names) for tag, names in ATTRIBUTES.items()},
    url_schemes={"http", "https", "mailto", "tel"},
    link_rel="noopener noreferrer",
    set_tag_attribute_values={"a": {"target": "_blank"}},
    strip_comments=True,
)
# In cleaned HTML every ``<`` of the text is escaped, so these match tags only. A block
# boundary separates words ("<p>a</p><p>b</p>" reads "a b"); an inline tag does not.
BLOCK_TAG = re.compile(r"</?(?:{})\b[^>]*>".format("|".join(sorted(BLOCKS))))
TAG = re.compile(r"<[^>]*>")


def clean_html(content: str) -> str:
    """``content`` with only the allowed tags, attributes and URLs left."""
    return CLEANER.clean(content).strip()


def render(format: Format, source: str) -> str:
    """The cleaned HTML of ``source`` written in ``format``."""
    return clean_html(markdown_to_html(source) if format == "markdown" else source)


def fingerprint(text: str | None) -> dict[str, Any]:
    """A long text as an audit entry records it: its length and hash, not the text."""
    if text is None:
        return {"length": 0, "sha256": None}
    return {"length": len(text), "sha256": hashlib.sha256(text.encode()).hexdigest()}


def plain_text(cleaned: str) -> str:
    """The readable text of cleaned HTML, entities decoded, blanks collapsed."""
    text = TAG.sub("", BLOCK_TAG.sub(" ", cleaned))
    return " ".join(html.unescape(text).split())


def summary_of(cleaned: str) -> str:
    """The start of the text, for lists (``…`` when it goes on)."""
    text = plain_text(cleaned)
    if len(text) <= SUMMARY_LENGTH:
        return text
    return text[: SUMMARY_LENGTH - 1].rstrip() + "…"


def paragraph(text: str) -> str:
    """Plain text (a message built from an event's payload) as safe HTML."""
    return f"<p>{html.escape(text)}</p>"
