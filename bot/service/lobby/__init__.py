"""Before the first night: opening a game, seats in the lobby, dealing, saved setups, call-ups."""
