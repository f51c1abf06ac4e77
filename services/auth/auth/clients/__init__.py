"""Typed clients of the services auth asks over their internal routes."""
