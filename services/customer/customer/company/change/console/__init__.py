"""The change-of-administrator queue of the operator console (``/ops/admin-change/*``)."""
