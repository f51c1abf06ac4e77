"""Typed clients of the services customer asks over their internal routes."""
