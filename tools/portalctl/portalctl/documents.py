"""Operators write in Markdown or HTML; the services take HTML (and clean it on write)."""

from pathlib import Path

from markdown_it import MarkdownIt

# Raw HTML inside Markdown is left to the service's sanitiser, which keeps only safe markup.
_markdown = MarkdownIt("commonmark").enable("table")


def read_document(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    return _markdown.render(text) if path.suffix.lower() in {".md", ".markdown"} else text
