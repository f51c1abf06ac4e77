"""``python -m bench.messages``: the unread badge and the first list page of a company with
1,000,000 messages in PostgreSQL, through the message service's app. See ``bench/README.md``."""
