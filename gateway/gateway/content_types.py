"""What a call's body may be: JSON, or a multipart file upload on the calls that take one.

Refused with HTTP 415 before protection reads anything: a body of another type would only
reach a service that cannot read it (or, for multipart on a JSON call, skip the encryption
that JSON bodies get).
"""

from fastapi import Request, Response

from gateway.route_table import Route
from portal_kit.envelope import envelope_response
from portal_kit.i18n import Text, request_language

JSON = "application/json"
MULTIPART = "multipart/form-data"
UNSUPPORTED = Text("The request's content type is not accepted here.", "不支持该请求的内容类型")


def _has_body(request: Request) -> bool:
    length = request.headers.get("content-length")
    return length is not None and length != "0"


def content_type_refusal(request: Request, route: Route) -> Response | None:
    """HTTP 415 (with the envelope) for a body this call does not take; None when fine."""
    if not _has_body(request):
        return None
    media_type = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
    allowed = {JSON, MULTIPART} if route.takes_upload else {JSON}
    if media_type in allowed:
        return None
    return envelope_response(415, UNSUPPORTED.render(request_language(request)), http_status=415)
