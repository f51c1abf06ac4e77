"""Message service: in-site messages, announcements and unread counts."""
