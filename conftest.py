"""Root conftest: one line of import order, nothing else.

pytest's importlib mode names ``gateway/tests/conftest.py`` ``gateway.tests.conftest`` and, if
no ``gateway`` module is loaded yet, makes one from the ``gateway/`` folder, which would hide
the real ``gateway`` package. Importing the package first keeps the real one.
"""

import gateway  # noqa: F401
