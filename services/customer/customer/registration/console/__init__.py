"""The registration queue of the operator console (``/ops/registration/*``)."""
