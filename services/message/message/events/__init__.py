"""Events of other services that become in-site messages (DESIGN §7); see ``catalogue``."""
