"""Auth service: credentials, sessions, tokens, verification codes and security parameters."""
