"""Shared building blocks of the portal's gateway and services."""
