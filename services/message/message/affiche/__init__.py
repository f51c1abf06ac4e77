"""Announcements (affiche): platform-wide, published by operators, with read receipts."""
