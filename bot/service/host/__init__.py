"""The host's controls, and a game channel deleted under a game."""
