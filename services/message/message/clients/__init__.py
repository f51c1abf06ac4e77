"""Typed clients of the services message asks over their internal routes."""
