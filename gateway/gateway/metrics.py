"""The gateway's own counters; the request metrics come from portal_kit.observe."""

from prometheus_client import Counter

# Calls refused with status 423 because the session was idle-locked (DESIGN §3).
LOCKED = Counter("portal_gateway_locked_refusals", "Calls refused as idle-locked (423).")
# Protected calls refused because their nonce was seen before (DESIGN §5): replays.
REPLAYS = Counter("portal_gateway_replays_refused", "Protected calls refused as replays.")
# Every other protection refusal, by reason (a fixed set of short phrases from the verifier).
PROTECTION_REFUSED = Counter(
    "portal_gateway_protection_refusals", "Protected calls refused (HTTP 400).", ["reason"]
)
