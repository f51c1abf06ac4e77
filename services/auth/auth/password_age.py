"""When a password is due for a change: too old for the policy, or expired by an operator."""

from datetime import UTC, datetime, timedelta

# What an expired password's change date is set to: an operator's "must change" (and a new
# account nobody has set a password for) is due whatever the policy, even "never".
NEVER_CHANGED = datetime(1970, 1, 1, tzinfo=UTC)


def aware(moment: datetime) -> datetime:
    # SQLite hands back naive datetimes; they are stored as UTC.
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def password_due(changed_at: datetime, now: datetime, max_age_days: int) -> bool:
    """Whether a password changed at ``changed_at`` must be changed now; ``max_age_days`` 0
    means passwords never grow too old."""
    changed_at = aware(changed_at)
    if changed_at <= NEVER_CHANGED:
        return True
    return max_age_days > 0 and now - changed_at > timedelta(days=max_age_days)
