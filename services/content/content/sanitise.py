"""Article and help-guide HTML, cleaned on write by nh3 (ammonia), and its searchable text.

Stored HTML is shown as HTML by the web app, so what is kept here is what a news page needs
and nothing that runs: no script, style, event handler, form, frame or ``javascript:`` URL.
"""

import re
from html.parser import HTMLParser

import nh3

# An image uploaded to the portal, as the web app downloads it (signed in), or a public image
# an operator uploaded for the news (anyone); nothing may follow the token.
PORTAL_FILE = re.compile(
    r"/api/web/portal/api/third/file/(?:down/load\?fileToken=|public/)[A-Za-z0-9_-]{1,64}"
)
LINK_PREFIXES = ("http://", "https://", "mailto:")
IMAGE_PREFIX = "https://"

HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
BLOCKS = frozenset(
    {"p", "div", "br", "hr", "blockquote", "pre", "figure", "figcaption"}
    | {"ul", "ol", "li", "dl", "dt", "dd"}
    | {"table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"}
)
INLINE = frozenset(
    {"a", "img", "span", "strong", "b", "em", "i", "u", "s", "del", "ins", "mark"}
    | {"small", "sub", "sup", "code", "abbr"}
)
TAGS = HEADINGS | BLOCKS | INLINE
ATTRIBUTES = {
    "a": {"href", "title"},
    "img": {"src", "alt", "title", "width", "height"},
    "td": {"colspan", "rowspan"},
    "th": {"colspan", "rowspan", "scope"},
    "ol": {"start"},
    "abbr": {"title"},
}
# Removed with everything inside them, not only the tags: their text is code, not prose.
DROPPED_WITH_CONTENT = frozenset({"script", "style", "noscript", "template", "iframe", "object"})


def _url(value: str) -> str:
    # Browsers ignore surrounding blanks in URLs; the prefix checks below must too.
    return value.strip()


def _filter(element: str, attribute: str, value: str) -> str | None:
    """Keep an attribute (possibly normalised) or drop it (``None``)."""
    if element == "a" and attribute == "href":
        url = _url(value)
        return url if url.lower().startswith(LINK_PREFIXES) else None
    if element == "img" and attribute == "src":
        url = _url(value)
        # Plain http images would be mixed content; only https or the portal's own files.
        return url if url.lower().startswith(IMAGE_PREFIX) or PORTAL_FILE.fullmatch(url) else None
    if attribute in {"width", "height", "colspan", "rowspan", "start"}:
        return value if value.isdigit() and len(value) <= 4 else None
    return value


def _relative(url: str) -> str | None:
    # Relative URLs pass only when they are a portal file; ``_filter`` decides per attribute.
    return url if PORTAL_FILE.fullmatch(url.strip()) else None


CLEANER = nh3.Cleaner(
    tags=set(TAGS),
    clean_content_tags=set(DROPPED_WITH_CONTENT),
    attributes={tag: set(names) for tag, names in ATTRIBUTES.items()},
    attribute_filter=_filter,
    url_schemes={"http", "https", "mailto"},
    url_relative=_relative,
    link_rel="noopener noreferrer",
    set_tag_attribute_values={"a": {"target": "_blank"}},
    strip_comments=True,
)


def clean_html(html: str) -> str:
    """``html`` with only the allowed tags, attributes and URLs left."""
    return CLEANER.clean(html).strip()


class _TextCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        # A block boundary separates words: "<p>a</p><p>b</p>" must not read "ab".
        if tag in BLOCKS or tag in HEADINGS:
            self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in BLOCKS or tag in HEADINGS:
            self.parts.append(" ")


def plain_text(html: str) -> str:
    """The readable text of (cleaned) ``html``, entities decoded, blanks collapsed."""
    collector = _TextCollector()
    collector.feed(html)
    collector.close()
    return " ".join("".join(collector.parts).split())


IMAGE_WITH_SOURCE = re.compile(r"<img\b[^>]*\bsrc=")


def has_image(html: str) -> bool:
    """Whether cleaned ``html`` still shows an image (a picture-only guide is not empty)."""
    return IMAGE_WITH_SOURCE.search(html) is not None


def search_text(*texts: str) -> str:
    """One column to search: folded here, not by the database, so SQLite and PostgreSQL match
    the same rows (SQLite's ``lower`` folds ASCII only)."""
    return " ".join(text for text in texts if text).casefold()
