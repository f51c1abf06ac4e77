"""Operators write in Markdown or HTML; the services make the HTML readers get (and clean it)."""

from pathlib import Path
from typing import Literal

Format = Literal["markdown", "html"]
MARKDOWN_SUFFIXES = frozenset({".md", ".markdown"})


def read_document(path: Path) -> tuple[Format, str]:
    """The file's format (by its suffix) and its text, as the service takes them."""
    text = path.read_text(encoding="utf-8")
    return ("markdown" if path.suffix.lower() in MARKDOWN_SUFFIXES else "html"), text
