"""What a file is, told by its first bytes: the declared type and the name are never trusted."""

PNG = "image/png"
JPEG = "image/jpeg"
GIF = "image/gif"
WEBP = "image/webp"
PDF = "application/pdf"

IMAGE_TYPES = frozenset({PNG, JPEG, GIF, WEBP})
# The longest signature below needs 12 bytes (RIFF....WEBP).
HEAD_SIZE = 16


def sniff(head: bytes) -> str | None:
    """The content type of a file starting with ``head``, or ``None`` when it is not accepted.

    Only these five signatures pass; HTML, SVG (XML text that may hold scripts), executables
    and everything else have none of them. PDF must start with its header at byte 0: readers
    that accept a later header would let an HTML page with a PDF tail through.
    """
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    if head.startswith(b"\xff\xd8\xff"):
        return JPEG
    if head.startswith((b"GIF87a", b"GIF89a")):
        return GIF
    if head.startswith(b"RIFF") and head[8:12] == b"WEBP":
        return WEBP
    if head.startswith(b"%PDF-"):
        return PDF
    return None
