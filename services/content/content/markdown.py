"""Markdown as operators write it, turned into HTML: the one conversion for the console and
``portalctl`` alike, so a text looks the same whichever way it was published.

CommonMark with GitHub's tables and strikethrough; raw HTML inside the Markdown passes
through to the sanitiser (``content.sanitise``), which keeps only what is safe. No
typographer, no linkify, single line breaks are not ``<br>``: the console's preview renders
with markdown-it (JavaScript) under the same preset and rules, or asks ``ops/article/preview``.
"""

from markdown_it import MarkdownIt

_markdown = MarkdownIt("commonmark").enable(["table", "strikethrough"])


def markdown_to_html(source: str) -> str:
    """The HTML of ``source`` (not yet sanitised)."""
    html: str = _markdown.render(source)
    return html
