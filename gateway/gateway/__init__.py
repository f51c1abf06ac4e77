"""Gateway: the browser's only entry to the portal."""
