"""The store: tortoise models, opening the store (migrated), replaying a game from its rows."""
