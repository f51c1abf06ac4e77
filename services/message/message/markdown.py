"""Markdown as operators write announcements and messages, turned into HTML.

The same conversion as the content service's (``content.markdown``: markdown-it-py,
CommonMark with GitHub's tables and strikethrough, raw HTML left to the sanitiser, no
typographer, no linkify, single line breaks not ``<br>``): a text reads the same whether it
is news, an announcement or a message. Five lines, kept twice rather than shared (STYLE 9).
"""

from markdown_it import MarkdownIt

_markdown = MarkdownIt("commonmark").enable(["table", "strikethrough"])


def markdown_to_html(source: str) -> str:
    """The HTML of ``source`` (not yet sanitised)."""
    html: str = _markdown.render(source)
    return html
