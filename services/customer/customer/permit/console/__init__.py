"""The product permit queue of the operator console (``/ops/permit/*``)."""
